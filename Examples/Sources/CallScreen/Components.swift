import Foundation

// The app's components as they exist before the mediator: an SDK's engine that reports through a
// delegate protocol refining NSObjectProtocol, a view that shows calls and can hang up, a log,
// and a tile per call. None of them knows another.

/// What the calling engine tells its delegate.
@MainActor protocol CallEngineDelegate: NSObjectProtocol {
    func engine(_ engine: CallEngine, didConnect id: String)
    func engine(_ engine: CallEngine, didEnd id: String, after seconds: Int)
}

/// The calling SDK's engine.
@MainActor final class CallEngine {
    weak var delegate: (any CallEngineDelegate)?
    private var started: [String: Int] = [:]
    private var clock = 0

    func dial(_ id: String) {
        started[id] = clock
        delegate?.engine(self, didConnect: id)
    }

    func hangUp(_ id: String) {
        guard let start = started.removeValue(forKey: id) else { return }
        delegate?.engine(self, didEnd: id, after: clock - start)
    }

    /// Lets `seconds` pass on the engine's clock.
    func wait(_ seconds: Int) {
        clock += seconds
    }
}

/// A view of the calls under way; the full screen or picture in picture.
@MainActor final class CallView {
    let mediator = CallScreen.CallViewOutbox()
    let style: String

    init(style: String) {
        self.style = style
    }

    func callConnected(_ id: String) {
        print("[\(style)] connected \(id)")
    }

    func callEnded(_ id: String, after seconds: Int) {
        print("[\(style)] ended \(id) after \(seconds) s")
    }

    /// The user tapped the red button.
    func tapHangUp() {
        print("[\(style)] hang up")
        mediator.hangUp()
    }
}

/// The log of calls, loaded after the screen exists.
@MainActor final class CallLog {
    private(set) var entries: [String] = []

    func callConnected(_ id: String) {}

    func callEnded(_ id: String, after seconds: Int) {
        entries.append("\(id): \(seconds) s")
    }
}

/// The tile of one call, in the grid of calls.
@MainActor final class CallTile {
    let id: String

    init(id: String) {
        self.id = id
    }

    func callEnded(_ id: String, after seconds: Int) {
        print("[tile \(self.id)] ended after \(seconds) s")
    }
}
