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
    /// target that imports the module `@testable`.
    static func commands(
        specsByModule: [(module: String, files: [URL])], tool: URL, outputDirectory: URL
    )
        throws -> [Command]
    {
        var claimed: [String: URL] = [:]
        var commands: [Command] = []
        for (module, files) in specsByModule {
            let specs = files.filter { $0.pathExtension == OutputFileNaming.specExtension }
                .sorted { $0.path < $1.path }
            for spec in specs {
                let name = OutputFileNaming.doublesFileName(forSpecPath: spec.path)
                if let earlier = claimed[name] {
                    throw TestDoublesPluginError.duplicateSpecName(first: earlier, second: spec)
                }
                claimed[name] = spec
                commands.append(
                    .buildCommand(
                        displayName: "Generating test doubles from \(spec.lastPathComponent)",
                        executable: tool,
                        arguments: [
                            "generate", spec.path, "--output", outputDirectory.path,
                            "--test-doubles", module,
                        ],
                        inputFiles: [spec, tool],
                        outputFiles: [outputDirectory.appending(path: name)]))
            }
        }
        return commands
    }
}

/// Problems the plugin reports before any generation runs.
enum TestDoublesPluginError: Error, CustomStringConvertible {
    case duplicateSpecName(first: URL, second: URL)

    var description: String {
        switch self {
        case .duplicateSpecName(let first, let second):
            return "\(second.path):1:1: error: a spec of another target this test target depends "
                + "on has the same file name (\(first.path)); files of test doubles are named "
                + "after specs, so rename one of them"
        }
    }
}
