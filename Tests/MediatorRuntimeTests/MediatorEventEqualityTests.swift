import MediatorRuntime
import Testing

/// A colleague class, which like most is not `Equatable`.
private final class Note {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}

/// A class that is `Equatable`: its `==` decides.
private final class Tag: Equatable {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: Tag, rhs: Tag) -> Bool {
        lhs.name == rhs.name
    }
}

/// A structure that is not `Equatable`, of a class and an `Equatable` value.
private struct Pin {
    var note: Note
    var line: Int
}

/// An enum that is not `Equatable`, with cases with and without a payload.
private enum Mark {
    case blank
    case hidden
    case note(Note)
}

private protocol Shape {}
private struct Square: Shape {}
private struct Circle: Shape {}

/// The `Event` enum a mediator would have, with a case for each kind of payload.
private enum Probe: MediatorEvent {
    case opened
    case closed
    case counted(Int, of: String)
    case noted(Note)
    case tagged(Tag)
    case pinned(at: Pin)
    case listed([Note])
    case maybe(Note?)
    case indexed([String: Pin])
    case marked(Mark)
    case done(() -> Void)
    case shaped(any Shape)
    case nested(Probe2)
}

/// Another mediator's events, inside a payload.
private enum Probe2: MediatorEvent {
    case noted(Note)
}

/// `==` of a mediator's `Event` (``MediatorEvent``): the same case with payloads equal by `==`,
/// identity or member by member.
@Suite struct MediatorEventEqualityTests {
    @Test func casesWithoutAPayloadAreEqualWhenTheyAreTheSameCase() {
        #expect(Probe.opened == .opened)
        #expect(Probe.opened != .closed)
        #expect(Probe.opened != .counted(1, of: "a"))
    }

    @Test func equatablePayloadsCompareWithTheirOwnEquality() {
        #expect(Probe.counted(1, of: "a") == .counted(1, of: "a"))
        #expect(Probe.counted(1, of: "a") != .counted(1, of: "b"))
        #expect(Probe.counted(1, of: "a") != .counted(2, of: "a"))
        // An `Equatable` class: two instances with one name are equal by its `==`.
        #expect(Probe.tagged(Tag("x")) == .tagged(Tag("x")))
        #expect(Probe.tagged(Tag("x")) != .tagged(Tag("y")))
    }

    @Test func instancesOfAClassThatIsNotEquatableAreEqualOnlyToThemselves() {
        let note = Note("hi")
        #expect(Probe.noted(note) == .noted(note))
        #expect(Probe.noted(note) != .noted(Note("hi")))
        #expect(Probe.listed([note, note]) == .listed([note, note]))
        #expect(Probe.listed([note]) != .listed([note, note]))
        #expect(Probe.listed([note]) != .listed([Note("hi")]))
    }

    @Test func otherValuesCompareMemberByMember() {
        let note = Note("hi")
        #expect(Probe.pinned(at: Pin(note: note, line: 1)) == .pinned(at: Pin(note: note, line: 1)))
        #expect(Probe.pinned(at: Pin(note: note, line: 1)) != .pinned(at: Pin(note: note, line: 2)))
        #expect(
            Probe.pinned(at: Pin(note: note, line: 1))
                != .pinned(at: Pin(note: Note("hi"), line: 1)))
        #expect(Probe.maybe(nil) == .maybe(nil))
        #expect(Probe.maybe(note) == .maybe(note))
        #expect(Probe.maybe(note) != .maybe(nil))
        #expect(Probe.maybe(nil) != .maybe(note))
        #expect(Probe.marked(.blank) == .marked(.blank))
        #expect(Probe.marked(.blank) != .marked(.hidden))
        #expect(Probe.marked(.note(note)) == .marked(.note(note)))
        #expect(Probe.marked(.note(note)) != .marked(.note(Note("hi"))))
        #expect(Probe.nested(.noted(note)) == .nested(.noted(note)))
        #expect(Probe.nested(.noted(note)) != .nested(.noted(Note("hi"))))
    }

    @Test func dictionariesCompareTheirEntriesInAnyOrder() {
        let notes = (0..<20).map { Note("\($0)") }
        var forward: [String: Pin] = [:]
        for (line, note) in notes.enumerated() {
            forward["\(line)"] = Pin(note: note, line: line)
        }
        var backward: [String: Pin] = [:]
        backward.reserveCapacity(100)
        for (line, note) in notes.enumerated().reversed() {
            backward["\(line)"] = Pin(note: note, line: line)
        }
        #expect(Array(forward.keys) != Array(backward.keys), "the same entries in two orders")
        #expect(Probe.indexed(forward) == .indexed(backward))
        backward["0"] = Pin(note: notes[0], line: 1)
        #expect(Probe.indexed(forward) != .indexed(backward))
        backward["0"] = nil
        #expect(Probe.indexed(forward) != .indexed(backward))
    }

    @Test func valuesOfDifferentTypesAreNotEqual() {
        #expect(Probe.shaped(Square()) == .shaped(Square()))
        #expect(Probe.shaped(Square()) != .shaped(Circle()))
    }

    @Test func closuresHaveNothingToCompare() {
        // Any two closures of one type are equal, so the rest of an event can still be checked.
        #expect(Probe.done({}) == .done({ print("other") }))
        #expect(Probe.done({}) != .opened)
    }

    @Test func arraysOfEventsCompareEventByEvent() {
        let note = Note("hi")
        let events: [Probe] = [.opened, .noted(note), .counted(2, of: "b")]
        #expect(events == [.opened, .noted(note), .counted(2, of: "b")])
        #expect(events != [.opened, .noted(note)])
        #expect(events != [.opened, .noted(Note("hi")), .counted(2, of: "b")])
    }
}
