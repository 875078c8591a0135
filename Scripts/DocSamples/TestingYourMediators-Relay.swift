// The relay of GettingStarted.md with "a listener that keeps what it heard", for the samples of
// TestingYourMediators.md.

final class Speaker {
    let mediator = Relay.SpeakerOutbox()
    func say(_ text: String) { mediator.said(text) }
}

final class Listener {
    private(set) var heard: [String] = []
    func said(_ text: String) { heard.append(text) }
}
