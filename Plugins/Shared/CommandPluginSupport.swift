// This file is shared by the command plugins through symbolic links in their folders.

import Foundation
import PackagePlugin

/// What the command plugins share: finding a target's specs and running `mediatorgen` on them.
enum CommandPluginSupport {
    /// The folder, inside each target, that `generate-mediators` writes generated code into; no
    /// plugin looks for specs there.
    static let generatedFolder = "GeneratedMediators"

    /// The folder of a source target.
    static func directory(of target: SourceModuleTarget) -> URL? {
        if let swiftTarget = target as? SwiftSourceModuleTarget { return swiftTarget.directoryURL }
        if let clangTarget = target as? ClangSourceModuleTarget { return clangTarget.directoryURL }
        return nil
    }

    /// Files with `pathExtension` anywhere under `folder`, except in generated output, sorted.
    static func files(withExtension pathExtension: String, under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == generatedFolder {
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
            throw CommandPluginError(
                "mediatorgen failed for target '\(target)' (exit status \(process.terminationStatus))"
            )
        }
    }
}

/// A failure of a command plugin, shown to the user as is.
struct CommandPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
