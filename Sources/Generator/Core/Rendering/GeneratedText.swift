import Foundation

/// A long UTF-8 text built line by line, ready to be written to a file.
///
/// Lines are gathered in a small buffer that stays in the processor's cache and passed on to
/// `Data` in large pieces; `Data` grows with `realloc`, which for a large text need not copy or
/// touch again what it holds already.
struct GeneratedText {
    /// The text passed on so far.
    private var data = Data()
    /// Lines not passed on yet.
    private let pending = ByteBatch(capacity: 1 << 16)
    /// Whether a line was appended.
    private var hasLines = false

    /// Appends `line`, given as UTF-8 without its line break; lines are separated by `\n`.
    mutating func appendLine(_ line: UnsafeBufferPointer<UInt8>) {
        // Each line is written with its break, and the last break is taken off at the end.
        hasLines = true
        if !pending.hasRoom(for: line.count + 1) {
            passOn()
            guard pending.hasRoom(for: line.count + 1) else {
                data.append(line)
                data.append(UInt8(ascii: "\n"))
                return
            }
        }
        pending.append(line)
        pending.append(UInt8(ascii: "\n"))
    }

    /// The whole text.
    mutating func finish() -> Data {
        passOn()
        if hasLines {
            data.removeLast()
        }
        return data
    }

    private mutating func passOn() {
        data.append(pending.bytes)
        pending.removeAll()
    }
}
