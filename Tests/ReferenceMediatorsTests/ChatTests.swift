import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// A dynamic set with `others`, a weak colleague and an event sent from outside.
@Suite struct ChatTests {
    @Test func membersHearEachOtherButNotThemselves() {
        let transcript = Transcript()
        let logger = Logger(transcript: transcript)
        let room = ChatRoom(logger: logger)
        let ann = Member(name: "Ann", transcript: transcript)
        let bob = Member(name: "Bob", transcript: transcript)
        let cid = Member(name: "Cid", transcript: transcript)
        for member in [ann, bob, cid] { room.join(member) }

        bob.say("hi")
        room.leave(cid)
        ann.say("bye")
        room.closing()

        #expect(
            transcript.lines == [
                "Bob says: hi", "Ann hears: hi", "Cid hears: hi", "log: hi",
                "Ann says: bye", "Bob hears: bye", "log: bye",
                "Ann leaves", "Bob leaves", "log: closing",
            ])
        #expect(room.members.count == 2)
    }

    @Test func aMemberThatLeftCannotReachTheRoom() {
        let transcript = Transcript()
        let logger = Logger(transcript: transcript)
        let room = ChatRoom(logger: logger)
        let ann = Member(name: "Ann", transcript: transcript)
        let bob = Member(name: "Bob", transcript: transcript)
        room.join(ann)
        room.join(bob)
        room.leave(ann)
        ann.say("anyone?")
        #expect(transcript.lines == ["Ann says: anyone?"])
    }

    @Test func deallocatedMembersAndLoggerAreSkipped() {
        let transcript = Transcript()
        var logger: Logger? = Logger(transcript: transcript)
        let room = ChatRoom(logger: logger ?? Logger(transcript: transcript))
        let ann = Member(name: "Ann", transcript: transcript)
        room.join(ann)
        do {
            let ghost = Member(name: "Ghost", transcript: transcript)
            room.join(ghost)
        }
        logger = nil
        #expect(room.logger == nil, "the room holds its logger weakly")
        ann.say("hello")
        #expect(transcript.lines == ["Ann says: hello"])
        #expect(room.members.count == 1)
    }

    @Test func theRoomIsReleasedWhileMembersLive() {
        let transcript = Transcript()
        let logger = Logger(transcript: transcript)
        let ann = Member(name: "Ann", transcript: transcript)
        weak var weakRoom: ChatRoom?
        do {
            let room = ChatRoom(logger: logger)
            room.join(ann)
            weakRoom = room
        }
        #expect(weakRoom == nil)
        ann.say("echo")
        #expect(transcript.lines == ["Ann says: echo"])
    }
}

/// An observer sees each event once, before delivery, with sender, payload and receivers.
@Suite struct ChatTracingTests {
    final class Recorder: MediatorObserver {
        var traces: [String] = []

        func mediatorWillDispatch(_ trace: MediatorTrace) {
            traces.append(trace.description)
        }
    }

    @Test func anObserverSeesEveryEventBeforeDelivery() {
        let transcript = Transcript()
        let logger = Logger(transcript: transcript)
        let room = ChatRoom(logger: logger)
        let ann = Member(name: "Ann", transcript: transcript)
        room.join(ann)
        let recorder = Recorder()
        room.observer = recorder

        ann.say("hi")
        room.closing()
        room.observer = nil
        ann.say("unseen")

        #expect(
            recorder.traces == [
                "ChatRoom: Member sent said(_:at:) [hi, 1970-01-01 00:00:00 +0000] to [Member], Logger",
                "ChatRoom: outside sent closing() to [Member], Logger",
            ])
    }
}
