/// A comment of a spec file, as written. The parser skips comments (it reads `///` lines through
/// ``Token/documentation``); the formatter puts each one back where it was.
package struct Comment: Sendable, Equatable {
    /// The comment's text from its first slash to its end, without the line break after a `//`
    /// comment.
    package var text: String
    /// Where the comment starts.
    package var location: SourceLocation
    /// The byte offsets of the comment in the file.
    package var range: Range<Int>

    /// Makes a comment.
    package init(_ text: String, at location: SourceLocation, range: Range<Int>) {
        self.text = text
        self.location = location
        self.range = range
    }

    /// Whether the comment is a `/* ... */` block, which may have code after it on its line,
    /// rather than a `//` comment, which runs to the end of its line.
    package var isBlock: Bool {
        text.hasPrefix("/*")
    }
}
