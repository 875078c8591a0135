// This file is shared by the plugins through symbolic links in their folders, so that each finds
// a target's templates and checks its specs' output names the same way.

import Foundation

/// What every plugin reads from a target's files before it runs `mediatorgen`: its custom
/// templates, and specs whose generated files would collide.
enum PluginInputs {
    /// The extension of template files, without the dot.
    static let templateExtension = "mustache"

    /// The custom templates among `files`, sorted: the `.mustache` files, which must share one
    /// folder, the one `--templates` names.
    ///
    /// - Throws: ``PluginInputError/templatesInSeveralFolders(first:other:)``.
    static func templates(among files: [URL]) throws -> [URL] {
        let templates = files.filter { $0.pathExtension == templateExtension }
            .sorted { $0.path < $1.path }
        if let first = templates.first {
            let folder = first.deletingLastPathComponent().standardizedFileURL
            if let other = templates.first(where: {
                $0.deletingLastPathComponent().standardizedFileURL != folder
            }) {
                throw PluginInputError.templatesInSeveralFolders(first: first, other: other)
            }
        }
        return templates
    }

    /// `--templates` and the folder of `templates` (as `path` writes it), or nothing when there
    /// are none.
    static func templateArguments(
        _ templates: [URL], path: (URL) -> String = { $0.path }
    ) -> [String] {
        templates.first.map { ["--templates", path($0.deletingLastPathComponent())] } ?? []
    }

    /// Stops when two of `specs` would write the same file, named by `fileName` from a spec's
    /// path, as the tool finds such pairs.
    ///
    /// - Throws: ``PluginInputError/duplicateSpecName(first:second:)``.
    static func checkUniqueOutputNames(_ specs: [URL], fileName: (String) -> String) throws {
        let collisions = OutputFileNaming.collisions(among: specs.map(\.path), fileName: fileName)
        if let (spec, earlier) = collisions.first {
            throw PluginInputError.duplicateSpecName(
                first: URL(fileURLWithPath: earlier), second: URL(fileURLWithPath: spec))
        }
    }
}

/// A problem in a target's files that a plugin reports before any generation runs, located
/// like the tool's errors.
enum PluginInputError: Error, CustomStringConvertible {
    case duplicateSpecName(first: URL, second: URL)
    case templatesInSeveralFolders(first: URL, other: URL)

    var description: String {
        switch self {
        case .duplicateSpecName(let first, let second):
            return "\(second.path):1:1: error: another spec has the same file name "
                + "(\(first.path)); generated files are named after specs, so rename one of them"
        case .templatesInSeveralFolders(let first, let other):
            return "\(other.path):1:1: error: custom templates of a target must share one folder, "
                + "like \(first.deletingLastPathComponent().path)"
        }
    }
}
