/// The cases whose errors the generator puts elsewhere today than at the spec lines of their
/// construct, each with why. The matrix runs them inside `withKnownIssue`, so that the run stays
/// green while they fail and reports each one that starts passing. The list is in
/// KnownExceptions+List.swift.
enum KnownExceptions {
    /// Why a group of cases fails today.
    enum Reason: Sendable {
        case globalActor
        case colleagueType
        case protocolReference
        case streams
        case closures
        case onePerLine
        case codableParameter
        case optionalResult
        case concurrentCapture
        case concurrentLine
        case senderEnum

        /// Why, in words.
        var text: String {
            switch self {
            case .globalActor:
                "with the global actor unknown, the mediator's own entry point calls its dispatch "
                    + "across isolation, in the generated file"
            case .colleagueType:
                "a misspelled colleague type breaks generated code that names it without a type: "
                    + "the replay's sender cases, a nonisolated optional colleague's setter (mapped "
                    + "to the lines after the colleague's), a protocol colleague's reference"
            case .protocolReference:
                "a protocol colleague's protocol that is not class-bound or does not refine the "
                    + "generated one is reported again where the mediator keeps a (weak) reference to "
                    + "it, in the generated file"
            case .streams:
                "a request's dispatch method too long for one line writes its result type on the "
                    + "line after the event's, and a nonisolated mediator's Sendable check too long "
                    + "for one line its payload: Swift reports a missing conformance at the check's "
                    + "first line, so that line, not the payload's, keeps the event's"
            case .closures:
                "a nonisolated mediator's Sendable check too long for one line names the payload on "
                    + "the line after the event's (its first line keeps the event's, where Swift "
                    + "reports a missing conformance)"
            case .onePerLine:
                "a nonisolated mediator's Sendable check names the payload of an event written one "
                    + "parameter a line on one line, after the event's first"
            case .codableParameter:
                "a misspelled payload type breaks the Event enum's case, which the replay's "
                    + "generated sender cases then cannot name, in the generated file"
            case .optionalResult:
                "an optional result ('[Item]?') of a weak handler is unwrapped with '??' in the "
                    + "generated file without a spec location"
            case .concurrentCapture:
                "a receiver of a concurrent event that is not Sendable is reported where the "
                    + "generated dispatch captures it, in the generated file"
            case .concurrentLine:
                "a concurrent event's Sendable check too long for one line names its payload and "
                    + "receivers on the line after the event's"
            case .senderEnum:
                "a misspelled payload of an event 'with sender' breaks the dispatch, whose callers' "
                    + "sender cases are then reported in the generated file"
            }
        }
    }

    /// The cases of one mistake in one construct, in the isolation modes where it fails.
    struct Entry: Sendable {
        let reason: Reason
        let construct: String
        let fault: String
        let isolations: Set<MatrixIsolation>

        init(
            _ reason: Reason, _ construct: String, _ fault: String,
            _ isolations: Set<MatrixIsolation>
        ) {
            self.reason = reason
            self.construct = construct
            self.fault = fault
            self.isolations = isolations
        }

        func covers(_ matrixCase: MatrixCase) -> Bool {
            matrixCase.scene.construct == construct && matrixCase.fault.description == fault
                && isolations.contains(matrixCase.scene.isolation)
        }
    }

    /// The reason of the entry that covers `matrixCase`, if one does.
    static func reason(for matrixCase: MatrixCase) -> String? {
        entries.first { $0.covers(matrixCase) }?.reason.text
    }
}
