/// The text of one spec file and the path used to name it in diagnostics and generated code.
package struct SourceFile: Sendable {
    /// The path as given by the user; diagnostics print it unchanged.
    package let path: String
    /// The raw bytes of the file. They need not be valid UTF-8: the lexer reports bad bytes.
    package let bytes: [UInt8]

    /// Makes a source file from raw bytes.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Makes a source file from text.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The file name without folders.
    package var fileName: String {
        OutputFileNaming.fileName(ofPath: path)
    }
}
