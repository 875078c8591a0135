import Foundation

/// A long UTF-8 text built line by line, kept in large chunks that are filled in place and never
/// copied to grow, and written to a file chunk by chunk.
///
/// Chunks are shared by copies: build a text in one place, then only read it.
struct GeneratedText {
    /// The text, in order; the last chunk is the one being filled.
    private var chunks: [ByteBatch] = []
    /// Whether a line was appended.
    private var hasLines = false
    /// How many bytes a chunk holds, unless one line is longer.
    private static let chunkSize = 1 << 20

    /// Appends `line`, given as UTF-8 without its line break; lines are separated by `\n`.
    mutating func appendLine(_ line: UnsafeBufferPointer<UInt8>) {
        // Each line is kept with its break; the last break is left out when the text is read.
        hasLines = true
        let size = line.count + 1
        guard let chunk = chunks.last, chunk.hasRoom(for: size) else {
            let chunk = ByteBatch(capacity: max(Self.chunkSize, size))
            chunk.append(line)
            chunk.append(UInt8(ascii: "\n"))
            chunks.append(chunk)
            return
        }
        chunk.append(line)
        chunk.append(UInt8(ascii: "\n"))
    }

    /// Calls `body` with each chunk of the text, in order.
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        for (index, chunk) in chunks.enumerated() {
            var bytes = chunk.bytes
            if index == chunks.count - 1 && hasLines {
                bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
            }
            try body(bytes)
        }
    }

    /// The whole text in one piece.
    var utf8: [UInt8] {
        var utf8: [UInt8] = []
        forEachChunk { utf8.append(contentsOf: $0) }
        return utf8
    }

    /// Whether `data` holds exactly the text.
    func isEqual(to data: Data) -> Bool {
        data.withUnsafeBytes { data in
            var offset = 0
            var isEqual = true
            forEachChunk { chunk in
                guard isEqual, offset + chunk.count <= data.count else {
                    isEqual = false
                    return
                }
                if let expected = data.baseAddress, let actual = chunk.baseAddress {
                    isEqual = memcmp(expected + offset, actual, chunk.count) == 0
                }
                offset += chunk.count
            }
            return isEqual && offset == data.count
        }
    }
}
