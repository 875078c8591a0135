import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Delivery by key": keyed sets and the routes that name a key, as parsed and
/// checked.
@Suite struct KeyedSyntaxTests {
    @Test func firstWithoutAKeyNamesAColleague() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague Router
                colleague first
                event e() from Router to first
                event f() from Router to first except sender then e
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model.mediators.first?.events.map(\.keyedReceivers.isEmpty) == [true, true])
    }

    @Test func keyedRoutesReachTheSetThroughAParameter() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague Router
                colleague [Page] keyed by Int
                event show(page id: Int, title: String) from Router to Page[id]
                event focus(_ id: Int) from Router to first Page[id]
                event reset() from Router to Page
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.colleagues.map(\.keyType) == [nil, "Int"])
        let keyed = mediator.events.map { $0.keyedReceivers[1] }
        #expect(keyed.map { $0?.parameter } == [0, 0, nil])
        #expect(keyed.map { $0?.onlyFirst } == [false, true, nil])
        #expect(
            mediator.events.map(\.receivers)
                == Array(repeating: [.colleague(1, excludingSender: false)], count: 3))
    }

    @Test func aRequestRoutedToASetByKeyToo() throws {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Router
                colleague [Page] keyed by Int
                event count(id: Int) -> Int from Router to Page, Page[id]
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "event 'count' returns 'Int', so exactly one handler must answer it: route it to "
                    + "one single colleague or to 'mediator'"
            ])
    }

    @Test func aRequestToTheFirstMemberOfAKeyIsAnsweredByIt() throws {
        let (model, diagnostics) = validate(
            """
            mediator M {
                colleague Router
                strong colleague [Page] keyed by Int
                event count(id: Int) -> Int from Router to first Page[id]
                event title(of id: Int) async throws -> String from Router to first Page[id]
                event lines(id: Int) -> AsyncStream<String> from Router to first Page[id]
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let mediator = try #require(model.mediators.first)
        #expect(mediator.colleagues.map(\.isWeak) == [false, false])
        #expect(mediator.events.map { $0.keyedReceivers[1]?.onlyFirst } == [true, true, true])
    }

    @Test func aRequestToEveryMemberOfAKeySaysToRouteItToTheFirst() {
        let (_, diagnostics) = validate(
            """
            mediator M {
                colleague Router
                colleague [Page] keyed by Int
                event count(id: Int) -> Int from Router to Page[id]
                event lines(for id: Int) -> AsyncStream<String> from Router to Page[id]
            }
            """)
        #expect(
            errors(diagnostics).map { "\($0.location.line): \($0.message)" } == [
                "4: event 'count' returns 'Int', so exactly one handler must answer it: route it "
                    + "to the first member with the key: 'to first Page[id]'",
                "5: event 'lines' answers with a stream 'AsyncStream<String>', so exactly one "
                    + "handler must answer it: route it to the first member with the key: "
                    + "'to first Page[id]'",
            ])
    }

    @Test(arguments: [
        (
            "colleague [Page]", "event show(id: Int) from Router to Page[id]",
            "'Page[id]' needs a keyed set: declare it 'colleague [Page] keyed by Type'"
        ),
        (
            "colleague [Page] keyed by Int", "event show(id: Int) from Router to Page[number]",
            "'number' is not a parameter of event 'show': the key of 'Page[...]' is the payload "
                + "value that names the members, of type 'Int'; the parameters are 'id'"
        ),
        (
            "colleague [Page] keyed by Int", "event show(id: Int) from Router to Pages[id]",
            "unknown colleague 'Pages' as receiver"
        ),
        (
            "colleague [Page] keyed by Int",
            "event show(id: Int) from Router, Page to Page[id] except sender",
            "'except sender' does not apply to 'Page[id]'"
        ),
        (
            "colleague Page keyed by Int", "event show(id: Int) from Router to Page",
            "only a set is keyed: its members join with a key; write 'colleague [Page] keyed by Int'"
        ),
        (
            "colleague [Page] keyed Int", "event show(id: Int) from Router to Page[id]",
            "expected 'by' after 'keyed'"
        ),
        (
            "colleague [Page] keyed by Int", "event show(id: Int) from Router to Page[id",
            "']' after the key 'id'"
        ),
    ])
    func reportsWhatCannotBeGenerated(colleague: String, event: String, message: String) throws {
        let (_, diagnostics) = validate(
            "mediator M {\n    colleague Router\n    \(colleague)\n    \(event)\n}")
        let messages = errors(diagnostics).map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains(message) == true, "\(messages)")
    }
}
