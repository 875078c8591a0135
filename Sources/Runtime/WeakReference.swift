/// How a colleague set refers to its members weakly and tells them apart.
///
/// ``WeakReference`` is the reference for colleagues of a class type. For colleagues known by a
/// protocol (`colleague any HistoryView` in a spec), Swift has no generic weak reference: the
/// generated mediator declares a small reference type of this kind for the protocol.
public protocol ColleagueReference {
    /// The members' type: a class, or the existential of a class-bound protocol.
    associatedtype Colleague

    /// Makes a weak reference to `colleague`.
    init(_ colleague: Colleague)

    /// The colleague, or `nil` once it has been deallocated.
    var object: Colleague? { get }

    /// The identity of the colleague at the time the reference was made.
    ///
    /// It stays valid as a key while ``object`` is not `nil`. After the colleague is gone, the
    /// same identifier can be reused by a new object, so compare it only together with a live
    /// object.
    var identifier: ObjectIdentifier { get }

    /// The identity of `colleague`.
    static func identifier(of colleague: Colleague) -> ObjectIdentifier

    /// The colleague of the reference at `reference`, or `nil` once it has been deallocated.
    ///
    /// Colleague sets read their members through it on every delivery. Implement it with
    /// `reference.pointee.object`, ``object`` being a computed property: Swift then reads the weak
    /// reference in place, where reading a stored property of `pointee`, or ``object`` from
    /// generic code, first copies the reference, at the cost of two runtime calls. (It stays
    /// public, though only sets call it: their iteration, inlined into the code that iterates,
    /// cannot call what `@_spi` hides.)
    static func object(at reference: UnsafePointer<Self>) -> Colleague?
}

/// A weak reference to an object, as a value that can be stored in collections.
///
/// Generated mediators use it for colleagues they hold weakly. Reading ``object`` after the
/// object has been deallocated gives `nil`.
public struct WeakReference<Object: AnyObject>: ColleagueReference {
    // Inlinable access lets colleague-set iteration read the reference in place, without
    // copying the whole entry through its generic value witnesses.
    @usableFromInline weak var target: Object?

    /// The referenced object, or `nil` once it has been deallocated.
    @inlinable
    public var object: Object? {
        target
    }

    /// The identity of the object at the time the reference was made.
    ///
    /// It stays valid as a key while ``object`` is not `nil`. After the object is gone, the same
    /// identifier can be reused by a new object, so compare it only together with a live object.
    public let identifier: ObjectIdentifier

    /// Makes a weak reference to `object`.
    public init(_ object: Object) {
        self.target = object
        self.identifier = ObjectIdentifier(object)
    }

    /// The identity of `object`.
    @inlinable
    public static func identifier(of object: Object) -> ObjectIdentifier {
        ObjectIdentifier(object)
    }

    /// The object of the reference at `reference`, read in place.
    @inlinable
    public static func object(at reference: UnsafePointer<Self>) -> Object? {
        reference.pointee.object
    }
}

extension WeakReference: Sendable where Object: Sendable {}
