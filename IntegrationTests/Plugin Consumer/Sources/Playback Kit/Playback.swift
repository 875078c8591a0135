/// What a player tells its delegate, on the main actor.
@MainActor protocol PlaybackDelegate: AnyObject {
    func playbackDidReach(second: Int)
}

/// A component that reports through its delegate; it knows nothing of the mediator.
@MainActor final class Player {
    weak var delegate: PlaybackDelegate?

    func play(to end: Int) {
        for second in 1...end {
            delegate?.playbackDidReach(second: second)
        }
    }
}

/// Hears the seconds the player reached.
@MainActor final class Scrubber {
    private(set) var seconds: [Int] = []

    func playbackDidReach(second: Int) {
        seconds.append(second)
    }
}

/// Sends the songs it is told to pick.
final class Selector {
    let mediator = Jukebox.SelectorOutbox()

    func pick(_ song: String) {
        mediator.picked(song)
    }
}

/// Keeps the songs it played.
final class Speaker {
    private(set) var played: [String] = []

    func picked(_ song: String) {
        played.append(song)
    }
}

/// Plays three seconds and a song through the mediators of this Swift 5 target, and says what
/// their colleagues heard.
@MainActor public func playInSwift5Mode() -> String {
    let scrubber = Scrubber()
    let screen = PlaybackScreen(scrubber: scrubber)
    let player = Player()
    player.delegate = screen
    player.play(to: 3)

    let selector = Selector()
    let speaker = Speaker()
    let jukebox = Jukebox(selector: selector, speaker: speaker)
    selector.pick("Blue in Green")
    return withExtendedLifetime(jukebox) {
        "Swift 5 mode: the scrubber heard \(scrubber.seconds), the speaker played \(speaker.played)"
    }
}
