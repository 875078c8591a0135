@testable import MediatorGenCore

/// Marks the tokens that a syntax tree names with their role; the rest become keywords (an
/// identifier) or ``SpecTokenRoles/Role/other``.
struct RoleMarker {
    typealias Role = SpecTokenRoles.Role

    let tokens: [Token]
    private var marked: [Role?]
    private let indexOfLocation: [SourceLocation: Int]

    init(tokens: [Token]) {
        self.tokens = tokens
        marked = Array(repeating: nil, count: tokens.count)
        indexOfLocation = Dictionary(
            tokens.indices.map { (tokens[$0].location, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Every token's role once ``mark(_:)`` has run.
    var roles: [Role] {
        zip(tokens, marked).map { token, role in
            role ?? (token.kind == .identifier ? .keyword : .other)
        }
    }

    mutating func mark(_ syntax: SpecSyntax) throws {
        for module in syntax.imports {
            try markRun(from: module.location, spelling: module.module, as: .module)
        }
        for mediator in syntax.mediators {
            try mark(mediator.name, as: .typeName)
            for inherited in mediator.inheritance {
                // `@preconcurrency P`, `@MainActor P`, `@unchecked Sendable`: an attribute first.
                let parts = inherited.name.split(separator: " ", maxSplits: 1).map(String.init)
                var index = try self.index(at: inherited.location)
                if parts.count == 2 {
                    index = try markRun(fromIndex: index, spelling: parts[0], as: .attribute)
                }
                try markRun(fromIndex: index, spelling: parts[parts.count - 1], as: .typeName)
            }
            if case .globalActor(let actor) = mediator.isolation,
                let at = mediator.isolationLocation
            {
                try markRun(from: at, spelling: "@" + actor, as: .attribute)
            }
            for colleague in mediator.colleagues {
                try mark(colleague.name, as: .typeName)
                if let property = colleague.property { try mark(property, as: .property) }
                if let outbox = colleague.outbox { try mark(outbox, as: .property) }
                if let key = colleague.keyType { try mark(key) }
                for role in colleague.roles { try mark(role, as: .typeName) }
            }
            for state in mediator.state {
                for attribute in state.attributes {
                    try markRun(from: attribute.location, spelling: attribute.text, as: .attribute)
                }
                try mark(state.name, as: .property)
                if let type = state.type { try mark(type) }
            }
            for dependency in mediator.dependencies {
                try mark(dependency.name, as: .property)
                if let type = dependency.type { try mark(type) }
            }
            for role in mediator.roles { try mark(role.name, as: .typeName) }
            for hook in mediator.hooks {
                switch hook.kind {
                case .change(let slot), .join(let slot), .leave(let slot):
                    try mark(slot, as: .property)
                case .released: break
                }
            }
            for whenConnected in mediator.whenConnected {
                for reference in whenConnected.followUps { try mark(reference) }
            }
            for event in mediator.events { try mark(event) }
        }
        if let index = tokens.indices.first(where: {
            tokens[$0].isEscaped && marked[$0] == nil
        }) {
            throw RoleError("the name in backticks at \(tokens[index].location) has no role")
        }
    }

    private mutating func mark(_ event: EventSyntax) throws {
        if let attribute = event.discardableResult {
            try markRun(from: attribute, spelling: "@discardableResult", as: .attribute)
        }
        try mark(event.name, as: .eventName)
        for parameter in event.parameters {
            if let label = parameter.label { try mark(label, as: .parameter) }
            try mark(parameter.name, as: .parameter)
            try mark(parameter.type)
        }
        if let result = event.resultType { try mark(result) }
        for case .colleague(let name) in event.senders { try mark(name, as: .typeName) }
        for route in event.routes { try mark(route) }
        for reference in event.followUps { try mark(reference) }
    }

    /// An event named after `then`, and the labels of its full name.
    private mutating func mark(_ reference: EventReferenceSyntax) throws {
        try mark(reference.name, as: .eventName)
        guard let labels = reference.labels else { return }
        // `name`, `(`, then a label and `:` for each label.
        let name = try index(at: reference.name.location)
        for label in labels.indices { marked[name + 2 + 2 * label] = .parameter }
    }

    private mutating func mark(_ route: RouteSyntax) throws {
        switch route {
        case .colleague(let name): try mark(name, as: .typeName)
        case .exceptSender(let route, _): try mark(route)
        case .keyed(let name, let key, _):
            try mark(name, as: .typeName)
            try mark(key, as: .parameter)
        case .all, .others, .mediator: break
        }
    }

    private mutating func mark(_ name: NameSyntax, as role: Role) throws {
        try markRun(from: name.location, spelling: name.text, as: role)
    }

    /// Marks the tokens of a type: from its first token, as many as make up its text.
    private mutating func mark(_ type: TypeSyntax) throws {
        let start = try index(at: type.location)
        var end = start
        while end < tokens.count {
            let text = Parser.normalisedText(of: Array(tokens[start...end]))
            if text == type.text {
                for index in start...end { marked[index] = .typeText }
                return
            }
            if text.utf8.count > type.text.utf8.count { break }
            end += 1
        }
        throw RoleError("no tokens at \(type.location) spell the type '\(type.text)'")
    }

    /// Marks the tokens from `location` whose texts, joined, give `spelling` (a name, `Darwin.C`
    /// or `@MainActor`); the identifiers among them get `role`, the dots stay punctuation.
    private mutating func markRun(from location: SourceLocation, spelling: String, as role: Role)
        throws
    {
        try markRun(fromIndex: try self.index(at: location), spelling: spelling, as: role)
    }

    /// Marks the tokens from the one at `start` as ``markRun(from:spelling:as:)`` does, and
    /// returns the index of the token after them.
    @discardableResult
    private mutating func markRun(fromIndex start: Int, spelling: String, as role: Role) throws
        -> Int
    {
        let location = tokens[start].location
        var index = start
        var text = ""
        while index < tokens.count, text.utf8.count < spelling.utf8.count {
            text += tokens[index].text
            if tokens[index].kind == .identifier || tokens[index].isPunctuation("@") {
                marked[index] = role
            }
            index += 1
        }
        guard text == spelling else {
            throw RoleError("the tokens at \(location) spell '\(text)', not '\(spelling)'")
        }
        return index
    }

    private func index(at location: SourceLocation) throws -> Int {
        guard let index = indexOfLocation[location] else {
            throw RoleError("no token starts at \(location)")
        }
        return index
    }
}
