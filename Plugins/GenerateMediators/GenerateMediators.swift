import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-mediators [--target NAME]...
/// [--check]`: generates the mediators of each target into its `GeneratedMediators` folder, for
/// teams that check generated code in. With `--check`, writes nothing and fails when the folder
/// is out of date.
///
/// A target whose specs are among its sources is taken for one that `MediatorGenPlugin` generates
/// in every build: the plugin reads only specs that are sources, and a target that checks code in
/// excludes them (a command plugin cannot see which plugins a target uses). Checked-in code there
/// would define every type twice, so without `--target` such targets are skipped and listed, and
/// naming one with `--target` is an error.
@main
struct GenerateMediators: CommandPlugin {
    /// The folder, inside each target, that receives the generated files.
    static let outputFolder = "GeneratedMediators"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let checkOnly = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            throw GenerateMediatorsError(
                "unknown argument '\(unknown)'; use --target NAME (repeatable) and --check")
        }
        let targets =
            targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "mediatorgen").url
        let root = context.package.directoryURL
        var generatedAny = false
        var skipped: [String] = []
        for case let target as SourceModuleTarget in targets {
            guard let directory = Self.directory(of: target) else { continue }
            let specs = Self.files(withExtension: "mediator", under: directory)
            guard !specs.isEmpty else { continue }
            if let built = Self.firstSource(among: specs, of: target) {
                let spec = Self.path(of: built, relativeTo: root)
                guard targetNames.isEmpty else {
                    throw GenerateMediatorsError(
                        "target '\(target.name)' keeps its specs among its sources, as a target "
                            + "that MediatorGenPlugin builds does (\(spec)), and checked-in code "
                            + "next to the plugin's would define every type twice. To check this "
                            + "target's code in, exclude its specs (exclude: "
                            + "[\"\(built.lastPathComponent)\"]) and remove MediatorGenPlugin from "
                            + "it if it uses it")
                }
                skipped.append("\(target.name) (\(spec))")
                continue
            }
            generatedAny = true
            // Paths relative to the package keep checked-in files (their headers and
            // `#sourceLocation` directives) the same on every machine.
            var arguments = ["generate"] + specs.map { Self.path(of: $0, relativeTo: root) }
            arguments += [
                "--output",
                Self.path(of: directory.appending(path: Self.outputFolder), relativeTo: root),
            ]
            let templates = Self.files(withExtension: "mustache", under: directory)
            if let folder = templates.first?.deletingLastPathComponent() {
                arguments += ["--templates", Self.path(of: folder, relativeTo: root)]
            }
            if checkOnly { arguments.append("--check") }
            try Self.run(tool, arguments, in: root, for: target.name)
        }
        if !skipped.isEmpty {
            print(
                "skipped, because their specs are among their sources, as in a target that "
                    + "MediatorGenPlugin generates in every build: \(skipped.joined(separator: ", "))"
                    + ". To check a target's code in, exclude its specs (and remove "
                    + "MediatorGenPlugin from it if it uses it).")
        }
        if !generatedAny && skipped.isEmpty {
            Diagnostics.warning("no .mediator files found in the selected targets")
        }
    }

    /// The folder of a source target.
    static func directory(of target: SourceModuleTarget) -> URL? {
        if let swiftTarget = target as? SwiftSourceModuleTarget { return swiftTarget.directoryURL }
        if let clangTarget = target as? ClangSourceModuleTarget { return clangTarget.directoryURL }
        return nil
    }

    /// The first of `specs` that is one of `target`'s sources, as the build-tool plugin sees them.
    static func firstSource(among specs: [URL], of target: SourceModuleTarget) -> URL? {
        let sources = Set(target.sourceFiles.map(\.url.standardizedFileURL.path))
        return specs.first { sources.contains($0.standardizedFileURL.path) }
    }

    /// Files with `pathExtension` anywhere under `folder`, except in generated output, sorted.
    static func files(withExtension pathExtension: String, under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == outputFolder {
                enumerator?.skipDescendants()
            } else if url.pathExtension == pathExtension {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// `url`'s path from `base`, or its absolute path when it is not inside `base`.
    static func path(of url: URL, relativeTo base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Runs the tool in `folder`, passing its output through, and fails when it does.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL, for target: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateMediatorsError(
                "mediatorgen failed for target '\(target)' (exit status \(process.terminationStatus))"
            )
        }
        print(
            "\(target): \(arguments.contains("--check") ? "checked" : "generated") \(outputFolder)")
    }
}

/// A failure of the command plugin, shown to the user as is.
struct GenerateMediatorsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
