extension Parser {
    /// Parses `event name(payload) [async] [throws] [-> Result] from Senders to Routes
    /// [concurrently] [collecting errors] [then Events]`.
    mutating func parseEvent() -> EventSyntax? {
        let documentation = current.documentation
        var discardableResult: SourceLocation?
        if current.isPunctuation("@") {
            guard let location = parseEventAttribute() else { return nil }
            discardableResult = location
        }
        advance()
        guard let name = parseName("an event name after 'event'") else { return nil }
        guard current.isPunctuation("(") else {
            error(
                "expected '(' after event name '\(name.text)'; write '()' for an event without payload"
            )
            return nil
        }
        guard let parameters = parseParameters() else { return nil }
        var isAsync = false
        var isThrowing = false
        if current.isKeyword("async") {
            advance()
            isAsync = true
        }
        if current.isKeyword("throws") {
            advance()
            isThrowing = true
        }
        if current.isKeyword("async") {
            diagnostics.error("'async' must come before 'throws'", at: current.location)
            advance()
            isAsync = true
        }
        var resultType: TypeSyntax?
        if current.isPunctuation("->") {
            advance()
            guard let type = parseType(endingAt: .keyword("from"), what: "a result type after '->'")
            else { return nil }
            resultType = type
        }
        guard current.isKeyword("from") else {
            error("expected 'from' and the colleagues that send event '\(name.text)'")
            return nil
        }
        advance()
        guard let senders = parseSenders() else { return nil }
        guard current.isKeyword("to") else {
            error("expected 'to' and where event '\(name.text)' goes")
            return nil
        }
        advance()
        var withSender: SourceLocation?
        guard
            let routes = parseRoutes(
                withSender: &withSender, of: name.text, parameters: parameters.map(\.name.text))
        else { return nil }
        var concurrently: SourceLocation?
        var collectingErrors: SourceLocation?
        guard parseDeliveryClauses(&concurrently, &collectingErrors, of: name.text) else {
            return nil
        }
        var followUps: [EventReferenceSyntax] = []
        if current.isKeyword("then") {
            advance()
            guard let names = parseFollowUps() else { return nil }
            followUps = names
        }
        var event = EventSyntax(
            name: name, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
            resultType: resultType, senders: senders, routes: routes, withSender: withSender,
            concurrently: concurrently, collectingErrors: collectingErrors, followUps: followUps,
            documentation: documentation)
        event.discardableResult = discardableResult
        return event
    }

    /// Parses `concurrently` and `collecting errors`, in either order, each at most once.
    mutating func parseDeliveryClauses(
        _ concurrently: inout SourceLocation?, _ collectingErrors: inout SourceLocation?,
        of event: String
    ) -> Bool {
        while current.isKeyword("concurrently") || current.isKeyword("collecting") {
            let isCollecting = current.isKeyword("collecting")
            let location = advance().location
            if isCollecting {
                guard current.isKeyword("errors") else {
                    error("expected 'errors' after 'collecting'")
                    return false
                }
                advance()
            }
            if (isCollecting ? collectingErrors : concurrently) != nil {
                diagnostics.error(
                    "'\(isCollecting ? "collecting errors" : "concurrently")' is written twice "
                        + "for event '\(event)'; once is enough", at: location)
            } else if isCollecting {
                collectingErrors = location
            } else {
                concurrently = location
            }
        }
        return true
    }

    /// Parses `Colleague, ...`, `outside` and `mediator` in any combination.
    mutating func parseSenders() -> [SenderSyntax]? {
        var senders: [SenderSyntax] = []
        let expected = "a colleague name, 'outside' or 'mediator' after 'from'"
        repeat {
            if current.isKeyword("outside") {
                senders.append(.outside(advance().location))
            } else if current.isKeyword("mediator") {
                senders.append(.mediator(advance().location))
            } else {
                guard !current.isKeyword("to"), let name = parseName(expected) else {
                    if current.isKeyword("to") { error("expected " + expected) }
                    return nil
                }
                senders.append(.colleague(name))
            }
        } while consumeListComma()
        return senders
    }

    /// Parses `Colleague, ...`, `all`, `others` and `mediator` in any combination; `mediator with
    /// sender` sets `withSender` to where `with` is written. `parameters` are the names of the
    /// event's parameters, which a message names where a key is missing.
    mutating func parseRoutes(
        withSender: inout SourceLocation?, of event: String, parameters: [String]
    ) -> [RouteSyntax]? {
        var routes: [RouteSyntax] = []
        repeat {
            var route: RouteSyntax
            if current.isKeyword("all") {
                route = .all(advance().location)
            } else if current.isKeyword("others") {
                route = .others(advance().location)
            } else if current.isKeyword("mediator") {
                route = .mediator(advance().location)
                if current.isKeyword("with") {
                    withSender = advance().location
                    guard current.isKeyword("sender") else {
                        error("expected 'sender' after 'with'")
                        return nil
                    }
                    advance()
                }
            } else if current.isKeyword("first"), tokens[position + 1].kind == .identifier,
                tokens[position + 2].isPunctuation("[")
            {
                // `first Page[id]`; `first` without a key after it names a colleague type.
                let first = advance().location
                guard let name = parseName("a keyed colleague set after 'first'"),
                    let keyed = parseKey(of: name, first: first)
                else { return nil }
                route = keyed
            } else if current.isKeyword("first"), startsSetAfterFirst(tokens[position + 1]) {
                // `first Page` without its key: reported at the set's name, and read as `to Page`.
                advance()
                let name = advance()
                diagnostics.error(
                    Self.missingKeyMessage(set: name.text, event: event, parameters: parameters),
                    at: name.location)
                route = .colleague(
                    NameSyntax(text: name.text, isEscaped: name.isEscaped, location: name.location))
            } else {
                // `then` ends the receivers, so it cannot start one; a colleague type named
                // `then` is written in backticks.
                guard !current.isKeyword("then"),
                    let name = parseName(
                        "a colleague name, 'all', 'others' or 'mediator' after 'to'")
                else {
                    if current.isKeyword("then") {
                        error("expected a colleague name, 'all', 'others' or 'mediator' after 'to'")
                    }
                    return nil
                }
                route = .colleague(name)
                if current.isPunctuation("[") {
                    guard let keyed = parseKey(of: name, first: nil) else { return nil }
                    route = keyed
                }
            }
            if current.isKeyword("except") {
                let location = advance().location
                guard current.isKeyword("sender") else {
                    error("expected 'sender' after 'except'")
                    return nil
                }
                advance()
                route = .exceptSender(route, location)
            }
            if current.isKeyword("with") {
                // Only a reaction can learn the sender; the rest of the event is read as usual.
                diagnostics.error(
                    "'with sender' only follows 'to mediator': the mediator's reaction is what "
                        + "learns the sender; route event '\(event)' to 'mediator' or remove "
                        + "'with sender'", at: advance().location)
                if current.isKeyword("sender") { advance() }
            }
            routes.append(route)
        } while consumeListComma()
        return routes
    }

    mutating func consumeListComma() -> Bool {
        guard current.isPunctuation(",") else { return false }
        advance()
        return true
    }
}
