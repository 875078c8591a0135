import Foundation
import TestSupport

/// What the compiler said about one spec and the user's code.
struct CompileOutcome: Sendable {
    var status: Int32
    var diagnostics: [CompilerDiagnostic]
    /// The compiler's whole output, for a failure's message.
    var output: String

    /// The errors, warnings made errors included.
    var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == "error" } }
}

/// Runs the matrix's compilations, a few at a time.
enum MatrixRun {
    /// Whether the matrix runs: it takes minutes, so only when `MEDIATORGEN_MISTAKES=1`.
    static let variable = "MEDIATORGEN_MISTAKES"

    static var isEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// Only the cases whose name contains `MEDIATORGEN_MISTAKES_FILTER`, when it is set.
    static func selected(_ cases: [MatrixCase]) -> [MatrixCase] {
        guard let filter = ProcessInfo.processInfo.environment["MEDIATORGEN_MISTAKES_FILTER"],
            !filter.isEmpty
        else { return cases }
        return cases.filter { $0.description.contains(filter) }
    }

    /// A folder to keep each case's files in, named by `MEDIATORGEN_MISTAKES_KEEP`, to read the
    /// generated code of a failing case.
    static var keptFolder: URL? {
        ProcessInfo.processInfo.environment["MEDIATORGEN_MISTAKES_KEEP"].flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0)
        }
    }

    /// Generates `spec` and compiles it with `colleagues` in a scratch folder of its own, copied
    /// to `keptFolder`/`name` when that is set.
    static func compile(spec: String, colleagues: String, name: String) throws -> CompileOutcome {
        let fixture = try CLIFixture("MistakesMatrix")
        defer {
            if let keptFolder {
                let kept = keptFolder.appendingPathComponent(name)
                try? FileManager.default.createDirectory(
                    at: keptFolder, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: kept)
                try? FileManager.default.copyItem(at: fixture.folder, to: kept)
            }
            fixture.remove()
        }
        let (generate, compile) = try GeneratedCodeCompiler.generateAndCompile(
            spec: spec, colleagues: colleagues, in: fixture)
        guard let compile else {
            // The generator's own errors are the spec's, and none is expected.
            let errors = [
                CompilerDiagnostic(
                    file: "mediatorgen", line: 0, severity: "error", message: generate.error)
            ]
            return CompileOutcome(
                status: generate.status, diagnostics: errors,
                output: "mediatorgen: " + generate.error)
        }
        return CompileOutcome(
            status: compile.status, diagnostics: CompilerDiagnostic.all(in: compile.error),
            output: compile.error)
    }

    /// Runs `work` for each of `items`, as many at once as the machine has cores, and returns
    /// the results in the order of `items`.
    static func forEach<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ work: @escaping @Sendable (Item) throws -> Result
    ) async throws -> [Result] {
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var results: [Result?] = Array(repeating: nil, count: items.count)
            var next = 0
            func start() {
                guard next < items.count else { return }
                let index = next
                let item = items[index]
                group.addTask { (index, try work(item)) }
                next += 1
            }
            for _ in 0..<width { start() }
            while let (index, result) = try await group.next() {
                results[index] = result
                start()
            }
            // Every task has run and stored its result.
            return results.compactMap { $0 }
        }
    }
}
