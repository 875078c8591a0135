/// A recursive-descent parser from tokens to a ``SpecSyntax``.
///
/// On a syntax error the parser reports it, skips to the next declaration and goes on, so that
/// one run reports every problem of a file.
package struct Parser {
    var tokens: [Token]
    var position = 0
    var diagnostics: DiagnosticCollector

    /// Parses `file`, reporting lexical and syntax problems into `diagnostics`.
    package static func parse(_ file: SourceFile, diagnostics: inout DiagnosticCollector)
        -> SpecSyntax
    {
        parse(Lexer.tokens(of: file, diagnostics: &diagnostics), diagnostics: &diagnostics)
    }

    /// Parses the tokens of a file, ending with its end-of-file token, reporting syntax problems
    /// into `diagnostics`.
    package static func parse(_ tokens: [Token], diagnostics: inout DiagnosticCollector)
        -> SpecSyntax
    {
        var parser = Parser(tokens: tokens, diagnostics: diagnostics)
        let spec = parser.parseSpec()
        diagnostics = parser.diagnostics
        return spec
    }

    // MARK: - Token access

    var current: Token { tokens[position] }

    var isAtEnd: Bool { current.kind == .endOfFile }

    var tooManyErrors: Bool {
        diagnostics.isFull
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if !isAtEnd { position += 1 }
        return token
    }

    /// Consumes the punctuation `mark` or reports what was expected instead. The description
    /// is made only when it is reported.
    mutating func expect(_ mark: String, _ what: @autoclosure () -> String) -> Bool {
        if current.isPunctuation(mark) {
            advance()
            return true
        }
        error("expected \(what())")
        return false
    }

    /// Reports an error at the current token, naming what was found.
    mutating func error(_ message: String) {
        diagnostics.error("\(message), found \(describe(current))", at: current.location)
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: return "end of file"
        case .identifier: return "'\(token.spelling)'"
        case .number, .punctuation: return "'\(token.text)'"
        case .expression: return "the expression '\(token.text)'"
        }
    }

    /// Parses a name, or reports `what` was expected and returns `nil` without consuming.
    mutating func parseName(_ what: String) -> NameSyntax? {
        guard current.kind == .identifier else {
            error("expected \(what)")
            return nil
        }
        let token = advance()
        return NameSyntax(text: token.text, isEscaped: token.isEscaped, location: token.location)
    }

    // MARK: - File level

    mutating func parseSpec() -> SpecSyntax {
        var spec = SpecSyntax()
        while !isAtEnd && !tooManyErrors {
            if current.isKeyword("import") {
                if let importSyntax = parseImport() { spec.imports.append(importSyntax) }
            } else if let mediator = parseMediator() {
                spec.mediators.append(mediator)
            } else {
                skipToTopLevelDeclaration()
            }
        }
        if tooManyErrors {
            diagnostics.note("too many errors; stopped reading the file here", at: current.location)
        }
        return spec
    }

    mutating func parseImport() -> ImportSyntax? {
        advance()
        guard let first = parseName("a module name after 'import'") else { return nil }
        var module = first.text
        while current.isPunctuation(".") {
            advance()
            guard let part = parseName("a module name after '.'") else { return nil }
            module += "." + part.text
        }
        return ImportSyntax(module: module, location: first.location)
    }

    /// Skips tokens up to the start of the next `mediator` or `import` declaration.
    mutating func skipToTopLevelDeclaration() {
        // A `{` skipped here opens a body (as after `mediator` without a name) to skip whole.
        var depth = advance().isPunctuation("{") ? 1 : 0
        while !isAtEnd {
            if current.isPunctuation("{") {
                depth += 1
            } else if current.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if depth == 0, Self.startsTopLevelDeclaration(current) {
                return
            }
            advance()
        }
    }

    static func startsTopLevelDeclaration(_ token: Token) -> Bool {
        token.isKeyword("mediator") || token.isKeyword("import") || token.isKeyword("public")
            || token.isKeyword("package") || token.isKeyword("internal")
            || token.isPunctuation("@") || token.isKeyword("nonisolated")
    }
}
