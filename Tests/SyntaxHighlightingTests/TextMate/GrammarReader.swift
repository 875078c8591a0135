import Foundation

/// Turns the JSON of a grammar's rules into ``GrammarRule`` values, compiling each expression
/// and noting each include for ``Grammar`` to check once the repository is known.
struct GrammarReader {
    /// An include and where it is written.
    struct Include {
        var name: String
        var path: String
    }

    private(set) var includes: [Include] = []
    private(set) var expressionCount = 0

    private static let ruleKeys: Set<String> = [
        "name", "contentName", "match", "begin", "end", "captures", "beginCaptures",
        "endCaptures", "patterns", "include", "comment",
    ]

    mutating func patterns(_ value: Any?, at path: String) throws -> [GrammarPattern] {
        guard let list = value as? [Any] else { throw GrammarError(at: path, "is not a list") }
        return try list.enumerated().map { index, entry in
            let entryPath = "\(path)[\(index)]"
            if let object = entry as? [String: Any], let name = object["include"] as? String {
                guard object.count == 1 else {
                    throw GrammarError(at: entryPath, "has keys beside 'include'")
                }
                includes.append(Include(name: name, path: entryPath))
                return .include(name)
            }
            return .rule(try rule(entry, at: entryPath))
        }
    }

    mutating func rule(_ value: Any, at path: String) throws -> GrammarRule {
        guard let object = value as? [String: Any] else {
            throw GrammarError(at: path, "is not an object")
        }
        if let key = object.keys.first(where: { !Self.ruleKeys.contains($0) }) {
            throw GrammarError(at: path, "has key '\(key)', which the tests' engine does not run")
        }
        var rule: GrammarRule
        if let match = object["match"] {
            rule = GrammarRule(kind: .match(try expression(match, at: path + ".match")))
            rule.beginCaptures = try captures(object["captures"], at: path + ".captures")
        } else if let begin = object["begin"] {
            guard let end = object["end"] else { throw GrammarError(at: path, "has no 'end'") }
            rule = GrammarRule(
                kind: .region(
                    begin: try expression(begin, at: path + ".begin"),
                    end: try expression(end, at: path + ".end")))
            let captures = try captures(object["captures"], at: path + ".captures")
            rule.beginCaptures =
                try object["beginCaptures"].map {
                    try self.captures($0, at: path + ".beginCaptures")
                }
                ?? captures
            rule.endCaptures =
                try object["endCaptures"].map { try self.captures($0, at: path + ".endCaptures") }
                ?? captures
        } else {
            rule = GrammarRule(kind: .group)
        }
        rule.name = Self.scopes(object["name"])
        rule.contentName = Self.scopes(object["contentName"])
        if let patterns = object["patterns"] {
            rule.patterns = try self.patterns(patterns, at: path + ".patterns")
        }
        return rule
    }

    private mutating func expression(_ value: Any, at path: String) throws -> NSRegularExpression {
        guard let pattern = value as? String else {
            throw GrammarError(at: path, "is not a string")
        }
        // `\G` and back-references in `end` depend on engine state the tests do not model.
        if pattern.contains("\\G")
            || pattern.range(of: #"\\[1-9]"#, options: .regularExpression) != nil
        {
            throw GrammarError(at: path, "uses \\G or a back-reference, which the tests do not run")
        }
        do {
            let compiled = try NSRegularExpression(pattern: pattern)
            expressionCount += 1
            return compiled
        } catch {
            throw GrammarError(at: path, "does not compile: \(pattern)")
        }
    }

    private func captures(_ value: Any?, at path: String) throws -> [Int: [String]] {
        guard let value else { return [:] }
        guard let object = value as? [String: Any] else {
            throw GrammarError(at: path, "is not an object")
        }
        var captures: [Int: [String]] = [:]
        for (key, entry) in object {
            guard let group = Int(key), let entry = entry as? [String: Any],
                entry.keys.allSatisfy({ $0 == "name" })
            else { throw GrammarError(at: "\(path).\(key)", "is not a group number with a name") }
            captures[group] = Self.scopes(entry["name"])
        }
        return captures
    }

    /// A `name` may hold several scopes separated by spaces.
    private static func scopes(_ value: Any?) -> [String] {
        (value as? String)?.split(separator: " ").map(String.init) ?? []
    }
}
