import Foundation
import PackagePlugin

/// Generates Swift code from every `*.mediator` file of the target it is applied to.
///
/// Each spec becomes one build command, so SwiftPM re-runs the generator only for a spec that
/// changed, or for all of them when the `mediatorgen` binary itself changed.
@main
struct MediatorGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let specs = sourceTarget.sourceFiles(withSuffix: OutputFileNaming.specExtension).map(\.url)
        return try MediatorBuildCommands.commands(
            specs: specs,
            tool: context.tool(named: "mediatorgen").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        )
    }
}

/// The build commands for a set of specs, shared by the SwiftPM and Xcode entry points.
enum MediatorBuildCommands {
    static func commands(specs: [URL], tool: URL, outputDirectory: URL) throws -> [Command] {
        try checkUniqueOutputNames(specs)
        return specs.sorted { $0.path < $1.path }.map { spec in
            let output = outputDirectory.appending(
                path: OutputFileNaming.outputFileName(forSpecPath: spec.path))
            return .buildCommand(
                displayName: "Generating mediators from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["generate", spec.path, "--output", outputDirectory.path],
                inputFiles: [spec, tool],
                outputFiles: [output]
            )
        }
    }

    /// Two specs with the same file name in different folders would write the same output file.
    static func checkUniqueOutputNames(_ specs: [URL]) throws {
        var seen: [String: URL] = [:]
        for spec in specs {
            let output = OutputFileNaming.outputFileName(forSpecPath: spec.path)
            if let first = seen[output] {
                throw MediatorGenPluginError.duplicateSpecName(first: first, second: spec)
            }
            seen[output] = spec
        }
    }
}

/// Problems the plugin reports before any generation runs.
enum MediatorGenPluginError: Error, CustomStringConvertible {
    case duplicateSpecName(first: URL, second: URL)

    var description: String {
        switch self {
        case .duplicateSpecName(let first, let second):
            return "\(second.path):1:1: error: another spec in this target has the same file name "
                + "(\(first.path)); generated files are named after specs, so rename one of them"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension MediatorGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            let specs = target.inputFiles
                .filter { $0.url.pathExtension == OutputFileNaming.specExtension }
                .map(\.url)
            return try MediatorBuildCommands.commands(
                specs: specs,
                tool: context.tool(named: "mediatorgen").url,
                outputDirectory: context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
            )
        }
    }
#endif
