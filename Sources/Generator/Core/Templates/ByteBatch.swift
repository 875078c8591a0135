/// Small pieces of bytes gathered in a buffer of fixed size, to be passed on together.
///
/// Rendered text comes in millions of pieces of a few bytes: copying each into place costs a
/// fraction of appending it to an `Array`, and passing each on by itself would cost much more.
/// A class that owns its buffer; whoever holds one uses it alone.
final class ByteBatch {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are gathered.
    private(set) var count = 0

    /// Makes an empty batch with room for `capacity` bytes.
    init(capacity: Int) {
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// The bytes gathered.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[..<count])
    }

    /// Whether `byteCount` more bytes fit.
    func hasRoom(for byteCount: Int) -> Bool {
        byteCount <= buffer.count - count
    }

    /// Appends `piece`, which fits.
    func append(_ piece: UnsafeBufferPointer<UInt8>) {
        precondition(hasRoom(for: piece.count), "the piece fits in the batch")
        guard let source = piece.baseAddress, let base = buffer.baseAddress else { return }
        (base + count).update(from: source, count: piece.count)
        count += piece.count
    }

    /// Appends `byte`, which fits.
    func append(_ byte: UInt8) {
        precondition(hasRoom(for: 1), "the byte fits in the batch")
        buffer[count] = byte
        count += 1
    }

    /// Empties the batch.
    func removeAll() {
        count = 0
    }
}
