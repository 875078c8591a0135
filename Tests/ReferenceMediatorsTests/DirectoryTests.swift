import Testing

@testable import ReferenceMediators

/// Requests with results, async throwing events, a weak colleague and entry points from outside.
@Suite struct DirectoryTests {
    static let ann = Profile(id: 1, name: "Ann")

    @Test func anAsyncRequestIsAnsweredByItsOneHandler() async throws {
        let screen = ProfileScreen()
        let store = ProfileStore([Self.ann])
        let analytics = Analytics()
        let directory = ProfileDirectory(
            profileScreen: screen, profileStore: store, analytics: analytics)

        try await screen.open(1)

        #expect(screen.shown == [Self.ann])
        #expect(analytics.records == ["shown Ann"])
        #expect(screen.askShownCount() == 1)
        #expect(directory.shownCount() == 1)
    }

    @Test func aThrowingHandlerThrowsToTheSender() async {
        let screen = ProfileScreen()
        let store = ProfileStore([])  // held weakly by the directory, so kept alive here
        let directory = ProfileDirectory(
            profileScreen: screen, profileStore: store, analytics: Analytics())
        await #expect(throws: ProfileNotFound(id: 7)) {
            try await screen.open(7)
        }
        withExtendedLifetime((directory, store)) {}
    }

    @Test func aRequestToAWeakHandlerThatIsGoneAnswersNil() async throws {
        let screen = ProfileScreen()
        var store: ProfileStore? = ProfileStore([Self.ann])
        let directory = ProfileDirectory(
            profileScreen: screen, profileStore: store ?? ProfileStore([]), analytics: Analytics())
        store = nil
        #expect(directory.profileStore == nil)
        #expect(try await screen.mediator.profile(for: 1) == nil)
        #expect(store == nil)
    }

    @Test func anOptionalResultIsNotWrappedTwice() {
        let screen = ProfileScreen()
        var store: ProfileStore? = ProfileStore([Self.ann])
        var directory: ProfileDirectory? = ProfileDirectory(
            profileScreen: screen, profileStore: store ?? ProfileStore([]), analytics: Analytics())
        // The annotation is the point: a doubly optional result would not compile here.
        let stored: String? = screen.mediator.storedName(for: 1)
        #expect(stored == "Ann")
        #expect(screen.mediator.storedName(for: 2) == nil)
        store = nil
        #expect(directory?.profileStore == nil)
        #expect(screen.mediator.storedName(for: 1) == nil)
        directory = nil
        #expect(screen.mediator.storedName(for: 1) == nil)
        #expect(store == nil && directory == nil)
    }

    @Test func outsideCodeSendsThroughTheMediatorsEntryPoints() {
        let analytics = Analytics()
        let directory = ProfileDirectory(
            profileScreen: ProfileScreen(), profileStore: ProfileStore([]), analytics: analytics)
        directory.default("opened", in: ["b": 2, "a": 1])
        #expect(analytics.records == [#"opened [(key: "a", value: 1), (key: "b", value: 2)]"#])
    }

    @Test func aReactionAndAColleagueBothHearInSpecOrder() {
        let screen = ProfileScreen()
        let analytics = Analytics()
        let directory = ProfileDirectory(
            profileScreen: screen, profileStore: ProfileStore([]), analytics: analytics)
        let answers = Answers()
        screen.mediator.shown(profile: Self.ann) { answers.append($0) }
        #expect(answers.values == [1])
        #expect(analytics.records == ["shown Ann"])
        withExtendedLifetime(directory) {}
    }

    @Test func aRequestWithoutAMediatorAnswersNil() {
        #expect(ProfileScreen().askShownCount() == nil)
    }
}

/// Collects integers handed to a `@Sendable` completion.
final class Answers: @unchecked Sendable {
    private(set) var values: [Int] = []

    func append(_ value: Int) {
        values.append(value)
    }
}
