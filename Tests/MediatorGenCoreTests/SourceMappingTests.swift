import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// Every declaration that generated code maps to the spec lands on the line of the construct it
/// answers to, for every reference spec (which hold mediators in every isolation mode): the line
/// it lands on names the construct, or is the mediator's line for what belongs to the whole
/// mediator. A declaration broken over several lines lands its items there instead.
@Suite struct SourceMappingTests {
    /// A mapped line of generated code, with the spec line it lands on.
    struct Mapped {
        let generated: String
        let specLine: Int
    }

    /// The first line of code after each directive of `source`, with the spec line it lands on,
    /// and for a declaration broken after `(` or `=`, the line after it too; a statement also
    /// lands where the function or property whose body holds it does.
    static func mappedLines(of source: String) -> [[Mapped]] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let landing = specLines(of: lines)
        var mapped: [[Mapped]] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#sourceLocation(file:"),
                let number = trimmed.split(separator: ":").last.flatMap({ Int($0.dropLast()) })
            else { continue }
            var code = index + 1
            while code < lines.count, lines[code].drop(while: { $0 == " " }).hasPrefix("//") {
                code += 1
            }
            guard code < lines.count else { continue }
            let isBroken =
                (lines[code].hasSuffix("(") || lines[code].hasSuffix(" ="))
                && code + 1 < lines.count
            var group = (isBroken ? [code, code + 1] : [code]).map {
                Mapped(generated: String(lines[$0]), specLine: number + $0 - index - 1)
            }
            // A statement lands where the declaration it is part of does.
            if let declaration = enclosingDeclaration(of: code, in: lines),
                landing[declaration] == number
            {
                group.append(Mapped(generated: String(lines[declaration]), specLine: number))
            }
            mapped.append(group)
        }
        return mapped
    }

    /// The spec line that each line holding `text` of the code generated from `spec` lands on,
    /// in the order of the generated file; `spec` must generate without a diagnostic.
    static func specLines(of text: String, generatedFrom spec: String) throws -> [Int?] {
        let generated = try GeneratorPipeline().generate(
            SourceFile(path: "Spec.mediator", text: spec))
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let source = try #require(generated.file?.source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let landing = specLines(of: lines)
        return lines.indices.filter { lines[$0].contains(text) }.map { landing[$0] }
    }

    /// The spec line each line of generated code lands on, `nil` where none.
    static func specLines(of lines: [Substring]) -> [Int?] {
        var next: Int?
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#sourceLocation(") else {
                defer { next = next.map { $0 + 1 } }
                return next
            }
            next = trimmed.split(separator: ":").last.flatMap { Int($0.dropLast()) }
            return nil
        }
    }

    /// The function or property (a `func`, `init` or `var`) whose body holds the statement at
    /// `index`: the first line before it, going outwards, with less indentation that declares
    /// one; `nil` for a member of a type.
    static func enclosingDeclaration(of index: Int, in lines: [Substring]) -> Int? {
        var indentation = lines[index].prefix { $0 == " " }.count
        var line = index - 1
        while line >= 0 && indentation > 0 {
            let text = lines[line]
            let lineIndentation = text.prefix { $0 == " " }.count
            if !text.allSatisfy({ $0 == " " }) && lineIndentation < indentation {
                let words = text.split(separator: " ")
                if words.contains(where: { $0 == "var" || $0 == "func" || $0.hasPrefix("init(") }) {
                    return line
                }
                if words.contains(where: { ["struct", "class", "enum", "extension"].contains($0) })
                {
                    return nil
                }
                indentation = lineIndentation
            }
            line -= 1
        }
        return nil
    }

    /// The identifiers of `text`, lowercased, at least three characters long.
    static func identifiers(_ text: some StringProtocol) -> Set<String> {
        Set(
            text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                .filter { $0.count >= 3 }.map { $0.lowercased() })
    }

    /// Words of the spec that name no construct.
    static let keywords: Set<String> = [
        "event", "colleague", "from", "mediator", "weak", "all", "others", "except", "sender",
        "outside", "with", "then", "async", "throws", "public", "package", "nonisolated",
        "codable", "role", "keyed", "outbox", "called", "directly", "var", "let", "any",
        "string", "int", "bool", "void",
    ]

    @Test(arguments: ReferenceSpecs.names)
    func eachMappedDeclarationLandsOnItsConstructsLine(specName: String) throws {
        let file = try ReferenceSpecs.file(specName)
        let specLines = String(decoding: file.bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let generated = try #require(try GeneratorPipeline().generate(file).file)
        let mapped = Self.mappedLines(of: generated.source)
        #expect(!mapped.isEmpty)
        for lines in mapped {
            let landings = lines.map { line -> Bool in
                guard line.specLine >= 1 && line.specLine <= specLines.count else { return false }
                let spec = specLines[line.specLine - 1]
                let code = line.generated.trimmingCharacters(in: .whitespaces).lowercased()
                // A colleague known by a protocol is checked by returning it, at its line.
                if code == "colleague" { return spec.contains("colleague ") }
                let named = Self.identifiers(spec).subtracting(Self.keywords)
                let isComment = spec.drop { $0 == " " }.hasPrefix("//")
                return !isComment
                    && (spec.contains("mediator ") || named.contains { code.contains($0) })
            }
            #expect(
                landings.contains(true),
                "\(lines.map { "'\($0.generated)' lands on line \($0.specLine)" })")
        }
    }
}
