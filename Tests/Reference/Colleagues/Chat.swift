import Foundation

// Colleagues for Specs/Chat.mediator: a dynamic set of members who hear each other, and a
// weakly held logger.

/// A person in the chat room.
public final class Member {
    /// The outbox the room connects when the member joins.
    public let mediator = ChatRoom.MemberOutbox()
    let name: String
    let transcript: Transcript

    /// Makes a member called `name` who records what they hear in `transcript`.
    public init(name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    /// Says `text` to the other members.
    public func say(_ text: String) {
        transcript.record("\(name) says: \(text)")
        mediator.said(text, at: Date(timeIntervalSince1970: 0))
    }

    /// Hears what another member said.
    public func said(_ text: String, at time: Date) {
        transcript.record("\(name) hears: \(text)")
    }

    /// Hears that the room closes.
    public func closing() {
        transcript.record("\(name) leaves")
    }
}

/// Records everything said in the room.
public final class Logger {
    let transcript: Transcript

    /// Makes a logger that writes to `transcript`.
    public init(transcript: Transcript) {
        self.transcript = transcript
    }

    /// Logs a message.
    public func said(_ text: String, at time: Date) {
        transcript.record("log: \(text)")
    }

    /// Logs the closing of the room.
    public func closing() {
        transcript.record("log: closing")
    }
}
