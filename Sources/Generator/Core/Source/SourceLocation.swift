/// A position in a spec file: 1-based line and column, columns counted in UTF-8 bytes like the
/// Swift compiler does.
package struct SourceLocation: Hashable, Sendable, Comparable {
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    package var column: Int

    /// Makes a location at `line` and `column`, both 1-based.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
