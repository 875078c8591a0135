import Foundation
import TestSupport

/// The `.mediator` files of the repository, found by walking it, so that a spec added anywhere
/// is checked without being listed. Hidden folders (`.build`, `.git`, `.swiftpm`) are skipped.
enum RepositorySpecs {
    /// The paths of the specs, relative to the repository's root, sorted.
    static func paths() -> [String] {
        let root = TestPaths.packageRoot.standardizedFileURL
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "mediator" {
                paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
            }
        }
        return paths.sorted()
    }

    /// The bytes of the spec at `path`, relative to the repository's root.
    static func bytes(of path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(path)))
    }
}
