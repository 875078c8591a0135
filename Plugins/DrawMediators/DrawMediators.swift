import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory draw-mediators [--target NAME]...
/// [--format mermaid|dot] [--output FOLDER]`: draws the mediators of each target's specs into
/// one file per target in a folder of the package, `MediatorGraphs/TARGET.md` by default.
///
/// Every spec in a target's folder is drawn, whether the build-tool plugin generates it or its
/// code is checked in: a picture changes nothing in a build.
@main
struct DrawMediators: CommandPlugin {
    /// The folder, from the package root, that receives the pictures unless `--output` names one.
    static let defaultFolder = "MediatorGraphs"

    /// The extension of the files of each format that `mediatorgen graph` prints.
    static let fileExtensions = ["mermaid": "md", "dot": "dot"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let formats = extractor.extractOption(named: "format")
        let folders = extractor.extractOption(named: "output")
        if let unknown = extractor.remainingArguments.first {
            throw CommandPluginError(
                "unknown argument '\(unknown)'; use --target NAME (repeatable), "
                    + "--format mermaid|dot and --output FOLDER")
        }
        for (option, values) in [("format", formats), ("output", folders)] where values.count > 1 {
            throw CommandPluginError("'--\(option)' is given twice")
        }
        let format = formats.first ?? "mermaid"
        guard let fileExtension = Self.fileExtensions[format] else {
            throw CommandPluginError("unknown format '\(format)'; use 'mermaid' or 'dot'")
        }
        let root = context.package.directoryURL
        let folder = try Self.folder(folders.first ?? Self.defaultFolder, in: root)
        func relative(_ url: URL) -> String { CommandPluginSupport.path(of: url, relativeTo: root) }

        let targets =
            targetNames.isEmpty
            ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "mediatorgen").url
        var drewAny = false
        for case let target as SourceModuleTarget in targets {
            guard let directory = CommandPluginSupport.directory(of: target) else { continue }
            let specs = CommandPluginSupport.files(withExtension: "mediator", under: directory)
            guard !specs.isEmpty else { continue }
            drewAny = true
            let file = folder.appending(path: target.name + "." + fileExtension)
            // Paths relative to the package, as the specs' own diagnostics show them.
            let arguments =
                ["graph"] + specs.map(relative) + ["--format", format, "--output", relative(file)]
            try CommandPluginSupport.run(tool, arguments, in: root, for: target.name)
            print("\(target.name): drew \(relative(file))")
        }
        if !drewAny {
            Diagnostics.warning("no .mediator files found in the selected targets")
        }
    }

    /// The folder `path` names, from the package root unless it is absolute; it must be inside
    /// the package, the only place the plugin may write.
    static func folder(_ path: String, in root: URL) throws -> URL {
        let folder =
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        let inside = folder.standardizedFileURL.path.hasPrefix(root.standardizedFileURL.path + "/")
        guard inside else {
            throw CommandPluginError(
                "'--output \(path)' is not a folder inside the package; the plugin may write "
                    + "only there")
        }
        return folder
    }
}
