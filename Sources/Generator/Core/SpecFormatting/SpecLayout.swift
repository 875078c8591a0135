/// The layout of a valid spec: its declarations one a line, members of a mediator indented, and
/// the places where a declaration too long for its line breaks.
struct SpecLayout {
    let tokens: FormattedTokens

    /// The layout of `syntax`, read from `tokens`.
    static func layout(of syntax: SpecSyntax, tokens: FormattedTokens) -> Layout {
        var tokens = tokens
        for event in syntax.mediators.flatMap(\.events) {
            for type in event.parameters.map(\.type) + (event.resultType.map { [$0] } ?? []) {
                tokens.markType(type)
            }
        }
        for type in syntax.mediators.flatMap(\.state).compactMap(\.type) {
            tokens.markType(type)
        }
        for type in syntax.mediators.flatMap(\.colleagues).compactMap(\.keyType) {
            tokens.markType(type)
        }
        for route in syntax.mediators.flatMap(\.events).flatMap(\.routes) {
            var route = route
            if case .exceptSender(let inner, _) = route { route = inner }
            if case .keyed(let name, _, _) = route { tokens.markKey(after: name) }
        }
        for mediator in syntax.mediators {
            let references =
                mediator.events.flatMap(\.followUps) + mediator.whenConnected.flatMap(\.followUps)
            for reference in references { tokens.markFullName(reference) }
        }
        return SpecLayout(tokens: tokens).file(syntax)
    }

    private func file(_ syntax: SpecSyntax) -> Layout {
        let mediators = Dictionary(
            uniqueKeysWithValues: syntax.mediators.map { (tokens.index(at: $0.start), $0) })
        let imports = syntax.imports.map { tokens.index(at: $0.location) - 1 }
        let starts = (imports + mediators.keys).sorted()
        var layouts: [Layout] = []
        for (number, start) in starts.enumerated() {
            let last = (number + 1 < starts.count ? starts[number + 1] : tokens.endOfFile) - 1
            layouts += tokens.leadingComments(
                of: start, .declarationStart(afterOpeningBrace: false))
            if let mediator = mediators[start] {
                layouts += self.mediator(mediator, start...last)
            } else {
                layouts += tokens.pieces(start...last, in: start...last)
            }
            layouts += tokens.trailingComments(of: last)
        }
        layouts += tokens.leadingComments(of: tokens.endOfFile, .blockEnd)
        return .sequence(layouts)
    }

    /// A member of a mediator, as the syntax tree has it.
    private enum Member {
        case colleague(ColleagueSyntax)
        case event(EventSyntax)
        case whenConnected(WhenConnectedSyntax)
        case state(StateSyntax)
        /// A role, a behavior, a dependency or a hook, which never breaks.
        case plain
    }

    private func mediator(_ mediator: MediatorSyntax, _ range: ClosedRange<Int>) -> [Layout] {
        // After the name, or after the superclass and protocols.
        var openingBrace = tokens.index(at: mediator.name.location) + 1
        while openingBrace < range.upperBound, !tokens.tokens[openingBrace].isPunctuation("{") {
            openingBrace += 1
        }
        let closingBrace = range.upperBound
        let members: [(start: Int, member: Member)] =
            (mediator.colleagues.map { (tokens.index(at: $0.start), .colleague($0)) }
            + mediator.roles.map { (tokens.index(at: $0.name.location) - 1, .plain) }
            + mediator.events.map { (start(of: $0), .event($0)) }
            + mediator.whenConnected.map { (tokens.index(at: $0.location), .whenConnected($0)) }
            + mediator.behaviors.map { (tokens.index(at: $0.location), .plain) }
            + mediator.state.map { (tokens.index(at: $0.start), .state($0)) }
            + mediator.dependencies.map { (tokens.index(at: $0.start), .plain) }
            + mediator.hooks.map { (tokens.index(at: $0.location), .plain) })
            .sorted { $0.start < $1.start }
        var body: [Layout] = []
        for (number, (start, member)) in members.enumerated() {
            let last = (number + 1 < members.count ? members[number + 1].start : closingBrace) - 1
            body += tokens.leadingComments(
                of: start, .declarationStart(afterOpeningBrace: number == 0))
            body.append(self.member(member, start...last))
            body += tokens.trailingComments(of: last)
        }
        body += tokens.leadingComments(of: closingBrace, .blockEnd)
        return header(mediator, range.lowerBound...openingBrace, in: range)
            + [.nest(body), .hardLine(blank: false), .text("}")]
    }

    private func member(_ member: Member, _ range: ClosedRange<Int>) -> Layout {
        switch member {
        case .colleague(let colleague):
            return self.colleague(colleague, range)
        case .event(let event):
            return self.event(event, range)
        case .whenConnected(let whenConnected):
            guard let event = whenConnected.followUps.first else { break }
            return .sequence(listClause(from: tokens.index(at: event.name.location) - 1, range))
        case .state(let state):
            return self.state(state, range)
        case .plain:
            break
        }
        return .sequence(tokens.pieces(range, in: range))
    }

