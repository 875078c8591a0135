import Foundation

extension CommandLineTool {
    /// `mediatorgen format`: rewrites each spec that is not in the standard layout, or with
    /// `checkOnly` lists them; reads every spec first and writes nothing when one has an error.
    func format(_ specs: [String], checkOnly: Bool) throws(ToolError) -> ExitStatus {
        var unformatted: [(path: String, written: String, formatted: String)] = []
        var failed = false
        for path in specs {
            let file = try SpecReader.read(path)
            let output = SpecFormatter.format(file)
            guard let text = output.text else {
                report(output.diagnostics)
                failed = true
                continue
            }
            if !file.bytes.elementsEqual(text.utf8) {
                unformatted.append((path, String(decoding: file.bytes, as: UTF8.self), text))
            }
        }
        guard !failed else {
            printError("error: nothing was formatted because of the errors above\n")
            return .specErrors
        }
        if checkOnly {
            return check(unformatted)
        }
        for spec in unformatted {
            do {
                try OutputWriter.write(spec.formatted, to: URL(fileURLWithPath: spec.path))
            } catch {
                throw ToolError("cannot write '\(spec.path)': \(error.localizedDescription)")
            }
        }
        return .success
    }

    /// Reports each spec that formatting would change, with its first changed line, for CI.
    private func check(
        _ unformatted: [(path: String, written: String, formatted: String)]
    ) -> ExitStatus {
        guard !unformatted.isEmpty else {
            printOutput("Every spec given is formatted.\n")
            return .success
        }
        for spec in unformatted {
            let difference = StalenessCheck.firstDifference(
                existing: spec.written, generated: spec.formatted)
            printError("\(spec.path): not formatted; \(difference)\n")
        }
        printError(
            "error: \(unformatted.count) spec(s) are not formatted; run 'mediatorgen format' on "
                + "the specs listed above to format them\n")
        return .specErrors
    }
}
