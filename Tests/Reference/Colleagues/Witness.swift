import Foundation
@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Witness.mediator: players that report through a delegate protocol, and
// scrubbers that hear what the players report. The mediators declare no delegate method: the
// methods of their `from outside` events are the protocols' witnesses.

/// What a player tells its delegate, from whatever isolation it runs in.
protocol PlaybackDelegate: AnyObject {
    func playbackDidReach(second: Int)
    func playbackDidFinish()
}

/// What a player on the main actor tells its delegate; it refines `NSObjectProtocol`, as UIKit's
/// delegate protocols do.
@MainActor protocol MainPlaybackDelegate: NSObjectProtocol {
    func playbackDidReach(second: Int)
    func playbackDidFinish()
}

/// A component with a delegate; it knows nothing of the mediator. It lives in the isolation of
/// whoever creates it.
final class MediaPlayer {
    weak var delegate: (any PlaybackDelegate)?

    /// Plays up to `seconds`, then finishes.
    func play(_ seconds: Int) {
        for second in 1...seconds {
            delegate?.playbackDidReach(second: second)
        }
        delegate?.playbackDidFinish()
    }
}

/// A player on the main actor.
@MainActor final class MainMediaPlayer {
    weak var delegate: (any MainPlaybackDelegate)?

    /// Plays up to `seconds`, then finishes.
    func play(_ seconds: Int) {
        for second in 1...seconds {
            delegate?.playbackDidReach(second: second)
        }
        delegate?.playbackDidFinish()
    }
}

/// A player used from any thread, whose delegate is `Sendable` too.
final class SharedMediaPlayer: Sendable {
    private let delegateReference = Locked<WeakDelegate>(WeakDelegate())

    /// A weak reference to the delegate, as `weak var delegate` is in a class of one thread.
    struct WeakDelegate {
        weak var delegate: (any PlaybackDelegate & Sendable)?
    }

    var delegate: (any PlaybackDelegate & Sendable)? {
        get { delegateReference.withLock { $0.delegate } }
        set { delegateReference.withLock { $0.delegate = newValue } }
    }

    /// Reports that it reached `second`.
    func reach(_ second: Int) {
        delegate?.playbackDidReach(second: second)
    }

    /// Reports that it finished.
    func finish() {
        delegate?.playbackDidFinish()
    }
}

/// What a scrubber heard: each second reached, then whether the playback finished.
struct Heard: Equatable, Sendable {
    var seconds: [Int] = []
    var finished = false
}

/// Shows how far the playback is.
final class Scrubber {
    private(set) var heard = Heard()

    func playbackDidReach(second: Int) { heard.seconds.append(second) }
    func playbackDidFinish() { heard.finished = true }
}

/// Shows how far the playback is, on the main actor.
@MainActor final class MainScrubber {
    private(set) var heard = Heard()

    func playbackDidReach(second: Int) { heard.seconds.append(second) }
    func playbackDidFinish() { heard.finished = true }
}

/// Shows how far the playback is, on the main actor, for a conformance isolated to it.
@MainActor final class IsolatedScrubber {
    private(set) var heard = Heard()

    func playbackDidReach(second: Int) { heard.seconds.append(second) }
    func playbackDidFinish() { heard.finished = true }
}

/// Shows how far the playback is, on the game's actor.
@GameActor final class ActorScrubber {
    private(set) var heard = Heard()

    func playbackDidReach(second: Int) { heard.seconds.append(second) }
    func playbackDidFinish() { heard.finished = true }
}

/// Shows how far the playback is, on the game's actor, for a `@preconcurrency` conformance.
@GameActor final class LegacyScrubber {
    private(set) var heard = Heard()

    func playbackDidReach(second: Int) { heard.seconds.append(second) }
    func playbackDidFinish() { heard.finished = true }
}

/// Shows how far the playback is, from any thread.
final class SharedScrubber: Sendable {
    private let received = Locked(Heard())

    var heard: Heard { received.withLock { $0 } }

    func playbackDidReach(second: Int) { received.withLock { $0.seconds.append(second) } }
    func playbackDidFinish() { received.withLock { $0.finished = true } }
}
