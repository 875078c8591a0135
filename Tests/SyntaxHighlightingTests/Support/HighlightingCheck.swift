/// Compares what a grammar made of a spec with what the generator's lexer and parser read in it,
/// and describes every difference as `line:column: problem`.
struct HighlightingCheck {
    let file: HighlightedFile
    let truth: SpecTokenRoles

    /// Each token of a name, keyword, attribute or type has the scope its role calls for, on
    /// every byte, and names are never coloured as keywords nor keywords as names.
    func roleProblems() -> [String] {
        var problems: [String] = []
        for (token, role) in zip(truth.tokens, truth.roles) {
            guard let (wanted, unwanted) = Self.expectation(for: role) else { continue }
            for offset in token.range {
                let scopes = file.scopes(at: offset)
                if !wanted.contains(where: { file.byte(at: offset, hasScope: $0) }) {
                    problems.append(
                        "\(place(offset)): \(role) '\(token.spelling)' lacks a scope of \(wanted): "
                            + "\(scopes)")
                    break
                }
                if let wrong = unwanted.first(where: { file.byte(at: offset, hasScope: $0) }) {
                    problems.append(
                        "\(place(offset)): \(role) '\(token.spelling)' has a \(wrong) scope: \(scopes)"
                    )
                    break
                }
            }
        }
        return problems
    }

    /// Every byte of a token has a scope that colours it (not only `source` or `meta`) and none
    /// that is `invalid` or `comment`; every other byte that is not white space is in a comment.
    func coverageProblems() -> [String] {
        var isInToken = [Bool](repeating: false, count: file.bytes.count)
        for token in truth.tokens {
            for offset in token.range { isInToken[offset] = true }
        }
        var problems: [String] = []
        for offset in file.bytes.indices {
            let scopes = file.scopes(at: offset)
            // A line break inside a token (a default value over several lines) belongs to no
            // line, so no rule scopes it.
            if isInToken[offset], [0x0A, 0x0D].contains(file.bytes[offset]) { continue }
            if isInToken[offset] {
                let isColoured = scopes.contains {
                    !$0.hasPrefix("source.") && !$0.hasPrefix("meta.")
                }
                if !isColoured || file.byte(at: offset, hasScope: "invalid")
                    || file.byte(at: offset, hasScope: "comment")
                {
                    problems.append(
                        "\(place(offset)): '\(character(at: offset))' is scoped \(scopes)")
                }
            } else if !isWhiteSpace(at: offset), !file.byte(at: offset, hasScope: "comment") {
                problems.append(
                    "\(place(offset)): '\(character(at: offset))' of a comment is scoped \(scopes)")
            }
        }
        return problems
    }

    /// The comments a grammar marks as documentation before each token are exactly the `///`
    /// lines the lexer attaches to that token.
    func documentationProblems() -> [String] {
        var problems: [String] = []
        var gapStart = 0
        for (token, lines) in truth.documentation {
            let marked = documentationRuns(in: gapStart..<token.lowerBound)
            let matches =
                marked.count == lines.count
                && zip(marked, lines).allSatisfy { run, line in
                    run == "///" + line || run == "/// " + line
                }
            if !matches {
                problems.append(
                    "\(place(token.lowerBound)): documentation before this token is \(lines), "
                        + "the grammar marks \(marked)")
            }
            gapStart = token.upperBound
        }
        return problems
    }

    /// The texts of the runs of bytes in `range` scoped as documentation comments.
    private func documentationRuns(in range: Range<Int>) -> [String] {
        var runs: [String] = []
        var runStart: Int?
        for offset in range.lowerBound...range.upperBound {
            let isDocumentation =
                offset < range.upperBound
                && file.scopes(at: offset).contains {
                    $0.hasPrefix("comment.") && $0.split(separator: ".").contains("documentation")
                }
            if isDocumentation, runStart == nil {
                runStart = offset
            } else if !isDocumentation, let start = runStart {
                runs.append(String(decoding: file.bytes[start..<offset], as: UTF8.self))
                runStart = nil
            }
        }
        return runs
    }

    /// The scopes a role calls for (one of them), and those it must not have.
    private static func expectation(for role: SpecTokenRoles.Role) -> ([String], [String])? {
        let names = ["entity.name", "variable"]
        let keywords = ["keyword", "storage"]
        switch role {
        case .keyword: return (keywords, names)
        case .typeName: return (["entity.name.type"], keywords)
        case .eventName: return (["entity.name.function"], keywords)
        case .parameter: return (["variable.parameter"], keywords)
        case .property: return (["variable.other.property"], keywords)
        case .module: return (["entity.name.namespace"], keywords)
        case .attribute: return (["entity.other.attribute-name"], names)
        case .typeText: return (["meta.type"], [])
        case .other: return nil
        }
    }

    private func isWhiteSpace(at offset: Int) -> Bool {
        let isByteOrderMark = offset < 3 && file.bytes.starts(with: [0xEF, 0xBB, 0xBF])
        return isByteOrderMark || [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(file.bytes[offset])
    }

    private func character(at offset: Int) -> String {
        String(decoding: file.bytes[offset..<min(offset + 1, file.bytes.count)], as: UTF8.self)
    }

    /// `line:column` of a byte, columns counted in bytes as the generator's diagnostics do.
    private func place(_ offset: Int) -> String {
        let before = file.bytes[..<min(offset, file.bytes.count)]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return "\(line):\(offset - lineStart + 1)"
    }
}
