import TestSupport
import Testing

@testable import MediatorGenCore

/// docs/Language.md, "Replayable logs": `codable` before `mediator`, the mistakes reported on it,
/// and the keys and names the generated code gives what a log holds.
@Suite struct CodableSyntaxTests {
    @Test func codableStandsAmongTheModifiersInAnyOrder() throws {
        for declaration in [
            "codable mediator M", "public codable mediator M", "codable @MainActor mediator M",
            "nonisolated codable package mediator M",
        ] {
            let mediator = try validMediator(
                "\(declaration) {\n    colleague A\n    event e() from A to A\n}")
            #expect(mediator.isCodable, "\(declaration)")
        }
        let plain = try validMediator("mediator M {\n    colleague A\n    event e() from A to A\n}")
        #expect(!plain.isCodable)
    }

    @Test func codableWrittenTwiceIsReportedAtTheSecond() {
        let (_, diagnostics) = parse("codable codable mediator M {\n}")
        #expect(
            diagnostics.map(\.description) == [
                "\(testSpecPath):1:9: error: 'codable' is written twice"
            ])
    }

    @Test func aClosureInTheLogOfACodableMediatorIsReportedAtItsType() {
        let (_, diagnostics) = validate(
            """
            codable mediator M {
                colleague A
                event run(_ work: () -> Void, done: @escaping @Sendable (Int) -> Void) from A to A
            }
            """)
        let message =
            "codable mediator 'M' writes each event's payload to its logs, which cannot hold "
            + "closure '%' of event 'run'; pass a value that says what to do instead, or drop "
            + "'codable'"
        #expect(
            errors(diagnostics).map(\.description) == [
                "\(testSpecPath):3:23: error: " + message.replacing("%", with: "work"),
                "\(testSpecPath):3:41: error: " + message.replacing("%", with: "done"),
            ])
    }

    @Test func anEventNamedLikeAMemberOfTheCodableEventEnumIsReported() {
        let (_, diagnostics) = validate(
            "codable mediator M {\n    colleague A\n    event mediatorName() from A to A\n}")
        #expect(
            errors(diagnostics).map(\.description) == [
                "\(testSpecPath):3:11: error: event 'mediatorName' of codable mediator 'M' would be "
                    + "a case of its 'Event' enum named like a member of 'Event' that logs use; "
                    + "rename the event"
            ])
    }

    @Test func aCodableMediatorReservesReplay() {
        let (_, diagnostics) = validate(
            """
            codable mediator M {
                colleague Replay
                colleague A
                event e() from A to Replay
            }
            """)
        #expect(
            errors(diagnostics).map(\.message) == [
                "colleague 'Replay' would be stored in property 'replay', a name the codable "
                    + "mediator's 'replay(_:)' already uses; name the property with 'as', as in "
                    + "'colleague Replay as other'"
            ])
        let (_, plain) = validate(
            "mediator M {\n    colleague Replay\n    colleague A\n    event e() from A to Replay\n}"
        )
        #expect(errors(plain).isEmpty)
    }

    @Test func aParameterIsWrittenUnderItsLabelOrItsNameAndLocalsMakeWayForParameters() throws {
        // A label taken by an earlier parameter gives way to the name; parameters named like the
        // locals of the conformance and of `replay(_:)` push those to the next free name. Each
        // parameter maps to the line of its type; an optional one may be missing.
        try expectGenerated(
            from: """
                codable mediator M {
                    colleague A
                    colleague [B]

                    event e(
                        _ name: String,
                        at payload: Int?,
                        at record: Int
                    ) from A, B to A
                }
                """,
            toContain: """
                            case "e":
                                #sourceLocation(file:"t.mediator",line:6)
                                let name = try payload2.decode(String.self, forKey: "name")
                                let payload = try payload2.decodeIfPresent(Int.self, forKey: "at")
                                let record = try payload2.decode(Int.self, forKey: "record")
                                #sourceLocation()
                                self = .e(name, at: payload, record)
                """,
            """
                func replay(_ log: MediatorLog<Event>, b: B? = nil) throws {
                    var sends: [() -> Void] = []
                    for (index, record2) in log.records.enumerated() {
                        switch (record2.event, record2.sender) {
                        case (.e(let name, let payload, let record), "A"):
                            sends.append {
                                self.dispatchE(name, at: payload, at: record, from: MediatorSender("A", self.a))
                            }
                        case (.e(let name, let payload, let record), "B"):
                            sends.append {
                                self.dispatchE(name, at: payload, at: record, from: MediatorSender("B", b))
                            }
                        default:
                            throw MediatorReplayError.unexpectedSender(of: record2, at: index)
                        }
                    }
            """)
    }

    @Test func aMediatorThatOnlySendsItselfSkipsItsOwnRecordsAndNothingElse() throws {
        try expectGenerated(
            from: """
                codable mediator M {
                    colleague A
                    event e() from mediator to A
                }
                """,
            toContain: """
                    func replay(_ log: MediatorLog<Event>) throws {
                        for (index, record) in log.records.enumerated() {
                            switch (record.event, record.sender) {
                            case (.e, "mediator"):
                                continue
                            default:
                                throw MediatorReplayError.unexpectedSender(of: record, at: index)
                            }
                        }
                    }
                """)
    }

    @Test func anEventSentFromOutsideAndFromTheMediatorIsWarnedAbout() {
        let (_, diagnostics) = validate(
            """
            codable mediator M {
                colleague A
                event e() from outside, mediator to A
            }
            """)
        #expect(
            diagnostics.map(\.description) == [
                "\(testSpecPath):3:20: warning: event 'e' is sent 'from outside' and 'from mediator' "
                    + "through one method, so a log of codable mediator 'M' records what the "
                    + "mediator sends as sent from outside, and a replay sends it again after the "
                    + "reaction that sent it; declare one event for the outside and another for "
                    + "the mediator"
            ])
        let (_, plain) = validate(
            "mediator M {\n    colleague A\n    event e() from outside, mediator to A\n}")
        #expect(plain.isEmpty)
    }

    @Test func aReplayCaseTooLongForItsLineBreaksItsTupleAsSwiftFormatDoes() throws {
        // A case named after a shared base name and its labels is long; the tuple breaks first,
        // then the case's payload.
        try expectGenerated(
            from: """
                codable mediator M {
                    colleague A
                    event finished(
                        _ sheet: Int, withTheStatusOfThePayment status: Int,
                        andTheReceiptOfTheTill receipt: Int
                    ) from A to A
                    event finished(_ sheet: Int, didCreatePayment payment: Int) from A to A
                }
                """,
            toContain: """
                            case (
                                .finishedWithTheStatusOfThePaymentAndTheReceiptOfTheTill(
                                    let sheet, let status, let receipt
                                ),
                                "A"
                            ):
                """,
            """
                        case (.finishedDidCreatePayment(let sheet, let payment), "A"):
            """)
    }
}
