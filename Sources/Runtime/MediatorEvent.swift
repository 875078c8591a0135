/// What the `Event` enum of every generated mediator conforms to: one case per event, with the
/// event's payload, so that a test can compare what a mediator dispatched with what it expects.
///
/// Two events are equal when they are the same case and their payloads are equal argument by
/// argument. Generated code cannot know whether a payload type is `Equatable` (a colleague
/// class usually is not), so the comparison looks at each value as it is at run time:
///
/// - values of two different types are not equal;
/// - a value of an `Equatable` type is compared with its `==`;
/// - an instance of a class that is not `Equatable` is equal only to itself (`===`);
/// - any other value (a tuple, a structure, an enum, an optional or an array whose type is not
///   `Equatable`) is compared member by member, as `Mirror` shows its members, each by these
///   same rules: a dictionary's entries in any order, an enum case without a payload by its
///   description (its name, unless the type describes itself);
/// - a closure, which has no members to compare, is equal to any closure of its type.
public protocol MediatorEvent: Equatable {
    /// The event's arguments as its trace shows them, each as `String(describing:)` writes it:
    /// ``MediatorTrace/payload``, which ``MediatorTrace/description`` shows in brackets.
    ///
    /// Generated `Event` enums list them case by case. `nil`, the default, leaves them to the
    /// trace, which reads them with `Mirror`: the same text, at several times the cost.
    var traceArguments: [String]? { get }
}

extension MediatorEvent {
    /// `nil`: the trace reads the arguments with `Mirror`.
    public var traceArguments: [String]? { nil }

    /// Whether `lhs` and `rhs` are the same case with equal payloads, as ``MediatorEvent``
    /// describes.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        PayloadComparison.haveEqualMembers(lhs, rhs)
    }
}
