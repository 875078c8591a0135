import Foundation
@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Delegate.mediator: a search field that reports through a delegate protocol
// refining NSObjectProtocol, as UIKit's do, and the mediators' delegate methods, which turn its
// callbacks into typed events. One group per isolation mode.

// MARK: - SearchScreen

/// What a search field tells its delegate.
protocol SearchFieldDelegate: NSObjectProtocol {
    func searchField(_ field: SearchField, didChange text: String)
}

/// A component with a delegate; it knows nothing of the mediator.
final class SearchField {
    weak var delegate: (any SearchFieldDelegate)?
    private(set) var shown = ""

    /// The user typed `text`.
    func type(_ text: String) {
        delegate?.searchField(self, didChange: text)
    }

    func picked(_ title: String) {
        shown = title
    }
}

/// Shows results and picks one.
final class ResultList {
    let mediator = SearchScreen.ResultListOutbox()
    private(set) var queries: [String] = []

    func queryChanged(_ text: String) {
        queries.append(text)
    }

    func pick(_ title: String) {
        mediator.picked(title)
    }
}

extension SearchScreen {
    /// The field's callback becomes the typed event `queryChanged`.
    func searchField(_ field: SearchField, didChange text: String) {
        queryChanged(text)
    }
}

// MARK: - MainSearchScreen

/// What a search field on the main actor tells its delegate.
@MainActor protocol MainSearchFieldDelegate: NSObjectProtocol {
    func searchField(_ field: MainSearchField, didChange text: String)
}

/// A component with a delegate, on the main actor.
@MainActor final class MainSearchField {
    weak var delegate: (any MainSearchFieldDelegate)?

    func type(_ text: String) {
        delegate?.searchField(self, didChange: text)
    }
}

/// Shows results on the main actor.
@MainActor final class MainResultList {
    private(set) var queries: [String] = []

    func queryChanged(_ text: String) {
        queries.append(text)
    }
}

extension MainSearchScreen {
    func searchField(_ field: MainSearchField, didChange text: String) {
        queryChanged(text)
    }
}

// MARK: - ActorSearchScreen

/// What a search field on the game actor tells its delegate.
@GameActor protocol ActorSearchFieldDelegate: NSObjectProtocol {
    func searchField(_ field: ActorSearchField, didChange text: String)
}

/// A component with a delegate, on the game actor.
@GameActor final class ActorSearchField {
    weak var delegate: (any ActorSearchFieldDelegate)?
    private(set) var log: [String] = []

    func type(_ text: String) {
        delegate?.searchField(self, didChange: text)
    }

    func note(_ line: String) {
        log.append(line)
    }
}

/// Shows results on the game actor.
@GameActor final class ActorResultList {
    private(set) var queries: [String] = []

    func queryChanged(_ text: String) {
        queries.append(text)
    }
}

extension ActorSearchScreen {
    func searchField(_ field: ActorSearchField, didChange text: String) {
        queryChanged(text)
    }

    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        actorSearchField.note("\(delivery.event) → \(delivery.receiver)")
        return try deliver()
    }
}

// MARK: - SharedSearchScreen

/// What a search field used from any thread tells its delegate.
protocol SharedSearchFieldDelegate: NSObjectProtocol, Sendable {
    func searchField(_ field: SharedSearchField, didChange text: String)
}

/// A component with a delegate, used from any thread.
final class SharedSearchField: Sendable {
    private let delegateReference = Locked<WeakDelegate>(WeakDelegate())

    /// A weak reference to the delegate, as `weak var delegate` is in a class of one thread.
    struct WeakDelegate {
        weak var delegate: (any SharedSearchFieldDelegate)?
    }

    var delegate: (any SharedSearchFieldDelegate)? {
        get { delegateReference.withLock { $0.delegate } }
        set { delegateReference.withLock { $0.delegate = newValue } }
    }

    func type(_ text: String) {
        delegate?.searchField(self, didChange: text)
    }
}

/// Shows results, from any thread.
final class SharedResultList: Sendable {
    private let received = Locked<[String]>([])

    var queries: [String] { received.withLock { $0 } }

    func queryChanged(_ text: String) {
        received.withLock { $0.append(text) }
    }
}

extension SharedSearchScreen {
    func searchField(_ field: SharedSearchField, didChange text: String) {
        queryChanged(text)
    }
}
