import Foundation
import PackagePlugin

/// Generates test doubles into the test target it is applied to, from every `*.mediator` file
/// of the targets that test target depends on: for each colleague known by a protocol
/// (`colleague any P`), a class that conforms to `P`, records what it receives and answers
/// requests with what a test sets. A build-tool plugin takes no options, so doubles have a
/// plugin of their own, applied to test targets only.
@main
struct MediatorTestDoublesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
            guard case .target(let target) = dependency else { return nil }
            return target as? SourceModuleTarget
        }
        return try TestDoublesCommands.commands(
            specsByModule: modules.map { module in
                (module.moduleName, module.sourceFiles.map(\.url))
            },
            tool: context.tool(named: "mediatorgen").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "TestDoubles"))
    }
}

/// The build commands that generate test doubles, one per spec.
enum TestDoublesCommands {
    /// One command per `.mediator` file of each module, writing `Name.doubles.swift` for a test
    /// target that imports the module `@testable`, with the custom templates of that module.
    static func commands(
        specsByModule: [(module: String, files: [URL])], tool: URL, outputDirectory: URL
    )
        throws -> [Command]
    {
        let allSpecs = specsByModule.flatMap { specs(among: $0.files) }
        try PluginInputs.checkUniqueOutputNames(
            allSpecs, fileName: OutputFileNaming.doublesFileName)
        var commands: [Command] = []
        for (module, files) in specsByModule {
            let templates = try PluginInputs.templates(among: files)
            for spec in specs(among: files) {
                let name = OutputFileNaming.doublesFileName(forSpecPath: spec.path)
                commands.append(
                    .buildCommand(
                        displayName: "Generating test doubles from \(spec.lastPathComponent)",
                        executable: tool,
                        arguments: [
                            "generate", spec.path, "--output", outputDirectory.path,
                            "--test-doubles", module,
                        ] + PluginInputs.templateArguments(templates),
                        inputFiles: [spec, tool] + templates,
                        outputFiles: [outputDirectory.appending(path: name)]))
            }
        }
        return commands
    }

    /// The specs among `files`, sorted.
    private static func specs(among files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == OutputFileNaming.specExtension }.sorted {
            $0.path < $1.path
        }
    }
}
