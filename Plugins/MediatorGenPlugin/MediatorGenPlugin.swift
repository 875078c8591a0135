import Foundation
import PackagePlugin

/// Generates Swift code from every `*.mediator` file of the target it is applied to.
///
/// Each spec becomes one build command, so SwiftPM re-runs the generator only for a spec that
/// changed, or for all of them when the `mediatorgen` binary or a custom template changed.
@main
struct MediatorGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return try MediatorBuildCommands.commands(
            inputs: sourceTarget.sourceFiles.map(\.url),
            tool: context.tool(named: "mediatorgen").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        )
    }
}

/// The build commands for a target's files, shared by the SwiftPM and Xcode entry points.
enum MediatorBuildCommands {
    /// One command per `.mediator` file among `inputs`; `.mustache` files among them replace
    /// built-in templates and are inputs of every command.
    static func commands(inputs: [URL], tool: URL, outputDirectory: URL) throws -> [Command] {
        let specs = inputs.filter { $0.pathExtension == OutputFileNaming.specExtension }
            .sorted { $0.path < $1.path }
        let templates = inputs.filter { $0.pathExtension == "mustache" }
            .sorted { $0.path < $1.path }
        try checkUniqueOutputNames(specs)
        try checkNoCheckedInOutput(specs, among: inputs)
        var templateArguments: [String] = []
        if let first = templates.first {
            let folder = first.deletingLastPathComponent()
            if let stray = templates.first(where: { $0.deletingLastPathComponent() != folder }) {
                throw MediatorGenPluginError.templatesInSeveralFolders(first: first, other: stray)
            }
            templateArguments = ["--templates", folder.path]
        }
        return specs.map { spec in
            let output = outputDirectory.appending(
                path: OutputFileNaming.outputFileName(forSpecPath: spec.path))
            return .buildCommand(
                displayName: "Generating mediators from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["generate", spec.path, "--output", outputDirectory.path]
                    + templateArguments,
                inputFiles: [spec, tool] + templates,
                outputFiles: [output]
            )
        }
    }

    /// Two specs with the same file name in different folders would write the same output file;
    /// the tool finds such pairs the same way.
    static func checkUniqueOutputNames(_ specs: [URL]) throws {
        if let collision = OutputFileNaming.collisions(among: specs.map(\.path)).first {
            throw MediatorGenPluginError.duplicateSpecName(
                first: URL(fileURLWithPath: collision.earlier),
                second: URL(fileURLWithPath: collision.spec))
        }
    }

    /// Code that `generate-mediators` checked in for a spec the plugin also generates would be
    /// a second file of the same name in the target, which SwiftPM reports only as "multiple
    /// producers"; this names the cause and the fix first.
    static func checkNoCheckedInOutput(_ specs: [URL], among inputs: [URL]) throws {
        let specsByOutput = Dictionary(
            specs.map { (OutputFileNaming.outputFileName(forSpecPath: $0.path), $0) },
            uniquingKeysWith: { first, _ in first })
        for input in inputs.sorted(by: { $0.path < $1.path }) {
            if let spec = specsByOutput[input.lastPathComponent] {
                throw MediatorGenPluginError.checkedInOutput(file: input, spec: spec)
            }
        }
    }
}

/// Problems the plugin reports before any generation runs.
enum MediatorGenPluginError: Error, CustomStringConvertible {
    case duplicateSpecName(first: URL, second: URL)
    case templatesInSeveralFolders(first: URL, other: URL)
    case checkedInOutput(file: URL, spec: URL)

    var description: String {
        switch self {
        case .duplicateSpecName(let first, let second):
            return "\(second.path):1:1: error: another spec in this target has the same file name "
                + "(\(first.path)); generated files are named after specs, so rename one of them"
        case .templatesInSeveralFolders(let first, let other):
            return "\(other.path):1:1: error: custom templates of a target must share one folder, "
                + "like \(first.deletingLastPathComponent().path)"
        case .checkedInOutput(let file, let spec):
            return
                "\(file.path):1:1: error: this is code checked in for \(spec.lastPathComponent), "
                + "which MediatorGenPlugin also generates in every build; a target uses one of the "
                + "two ways. Delete this file to generate in every build, or remove "
                + "MediatorGenPlugin from the target and exclude the spec (exclude: "
                + "[\"\(spec.lastPathComponent)\"]) to keep checked-in code"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension MediatorGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            try MediatorBuildCommands.commands(
                inputs: target.inputFiles.map(\.url),
                tool: context.tool(named: "mediatorgen").url,
                outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
            )
        }
    }
#endif
