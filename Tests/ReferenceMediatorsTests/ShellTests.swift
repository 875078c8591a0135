import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// Colleagues known by protocols (Specs/Shell.mediator), in every isolation mode.
@Suite struct ShellTests {
    @Test func protocolColleaguesSendReceiveAndPlayARole() {
        let (router, statusLine) = (Router(), StatusLine())
        let shell = Shell(navigator: router, statusBar: statusLine)
        let (news, mail) = (BrowserTab("news"), BrowserTab("mail"))
        let panel = SidePanel()
        shell.join(news)
        shell.join(mail)
        shell.join(panel)

        router.go(to: "inbox")
        mail.open("drafts")
        news.close()

        // Both tabs and the panel play `Screen`; the reaction names the tab that sent.
        #expect(news.shown == ["inbox", "drafts"])
        #expect(panel.shown == ["inbox", "drafts"])
        #expect(statusLine.texts == ["went to inbox", "mail went to drafts"])
        #expect(mail.closedTabs == ["news"])
        #expect(news.closedTabs.isEmpty)
        #expect(mail.askPage() == "inbox")
        // The set holds its tabs weakly: they must outlive the check, in release builds too.
        withExtendedLifetime((news, mail)) {
            #expect(shell.tabs.map(\.title) == ["news", "mail"])
        }
    }

    @Test func setsOfProtocolColleaguesHoldTheirMembersAsDeclared() {
        let shell = Shell(navigator: Router(), statusBar: StatusLine())
        var tab: BrowserTab? = BrowserTab("news")
        weak let weakTab = tab
        var panel: SidePanel? = SidePanel()
        weak let weakPanel = panel
        shell.join(tab!)
        shell.join(panel!)
        tab = nil
        panel = nil

        // Tabs are held weakly, panels strongly until they leave.
        #expect(weakTab == nil)
        #expect(shell.tabs.isEmpty)
        #expect(weakPanel != nil)
        shell.leave(weakPanel!)
        #expect(weakPanel == nil)
    }

    @Test func aWeakProtocolColleagueThatIsGoneHearsNothing() {
        let router = Router()
        var statusLine: StatusLine? = StatusLine()
        let shell = Shell(navigator: router, statusBar: statusLine!)
        statusLine = nil

        #expect(shell.statusBar == nil)
        router.go(to: "inbox")
        #expect(router.page == "inbox")
    }

    @MainActor @Test func onTheMainActor() async {
        let router = MainRouter()
        let shell = MainShell(mainNavigator: router)
        let tab = MainTabView()
        shell.join(tab)

        router.open("news")
        await tab.go(to: "inbox")

        #expect(tab.opened == ["news"])
        #expect(router.visited == ["inbox"])
    }

    @Test func fromAnyThread() async {
        let statusLine = SharedStatusLine()
        let shell = SharedShell(sharedNavigator: SharedRouter(), sharedStatus: statusLine)
        let tabs = (0..<4).map { SharedTabView("tab \($0)") }
        let panel = SharedPanelView()
        for tab in tabs { shell.join(tab) }
        shell.join(panel)

        await withTaskGroup(of: Void.self) { group in
            for tab in tabs {
                group.addTask { tab.open("page") }
            }
        }
        #expect(Set(statusLine.texts) == Set(tabs.map { "\($0.name) went to page" }))
        #expect(statusLine.texts.count == 4)

        panel.open("side")
        #expect(statusLine.texts.last == "a panel went to side")
        #expect(tabs[0].texts.last == "a panel went to side")
        #expect(tabs[0].askPage() == "home")
        withExtendedLifetime(tabs) {
            #expect(shell.sharedTabs.count == 4)
        }
    }

    @GameActor @Test func onACustomGlobalActor() async throws {
        let router = ActorRouter()
        let tab = ActorTabView()
        let shell = ActorShell(actorNavigator: router, actorTab: tab)

        try await tab.go(to: "inbox")
        await #expect(throws: NavigationRefused(page: "forbidden")) {
            try await tab.go(to: "forbidden")
        }

        #expect(router.visited == ["inbox"])
        #expect(shell.actorTab === tab)
    }
}
