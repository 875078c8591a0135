// The colleagues and the relay of GettingStarted.md's first sample, which its observer sample
// goes on with.

final class Speaker {
    let mediator = Relay.SpeakerOutbox()
    func say(_ text: String) { mediator.said(text) }
}

final class Listener {
    func said(_ text: String) { print("heard: \(text)") }
}

@MainActor let speaker = Speaker()
@MainActor let relay = Relay(speaker: speaker, listener: Listener())
