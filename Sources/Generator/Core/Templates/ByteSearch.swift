import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`, found by `memchr`, which searches a
    /// long text many times faster than a loop over its bytes.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: found)
    }
}
