/// Flags messages that shout.
final class Moderator {
    let mediator = Moderation.ModeratorOutbox()

    func review(_ message: String) {
        if message == message.uppercased() {
            mediator.flagged(message)
        }
    }
}

/// Prints what was flagged.
final class FlagLog {
    func flagged(_ message: String) {
        print("flagged: \(message)")
    }
}
