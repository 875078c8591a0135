import Foundation
import MediatorGenCore

extension CommandLineTool {
    /// A spec whose layout formatting changes.
    private struct UnformattedSpec {
        var path: String
        var written: String
        var formatted: String
    }

    /// `mediatorgen format`: rewrites each spec that is not in the standard layout, or with
    /// `checkOnly` lists them. Reads every spec first, reporting its problems as `check` does,
    /// and writes nothing when one has an error.
    func format(_ specs: [String], checkOnly: Bool) throws(ToolError) -> ExitStatus {
        var unformatted: [UnformattedSpec] = []
        var failed = false
        for path in specs {
            let file = try SpecReader.read(path)
            let output = SpecFormatter.format(file)
            report(output.diagnostics)
            guard let text = output.text else {
                failed = true
                continue
            }
            if !file.bytes.elementsEqual(text.utf8) {
                let written = String(decoding: file.bytes, as: UTF8.self)
                unformatted.append(UnformattedSpec(path: path, written: written, formatted: text))
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
                // Through a symbolic link to the file it names, which stays a link.
                let url = URL(fileURLWithPath: spec.path).resolvingSymlinksInPath()
                try OutputWriter.write(spec.formatted, to: url)
            } catch {
                throw ToolError("cannot write '\(spec.path)': \(error.localizedDescription)")
            }
        }
        return .success
    }

    /// Reports each spec that formatting would change, with its first changed line, for CI.
    private func check(_ unformatted: [UnformattedSpec]) -> ExitStatus {
        guard !unformatted.isEmpty else {
            printOutput("Every spec given is formatted.\n")
            return .success
        }
        for spec in unformatted {
            let difference = TextDifference.first(between: spec.written, and: spec.formatted)
            printError("\(spec.path): not formatted; \(difference)\n")
        }
        printError(
            "error: \(unformatted.count) spec(s) are not formatted; run 'mediatorgen format' on "
                + "the specs listed above to format them\n")
        return .specErrors
    }
}
