@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/Keyed.mediator, one group per isolation mode. Each records what it hears
// under its name.

// MARK: - Demand

/// Sends to the providers of a placement.
final class AdRouter {
    let mediator = Demand.AdRouterOutbox()
}

/// An ad provider, joined for one placement.
final class Provider {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func load(_ placement: String, size: Int) {
        transcript.record("\(name): load \(placement) \(size)")
    }

    func refresh(for placement: String) {
        transcript.record("\(name): refresh \(placement)")
    }

    func reset() {
        transcript.record("\(name): reset")
    }
}

// MARK: - MainPages

/// Shows pages by id on the main actor.
@MainActor final class MainPageRouter {
    let mediator = MainPages.MainPageRouterOutbox()
}

/// What `MainPages` knows a page by.
@MainActor protocol MainPage: MainPages.MainPageColleague {}

/// A page on the main actor.
@MainActor final class MainListPage: MainPage {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func show(page id: Int) {
        transcript.record("\(name): show \(id)")
    }
}

// MARK: - ActorPages

/// Shows pages by id on the game actor.
@GameActor final class ActorPageRouter {
    let mediator = ActorPages.ActorPageRouterOutbox()
}

/// A page on the game actor.
@GameActor final class ActorPage {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func show(page id: Int) {
        transcript.record("\(name): show \(id)")
    }
}

// MARK: - SharedDemand

/// Sends to the providers of a placement, from any thread.
final class SharedAdRouter: Sendable {
    let mediator = SharedDemand.SharedAdRouterOutbox()
}

/// An ad provider used from any thread.
final class SharedProvider: Sendable {
    let name: String
    let transcript: SharedTranscript

    init(_ name: String, transcript: SharedTranscript) {
        self.name = name
        self.transcript = transcript
    }

    func load(_ placement: String) {
        transcript.record("\(name): load \(placement)")
    }
}
