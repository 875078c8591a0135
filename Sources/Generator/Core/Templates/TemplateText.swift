/// Text that a template inserts, kept in the form it is written out in.
///
/// Text is made from a string, or built from parts by interpolation or by appending, which copy
/// each part once into one UTF-8 buffer: a large spec's template data holds hundreds of thousands
/// of texts made of names and punctuation, and making a `String` of each with `+` or string
/// interpolation costs several times as much.
public struct TemplateText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case utf8([UInt8])
    }

    private var storage: Storage

    /// Makes text of `string`.
    public init(_ string: String) {
        storage = .string(string)
    }

    /// Makes empty text.
    public init() {
        storage = .string("")
    }

    /// Makes text of the UTF-8 bytes `utf8`.
    private init(utf8: [UInt8]) {
        storage = .utf8(utf8)
    }

    /// Whether the text is empty.
    public var isEmpty: Bool {
        switch storage {
        case .string(let string): return string.isEmpty
        case .utf8(let utf8): return utf8.isEmpty
        }
    }

    /// Calls `body` with the text as UTF-8.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        switch storage {
        case .string(var string):
            return try string.withUTF8(body)
        case .utf8(let utf8):
            return try utf8.withUnsafeBufferPointer(body)
        }
    }

    /// Appends `text`.
    public mutating func append(_ text: TemplateText) {
        text.withUTF8 { append(utf8: $0) }
    }

    /// Appends `string`.
    public mutating func append(_ string: String) {
        var string = string
        // The contiguous bytes of a string are much faster to copy than its views.
        string.withUTF8 { append(utf8: $0) }
    }

    private mutating func append(utf8 part: UnsafeBufferPointer<UInt8>) {
        guard case .utf8(var utf8) = storage else {
            var utf8: [UInt8] = []
            // Room for the parts that usually follow, so the array does not grow for each.
            withUTF8 { utf8.reserveCapacity(max(64, 2 * ($0.count + part.count))) }
            withUTF8 { utf8.append(contentsOf: $0) }
            utf8.append(contentsOf: part)
            storage = .utf8(utf8)
            return
        }
        // Out of `storage` while it grows, so that it is not copied.
        storage = .string("")
        utf8.append(contentsOf: part)
        storage = .utf8(utf8)
    }

    /// The text of `elements`, each appended by `appendElement`, with `separator` between each
    /// two.
    public init<Element>(
        joining elements: some Sequence<Element>, separator: String,
        _ appendElement: (inout TemplateText, Element) -> Void
    ) {
        self.init()
        var isFirst = true
        for element in elements {
            if !isFirst { append(separator) }
            appendElement(&self, element)
            isFirst = false
        }
    }
}

extension TemplateText: ExpressibleByStringInterpolation {
    /// Makes text of a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Makes text of an interpolation, with each part copied once.
    public init(stringInterpolation: StringInterpolation) {
        self.init(utf8: stringInterpolation.utf8)
    }

    /// The parts of an interpolated text literal, gathered as UTF-8.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var utf8: [UInt8] = []

        /// Makes room for the literal parts and the usual length of the interpolated ones.
        public init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            appendInterpolation(literal)
        }

        /// Appends `string`.
        public mutating func appendInterpolation(_ string: String) {
            var string = string
            string.withUTF8 { utf8.append(contentsOf: $0) }
        }

        /// Appends `text`.
        public mutating func appendInterpolation(_ text: TemplateText) {
            text.withUTF8 { utf8.append(contentsOf: $0) }
        }

        /// Appends `number` in decimal.
        public mutating func appendInterpolation(_ number: Int) {
            appendInterpolation(String(number))
        }
    }
}

extension TemplateText: Hashable, CustomStringConvertible {
    /// Whether both are the same text, however each was made.
    public static func == (lhs: TemplateText, rhs: TemplateText) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }

    /// Hashes the text's UTF-8.
    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The text as a string.
    public var description: String {
        switch storage {
        case .string(let string): return string
        case .utf8(let utf8): return String(decoding: utf8, as: UTF8.self)
        }
    }
}
