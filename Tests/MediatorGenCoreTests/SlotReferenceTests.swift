import Testing

@testable import MediatorGenCore

/// Slots of one protocol in a `nonisolated` mediator share one weak reference type behind the
/// lock, which the mediator declares once whichever slot is weak.
@Suite struct SlotReferenceTests {
    /// The generated source of a nonisolated mediator with two slots of `any A` written
    /// `first` and `second` (each `colleague any A` or `weak colleague any A`).
    static func source(_ first: String, _ second: String) throws -> String {
        let spec =
            "nonisolated mediator M {\n    \(first) as one\n    \(second) as two\n"
            + "    colleague B\n    event e() from B to A\n}\n"
        let output = try GeneratorPipeline().generate(SourceFile(path: testSpecPath, text: spec))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try #require(output.file?.source)
    }

    /// How many times `text` declares `AReference`.
    static func declarations(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.contains("struct AReference:") }.count
    }

    @Test(arguments: [
        ("weak colleague any A", "colleague any A"), ("colleague any A", "weak colleague any A"),
        ("weak colleague any A", "weak colleague any A"),
    ])
    func theReferenceIsDeclaredOnceWhicheverSlotIsWeak(first: String, second: String) throws {
        let source = try Self.source(first, second)
        #expect(Self.declarations(in: source) == 1, "\(source)")
    }

    @Test func noSlotWeakDeclaresNoReference() throws {
        #expect(Self.declarations(in: try Self.source("colleague any A", "colleague any A")) == 0)
    }
}
