import Foundation

/// A TextMate grammar read from its JSON file, limited to what `.mediator` highlighting uses:
/// `match`, `begin`/`end`, `name`, `contentName`, captures and includes within the grammar.
///
/// A key outside that subset is an error rather than ignored, so the tests never pass over a
/// feature that they do not run.
struct Grammar {
    /// The scope of the whole file, such as `source.mediator`.
    let scopeName: String
    /// The top-level patterns.
    let patterns: [GrammarPattern]
    /// The named rules that `#name` includes refer to.
    let repository: [String: GrammarRule]
    /// How many regular expressions the grammar holds, all of them compiled.
    let expressionCount: Int

    /// Reads and compiles the grammar in `url`.
    init(contentsOf url: URL) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = json as? [String: Any], let scopeName = root["scopeName"] as? String
        else { throw GrammarError(at: "the file", "is not a grammar object with a scopeName") }
        if let key = root.keys.first(where: { !Self.topLevelKeys.contains($0) }) {
            throw GrammarError(at: "the grammar", "has key '\(key)', which the tests do not run")
        }
        var reader = GrammarReader()
        self.scopeName = scopeName
        patterns = try reader.patterns(root["patterns"], at: "patterns")
        var repository: [String: GrammarRule] = [:]
        for (key, value) in root["repository"] as? [String: Any] ?? [:] {
            repository[key] = try reader.rule(value, at: "repository.\(key)")
        }
        self.repository = repository
        expressionCount = reader.expressionCount
        for include in reader.includes {
            let isKnown =
                include.name == "$self"
                || (include.name.hasPrefix("#")
                    && repository[String(include.name.dropFirst())] != nil)
            guard isKnown else {
                throw GrammarError(at: include.path, "includes unknown rule '\(include.name)'")
            }
        }
    }

    private static let topLevelKeys: Set<String> = [
        "$schema", "name", "scopeName", "fileTypes", "patterns", "repository",
    ]

    /// The rules that `patterns` stand for, includes and groups replaced by what they hold, in
    /// order: the candidates tried at each position, the first of equal matches winning.
    func rules(in patterns: [GrammarPattern]) -> [GrammarRule] {
        var visited: Set<String> = []
        return rules(in: patterns, visited: &visited)
    }

    private func rules(in patterns: [GrammarPattern], visited: inout Set<String>) -> [GrammarRule] {
        var rules: [GrammarRule] = []
        for pattern in patterns {
            switch pattern {
            case .rule(let rule):
                if case .group = rule.kind {
                    rules += self.rules(in: rule.patterns, visited: &visited)
                } else {
                    rules.append(rule)
                }
            case .include(let name):
                // An include already expanded in this list adds nothing new.
                guard visited.insert(name).inserted else { continue }
                if name == "$self" {
                    rules += self.rules(in: self.patterns, visited: &visited)
                } else if let rule = repository[String(name.dropFirst())] {
                    rules += self.rules(in: [.rule(rule)], visited: &visited)
                }
            }
        }
        return rules
    }
}

/// A grammar that cannot be read, with where in the file the problem is.
struct GrammarError: Error, CustomStringConvertible {
    /// Where and what.
    let description: String

    init(at path: String, _ problem: String) {
        description = "\(path) \(problem)"
    }
}
