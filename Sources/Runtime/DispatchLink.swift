/// How the outboxes of a generated mediator reach it, and how its dispatches stay safe when the
/// mediator goes away under them. Used by every generated mediator that is not `nonisolated`.
///
/// The link refers to the mediator without a reference count, so a send through an outbox costs
/// no retain and no `weak` load. Generated code keeps that safe:
///
/// - Outboxes own the link, not the mediator. The mediator's `deinit` calls
///   ``mediatorDidEnd(keepingAlive:)``, after which the link has no mediator and every send
///   through it does nothing.
/// - Each synchronous dispatch runs inside ``dispatch(_:)``, which counts the dispatches under
///   way. When the mediator ends during one (a receiver let go of the mediator's last owner), the
///   link keeps itself and the mediator's colleagues alive until the outermost dispatch returns,
///   and generated code stops delivering: it checks ``DispatchScope/isMediatorAlive`` after each
///   receiver.
///
/// A link belongs to one isolation domain, like the mediator that owns it.
public final class DispatchLink<Mediator: AnyObject> {
    /// The mediator, until it ends.
    @usableFromInline @exclusivity(unchecked) var mediator: Unmanaged<Mediator>?
    /// The mediator for sends that retain it (those that suspend, or run its reactions).
    ///
    /// Weak, so that it reads `nil` from the moment the mediator starts to go away, even while
    /// the isolated `deinit` of a global-actor mediator released elsewhere waits for its actor:
    /// retaining an object in that state would outlive its deinitialisation. Sends that do not
    /// retain the mediator never read it, so the weak reference costs them nothing.
    @usableFromInline weak var retainableMediator: Mediator?
    /// How many dispatches are under way: more than one when a receiver sends in turn.
    @usableFromInline @exclusivity(unchecked) var dispatchDepth = 0
    /// What an ended mediator left behind while dispatches were under way: its colleagues, whose
    /// methods may still be running, and this link, which those dispatches still read. Held
    /// unmanaged, and released when the outermost dispatch returns.
    @usableFromInline @exclusivity(unchecked) var keptAlive: Unmanaged<KeptAlive>?

    /// Makes a link with no mediator yet; the mediator attaches itself when it is initialised.
    public init() {}

    /// Makes `mediator` the target of this link, without retaining it.
    public func attach(_ mediator: Mediator) {
        self.mediator = .passUnretained(mediator)
        self.retainableMediator = mediator
    }

    /// Runs `body` as one dispatch, so that `body` can tell through its scope whether the
    /// mediator ended during one of the calls it makes.
    ///
    /// Counting dispatches in the link, rather than recording each on the stack, keeps the
    /// address of no local variable taken, which spares every send the stack protector.
    @inlinable
    public func dispatch<Result>(
        _ body: (DispatchScope<Mediator>) throws -> Result
    ) rethrows -> Result {
        dispatchDepth &+= 1
        defer {
            dispatchDepth &-= 1
            if _slowPath(mediator == nil) {
                // The last use of the link: releasing what it kept may deallocate it.
                dispatchOfEndedMediatorDidReturn()
            }
        }
        return try body(DispatchScope(link: .passUnretained(self)))
    }

    /// Lets go of what ``mediatorDidEnd(keepingAlive:)`` kept, once the outermost of the
    /// dispatches it kept it for has returned. Out of line, so that a send carries only the
    /// call to this rare path, not its body.
    @usableFromInline @inline(never)
    func dispatchOfEndedMediatorDidReturn() {
        guard dispatchDepth == 0 else { return }
        let kept = keptAlive
        keptAlive = nil
        kept?.release()
    }

    /// Tells the link that its mediator is being deinitialised.
    ///
    /// Later sends do nothing and dispatches under way stop. Until the outermost of them
    /// returns, the link keeps `colleagues` alive, so that a receiver whose method is still
    /// running is not deallocated under it, and itself, so that the dispatches can still read
    /// it after the mediator and the outboxes have let go of it.
    ///
    /// - Parameter colleagues: The colleagues the mediator holds strongly; evaluated only when a
    ///   dispatch is under way.
    public func mediatorDidEnd(keepingAlive colleagues: @autoclosure () -> [AnyObject]) {
        mediator = nil
        retainableMediator = nil
        guard dispatchDepth > 0 else { return }
        keptAlive = .passRetained(KeptAlive(link: self, colleagues: colleagues()))
    }
}

/// What a ``DispatchLink`` keeps alive after its mediator ended during a dispatch.
@usableFromInline
final class KeptAlive {
    private let link: AnyObject
    private let colleagues: [AnyObject]

    init(link: AnyObject, colleagues: [AnyObject]) {
        self.link = link
        self.colleagues = colleagues
    }
}

/// What a generated dispatch asks about the dispatch it runs in.
public struct DispatchScope<Mediator: AnyObject> {
    /// The link of the dispatch; alive until the dispatch returns, even if the mediator is not.
    @usableFromInline let link: Unmanaged<DispatchLink<Mediator>>

    @usableFromInline
    init(link: Unmanaged<DispatchLink<Mediator>>) {
        self.link = link
    }

    /// Whether the mediator still exists. When it is `false`, the dispatch must not touch the
    /// mediator again and returns.
    @inlinable
    public var isMediatorAlive: Bool {
        link._withUnsafeGuaranteedRef { $0.mediator != nil }
    }
}
