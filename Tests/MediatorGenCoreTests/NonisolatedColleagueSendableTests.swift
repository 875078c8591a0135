import Testing

@testable import MediatorGenCore

/// A `nonisolated` mediator checks that a colleague of a class is `Sendable` at the colleague's
/// line, and its generated protocol is not `Sendable`: conforming a class of another file to a
/// `Sendable` protocol would get Swift's advice to write `@unchecked Sendable` instead.
@Suite struct NonisolatedColleagueSendableTests {
    static let spec = """
        nonisolated mediator Hub {
            colleague Clerk
            weak colleague Watcher?
            colleague any Auth
            colleague Panel: Screen
            role Screen
            event ping(_ n: Int) from Clerk to Watcher, Auth, Screen
        }
        """

    @Test func aClassColleaguesProtocolIsNotSendableAndItsClassIsCheckedAtItsLine() throws {
        try expectGenerated(
            from: Self.spec,
            toContain: """
                    /// What `Watcher`, a colleague of `Hub`, receives.
                    protocol WatcherColleague: AnyObject {
                """,
            """
                #sourceLocation(file:"t.mediator",line:2)
                private typealias ClerkIsSendable = RequireSendable<Clerk>
                private typealias WatcherIsSendable = RequireSendable<Watcher>
                #sourceLocation(file:"t.mediator",line:7)
                private typealias PingPayloadIsSendable = RequireSendable<Int>
            """)
    }

    @Test func aColleagueKnownByAProtocolOrPlayingARoleIsCheckedByItsProtocol() throws {
        try expectGenerated(
            from: Self.spec,
            toContain: """
                    /// What `Auth`, a colleague of `Hub`, receives.
                    protocol AuthColleague: AnyObject, Sendable {
                """,
            """
                protocol Screen: AnyObject, Sendable {
            """,
            """
                /// What `Panel`, a colleague of `Hub`, receives.
                protocol PanelColleague: Screen {}
            """)
    }

    @Test func aMediatorOnAnActorChecksNoColleague() throws {
        let source = try #require(
            GeneratorPipeline().generate(
                SourceFile(
                    path: testSpecPath,
                    text: Self.spec.replacingOccurrences(of: "nonisolated", with: "@MainActor"))
            ).file?.source)
        #expect(!source.contains("IsSendable"))
        #expect(source.contains("protocol WatcherColleague: AnyObject {"))
    }
}
