/// What of an event must be `Sendable` because it crosses threads or tasks: the payload and
/// result of an event of a `nonisolated` mediator, and the payload of an event delivered
/// `concurrently` by a mediator on a global actor (whose colleague receivers, and every
/// colleague of a class of a `nonisolated` mediator, are checked once each, at their
/// colleague's line: ``receivers(in:)``).
///
/// Each check is a type alias that Swift rejects when a type it names is not `Sendable`, and
/// reports at the alias's name, while a type it cannot find is reported where the type is
/// written. So that both land on the spec line that wrote the type, an alias checks the parts
/// of one spec line, and no more than fit on one generated line.
struct SendableCheck {
    /// One type alias: what it is named after the event's name (`PayloadAndResultAreSendable`,
    /// `CountIsSendable`), the spec line of its parts, and the type it requires to be `Sendable`:
    /// the one part's, or a tuple of the parts, which is `Sendable` exactly when each is.
    struct Alias {
        let suffix: String
        let line: Int
        let type: String
    }

    /// The aliases, in the spec's order; none when nothing of the event is checked.
    let aliases: [Alias]

    /// One part of the payload or result.
    private struct Part {
        /// What the alias is named after: `Item`, `Result` (`Result2` where a parameter is
        /// named `result`).
        let stem: String
        /// The part in a tuple: `item: Item`.
        let element: String
        let type: String
        let line: Int
    }

    init(_ event: EventModel, in mediator: MediatorModel) {
        guard mediator.isNonisolated || event.isConcurrent else {
            aliases = []
            return
        }
        var labels = NameScope(taking: event.parameters.map(\.name))
        var parts = event.parameters.map { parameter in
            let type = SwiftText.storableType(parameter.type)
            return Part(
                stem: parameter.name.capitalized, element: "\(parameter.name.declared): \(type)",
                type: type,
                line: parameter.typeLocation.line)
        }
        if let result = event.resultType {
            let label = labels.claim("result")
            parts.append(
                Part(
                    stem: SwiftNames.upperCamelCase(label), element: "\(label): \(result)",
                    type: result,
                    line: event.resultLine ?? event.location.line))
        }
        let eventName = event.caseName.capitalized
        let whole = Self.alias(of: parts, named: Self.wholeSuffix(of: event))
        if parts.isEmpty {
            aliases = []
        } else if Set(parts.map(\.line)).count == 1, Self.fits(whole, eventName) {
            aliases = [whole]
        } else {
            // The parts of each spec line, and each part alone where they do not fit.
            var lines: [[Part]] = []
            for part in parts {
                if part.line == lines.last?.last?.line {
                    lines[lines.count - 1].append(part)
                } else {
                    lines.append([part])
                }
            }
            aliases = lines.flatMap { line in
                let together = Self.alias(of: line, named: nil)
                return Self.fits(together, eventName)
                    ? [together] : line.map { Self.alias(of: [$0], named: nil) }
            }
        }
    }

    /// The colleagues, by index, whose class is checked to be `Sendable` at its line: in a
    /// `nonisolated` mediator every colleague of a class that plays no role, which any thread
    /// may reach; in a mediator on a global actor those that receive an event delivered
    /// `concurrently`, each handed to a task.
    ///
    /// A `nonisolated` mediator's colleague of a class is checked here and not through its
    /// generated protocol, which is not `Sendable` (ColleagueSendable.mustache): conforming the
    /// class to a `Sendable` protocol in the generated file would make it `Sendable` there,
    /// which Swift rejects for a class declared in another file with the advice to write
    /// `@unchecked Sendable`. A colleague known by a protocol is checked by its protocol, which
    /// refines the generated one, `Sendable` for it; so is one that plays a role, whose protocol
    /// is `Sendable` because a payload may be of the role's type.
    static func receivers(in mediator: MediatorModel) -> [Int] {
        guard !mediator.isNonisolated else {
            return mediator.colleagues.indices.filter {
                !mediator.colleagues[$0].isProtocol && mediator.colleagues[$0].roles.isEmpty
            }
        }
        var indices: [Int] = []
        for event in mediator.events where event.isConcurrent {
            for case .colleague(let index, _) in event.receivers where !indices.contains(index) {
                indices.append(index)
            }
        }
        return indices.sorted()
    }

    /// Whether the alias's declaration fits on one line of generated code.
    private static func fits(_ alias: Alias, _ eventName: String) -> Bool {
        let declaration =
            "    private typealias \(eventName)\(alias.suffix) = RequireSendable<\(alias.type)>"
        return declaration.utf8.count <= LinePrinter.limit
    }

    /// The alias of `parts`, named `suffix`, or after the parts without one.
    private static func alias(of parts: [Part], named suffix: String?) -> Alias {
        let stems = parts.map(\.stem).joined(separator: "And")
        return Alias(
            suffix: suffix ?? stems + (parts.count == 1 ? "IsSendable" : "AreSendable"),
            line: parts.first?.line ?? 0,
            type: parts.count == 1
                ? parts[0].type : "(" + parts.map(\.element).joined(separator: ", ") + ")")
    }

    /// The name of one alias for the whole of the event: `PayloadIsSendable`, `ResultIsSendable`
    /// or `PayloadAndResultAreSendable`.
    private static func wholeSuffix(of event: EventModel) -> String {
        switch (event.parameters.isEmpty, event.resultType == nil) {
        case (false, false): "PayloadAndResultAreSendable"
        case (false, true): "PayloadIsSendable"
        default: "ResultIsSendable"
        }
    }
}

/// A type alias that checks that `type` is `Sendable`, named `name` and mapped to `line`, the
/// spec line that wrote the type (see ``SendableCheck``).
package struct SendableAlias: Sendable, Encodable {
    package let name: String
    package let type: String
    package let line: Int
}
