/// Strict decoding of one UTF-8 sequence, so that the lexer can point at the exact bad byte.
enum UTF8Decoding {
    /// Decodes the scalar starting at `offset`, or returns `nil` when the bytes there are not a
    /// well-formed UTF-8 sequence (overlong forms, surrogates and truncation included).
    static func scalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, length: Int)? {
        let lead = bytes[offset]
        let length: Int
        let initial: UInt32
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
        case 0xC2...0xDF: (length, initial) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, initial) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, initial) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        var value = initial
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
