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
            if Self.isHidden(scalar) { warnOfHidden(scalar, in: start, at: location) }
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
        var column = startLocation.column + 1
        for scalar in name.unicodeScalars {
            if Self.isHidden(scalar) {
                warnOfHidden(
                    scalar, in: nameStart,
                    at: SourceLocation(line: startLocation.line, column: column))
            }
            column += String(scalar).utf8.count
        }
        return makeToken(.identifier, name, from: start, at: startLocation, isEscaped: true)
    }

    /// Whether `scalar` changes how the text around it is displayed, or is not displayed at all,
    /// so that a name holding it reads as another name in editors and reviews (the "Trojan
    /// Source" attack): the Arabic letter mark and the bidirectional embeddings, overrides and
    /// isolates, and the zero-width
    /// space, word joiner, invisible operators and byte order mark, all of which Swift accepts in
    /// names (it rejects the bidirectional marks). The zero-width joiner and non-joiner are left
    /// alone: some scripts and emoji need them.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Warns of `scalar`, hidden in the name that starts at byte `start`, at `location`, once
    /// per name.
    private mutating func warnOfHidden(
        _ scalar: Unicode.Scalar, in start: Int, at location: SourceLocation
    ) {
        guard warnedOfHiddenIn != start else { return }
        warnedOfHiddenIn = start
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code =
            "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            + (scalar.properties.name.map { " (\($0))" } ?? "")
        diagnostics.warning(
            "this name holds \(code), an invisible character that makes it read as another "
                + "name; remove it unless it is meant",
            at: location)
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
