// What the tracing sample of docs/Language.md uses without showing it: the chat room of its
// complete example.

import Foundation

/// A member of the room.
public final class Member {
    /// Sends what the member says.
    public let mediator = ChatRoom.MemberOutbox()
    /// Hears what another member said.
    public func said(_ text: String, at time: Date) {}
    /// Hears that the room closes.
    public func closing() {}
}

/// Writes what happens in the room to the log.
public final class Logger {
    /// Logs what a member said.
    public func said(_ text: String, at time: Date) {}
    /// Logs that the room closes.
    public func closing() {}
}

@MainActor let logger = Logger()
@MainActor let mediator = ChatRoom(logger: logger)
