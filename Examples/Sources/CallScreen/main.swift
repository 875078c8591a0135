// Runs the call-screen example: a coordinator makes the mediator first, then attaches, swaps and
// detaches what it mediates, as an app's screens come and go, and adds a tile per call.

import MediatorRuntime

/// Owns the mediator, as an app's coordinator does.
@MainActor final class CallCoordinator {
    let engine = CallEngine()
    let screen: CallScreen

    init() {
        screen = CallScreen(callEngine: engine)
        engine.delegate = screen
    }

    /// The call screen appears: its view is attached.
    func showCallScreen() -> CallView {
        let view = CallView(style: "full screen")
        screen.callView = view
        return view
    }

    /// The tiles of the calls, which the mediator holds weakly.
    private(set) var tiles: [CallTile] = []

    /// A call's tile appears; it joins the mediator with the call's id.
    func showTile(for id: String) {
        let tile = CallTile(id: id)
        tiles.append(tile)
        screen.join(tile, key: id)
    }

    /// The user leaves the screen during the call: a smaller view takes over.
    func enterPictureInPicture() -> CallView {
        let view = CallView(style: "picture in picture")
        screen.callView = view
        return view
    }
}

let coordinator = CallCoordinator()
let recorder = MediatorRecorder<CallScreen.Event>()
coordinator.screen.observer = recorder

// A call connects before any view exists: nothing is attached to hear it yet.
coordinator.engine.dial("call-1")
coordinator.showTile(for: "call-1")

let fullScreen = coordinator.showCallScreen()
let log = CallLog()
coordinator.screen.callLog = log
coordinator.engine.wait(30)
coordinator.engine.dial("call-2")
coordinator.showTile(for: "call-2")

let pictureInPicture = coordinator.enterPictureInPicture()
coordinator.engine.wait(12)
fullScreen.tapHangUp()  // detached: its outbox is disconnected, nothing happens
pictureInPicture.tapHangUp()

print("still active: \(coordinator.screen.activeCalls)")
print("log: \(log.entries)")
print("events seen: \(recorder.records.map { "\($0.event) from \($0.sender)" })")
