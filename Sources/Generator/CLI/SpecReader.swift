import Foundation
import MediatorGenCore

/// Reads spec files named on the command line.
enum SpecReader {
    /// Reads the spec at `path` as raw bytes; the lexer reports anything that is not valid text.
    static func read(_ path: String) throws(ToolError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ToolError("no such spec file: '\(path)'")
        }
        guard !isDirectory.boolValue else {
            throw ToolError("'\(path)' is a folder; name the .mediator files in it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError("cannot read '\(path)'")
        }
        return SourceFile(path: path, bytes: Array(data))
    }
}
