import Testing

@testable import MediatorGenCore

/// Draws the only mediator of `spec`, whose only diagnostics may be warnings about cycles of
/// reactions.
private func graph(
    _ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> MediatorGraph {
    let (model, diagnostics) = validate(spec)
    #expect(
        diagnostics.allSatisfy { $0.message.hasPrefix("reactions may form a cycle") },
        "\(diagnostics)", sourceLocation: sourceLocation)
    let mediator = try #require(model.mediators.first, sourceLocation: sourceLocation)
    return MediatorGraph(drawing: mediator)
}

/// The edges of `kind` in `graph`, each as `from -> to: label`, with node identifiers.
private func edges(_ kind: MediatorGraph.EdgeKind, in graph: MediatorGraph) -> [String] {
    graph.edges.filter { $0.kind == kind }.map { edge in
        "\(edge.from.identifier) -> \(edge.to.identifier)"
            + (edge.label.isEmpty ? "" : ": \(edge.label)")
    }
}

/// The event graph drawn from a validated mediator: nodes, event edges, follow-ups and cycles.
@Suite struct GraphDrawingTests {
    @Test func nodesAreLabelledAsTheSpecDeclaresThem() throws {
        let drawn = try graph(
            """
            public @MainActor mediator Hub {
                role Screen
                colleague Feed: Screen
                weak colleague Log
                colleague [Member]
                strong colleague [any Widget] as widgets
                weak colleague any Store

                event a() from Feed to Screen, Log, Member, Widget, Store
            }
            """)
        #expect(drawn.title == "public @MainActor mediator Hub")
        #expect(
            drawn.nodes.map(\.label) == [
                "Feed", "weak Log", "[Member]", "strong [any Widget]", "weak any Store",
                "role Screen",
            ])
        #expect(
            drawn.nodes.map(\.shape) == [
                .colleague, .colleague, .colleagueSet, .colleagueSet, .colleague, .role,
            ])
        #expect(drawn.nodes.map(\.isWeak) == [false, true, true, false, true, false])
    }

    @Test func theMediatorAndOutsideAreDrawnOnlyWhenTheyTakePart() throws {
        let plain = try graph(
            "mediator M {\n colleague A\n colleague B\n event e() from A to B\n}")
        #expect(plain.nodes.map(\.id) == [.colleague(0), .colleague(1)])
        let both = try graph(
            "nonisolated mediator M {\n colleague A\n event e() from outside to mediator\n"
                + " event f() from mediator to A\n}")
        #expect(both.title == "nonisolated mediator M")
        #expect(both.nodes.map(\.id) == [.colleague(0), .mediator, .outside])
        let connected = try graph(
            "mediator M {\n colleague A\n when connected\n event e() from A to A\n}")
        #expect(connected.nodes.map(\.id) == [.colleague(0), .mediator])
    }

    @Test func eachEventGoesFromEachSenderToEachReceiverOnce() throws {
        let drawn = try graph(
            """
            mediator M {
                role Screen
                colleague A: Screen
                colleague B: Screen
                colleague C

                event e(_ id: Int, at time: Double) async throws -> Int from A to mediator
                event f() from A, outside, mediator to Screen, C
                event g() from C to all
            }
            """)
        #expect(edges(.plays, in: drawn) == ["r1 -> c1", "r1 -> c2"])
        #expect(
            edges(.event, in: drawn) == [
                "c1 -> mediator: e(_:at:) async throws -> Int",
                "c1 -> r1: f()", "c1 -> c3: f()",
                "outside -> r1: f()", "outside -> c3: f()",
                "mediator -> r1: f()", "mediator -> c3: f()",
                "c3 -> c1: g()", "c3 -> c2: g()", "c3 -> c3: g()",
            ])
    }

    @Test func leavingTheSenderOutIsShownWhereItMatters() throws {
        let drawn = try graph(
            """
            mediator M {
                role Player
                colleague [Member]
                colleague A: Player
                colleague B: Player
                colleague C

                event said() from Member to others
                event moved() from A, B to Player except sender
                event alone() from C to C except sender, Member
                event chat() from A, C to others
            }
            """)
        #expect(
            edges(.event, in: drawn) == [
                "c1 -> c1: said() except sender", "c1 -> c2: said()", "c1 -> c3: said()",
                "c1 -> c4: said()",
                "c2 -> r1: moved() except sender", "c3 -> r1: moved() except sender",
                "c4 -> c1: alone()",
                "c2 -> c1: chat()", "c2 -> c3: chat()", "c2 -> c4: chat()",
                "c4 -> c1: chat()", "c4 -> c2: chat()", "c4 -> c3: chat()",
            ],
            "a single colleague that is left out has no edge to itself")
    }

    @Test func aColleagueThatHearsItsOwnEventThroughARoleIsNotMarked() throws {
        let drawn = try graph(
            "mediator M {\n role R\n colleague A: R\n colleague B: R\n event e() from A to R\n}")
        #expect(edges(.event, in: drawn) == ["c1 -> r1: e()"])
    }

    @Test func followUpsGoFromWhereAnEventIsHandledToWhoSendsTheNext() throws {
        let drawn = try graph(
            """
            mediator M {
                colleague A
                colleague B
                when connected then show
                event searched() from A to mediator, B then remember, show, poke
                event remember() -> Int from mediator to B
                event show() from mediator to A
                event poke() from B to A
            }
            """)
        #expect(
            edges(.followUp, in: drawn) == [
                "mediator -> mediator: when connected then show()",
                "mediator -> mediator: searched() then remember(), show()",
                "mediator -> c2: searched() then poke()",
                "c2 -> mediator: searched() then remember(), show()",
                "c2 -> c2: searched() then poke()",
            ])
        #expect(drawn.edges.allSatisfy { !$0.isOnCycle })
    }

    @Test func aCycleOfReactionsIsMarkedOnItsEventsAndFollowUps() throws {
        let drawn = try graph(
            """
            mediator M {
                colleague A
                event ping() from A to mediator then pong, done
                event pong() from mediator to A then ping
                event done() from mediator to A
                event tick() from A to mediator then tick
            }
            """)
        let onCycle = drawn.edges.filter(\.isOnCycle).map { "\($0.kind): \($0.label)" }
        #expect(
            onCycle == [
                "event: ping()", "event: pong()", "event: tick()",
                "followUp: ping() then pong()", "followUp: pong() then ping()",
                "followUp: tick() then tick()",
            ])
        #expect(
            edges(.followUp, in: drawn).contains("mediator -> mediator: ping() then done()"),
            "a follow-up that leaves the cycle gets an edge of its own, not marked")
    }

    @Test func separateCyclesAreNotJoined() throws {
        let drawn = try graph(
            """
            mediator M {
                colleague A
                event a() from A to mediator then a, b
                event b() from A to mediator then b
            }
            """)
        #expect(
            drawn.edges.filter { $0.kind == .followUp }.map { "\($0.label) \($0.isOnCycle)" } == [
                "a() then a() true", "a() then b() false", "b() then b() true",
            ])
    }
}
