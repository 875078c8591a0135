/// Collects the lines that reference colleagues and reactions would print, so tests can compare
/// a whole event flow at once.
public final class Transcript {
    /// The lines recorded so far.
    public private(set) var lines: [String] = []

    /// Makes an empty transcript.
    public init() {}

    /// Records one line.
    public func record(_ line: String) {
        lines.append(line)
    }
}