    /// `event name(parameters) effects from senders`, then `to receivers` and `then events` on
    /// lines of their own when the event does not fit on one.
    private func event(_ event: EventSyntax, _ range: ClosedRange<Int>) -> Layout {
        let name = tokens.index(at: event.name.location)
        let closingParenthesis = event.parameters.last.map { end(of: $0) + 1 } ?? name + 2
        let from = tokens.index(at: Self.location(of: event.senders[0])) - 1
        let to = tokens.index(at: Self.location(of: event.routes[0])) - 1
        let then = event.followUps.first.map { tokens.index(at: $0.name.location) - 1 }
        // `@discardableResult` on a line of its own, as Swift code has it, outside the group,
        // which a line break in it would break.
        let keyword = name - 1
        let attribute: [Layout] =
            keyword > range.lowerBound
            ? tokens.pieces(range.lowerBound...keyword - 1, in: range) + [.hardLine(blank: false)]
            : []
        var layouts = tokens.pieces(keyword...name, in: range)
        layouts.append(parameters(event.parameters, name + 1...closingParenthesis, in: range))
        layouts += tokens.separator(before: closingParenthesis + 1)
        layouts += listClause(from: from, closingParenthesis + 1...to - 1, in: range)
        layouts.append(
            .nest(
                [.line] + listClause(from: to, to...(then ?? range.upperBound + 1) - 1, in: range)))
        if let then {
            layouts.append(
                .nest([.line] + listClause(from: then, then...range.upperBound, in: range)))
        }
        return .sequence(attribute + [.group(layouts)])
    }

    /// `(label name: Type, ...)`, one parameter a line after `(` when they do not fit on one,
    /// or when the spec has them so: the compiler then reports each type at its own line.
    private func parameters(
        _ parameters: [ParameterSyntax], _ range: ClosedRange<Int>, in declaration: ClosedRange<Int>
    ) -> Layout {
        guard !parameters.isEmpty else { return .sequence(tokens.pieces(range, in: declaration)) }
        let opening = tokens.tokens[range.lowerBound].range
        let isOnePerLine =
            tokens.lineBreaks(
                in: opening.upperBound..<tokens.tokens[range.lowerBound + 1].range.lowerBound) > 0
        var inner: [Layout] = [isOnePerLine ? .hardLine(blank: false) : .softLine]
        for parameter in parameters {
            let first = tokens.index(at: (parameter.label ?? parameter.name).location)
            let comma = end(of: parameter) + 1
            inner += tokens.pieces(first...comma - 1, in: declaration)
            if comma < range.upperBound {
                inner += tokens.pieces(comma...comma, in: declaration) + [.line]
            }
        }
        return .group(
            tokens.piece(range.lowerBound, in: declaration) + [.nest(inner), .softLine]
                + tokens.piece(range.upperBound, in: declaration))
    }

    /// The tokens in `range` up to `keyword` and the comma-separated list after it, whose lines
    /// after the first are indented one level deeper.
    func listClause(
        from keyword: Int, _ range: ClosedRange<Int>, in declaration: ClosedRange<Int>? = nil
    )
        -> [Layout]
    {
        let declaration = declaration ?? range
        var items: [Layout] = []
        var itemStart = keyword + 1
        for index in itemStart...range.upperBound
        where index == range.upperBound || tokens.tokens[index].isPunctuation(",") {
            items.append(.sequence(tokens.pieces(itemStart...index, in: declaration)))
            itemStart = index + 1
        }
        return tokens.pieces(range.lowerBound...keyword, in: declaration)
            + tokens.separator(before: keyword + 1) + [.nest([.fill(items)])]
    }

    /// The first token of `event`: `@` of `@discardableResult`, or `event`.
    private func start(of event: EventSyntax) -> Int {
        event.discardableResult.map { tokens.index(at: $0) }
            ?? tokens.index(at: event.name.location) - 1
    }

    /// The last token of `parameter`: its default value, or the end of its type.
    private func end(of parameter: ParameterSyntax) -> Int {
        parameter.defaultValue.map { tokens.index(at: $0.location) }
            ?? tokens.lastIndex(of: parameter.type)
    }

    private static func location(of sender: SenderSyntax) -> SourceLocation {
        switch sender {
        case .colleague(let name): return name.location
        case .outside(let location), .mediator(let location): return location
        }
    }

    private static func location(of route: RouteSyntax) -> SourceLocation {
        switch route {
        case .colleague(let name): return name.location
        case .all(let location), .others(let location), .mediator(let location): return location
        case .exceptSender(let route, _): return location(of: route)
        case .keyed(let name, _, let first): return first ?? name.location
        }
    }
}
