/// The tokens of a valid spec with the comments around them, as pieces of a ``Layout``: each
/// token with the comments on lines of their own before it, and those after it on its line.
struct FormattedTokens {
    /// Where a token stands in the layout, which decides the line breaks around the comments
    /// before it.
    enum Placement {
        /// Inside a declaration: the comments keep their lines, blank lines are dropped.
        case inside
        /// First in a declaration, which starts a line: blank lines before it are kept, except
        /// right after the `{` of a mediator.
        case declarationStart(afterOpeningBrace: Bool)
        /// The `}` of a mediator, or the end of the file: blank lines are kept between the
        /// comments before it, but not right before it.
        case blockEnd
    }

    let bytes: [UInt8]
    /// The tokens, ending with the end-of-file token.
    let tokens: [Token]
    let comments: [Comment]
    /// The comments before each token that start a line (or follow one that does).
    private var leading: [Range<Int>]
    /// The comments after each token on its line.
    private var trailing: [Range<Int>]
    /// Whether each token continues a payload or result type that the token before it started.
    private var continuesType: [Bool]
    /// Whether each token attaches to the one before it: the `[` of a key after a keyed set's
    /// name, as in `Page[id]`, and the labels of a full name after its base name, as in
    /// `pay(_:with:)`.
    private var attachesToPrevious: [Bool]

    init(bytes: [UInt8], tokens: [Token], comments: [Comment]) {
        self.bytes = bytes
        self.tokens = tokens
        self.comments = comments
        leading = Array(repeating: 0..<0, count: tokens.count)
        trailing = leading
        continuesType = Array(repeating: false, count: tokens.count)
        attachesToPrevious = continuesType
        var next = 0
        for index in tokens.indices {
            let first = next
            while next < comments.count,
                comments[next].range.lowerBound < tokens[index].range.lowerBound
            {
                next += 1
            }
            var split = first
            if index > 0 {
                var end = tokens[index - 1].range.upperBound
                while split < next, lineBreaks(in: end..<comments[split].range.lowerBound) == 0 {
                    end = comments[split].range.upperBound
                    split += 1
                    if !comments[split - 1].isBlock { break }
                }
                trailing[index - 1] = first..<split
            }
            leading[index] = split..<next
        }
        // A `;` between declarations is left out, so the comments on the lines before it go with
        // the declaration after it, where they stand once it is gone.
        for index in tokens.indices.dropFirst().dropLast()
        where tokens[index].isPunctuation(";") && !leading[index].isEmpty
            && trailing[index].isEmpty
        {
            leading[index + 1] = leading[index].lowerBound..<leading[index + 1].upperBound
            leading[index] = leading[index].lowerBound..<leading[index].lowerBound
        }
    }

    /// The index of the end-of-file token.
    var endOfFile: Int { tokens.count - 1 }

    /// Marks the tokens of `type` after its first, whose spacing is kept as written.
    mutating func markType(_ type: TypeSyntax) {
        let first = index(at: type.location)
        for index in (first + 1)..<(lastIndex(of: type) + 1) {
            continuesType[index] = true
        }
    }

    /// Marks the `[` after `name`, the keyed set a route names, which attaches to it.
    mutating func markKey(after name: NameSyntax) {
        attachesToPrevious[index(at: name.location) + 1] = true
    }

    /// Marks the labels of `reference`, an event named by its full name, which are written
    /// together with its base name: `pay(_:with:)`.
    mutating func markFullName(_ reference: EventReferenceSyntax) {
        guard let labels = reference.labels else { return }
        let name = index(at: reference.name.location)
        // `(`, a label and `:` for each label, and `)`.
        for index in (name + 1)...(name + 2 + 2 * labels.count) {
            attachesToPrevious[index] = true
        }
    }

    /// What separates token `index` from the one before it on a line: inside a type, a space
    /// where the spec has whitespace or a comment, and nothing where it has none; elsewhere, a
    /// space except after an opening bracket, `@` or `.`, and before punctuation that follows a
    /// name (`,`, `:`, `.`, closing brackets, a key's `[`). The event's layout puts its name and `(` together.
    func separator(before index: Int) -> [Layout] {
        let right = tokens[index]
        // The `()` of a mediator's superclass (`NSObject()`) is written as a call is.
        let isEmptyCall =
            right.isPunctuation("(") && index + 1 < tokens.count
            && tokens[index + 1].isPunctuation(")")
        let attachesLeft =
            isEmptyCall || attachesToPrevious[index]
            || [",", ":", ";", ".", ")", "]", "?"].contains { right.isPunctuation($0) }
        // A block comment at the end of the token before reads like a word.
        if !trailing[index - 1].isEmpty {
            return attachesLeft ? [] : [.spaces(1)]
        }
        if continuesType[index] {
            return tokens[index - 1].range.upperBound < tokens[index].range.lowerBound
                ? [.spaces(1)] : []
        }
        let left = tokens[index - 1]
        let attachesRight = ["(", "[", "@", "."].contains { left.isPunctuation($0) }
        return attachesLeft || attachesRight ? [] : [.spaces(1)]
    }

