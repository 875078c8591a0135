/// The cases whose errors the generator puts elsewhere today than at the spec lines of their
/// construct, each with why. The matrix runs them inside `withKnownIssue`, so that the run stays
/// green while they fail and reports each one that starts passing. The list is in
/// KnownExceptions+List.swift.
enum KnownExceptions {
    /// Why a group of cases fails today.
    enum Reason: Sendable {
        case globalActor
        case colleagueType
        case streams
        case concurrentCapture
        case oneParameterResult

        /// Why, in words.
        var text: String {
            switch self {
            case .globalActor:
                "with the global actor unknown, the outboxes are not isolated, and a superclass "
                    + "on another actor still isolates the mediator: each outbox's call of the "
                    + "dispatch crosses isolation, in the generated file"
            case .colleagueType:
                "in a codable mediator, a misspelled type of a set that sends an event 'with "
                    + "sender' breaks the outbox's and the replay's reference to the member that "
                    + "sent it, in the generated file"
            case .streams:
                "a request's dispatch method too long for one line writes its result type on the "
                    + "line after the event's"
            case .concurrentCapture:
                "a receiver of a concurrent event that is not Sendable is reported again where the "
                    + "generated dispatch hands it to a task, in the generated file"
            case .oneParameterResult:
                "a request whose one parameter is on a line of its own lands its methods on that "
                    + "line, their result type with them, a line before the spec writes it"
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
