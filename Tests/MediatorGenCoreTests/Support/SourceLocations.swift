@testable import MediatorGenCore

/// The location of line `line`, column `column` (both from 1) in a spec or template: short for
/// `MediatorGenCore.SourceLocation(line:column:)`, which tests must spell out in full because
/// Testing has a `SourceLocation` of its own.
func at(_ line: Int, _ column: Int) -> MediatorGenCore.SourceLocation {
    MediatorGenCore.SourceLocation(line: line, column: column)
}
