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
        case keyedLine
        case behaviorLine
        case optionalResult
        case concurrentCapture
        case concurrentLine
        case senderEnum

        /// Why, in words.
        var text: String {
            switch self {
            case .globalActor:
                "a misspelled global actor is written, unmapped, on the generated file's declarations; "
                    + "the colleagues' conformances then cross into the user's actor at their own lines"
            case .colleagueType:
                "a misspelled colleague type is also named by generated declarations that carry no "
                    + "#sourceLocation (sets, references, sender enums, the Event enum, the lock-guarded "
                    + "slots of a nonisolated mediator) or one that maps to another line"
            case .protocolReference:
                "a protocol colleague's protocol that is not class-bound or does not refine the "
                    + "generated one is reported again where the mediator keeps a (weak) reference to it, "
                    + "in the generated file"
            case .streams:
                "after a stream's declarations, generated lines map past the event (to the next "
                    + "event's comment, the closing brace or beyond the file)"
            case .closures:
                "after an event with a closure parameter, generated lines map past the event"
            case .onePerLine:
                "an event written one parameter a line has its types reported at its first line, and "
                    + "its result past the ')' line"
            case .codableParameter:
                "the Codable conformance of the Event enum and the replay's sender cases are "
                    + "reported in the generated file, and the next parameter's line too"
            case .keyedLine:
                "a keyed set's declarations map to the line after the set's (a blank line), or sit "
                    + "unmapped in the generated file where the mediator is nonisolated"
            case .behaviorLine:
                "the Behaviors conformance is mapped to the first behavior's line, not to the line "
                    + "of the behavior that is missing"
            case .optionalResult:
                "an optional result ('[Item]?') of a weak handler is unwrapped with '??' in the "
                    + "generated file without a spec location"
            case .concurrentCapture:
                "a receiver of a concurrent event that is not Sendable is reported where the "
                    + "generated dispatch captures it, in the generated file"
            case .concurrentLine:
                "a concurrent event's declarations map to the next line's construct"
            case .senderEnum:
                "a misspelled payload of an event 'with sender' breaks the generated sender enum's "
                    + "cases, in the generated file"
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