    /// Token `index` with its comments, leaving out those before it when it starts a declaration
    /// and those after it when it ends one: the declaration places them.
    func piece(_ index: Int, in declaration: ClosedRange<Int>) -> [Layout] {
        let token = tokens[index]
        // `;` between declarations is left out: every declaration has a line of its own.
        let text: [Layout] = token.isPunctuation(";") ? [] : [.text(token.spelling)]
        return (index == declaration.lowerBound ? [] : leadingComments(of: index, .inside)) + text
            + (index == declaration.upperBound ? [] : trailingComments(of: index))
    }

    /// The tokens in `range` with their comments and the separators between them.
    func pieces(_ range: ClosedRange<Int>, in declaration: ClosedRange<Int>) -> [Layout] {
        var layouts = piece(range.lowerBound, in: declaration)
        for index in range.dropFirst() {
            layouts += separator(before: index) + piece(index, in: declaration)
        }
        return layouts
    }

    /// The comments after token `index` on its line: a `//` comment ends the line, a block comment
    /// does where the spec has a line break after it.
    func trailingComments(of index: Int) -> [Layout] {
        trailing[index].flatMap { number -> [Layout] in
            let comment = comments[number]
            guard comment.isBlock else {
                return [.endOfLineComment(Self.trimmed(comment)), .hardLine(blank: false)]
            }
            return [.spaces(1), .text(comment.text)]
                + (hasLineBreak(after: number, before: index + 1) ? [.hardLine(blank: false)] : [])
        }
    }

    /// The comments before token `index` that start a line, each on a line of its own, or with the
    /// token after it on its line where the spec has it so; for the start of a declaration, the
    /// line break before it.
    func leadingComments(of index: Int, _ placement: Placement) -> [Layout] {
        var keepsBlankLine: Bool
        switch placement {
        case .inside: keepsBlankLine = false
        case .declarationStart(let afterOpeningBrace): keepsBlankLine = !afterOpeningBrace
        case .blockEnd: keepsBlankLine = true
        }
        var layouts: [Layout] = []
        var endsLine = true
        // Comments given to the token after a `;` (see `init`) come before the `;`: count the
        // lines from the token before it.
        var previous = index - 1
        if previous > 0, tokens[previous].isPunctuation(";"), let first = leading[index].first,
            comments[first].range.lowerBound < tokens[previous].range.lowerBound
        {
            previous -= 1
        }
        var end = index > 0 ? tokens[previous].range.upperBound : 0
        if index > 0, let last = trailing[previous].last { end = comments[last].range.upperBound }
        for number in leading[index] {
            let comment = comments[number]
            let breaks = lineBreaks(in: end..<comment.range.lowerBound)
            if breaks > 0 || number == leading[index].first {
                layouts.append(.hardLine(blank: keepsBlankLine && breaks > 1))
            }
            if case .inside = placement {} else { keepsBlankLine = true }
            layouts.append(
                comment.isBlock
                    ? .text(comment.text) : .endOfLineComment(Self.trimmed(comment)))
            endsLine = !comment.isBlock || hasLineBreak(after: number, before: index)
            layouts.append(endsLine ? .hardLine(blank: false) : .spaces(1))
            end = comment.range.upperBound
        }
        switch placement {
        case .inside:
            break
        case .declarationStart where endsLine:
            let breaks = lineBreaks(in: end..<tokens[index].range.lowerBound)
            layouts.append(.hardLine(blank: keepsBlankLine && breaks > 1))
        case .declarationStart:
            // A block comment before the declaration on its line stays there.
            break
        case .blockEnd:
            layouts.append(.hardLine(blank: false))
        }
        return layouts
    }

    /// Whether the spec has a line break after comment `number`, before the next comment or
    /// token `token`.
    private func hasLineBreak(after number: Int, before token: Int) -> Bool {
        let next = min(
            number + 1 < comments.count ? comments[number + 1].range.lowerBound : Int.max,
            tokens[token].range.lowerBound)
        return lineBreaks(in: comments[number].range.upperBound..<next) > 0
    }

    /// How many line breaks the spec has in `range`; `\r\n` is one.
    func lineBreaks(in range: Range<Int>) -> Int {
        var count = 0
        for offset in range {
            let byte = bytes[offset]
            let isLoneReturn =
                byte == UInt8(ascii: "\r")
                && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))
            if byte == UInt8(ascii: "\n") || isLoneReturn { count += 1 }
        }
        return count
    }

    /// A `//` comment without the spaces at its end.
    private static func trimmed(_ comment: Comment) -> String {
        var text = Substring(comment.text)
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
