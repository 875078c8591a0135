/// Someone in a chat room.
public final class Participant {
    /// The outbox the room connects when the participant joins.
    public let mediator = ChatRoom.ParticipantOutbox()
    /// The participant's name.
    public let name: String
    /// What the participant has heard, as `author: text` lines.
    public private(set) var inbox: [String] = []

    /// Makes a participant called `name`.
    public init(name: String) {
        self.name = name
    }

    /// Posts `text` to the others in the room.
    public func post(_ text: String) {
        mediator.posted(text, by: name)
    }

    /// Hears what someone else posted.
    public func posted(_ text: String, by author: String) {
        inbox.append("\(author): \(text)")
    }
}
