// The mediator's own code: its delegate methods turn the engine's callbacks into typed events,
// which the observer, recorders and behaviors see, and its reaction uses the state it keeps.

extension CallScreen {
    func engine(_ engine: CallEngine, didConnect id: String) {
        activeCalls.append(id)
        callConnected(id)
    }

    func engine(_ engine: CallEngine, didEnd id: String, after seconds: Int) {
        activeCalls.removeAll { $0 == id }
        callEnded(id, after: seconds)
    }

    func handleHangUp() {
        for id in activeCalls {
            callEngine.hangUp(id)
        }
    }
}
