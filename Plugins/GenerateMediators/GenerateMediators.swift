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
    static let outputFolder = CommandPluginSupport.generatedFolder

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let checkOnly = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            throw CommandPluginError(
                "unknown argument '\(unknown)'; use --target NAME (repeatable) and --check")
        }
        let targets =
            targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "mediatorgen").url
        let root = context.package.directoryURL
        func relative(_ url: URL) -> String { CommandPluginSupport.path(of: url, relativeTo: root) }
        var generatedAny = false
        var skipped: [String] = []
        for case let target as SourceModuleTarget in targets {
            guard let directory = CommandPluginSupport.directory(of: target) else { continue }
            let specs = CommandPluginSupport.files(withExtension: "mediator", under: directory)
            guard !specs.isEmpty else { continue }
            if let built = Self.firstSource(among: specs, of: target) {
                let spec = relative(built)
                guard targetNames.isEmpty else {
                    throw CommandPluginError(
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
            var arguments = ["generate"] + specs.map(relative)
            arguments += ["--output", relative(directory.appending(path: Self.outputFolder))]
            let templates = try PluginInputs.templates(
                among: CommandPluginSupport.files(
                    withExtension: PluginInputs.templateExtension, under: directory))
            arguments += PluginInputs.templateArguments(templates, path: relative)
            if checkOnly { arguments.append("--check") }
            try CommandPluginSupport.run(tool, arguments, in: root, for: target.name)
            print("\(target.name): \(checkOnly ? "checked" : "generated") \(Self.outputFolder)")
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

    /// The first of `specs` that is one of `target`'s sources, as the build-tool plugin sees them.
    static func firstSource(among specs: [URL], of target: SourceModuleTarget) -> URL? {
        let sources = Set(target.sourceFiles.map(\.url.standardizedFileURL.path))
        return specs.first { sources.contains($0.standardizedFileURL.path) }
    }
}
