import Dispatch
import MediatorRuntime
import Testing

@testable import ReferenceMediators

// docs/Testing.md, "Generated test doubles": the doubles in Doubles/, generated with
// `mediatorgen generate --test-doubles ReferenceMediators` (`swift run update-reference
// generated`), stand in for colleagues known by a protocol. Each keeps what it received as the
// mediator's `Event` values and answers requests with what the test set; in each isolation mode.

/// What `Tab` requires beyond what the mediator sends it, which a double gets from the test.
extension Shell.TabDouble {
    var title: String { "double" }
}

extension SharedShell.SharedTabDouble {
    var name: String { "shared double" }
}

@Suite struct DoublesTests {
    @Test func doublesRecordWhatTheyReceiveAndAnswerWhatTheTestSet() {
        let navigator = Shell.NavigatorDouble()
        let status = Shell.StatusBarDouble()
        let shell = Shell(navigator: navigator, statusBar: status)
        let tab = Shell.TabDouble()
        let other = Shell.TabDouble()
        let panel = Shell.PanelDouble()
        shell.join(tab)
        shell.join(other)
        shell.join(panel)
        navigator.answers.currentPage = "settings"

        #expect(tab.mediator.currentPage() == "settings")
        tab.mediator.navigated(to: "inbox")
        tab.mediator.closed("inbox")

        #expect(navigator.receivedEvents == [.currentPage])
        #expect(status.receivedEvents == [.status("double went to inbox")])
        // A role's events, `show` through `Screen`, are recorded like the colleague's own.
        #expect(tab.receivedEvents == [.show("inbox")])
        #expect(other.receivedEvents == [.show("inbox"), .closed("inbox")])
        #expect(panel.receivedEvents == [.show("inbox")])
        withExtendedLifetime((tab, other, panel)) {}
    }

    @Test func aDoubleOfAWeakColleagueGoesWhenTheTestLetsGoOfIt() {
        var status: Shell.StatusBarDouble? = Shell.StatusBarDouble()
        let navigator = Shell.NavigatorDouble()
        let shell = Shell(navigator: navigator, statusBar: status!)
        weak let gone = status
        status = nil

        navigator.mediator.navigated(to: "home")

        #expect(gone == nil)
        withExtendedLifetime(shell) {}
    }

    @MainActor @Test func onTheMainActorAnAsyncEventIsRecordedWhenAwaited() async {
        let navigator = MainShell.MainNavigatorDouble()
        let shell = MainShell(mainNavigator: navigator)
        let tab = MainShell.MainTabDouble()
        shell.join(tab)

        await tab.mediator.navigated(to: "inbox")
        navigator.mediator.opened("news")

        #expect(navigator.receivedEvents == [.navigated(to: "inbox")])
        #expect(tab.receivedEvents == [.opened("news")])
    }

    @Test func nonisolatedDoublesRecordFromManyThreads() {
        let navigator = SharedShell.SharedNavigatorDouble()
        let status = SharedShell.SharedStatusDouble()
        let shell = SharedShell(sharedNavigator: navigator, sharedStatus: status)
        let tab = SharedShell.SharedTabDouble()
        shell.join(tab)
        navigator.answers.currentPage = "home"

        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25 {
                #expect(tab.mediator.currentPage() == "home")
            }
        }
        tab.mediator.navigated(to: "inbox")

        #expect(navigator.receivedEvents == Array(repeating: .currentPage, count: 100))
        #expect(status.receivedEvents == [.status("shared double went to inbox")])
        #expect(tab.receivedEvents == [.status("shared double went to inbox")])
    }

    @GameActor @Test func aThrowingEventThrowsWhatTheTestSet() async throws {
        let navigator = ActorShell.ActorNavigatorDouble()
        let tab = ActorShell.ActorTabDouble()
        let shell = ActorShell(actorNavigator: navigator, actorTab: tab)

        try await tab.mediator.navigated(to: "inbox")
        navigator.failures.navigated = NavigationRefused(page: "settings")
        await #expect(throws: NavigationRefused(page: "settings")) {
            try await tab.mediator.navigated(to: "settings")
        }

        #expect(navigator.receivedEvents == [.navigated(to: "inbox"), .navigated(to: "settings")])
        withExtendedLifetime(shell) {}
    }

    @GameActor @Test func anAttachedDoubleAnswersAnAsyncRequest() async {
        let dialer = ActorDialer(transcript: Transcript())
        let call = ActorCall(actorDialer: dialer)
        #expect(await dialer.mediator.count() == nil)

        let log = ActorCall.ActorCallLogDouble()
        log.answers.count = 3
        call.actorCallLog = log
        dialer.mediator.placed("555")

        #expect(await dialer.mediator.count() == 3)
        #expect(log.receivedEvents == [.placed("555"), .count])
    }

    @MainActor @Test func keyedDoublesHearTheirKeyOnly() {
        let router = MainPageRouter()
        let pages = MainPages(mainPageRouter: router)
        let first = MainPages.MainPageDouble()
        let second = MainPages.MainPageDouble()
        pages.join(first, key: 1)
        pages.join(second, key: 2)

        router.mediator.show(page: 2)

        #expect(first.receivedEvents.isEmpty)
        #expect(second.receivedEvents == [.show(page: 2)])
    }
}
