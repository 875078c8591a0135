@_spi(Generated) import MediatorRuntime

// Colleagues and reactions for Specs/Shell.mediator: each colleague is known to its mediator by a
// protocol that refines the protocol generated for it, and implemented by a class of its own.

// MARK: - Shell

/// Knows where the user is.
protocol Navigator: Shell.NavigatorColleague {}

/// Shows a line of status.
protocol StatusBar: Shell.StatusBarColleague {}

/// A tab, with a title of its own beside what the mediator requires.
protocol Tab: Shell.TabColleague {
    var title: String { get }
}

/// A panel beside the tabs.
protocol Panel: Shell.PanelColleague {}

final class Router: Navigator {
    let mediator = Shell.NavigatorOutbox()
    private(set) var page = "home"

    func go(to page: String) {
        self.page = page
        mediator.navigated(to: page)
    }

    func currentPage() -> String {
        page
    }
}

final class StatusLine: StatusBar {
    private(set) var texts: [String] = []

    func status(_ text: String) {
        texts.append(text)
    }
}

final class BrowserTab: Tab {
    let mediator = Shell.TabOutbox()
    let title: String
    private(set) var shown: [String] = []
    private(set) var closedTabs: [String] = []

    init(_ title: String) {
        self.title = title
    }

    func open(_ page: String) {
        mediator.navigated(to: page)
    }

    func askPage() -> String? {
        mediator.currentPage()
    }

    func close() {
        mediator.closed(title)
    }

    func show(_ page: String) {
        shown.append(page)
    }

    func closed(_ title: String) {
        closedTabs.append(title)
    }
}

final class SidePanel: Panel {
    let mediator = Shell.PanelOutbox()
    private(set) var shown: [String] = []

    func show(_ page: String) {
        shown.append(page)
    }
}

extension Shell {
    func handleNavigated(to page: String, from sender: NavigatedSender) {
        show(page)
        switch sender {
        case .navigator: status("went to \(page)")
        case .tab(let tab): status("\(tab.title) went to \(page)")
        }
    }
}

// MARK: - MainShell

protocol MainNavigator: MainShell.MainNavigatorColleague {}

protocol MainTab: MainShell.MainTabColleague {}

@MainActor final class MainRouter: MainNavigator {
    let mediator = MainShell.MainNavigatorOutbox()
    private(set) var visited: [String] = []

    func open(_ title: String) {
        mediator.opened(title)
    }

    func navigated(to page: String) async {
        visited.append(page)
    }
}

@MainActor final class MainTabView: MainTab {
    let mediator = MainShell.MainTabOutbox()
    private(set) var opened: [String] = []

    func go(to page: String) async {
        await mediator.navigated(to: page)
    }

    func opened(_ title: String) {
        opened.append(title)
    }
}

// MARK: - SharedShell

protocol SharedNavigator: SharedShell.SharedNavigatorColleague {}

protocol SharedStatus: SharedShell.SharedStatusColleague {}

protocol SharedTab: SharedShell.SharedTabColleague {
    var name: String { get }
}

protocol SharedPanel: SharedShell.SharedPanelColleague {}

final class SharedRouter: SharedNavigator {
    func currentPage() -> String {
        "home"
    }
}

final class SharedStatusLine: SharedStatus {
    private let heard = Locked<[String]>([])

    var texts: [String] { heard.withLock { $0 } }

    func status(_ text: String) {
        heard.withLock { $0.append(text) }
    }
}

final class SharedTabView: SharedTab {
    let mediator = SharedShell.SharedTabOutbox()
    let name: String
    private let heard = Locked<[String]>([])

    var texts: [String] { heard.withLock { $0 } }

    init(_ name: String) {
        self.name = name
    }

    func open(_ page: String) {
        mediator.navigated(to: page)
    }

    func askPage() -> String? {
        mediator.currentPage()
    }

    func status(_ text: String) {
        heard.withLock { $0.append(text) }
    }
}

final class SharedPanelView: SharedPanel {
    let mediator = SharedShell.SharedPanelOutbox()

    func open(_ page: String) {
        mediator.navigated(to: page)
    }
}

extension SharedShell {
    func handleNavigated(to page: String, from sender: NavigatedSender) {
        switch sender {
        case .sharedTab(let tab): status("\(tab.name) went to \(page)")
        case .sharedPanel: status("a panel went to \(page)")
        }
    }
}

// MARK: - ActorShell

protocol ActorNavigator: ActorShell.ActorNavigatorColleague {}

protocol ActorTab: ActorShell.ActorTabColleague {}

/// Why a navigation was refused.
struct NavigationRefused: Error, Equatable {
    let page: String
}

@GameActor final class ActorRouter: ActorNavigator {
    private(set) var visited: [String] = []

    func navigated(to page: String) async throws {
        guard page != "forbidden" else { throw NavigationRefused(page: page) }
        visited.append(page)
    }
}

@GameActor final class ActorTabView: ActorTab {
    let mediator = ActorShell.ActorTabOutbox()

    func go(to page: String) async throws {
        try await mediator.navigated(to: page)
    }
}
