/// What a generated mediator that is not `nonisolated` owns and its colleagues' outboxes hold:
/// the way from an outbox to the mediator, and what keeps a dispatch safe when the mediator goes
/// away under it.
///
/// The link refers to the mediator without a reference count, so a send through an outbox costs
/// no retain and no `weak` load. Generated code keeps that safe:
///
/// - Outboxes own the link, not the mediator. The mediator's `deinit` calls
///   ``detach(keepingAlive:)``, after which the link has no mediator and every send through it
///   does nothing.
/// - A send that does not retain the mediator runs as one dispatch of the link, which counts the
///   dispatches under way (``OutboxConnection/send(_:)``). When the mediator ends during one (a
///   receiver let go of the mediator's last owner), the link keeps itself and the mediator's
///   colleagues alive until the outermost dispatch returns, and generated code stops delivering:
///   it checks ``Scope/isMediatorAlive`` before each receiver.
///
/// A link belongs to one isolation domain, like the mediator that owns it.
@_spi(Generated)
public final class MediatorLink<Mediator: AnyObject> {
    /// The mediator, until it ends.
    @usableFromInline @exclusivity(unchecked) var mediator: Unmanaged<Mediator>?
    /// The mediator for sends that retain it (those that suspend, or run its reactions).
    ///
    /// Weak, so that it reads `nil` from the moment the mediator starts to go away, even while
    /// the isolated `deinit` of a global-actor mediator released elsewhere waits for its actor:
    /// retaining an object in that state would outlive its deinitialisation. Sends that do not
    /// retain the mediator never read it, so the weak reference costs them nothing.
    @usableFromInline @exclusivity(unchecked) weak var retainableMediator: Mediator?
    /// How many dispatches are under way: more than one when a receiver sends in turn.
    @usableFromInline @exclusivity(unchecked) var dispatchDepth = 0
    /// What an ended mediator left behind while dispatches were under way: its colleagues, whose
    /// methods may still be running, and this link, which those dispatches still read. Held
    /// unmanaged, and released when the outermost dispatch returns.
    @usableFromInline @exclusivity(unchecked) var keptAlive: Unmanaged<KeptAlive>?
    /// The mediator's observer; see ``show(_:_:_:_:)``.
    @exclusivity(unchecked) public var observer: (any MediatorObserver)?

    /// Makes a link with no mediator yet; the mediator attaches itself when it is initialised.
    public init() {}

    /// Makes `mediator` the target of this link, without retaining it.
    public func attach(_ mediator: Mediator) {
        self.mediator = .passUnretained(mediator)
        self.retainableMediator = mediator
    }

    /// Tells the link that its mediator is being deinitialised.
    ///
    /// Later sends do nothing and dispatches under way stop. Until the outermost of them
    /// returns, the link keeps `colleagues` alive, so that a receiver whose method is still
    /// running is not deallocated under it, and itself, so that the dispatches can still read
    /// it after the mediator and the outboxes have let go of it.
    ///
    /// - Parameter colleagues: The colleagues the mediator holds strongly, `nil` for an optional
    ///   one that is absent; evaluated only when a dispatch is under way.
    public func detach(keepingAlive colleagues: @autoclosure () -> [AnyObject?]) {
        mediator = nil
        retainableMediator = nil
        observer = nil
        guard dispatchDepth > 0 else { return }
        keptAlive = .passRetained(KeptAlive(link: self, colleagues: colleagues()))
    }

    /// Tells the link that its mediator is being deinitialised, for a mediator that every send
    /// retains: one on a global actor other than the main actor, whose `deinit` is not isolated
    /// (that needs macOS 15.4 and iOS 18.4) and so runs on whichever thread let go of it last.
    ///
    /// No dispatch is under way, since each keeps the mediator alive, and none can begin: the
    /// weak reference that sends retain the mediator through reads `nil` from the moment the
    /// mediator starts to go away. So the link only lets go of the observer, which no send reads
    /// any more.
    public func detachFromAnyThread() {
        observer = nil
    }

