/// Takes each case of ``DispatchCatalog`` in turn, with its name and a way to make it.
///
/// The benchmark suite registers every case; the callgrind runner picks one by name. Both get
/// the concrete case type, so their send loops call it directly, not through a protocol.
public protocol DispatchCaseVisitor {
    /// Takes a case used from any one thread.
    mutating func visit<Case: DispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case)

    /// Takes a case that lives on the main actor.
    mutating func visitMainActor<Case: MainActorDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case)

    /// Takes a case that lives on ``BenchmarkActor``.
    mutating func visitGlobalActor<Case: GlobalActorDispatchCase>(
        _ name: String, _ make: @escaping @BenchmarkActor @Sendable () -> Case)

    /// Takes a case whose `async` event is sent and received on the main actor.
    mutating func visitAsync<Case: AsyncDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case)

    /// Takes a case to send through from two threads at the same time, each sending as many
    /// events.
    mutating func visitContended<Case: SharedDispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case)
}

/// Every dispatch case, named `implementation.shape`.
///
/// Shapes: `one` (one receiver), `eight` (eight listed receivers), `others8` (eight members of a
/// set, all but the sender receive), `set100` (a dynamic set of 100 receivers), the same two with
/// members held weakly (`others8Weak`, `set100Weak`), `request` (a request answered with an
/// `Int`), `mainActor` (one receiver, all on the main actor), `globalActor` (the same on an actor of the
/// benchmarks' own), `nonisolated` (one receiver, from
/// any thread) and `contended` (the same, two threads sending at once), `weakOne` (one receiver
/// held weakly), `role` (eight receivers that play a role), `async` (an `async` event on the
/// main actor), `throws` (a throwing event), `weakRequest` (a request to a handler held weakly),
/// `observed` (`one` with an observer installed that keeps each trace), `observedTyped` (one that
/// takes only the typed event), `observedRecorder` (a `MediatorRecorder`), `observedDescribed`
/// (one that makes each trace's text), `reaction` (a reaction passes the event to one
/// receiver), `withSender` (the reaction asks who sent it), `behavior` (`one` with behaviors
/// around delivery and dispatch), `fromMediator` (the mediator sends to one receiver),
/// `attached` (one receiver attached after the mediator is made, `colleague Name?`),
/// `hooksUnused` (`attached`'s event in a mediator that declares hooks), `attachHook` (attaching
/// a colleague whose `when slot changes` reaction gives it a value), `joinHook` (a member joins
/// and leaves a set of eight others, `when slot joins` and `when slot leaves`), `keyed` (the one
/// member of 64, held weakly, that joined with the payload's key), `strongKeyed` (the same, held
/// by the mediator, `strong colleague [Name] keyed by Int`), `keyedRequest` (a request answered
/// by the first member of the payload's key, `to first Name[key]`), `stateful` (a
/// reaction that updates the mediator's state and passes the event on), `twoMediators` (a class
/// in two mediators sends through one of its outboxes), `stream` (a streaming request of 100
/// values, iterated on the main actor), `pickedSlot` (the one of three slots of one type that the
/// mediator's state picks, `to Name[state]`), `namedSlot` (the one of three slots of one type
/// that the route names). The
/// `Unused` shapes are an event that does not use a feature, in a mediator that uses it for
/// another event: `withSenderUnused` is `reaction`'s event, `fromMediatorUnused` is `one`'s.
public enum DispatchCatalog {
    /// The cases that are timed but whose instructions are not counted: valgrind 3.19 stops
    /// with an internal error on any program that iterates an `AsyncStream`.
    public static let timedOnly: Set<String> = [
        "generated.stream", "handWritten.stream", "directCall.stream",
    ]

