import Foundation

/// A file's bytes with the scopes a grammar gives each of them.
struct HighlightedFile {
    /// The file's content.
    let bytes: [UInt8]
    private let scopesOfBytes: [[String]]

    /// Highlights `bytes`, which must be UTF-8, with `grammar`. Line breaks (`\n`, `\r`,
    /// `\r\n`) and a leading byte order mark get the grammar's scope only, as in an editor.
    init(bytes: [UInt8], grammar: Grammar) throws {
        self.bytes = bytes
        var scopes = [[String]](repeating: [grammar.scopeName], count: bytes.count)
        var tokenizer = LineTokenizer(grammar: grammar)
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"),
                bytes[lineEnd] != UInt8(ascii: "\r")
            {
                lineEnd += 1
            }
            guard let line = String(validating: bytes[lineStart..<lineEnd], as: UTF8.self) else {
                throw GrammarError(at: "byte \(lineStart)", "starts a line that is not UTF-8")
            }
            let unitScopes = try tokenizer.scopes(ofLine: line)
            var unit = 0
            var offset = lineStart
            for scalar in line.unicodeScalars {
                for _ in 0..<scalar.utf8.count {
                    scopes[offset] = unitScopes[unit]
                    offset += 1
                }
                unit += scalar.utf16.count
            }
            let isCRLF =
                lineEnd + 1 < bytes.count && bytes[lineEnd] == UInt8(ascii: "\r")
                && bytes[lineEnd + 1] == UInt8(ascii: "\n")
            lineStart = lineEnd + (isCRLF ? 2 : 1)
        }
        scopesOfBytes = scopes
    }

    /// The scopes of the byte at `offset`, outermost first.
    func scopes(at offset: Int) -> [String] {
        scopesOfBytes[offset]
    }

    /// Whether the byte at `offset` has a scope that is `scope` or lies under it, as
    /// `entity.name.type.class.mediator` lies under `entity.name.type`.
    func byte(at offset: Int, hasScope scope: String) -> Bool {
        scopes(at: offset).contains { $0 == scope || $0.hasPrefix(scope + ".") }
    }
}