    /// Shows an event to the observer, if there is one, and returns the scope of its dispatch.
    ///
    /// Generated dispatches call it first. It costs one `nil` check when no observer is
    /// installed: the event's trace is made out of line, and only then.
    ///
    /// - Parameters:
    ///   - event: The event as a case of the mediator's `Event` enum: `.likeAdded(to: news)`.
    ///   - name: The event as a Swift function name: `likeAdded(to:)`.
    ///   - sender: Who sent the event.
    ///   - receivers: The receivers in delivery order, separated by `, `.
    @inlinable
    @discardableResult
    public func show<Event: MediatorEvent>(
        _ event: Event, _ name: StaticString, _ sender: MediatorSender,
        _ receivers: StaticString
    ) -> Scope {
        if _slowPath(observer != nil) {
            showSlowly(event, name, sender, receivers)
        }
        return Scope(link: .passUnretained(self))
    }

    /// Shows the observer an event and its trace; out of line, since it runs only when an
    /// observer is installed. Inlinable, so that the compiler specialises it for each
    /// mediator's `Event`: the send then prepares a smaller call on this rare path, and saves
    /// fewer registers on its common one.
    @inlinable @inline(never)
    func showSlowly<Event: MediatorEvent>(
        _ event: Event, _ name: StaticString, _ sender: MediatorSender,
        _ receivers: StaticString
    ) {
        guard let observer else { return }
        // A recorder or a typed observer of this mediator's events takes them without a trace,
        // with code specialised for them.
        if type(of: observer) == MediatorRecorder<Event>.self {
            unsafeDowncast(observer, to: MediatorRecorder<Event>.self)
                .record(event, from: sender.name)
            return
        }
        if let observer = observer as? MediatorEventObserver<Event> {
            observer.mediatorWillDispatch(event)
            return
        }
        observer.mediatorWillDispatch(
            event,
            MediatorTrace(
                mediator: Mediator.self, event: event, named: name, sender: sender.name,
                receivers: receivers))
    }

    /// Counts a dispatch that a send begins; see ``OutboxConnection/send(_:)``.
    ///
    /// Counting dispatches in the link, rather than recording each on the stack, keeps the
    /// address of no local variable taken, which spares every send the stack protector.
    @inlinable
    func dispatchWillBegin() {
        dispatchDepth &+= 1
    }

    /// Counts the end of a dispatch, and lets go of what an ended mediator left behind when it
    /// was the outermost.
    @inlinable
    func dispatchDidEnd() {
        dispatchDepth &-= 1
        if _slowPath(mediator == nil) {
            // The last use of the link: releasing what it kept may deallocate it.
            dispatchOfEndedMediatorDidReturn()
        }
    }

    /// Lets go of what ``detach(keepingAlive:)`` kept, once the outermost of the dispatches it
    /// kept it for has returned. Out of line, so that a send carries only the call to this rare
    /// path, not its body.
    @usableFromInline @inline(never)
    func dispatchOfEndedMediatorDidReturn() {
        guard dispatchDepth == 0 else { return }
        let kept = keptAlive
        keptAlive = nil
        kept?.release()
    }

    /// What a generated dispatch asks about the dispatch it runs in.
    public struct Scope {
        /// The link of the dispatch; alive until the dispatch returns, even if the mediator is
        /// not.
        @usableFromInline let link: Unmanaged<MediatorLink>

        @usableFromInline
        init(link: Unmanaged<MediatorLink>) {
            self.link = link
        }

        /// Whether the mediator still exists. When it is `false`, the dispatch must not touch
        /// the mediator again and returns.
        @inlinable
        public var isMediatorAlive: Bool {
            link._withUnsafeGuaranteedRef { $0.mediator != nil }
        }
    }
}

// Unchecked: a link belongs to its mediator's isolation, and generated code uses it there, except
// in the `deinit` of a mediator on a global actor other than the main actor, which may run on any
// thread and calls `detachFromAnyThread()` when no send can reach the link any more.
extension MediatorLink: @unchecked Sendable {}

/// What a ``MediatorLink`` keeps alive after its mediator ended during a dispatch.
@usableFromInline
final class KeptAlive {
    private let link: AnyObject
    private let colleagues: [AnyObject?]

    init(link: AnyObject, colleagues: [AnyObject?]) {
        self.link = link
        self.colleagues = colleagues
    }
}
