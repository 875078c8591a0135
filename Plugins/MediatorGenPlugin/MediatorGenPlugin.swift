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
        let templates = try PluginInputs.templates(among: inputs)
        try PluginInputs.checkUniqueOutputNames(specs, fileName: OutputFileNaming.outputFileName)
        try checkNoCheckedInOutput(specs, among: inputs)
        let templateArguments = PluginInputs.templateArguments(templates)
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
    case checkedInOutput(file: URL, spec: URL)

    var description: String {
        switch self {
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