    /// Hands every case to `visitor`, generated cases first.
    @inlinable
    public static func visitAll<Visitor: DispatchCaseVisitor>(_ visitor: inout Visitor) {
        visitor.visit("generated.one") { GeneratedOneCase() }
        visitor.visit("generated.eight") { GeneratedEightCase() }
        visitor.visit("generated.others8") { GeneratedOthersCase() }
        visitor.visit("generated.set100") { GeneratedSetCase() }
        visitor.visit("generated.others8Weak") { GeneratedWeakOthersCase() }
        visitor.visit("generated.set100Weak") { GeneratedWeakSetCase() }
        visitor.visit("generated.request") { GeneratedRequestCase() }
        visitor.visitMainActor("generated.mainActor") { GeneratedMainActorCase() }
        visitor.visitGlobalActor("generated.globalActor") { GeneratedGlobalActorCase() }
        visitor.visit("generated.nonisolated") { GeneratedNonisolatedCase() }
        visitor.visitContended("generated.contended") { GeneratedNonisolatedCase() }
        visitor.visit("generated.weakOne") { GeneratedWeakOneCase() }
        visitor.visit("generated.role") { GeneratedRoleCase() }
        visitor.visitAsync("generated.async") { GeneratedAsyncCase() }
        visitor.visit("generated.throws") { GeneratedThrowsCase() }
        visitor.visit("generated.weakRequest") { GeneratedWeakRequestCase() }
        visitor.visit("generated.observed") { GeneratedObservedCase() }
        visitor.visit("generated.observedTyped") { generatedObservedTypedCase() }
        visitor.visit("generated.observedRecorder") { generatedObservedRecorderCase() }
        visitor.visit("generated.observedDescribed") { generatedObservedDescribedCase() }
        visitor.visit("generated.reaction") { GeneratedReactionCase() }
        visitor.visit("generated.withSenderUnused") { GeneratedWithSenderUnusedCase() }
        visitor.visit("generated.withSender") { GeneratedWithSenderCase() }
        visitor.visit("generated.behavior") { GeneratedBehaviorCase() }
        visitor.visit("generated.fromMediatorUnused") { GeneratedFromMediatorUnusedCase() }
        visitor.visit("generated.fromMediator") { GeneratedFromMediatorCase() }
        visitor.visit("generated.attached") { GeneratedAttachedCase() }
        visitor.visit("generated.hooksUnused") { GeneratedHooksUnusedCase() }
        visitor.visit("generated.attachHook") { GeneratedAttachHookCase() }
        visitor.visit("generated.joinHook") { GeneratedJoinHookCase() }
        visitor.visit("generated.keyed") { GeneratedKeyedCase() }
        visitor.visit("generated.strongKeyed") { GeneratedStrongKeyedCase() }
        visitor.visit("generated.keyedRequest") { GeneratedKeyedRequestCase() }
        visitor.visit("generated.stateful") { GeneratedStatefulCase() }
        visitor.visit("generated.twoMediators") { GeneratedTwoMediatorsCase() }
        visitor.visitAsync("generated.stream") { GeneratedStreamCase() }
        visitor.visit("generated.pickedSlot") { GeneratedPickedSlotCase() }
        visitor.visit("generated.namedSlot") { GeneratedNamedSlotCase() }

        visitor.visit("handWritten.one") { HandWrittenOneCase() }
        visitor.visit("handWritten.eight") { HandWrittenEightCase() }
        visitor.visit("handWritten.others8") { HandWrittenOthersCase() }
        visitor.visit("handWritten.set100") { HandWrittenSetCase() }
        visitor.visit("handWritten.others8Weak") { HandWrittenWeakOthersCase() }
        visitor.visit("handWritten.set100Weak") { HandWrittenWeakSetCase() }
        visitor.visit("handWritten.request") { HandWrittenRequestCase() }
        visitor.visitMainActor("handWritten.mainActor") { HandWrittenMainActorCase() }
        visitor.visitGlobalActor("handWritten.globalActor") { HandWrittenGlobalActorCase() }
        visitor.visit("handWritten.nonisolated") { HandWrittenNonisolatedCase() }
        visitor.visitContended("handWritten.contended") { HandWrittenNonisolatedCase() }
        visitor.visit("handWritten.weakOne") { HandWrittenWeakOneCase() }
        visitor.visit("handWritten.role") { HandWrittenRoleCase() }
        visitor.visitAsync("handWritten.async") { HandWrittenAsyncCase() }
        visitor.visit("handWritten.throws") { HandWrittenThrowsCase() }
        visitor.visit("handWritten.weakRequest") { HandWrittenWeakRequestCase() }
        visitor.visit("handWritten.observed") { HandWrittenObservedCase() }
        visitor.visit("handWritten.observedTyped") { handWrittenObservedTypedCase() }
        visitor.visit("handWritten.observedRecorder") { handWrittenObservedRecorderCase() }
        visitor.visit("handWritten.observedDescribed") { handWrittenObservedDescribedCase() }
        visitor.visit("handWritten.withSender") { HandWrittenWithSenderCase() }
        visitor.visit("handWritten.fromMediator") { HandWrittenFromMediatorCase() }
        visitor.visit("handWritten.attached") { HandWrittenAttachedCase() }
        visitor.visit("handWritten.attachHook") { HandWrittenAttachHookCase() }
        visitor.visit("handWritten.joinHook") { HandWrittenJoinHookCase() }
        visitor.visit("handWritten.keyed") { HandWrittenKeyedCase() }
        visitor.visit("handWritten.strongKeyed") { HandWrittenStrongKeyedCase() }
        visitor.visit("handWritten.keyedRequest") { HandWrittenKeyedRequestCase() }
        visitor.visit("handWritten.stateful") { HandWrittenStatefulCase() }
        visitor.visit("handWritten.twoMediators") { HandWrittenTwoMediatorsCase() }
        visitor.visitAsync("handWritten.stream") { HandWrittenStreamCase() }
        visitor.visit("handWritten.pickedSlot") { HandWrittenPickedSlotCase() }
        visitor.visit("handWritten.namedSlot") { HandWrittenNamedSlotCase() }

        visitor.visit("directCall.one") { DirectCallCase() }
        visitor.visit("directCall.request") { DirectRequestCase() }
        visitor.visitMainActor("directCall.mainActor") { DirectMainActorCase() }
        visitor.visit("directCall.nonisolated") { DirectSharedCase() }
        visitor.visitContended("directCall.contended") { DirectSharedCase() }
        visitor.visitAsync("directCall.async") { DirectAsyncCase() }
        visitor.visit("directCall.throws") { DirectThrowsCase() }
        visitor.visitAsync("directCall.stream") { DirectStreamCase() }

        visitor.visit("notificationCenter.one") { NotificationCenterCase(observers: 1) }
        visitor.visit("notificationCenter.eight") { NotificationCenterCase(observers: 8) }
        visitor.visit("closureBus.one") { ClosureBusCase(subscribers: 1) }
        visitor.visit("closureBus.eight") { ClosureBusCase(subscribers: 8) }
        visitor.visit("openCombine.one") { OpenCombineCase(subscribers: 1) }
        visitor.visit("openCombine.eight") { OpenCombineCase(subscribers: 8) }
    }
}
