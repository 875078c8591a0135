@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/Slots.mediator: pages of one protocol in three slots, and
// fencers of one class in a home and an away slot. One group per isolation mode.

// MARK: - Book

/// A page of the book: the app's protocol, which refines the generated one.
protocol Page: Book.PageColleague {}

/// A page that notes what it is told.
final class TextPage: Page {
    let mediator = Book.PageOutbox()
    private(set) var log: [String] = []

    func render() { log.append("render") }
    func scroll(by offset: Double) { log.append("scroll \(offset)") }
    func mark(_ slot: Book.PageSlot?) { log.append("mark \(slot.map { "\($0)" } ?? "nil")") }
    func title(_ text: String) { log.append("title \(text)") }
    func turned(to number: Int) { log.append("turned \(number)") }

    /// The reader turned this page.
    func turn(to number: Int) { mediator.turned(to: number) }
}

/// The spine of the book: counts its pages and scrolls the one shown.
final class Spine {
    let mediator = Book.SpineOutbox()
    private(set) var log: [String] = []

    func turned(to number: Int) { log.append("turned \(number)") }
    func pageCount() -> Int { 3 }
}

// MARK: - Bout

/// A fencer, in the home or the away slot: it keeps an outbox for each.
final class Fencer {
    let homeBox = Bout.HomeFencerOutbox()
    let awayBox = Bout.AwayFencerOutbox()
    private(set) var log: [String] = []

    func serve() { log.append("serve") }
    func greeted() { log.append("greeted") }
    func salute(_ slot: Bout.FencerSlot) { log.append("salute \(slot.rawValue)") }
}

/// Shows the score.
final class Judge {
    private(set) var shown: [String] = []

    func show(home: Int, away: Int) { shown.append("\(home):\(away)") }
}

extension Bout {
    func handleScored(_ points: Int, from sender: ScoredSender) {
        switch sender {
        case .home: tally.home += points
        case .away: tally.away += points
        }
        show(home: tally.home, away: tally.away)
    }
}

// MARK: - MainBout

/// A fencer on the main actor, in the home, the away or the substitute's slot.
@MainActor final class MainFencer {
    let homeBox = MainBout.HomeMainFencerOutbox()
    let awayBox = MainBout.AwayMainFencerOutbox()
    let benchBox = MainBout.SubstituteMainFencerOutbox()
    private(set) var log: [String] = []

    func serve() { log.append("serve") }
    func warmUp() { log.append("warm up") }
}

extension MainBout {
    func handleScored(_ points: Int, from sender: ScoredSender) {
        switch sender {
        case .home(let fencer), .away(let fencer), .substitute(let fencer):
            fencer.serve()
        }
    }
}

// MARK: - ActorBook

/// A page of the book on the game's actor.
@GameActor protocol ActorLeaf: ActorBook.ActorLeafColleague {}

/// A page that notes what it is told.
@GameActor final class ActorTextLeaf: ActorLeaf {
    let mediator = ActorBook.ActorLeafOutbox()
    private(set) var log: [String] = []

    func mark(_ slot: ActorBook.ActorLeafSlot) { log.append("mark \(slot)") }
    func turned(to number: Int) { log.append("turned \(number)") }
}

/// The spine of the book on the game's actor.
@GameActor final class ActorSpine {
    private(set) var log: [String] = []

    func turned(to number: Int) { log.append("turned \(number)") }
    func pageCount() -> Int { 2 }
}

// MARK: - SharedBout

/// A fencer any thread may use, in the home or the away slot.
final class SharedFencer: Sendable {
    let homeBox = SharedBout.HomeSharedFencerOutbox()
    let awayBox = SharedBout.AwaySharedFencerOutbox()
    private let lines = Locked<[String]>([])

    var log: [String] { lines.withLock { $0 } }

    func serve(_ slot: SharedBout.SharedFencerSlot) {
        lines.withLock { $0.append("serve \(slot)") }
    }
    func greeted() { lines.withLock { $0.append("greeted") } }
}

extension SharedBout {
    func handleScored(_ points: Int, from sender: ScoredSender) {
        switch sender {
        case .home(let fencer): fencer.serve(.home)
        case .away(let fencer): fencer.serve(.away)
        }
    }
}
