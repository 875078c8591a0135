// This file is shared with the plugins through symbolic links, so that the names a plugin
// declares ahead of a build, and the collisions it reports, are the tool's. Keep it free of
// imports.

/// The names of spec files and of the Swift files generated from them.
public enum OutputFileNaming {
    /// The extension of spec files, without the dot.
    public static let specExtension = "mediator"

    /// The last component of a `/`-separated path.
    public static func fileName(ofPath path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// The file name of a spec without its `.mediator` extension.
    public static func specBaseName(ofPath path: String) -> String {
        let name = fileName(ofPath: path)
        let suffix = "." + specExtension
        return name.hasSuffix(suffix) && name.count > suffix.count
            ? String(name.dropLast(suffix.count)) : name
    }

    /// The name of the Swift file generated from the spec at `specPath`: `Chat.mediator` gives
    /// `Chat.mediator.swift`.
    public static func outputFileName(forSpecPath specPath: String) -> String {
        specBaseName(ofPath: specPath) + "." + specExtension + ".swift"
    }

    /// The name of the file of test doubles generated from the spec at `specPath`:
    /// `Chat.mediator` gives `Chat.doubles.swift`.
    public static func doublesFileName(forSpecPath specPath: String) -> String {
        specBaseName(ofPath: specPath) + ".doubles.swift"
    }

    /// The specs among `specPaths` whose output file name (as `fileName` names it from a spec's
    /// path) an earlier one already has, each with that earlier spec: two specs with the same
    /// file name in different folders would write the same file.
    public static func collisions(
        among specPaths: [String], fileName: (String) -> String = outputFileName(forSpecPath:)
    ) -> [(spec: String, earlier: String)] {
        var claimed: [String: String] = [:]
        var collisions: [(spec: String, earlier: String)] = []
        for path in specPaths {
            let name = fileName(path)
            if let earlier = claimed[name] {
                collisions.append((path, earlier))
            } else {
                claimed[name] = path
            }
        }
        return collisions
    }
}
