import Foundation

/// Finds what a build-tool plugin generated in a package built by a test.
public enum PluginOutputs {
    /// The generated file called `name` in `package`'s plugin output folders.
    public static func file(named name: String, in package: URL) throws -> URL {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(
            at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == name { return url }
        }
        throw TestSupportError("no generated \(name) under \(outputs.path)")
    }
}
