@_spi(Generated) import MediatorRuntime

// Colleagues and reactions of Specs/State.mediator: the reactions read and change the state the
// mediators keep. One group per isolation mode.

// MARK: - Pager

/// Asks for the next page.
final class PageControl {
    let mediator = Pager.PageControlOutbox()
}

/// Shows pages.
final class PageView {
    private(set) var shown: [Int] = []

    func show(_ page: Int) {
        shown.append(page)
    }
}

extension Pager {
    func handleNext() {
        currentPage = currentPage % pageCount + 1
        history.append(currentPage)
        show(currentPage)
    }

    func handleProgress() -> String {
        "\(label): \(currentPage) of \(pageCount), \(titles?[currentPage - 1] ?? "untitled")"
    }
}

// MARK: - MainPager

/// Asks for the next page on the main actor.
@MainActor final class MainPageControl {
    let mediator = MainPager.MainPageControlOutbox()
}

/// Shows pages on the main actor.
@MainActor final class MainPageView {
    private(set) var shown: [Int] = []

    func show(_ page: Int) {
        shown.append(page)
    }
}

extension MainPager {
    func handleNext() {
        currentPage += 1
        show(currentPage)
    }
}

// MARK: - ActorPager

/// Asks for the next page on the game actor.
@GameActor final class ActorPageControl {
    let mediator = ActorPager.ActorPageControlOutbox()
}

/// Shows pages on the game actor.
@GameActor final class ActorPageView {
    private(set) var shown: [Int] = []

    func show(_ page: Int) {
        shown.append(page)
    }
}

extension ActorPager {
    func handleNext() {
        currentPage += 1
        show(currentPage)
    }
}

// MARK: - SharedPager

/// The page a `SharedPager` shows, counted under a lock.
final class PageCounter: Sendable {
    private let page = Locked(1)

    /// Moves to the next page and returns it.
    func next() -> Int {
        page.withLock {
            $0 += 1
            return $0
        }
    }
}

/// Asks for the next page, from any thread.
final class SharedPageControl: Sendable {
    let mediator = SharedPager.SharedPageControlOutbox()
}

/// Shows pages, from any thread.
final class SharedPageView: Sendable {
    private let pages = Locked<[Int]>([])

    var shown: [Int] { pages.withLock { $0 } }

    func show(_ page: Int) {
        pages.withLock { $0.append(page) }
    }
}

extension SharedPager {
    func handleNext() {
        show(counter.next())
    }
}
