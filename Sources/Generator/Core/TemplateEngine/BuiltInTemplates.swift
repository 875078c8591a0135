/// The templates compiled into the generator: the files of `Templates/`.
package enum BuiltInTemplates {
    /// The template a generated file starts from.
    package static let entryPoint = "File"

    /// The template a file of test doubles starts from.
    package static let doubles = "Doubles"

    /// The templates the generator renders for each item and gives the templates around them
    /// as text, innermost first (see ``TemplatePiece``).
    package static let pieces = [
        TemplatePiece("Call", at: ["mediators", "events", "deliveries"], as: "callCode"),
        TemplatePiece("Deliver", at: ["mediators", "events", "deliveries"], as: "statement"),
        TemplatePiece("Delivery", at: ["mediators", "events", "deliveries"], as: "code"),
        TemplatePiece("Dispatch", at: ["mediators", "events"], as: "dispatchCode"),
        TemplatePiece("TraceArguments", at: ["mediators", "events"], as: "traceArgumentsCode"),
        TemplatePiece("SetType", at: ["mediators", "colleagues"], as: "setType"),
        TemplatePiece(
            "ConnectOutbox", at: ["mediators", "colleagues", "outbox"],
            ["mediators", "singleColleagues", "outbox"], as: "connectCode"),
        TemplatePiece("ColleagueProperty", at: ["mediators", "colleagues"], as: "propertyCode"),
        TemplatePiece(
            "ColleagueProtocol", at: ["mediators", "declaredProtocols"], as: "protocolCode"),
        TemplatePiece(
            "OutboxMethod", at: ["mediators", "declaredProtocols", "outbox", "methods"],
            as: "code"),
        TemplatePiece("Outbox", at: ["mediators", "declaredProtocols", "outbox"], as: "code"),
        TemplatePiece("RoleProtocol", at: ["mediators", "roles"], as: "protocolCode"),
        TemplatePiece("SetMembership", at: ["mediators", "setColleagues"], as: "membershipCode"),
        TemplatePiece("EventCoding", at: ["mediators", "codable"], as: "conformanceCode"),
        TemplatePiece("ReplaySend", at: ["mediators", "codable", "sends"], as: "code"),
        TemplatePiece("Replay", at: ["mediators", "codable"], as: "replayCode"),
        TemplatePiece("Mediator", at: ["mediators"], as: "code"),
    ]

    /// The pieces of a file of test doubles, as ``pieces`` are of a generated file.
    package static let doublePieces = [
        TemplatePiece(
            "EventCase", at: ["mediators", "doubles", "received", "event"], as: "eventCase"),
        TemplatePiece("Double", at: ["mediators", "doubles"], as: "code"),
    ]

    /// The names of the built-in templates, sorted.
    package static var names: [String] {
        builtInTemplateSources.keys.sorted()
    }

    /// Where the built-in template `name` lives in the repository, for errors.
    package static func path(of name: String) -> String {
        "Templates/\(name).mustache"
    }

    /// The text of each built-in template, by name.
    package static var sources: [String: String] {
        builtInTemplateSources
    }

    /// The built-in templates, parsed.
    ///
    /// - Throws: ``TemplateError`` when one of them is broken, which the tests rule out.
    package static func templateSet() throws(TemplateError) -> TemplateSet {
        var templates: [Template] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates.append(try Template(name: name, path: path(of: name), source: source))
        }
        return TemplateSet(templates)
    }
}
