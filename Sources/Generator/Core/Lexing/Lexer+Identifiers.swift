// Names in a spec: plain identifiers and names in backticks.

extension Lexer {
    mutating func lexIdentifier() -> Token? {
        let start = offset
        let startLocation = location
        while let byte = peek() {
            if byte < 0x80 {
                guard Self.isIdentifierHead(byte) || Self.isDigit(byte) else { break }
                offset += 1
                continue
            }
            guard let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: offset) else {
                if offset == start {
                    diagnostics.error(
                        "invalid UTF-8 byte 0x\(String(bytes[offset], radix: 16, uppercase: true)); "
                            + "save the spec as UTF-8",
                        at: location)
                    offset += 1
                    return nil
                }
                break
            }
            let allowed =
                offset == start
                ? SwiftIdentifierCharacters.isHead(scalar)
                : SwiftIdentifierCharacters.isContinuation(scalar)
            guard allowed else {
                if offset == start {
                    diagnostics.error(
                        "unexpected character '\(Character(scalar))'; a spec holds only "
                            + "declarations, names, Swift types and comments",
                        at: location)
                    offset += length
                    return nil
                }
                break
            }
            offset += length
        }
        return makeToken(.identifier, text(from: start), from: start, at: startLocation)
    }

    mutating func lexEscapedIdentifier() -> Token? {
        let start = offset
        let startLocation = location
        offset += 1
        let nameStart = offset
        while let byte = peek(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n"),
            byte != UInt8(ascii: "\r")
        {
            offset += 1
        }
        if peek() == UInt8(ascii: "`"), offset == nameStart {
            offset += 1
            diagnostics.error(
                "empty name in backticks: write a name between them", at: startLocation)
            return nil
        }
        guard peek() == UInt8(ascii: "`") else {
            diagnostics.error(
                "unterminated name in backticks: close it with '`' on the same line",
                at: startLocation)
            return nil
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        offset += 1
        guard SwiftIdentifierCharacters.isIdentifier(name) else {
            diagnostics.error(
                "'\(name)' in backticks is not a Swift identifier; use letters, digits and '_'",
                at: startLocation)
            return nil
        }
        return makeToken(.identifier, name, from: start, at: startLocation, isEscaped: true)
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
