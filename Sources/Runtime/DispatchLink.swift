/// How the outboxes of a generated mediator reach it, and how its dispatches stay safe when the
/// mediator goes away under them. Used by every generated mediator that is not `nonisolated`.
///
/// The link refers to the mediator without a reference count, so a send through an outbox costs
/// no retain and no `weak` load. Generated code keeps that safe:
///
/// - Outboxes own the link, not the mediator. The mediator's `deinit` calls
///   ``mediatorDidEnd(keepingAlive:)``, after which the link has no mediator and every send
///   through it does nothing.
/// - Each synchronous dispatch runs inside ``dispatch(_:)``, which records a frame on the stack.
///   When the mediator ends while dispatches are under way (a receiver let go of the mediator's
///   last owner), every frame is marked, the outermost one keeps the mediator's colleagues alive
///   until it returns, and generated code stops delivering: it checks
///   ``DispatchScope/isMediatorAlive`` after each receiver.
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
    /// The innermost dispatch under way, whose `outer` leads to the ones it interrupted.
    @usableFromInline @exclusivity(unchecked) var innermostFrame:
        UnsafeMutablePointer<DispatchFrame>?

    /// Makes a link with no mediator yet; the mediator attaches itself when it is initialised.
    public init() {}

    /// Makes `mediator` the target of this link, without retaining it.
    public func attach(_ mediator: Mediator) {
        self.mediator = .passUnretained(mediator)
        self.retainableMediator = mediator
    }

    /// Runs `body` while recording a dispatch frame, so that `body` can tell through its scope
    /// whether the mediator ended during one of the calls it makes.
    @inlinable
    public func dispatch<Result>(_ body: (DispatchScope) throws -> Result) rethrows -> Result {
        var frame = DispatchFrame(outer: innermostFrame)
        return try withUnsafeMutablePointer(to: &frame) { pointer in
            innermostFrame = pointer
            defer {
                if pointer.pointee.isMediatorAlive {
                    innermostFrame = pointer.pointee.outer
                } else {
                    // The link may be gone with the mediator; it was unwound already. Only the
                    // outermost frame holds colleagues, released now that nothing runs on them.
                    pointer.pointee.keptAlive?.release()
                }
            }
            return try body(DispatchScope(frame: pointer))
        }
    }

    /// Tells the link that its mediator is being deinitialised.
    ///
    /// Later sends do nothing. Dispatches under way are marked so that they stop, and the
    /// outermost one keeps `colleagues` alive until it returns, so that a receiver whose method
    /// is still running is not deallocated under it.
    ///
    /// - Parameter colleagues: The colleagues the mediator holds strongly; evaluated only when a
    ///   dispatch is under way.
    public func mediatorDidEnd(keepingAlive colleagues: @autoclosure () -> [AnyObject]) {
        mediator = nil
        retainableMediator = nil
        guard var frame = innermostFrame else { return }
        innermostFrame = nil
        while true {
            frame.pointee.isMediatorAlive = false
            guard let outer = frame.pointee.outer else { break }
            frame = outer
        }
        frame.pointee.keptAlive = .passRetained(KeptAliveColleagues(colleagues()))
    }
}

/// The record of one dispatch under way, kept on the stack by ``DispatchLink/dispatch(_:)``.
/// Only inlined runtime code touches it, so it is not public.
@usableFromInline
struct DispatchFrame {
    /// Whether the mediator still exists; it ends when its last owner lets go of it.
    @usableFromInline var isMediatorAlive = true
    /// The dispatch this one interrupted, if any.
    @usableFromInline var outer: UnsafeMutablePointer<DispatchFrame>?
    /// The colleagues of an ended mediator, kept until the outermost dispatch returns. Held
    /// unmanaged, so that a frame that keeps nothing costs no release when it ends.
    @usableFromInline var keptAlive: Unmanaged<KeptAliveColleagues>?

    @usableFromInline
    init(outer: UnsafeMutablePointer<DispatchFrame>?) {
        self.outer = outer
    }
}

/// The colleagues a ``DispatchFrame`` keeps alive after their mediator has ended.
@usableFromInline
final class KeptAliveColleagues {
    private let colleagues: [AnyObject]

    init(_ colleagues: [AnyObject]) {
        self.colleagues = colleagues
    }
}

/// What a generated dispatch asks about the dispatch it runs in.
public struct DispatchScope {
    @usableFromInline let frame: UnsafeMutablePointer<DispatchFrame>

    @usableFromInline
    init(frame: UnsafeMutablePointer<DispatchFrame>) {
        self.frame = frame
    }

    /// Whether the mediator still exists. When it is `false`, the dispatch must not touch the
    /// mediator again and returns.
    @inlinable
    public var isMediatorAlive: Bool {
        frame.pointee.isMediatorAlive
    }
}
