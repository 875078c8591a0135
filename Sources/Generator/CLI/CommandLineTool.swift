import Foundation
import MediatorGenCore

/// The `mediatorgen` command: parses arguments, runs the pipeline, prints and writes results.
struct CommandLineTool {
    /// The exit status of a run.
    enum ExitStatus: Int32, Sendable {
        /// Everything worked; warnings may have been printed.
        case success = 0
        /// A spec (or a template) has errors; nothing was written.
        case specErrors = 1
        /// The command line was wrong, or a file could not be read or written.
        case usage = 2
    }

    let printOutput: (String) -> Void
    let printError: (String) -> Void

    /// Makes a tool that prints through the given functions (each call is one line or block).
    init(
        printOutput: @escaping (String) -> Void, printError: @escaping (String) -> Void
    ) {
        self.printOutput = printOutput
        self.printError = printError
    }

    /// Runs the command given by `arguments` (without the program name).
    func run(_ arguments: [String]) -> ExitStatus {
        do {
            switch try Command.parse(arguments) {
            case .help(let topic):
                printOutput(HelpText.text(for: topic))
                return .success
            case .version:
                printOutput("mediatorgen \(GeneratorVersion.current)\n")
                return .success
            case .check(let specs):
                return try validModels(of: specs) == nil ? .specErrors : .success
            case .graph(let specs, let format, let outputFile):
                guard let models = try validModels(of: specs) else {
                    printError("error: nothing was drawn because of the errors above\n")
                    return .specErrors
                }
                let document = format.document(of: models)
                if let outputFile {
                    try write(document, toFile: outputFile)
                } else {
                    printOutput(document)
                }
                return .success
            case .format(let specs, let checkOnly):
                return try format(specs, checkOnly: checkOnly)
            case .generate(let specs, let output, let templates, let checkOnly, let doubles):
                guard let outputs = try render(specs, templates: templates, doubles: doubles)
                else {
                    return .specErrors
                }
                if checkOnly {
                    return check(outputs, against: output)
                }
                try write(outputs, into: output)
                return .success
            }
        } catch let error as UsageError {
            let helpCommand = "mediatorgen \(error.topic.map { $0 + " " } ?? "")--help"
            printError("error: \(error.message)\nRun '\(helpCommand)' for usage.\n")
            return .usage
        } catch let error as ToolError {
            printError("error: \(error.message)\n")
            return .usage
        } catch let error as TemplateError {
            printError("\(error)\n")
            printError("error: nothing was generated because of the template error above\n")
            return .specErrors
        } catch {
            printError("error: \(error)\n")
            return .usage
        }
    }

    /// Reads and checks every spec, reporting diagnostics: the models, or `nil` when any spec
    /// has an error. What `check` does, and what `graph` draws from.
    private func validModels(of specs: [String]) throws(ToolError) -> [SpecModel]? {
        // Checking stops before rendering, so it needs no templates.
        let pipeline = GeneratorPipeline(templates: TemplateSet([]))
        var models: [SpecModel] = []
        var failed = false
        for path in specs {
            let (model, diagnostics) = pipeline.model(of: try SpecReader.read(path))
            report(diagnostics)
            if let model { models.append(model) } else { failed = true }
        }
        return failed ? nil : models
    }

    /// Generates every spec, or its test doubles for a test target that imports the module
    /// `doubles`, reporting diagnostics; `nil` when any spec has an error.
    private func render(_ specs: [String], templates: String?, doubles: String?) throws
        -> [GeneratedFile]?
    {
        let loaded = try TemplateLoader.templates(overriddenBy: templates)
        report(loaded.diagnostics)
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            printError("error: nothing was generated because of the template errors above\n")
            return nil
        }
        let pipeline = GeneratorPipeline(templates: loaded.templates)
        var outputs: [GeneratedFile] = []
        var failed = false
        for (spec, earlier) in OutputFileNaming.collisions(among: specs) {
            let fileName = OutputFileNaming.outputFileName(forSpecPath: spec)
            report([
                Diagnostic(
                    .error,
                    "this spec and '\(earlier)' would both generate '\(fileName)'; rename one of them",
                    path: spec, at: SourceLocation(line: 1, column: 1))
            ])
            failed = true
        }
        for path in specs {
            let file = try SpecReader.read(path)
            let result =
                try doubles.map { try pipeline.generateDoubles(file, module: $0) }
                ?? pipeline.generate(file)
            report(result.diagnostics)
            guard let file = result.file else {
                failed = true
                continue
            }
            outputs.append(file)
        }
        guard !failed else {
            printError("error: nothing was generated because of the errors above\n")
            return nil
        }
        return outputs
    }

    private func write(_ outputs: [GeneratedFile], into output: String) throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            for file in outputs {
                try OutputWriter.write(
                    file.source, to: directory.appendingPathComponent(file.fileName))
            }
        } catch {
            throw ToolError("cannot write to '\(output)': \(error.localizedDescription)")
        }
    }

    /// Writes `text` to the file at `path`, making the folders on the way, unless it holds that
    /// text already.
    private func write(_ text: String, toFile path: String) throws(ToolError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw ToolError("'\(path)' is a folder; give '--output' the path of a file")
        }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputWriter.write(text, to: url)
        } catch {
            throw ToolError("cannot write to '\(path)': \(error.localizedDescription)")
        }
    }

    /// Reports every generated file that differs from the one in `output`, for CI.
    private func check(_ outputs: [GeneratedFile], against output: String) -> ExitStatus {
        let findings = StalenessCheck.findings(for: outputs, in: output)
        guard !findings.isEmpty else {
            printOutput("Generated files in '\(output)' are up to date.\n")
            return .success
        }
        printError(findings.map { "\($0)\n" }.joined())
        printError(
            "error: \(findings.count) generated file(s) in '\(output)' are out of date; generate "
                + "them again (mediatorgen generate, or swift package "
                + "--allow-writing-to-package-directory generate-mediators) and commit them\n")
        return .specErrors
    }

    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        printError(diagnostics.map { "\($0)\n" }.joined())
    }
}

/// A problem with files or folders named on the command line.
struct ToolError: Error, CustomStringConvertible {
    /// What went wrong, naming the file or folder.
    var message: String

    /// Makes an error with `message`.
    init(_ message: String) {
        self.message = message
    }

    /// The message.
    var description: String { message }
}
