import Foundation
import Testing

/// Every mistake of the matrix, in every construct and isolation mode it applies to, is reported
/// by the compiler at the spec line of the construct that caused it, or in the user's own code,
/// and nowhere in the generated file; the same scene without the mistake compiles without a
/// warning. Slow (minutes): set `MEDIATORGEN_MISTAKES=1` to run it.
@Suite(.enabled(if: MatrixRun.isEnabled, "set \(MatrixRun.variable)=1 to run the mistakes matrix"))
struct MistakesMatrix {
    @Test func everyMistakeIsReportedAtItsConstructsLineInTheSpec() async throws {
        let cases = MatrixRun.selected(MatrixCase.all)
        try #require(!cases.isEmpty, "no case is selected")
        let start = ContinuousClock.now

        // Each scene without a mistake, once: the cases of one scene share it.
        var scenes: [String: Int] = [:]
        var corrected: [(spec: String, colleagues: String, name: String)] = []
        for matrixCase in cases where scenes[matrixCase.scene.name] == nil {
            scenes[matrixCase.scene.name] = corrected.count
            let files = matrixCase.corrected
            corrected.append((files.spec.text, files.colleagues, matrixCase.scene.name))
        }
        let cleanOutcomes = try await MatrixRun.forEach(corrected) {
            try MatrixRun.compile(spec: $0.spec, colleagues: $0.colleagues, name: $0.name)
        }
        for (name, index) in scenes.sorted(by: { $0.value < $1.value }) {
            let outcome = cleanOutcomes[index]
            #expect(
                outcome.status == 0 && outcome.diagnostics.isEmpty,
                "\(name) without a mistake does not compile cleanly:\n\(outcome.output)")
        }

        let files = cases.map {
            (spec: $0.spec.text, colleagues: $0.colleagues, name: $0.description)
        }
        let outcomes = try await MatrixRun.forEach(files) {
            try MatrixRun.compile(spec: $0.spec, colleagues: $0.colleagues, name: $0.name)
        }
        var summary: [String] = []
        for (matrixCase, outcome) in zip(cases, outcomes) {
            let verdict = MatrixVerdict(matrixCase, outcome)
            if let reason = matrixCase.knownException {
                withKnownIssue(Comment(rawValue: reason)) { verdict.record() }
                summary.append("- \(matrixCase): \(verdict.lines)\n  (\(reason))")
            } else {
                verdict.record()
            }
        }
        print(
            "Mistakes matrix: \(cases.count) cases of \(scenes.count) scenes in "
                + "\(ContinuousClock.now - start); \(summary.count) known exceptions"
                + (summary.isEmpty ? "." : ":\n" + summary.joined(separator: "\n")))
    }
}

/// Whether one case's errors are where they must be.
struct MatrixVerdict {
    let matrixCase: MatrixCase
    let outcome: CompileOutcome
    let expectedLines: Set<Int>

    init(_ matrixCase: MatrixCase, _ outcome: CompileOutcome) {
        self.matrixCase = matrixCase
        self.outcome = outcome
        expectedLines = matrixCase.expectedLines
    }

    /// The errors at neither an expected spec line nor the user's own file.
    var misplaced: [CompilerDiagnostic] {
        outcome.errors.filter { error in
            !(error.file == GeneratedCodeCompiler.colleaguesFile
                || (error.file == GeneratedCodeCompiler.specFile
                    && expectedLines.contains(error.line)))
        }
    }

    /// Where the errors are and where they were expected, for the summary.
    var lines: String {
        let actual = Set(outcome.errors.map { "\($0.file):\($0.line)" }).sorted()
        return "errors at \(actual.joined(separator: ", ")); expected at "
            + "\(GeneratedCodeCompiler.specFile):\(expectedLines.sorted()) or "
            + GeneratedCodeCompiler.colleaguesFile
    }

    /// Records an issue for each way the case fails.
    func record() {
        #expect(
            expectedLines.count == matrixCase.expected.count,
            "\(matrixCase): an expected construct is not in the spec")
        #expect(
            outcome.status != 0 && !outcome.errors.isEmpty,
            "\(matrixCase): the mistake compiles:\n\(matrixCase.spec.text)\n\(matrixCase.colleagues)"
        )
        #expect(
            misplaced.isEmpty,
            """
            \(matrixCase): \(lines); misplaced:
            \(misplaced.map(\.description).joined(separator: "\n"))
            """)
    }
}
