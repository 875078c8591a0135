/// The data a template is filled with: text, flags, lists and named fields.
package enum TemplateValue: Sendable, Equatable {
    /// Text, inserted by `{{name}}`; a section over non-empty text renders once.
    case text(String)
    /// A flag: a section renders when it is `true`, an inverted section when it is `false`.
    case flag(Bool)
    /// A list: a section renders once per element.
    case list([TemplateValue])
    /// Named fields, looked up by the tags inside a section over this value.
    case object(TemplateObject)

    /// Whether a section over the value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .flag(let flag): flag
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The number of values in this one, itself included, or `limit` when there are more.
    func count(upTo limit: Int) -> Int {
        var total = 1
        switch self {
        case .text, .flag: break
        case .list(let items):
            for item in items where total < limit { total += item.count(upTo: limit - total) }
        case .object(let object):
            for field in object.fields where total < limit {
                total += field.value.count(upTo: limit - total)
            }
        }
        return min(total, limit)
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// Makes a text value from a literal.
    package init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Makes a flag from a literal.
    package init(booleanLiteral value: Bool) {
        self = .flag(value)
    }
}

/// The named fields of a template value, sorted by the hashes of their names: a lookup is a
/// binary search that hashes nothing, since every ``TemplateKey`` is hashed when it is made.
package struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// One named field.
    package struct Field: Sendable, Equatable {
        package let key: TemplateKey
        package let value: TemplateValue
    }

    /// The fields, sorted by the hashes of their keys.
    package let fields: [Field]

    /// An object of `fields`, whose keys differ.
    package init(_ fields: consuming [Field]) {
        var fields = fields
        fields.sort { $0.key.hash < $1.key.hash }
        self.fields = fields
    }

    package init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
        self.init(elements.map { Field(key: $0.0, value: $0.1) })
    }

    /// The object with the field `key` set to `value`, added or replacing the one before.
    func setting(_ key: TemplateKey, to value: TemplateValue) -> TemplateObject {
        var fields = fields
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index] = Field(key: key, value: value)
        } else {
            let index = fields.firstIndex { $0.key.hash > key.hash } ?? fields.count
            fields.insert(Field(key: key, value: value), at: index)
        }
        return TemplateObject(sorted: fields)
    }

    /// An object of `fields`, already sorted by the hashes of their keys.
    private init(sorted fields: [Field]) {
        self.fields = fields
    }

    /// The value of the field `key`, if the object has one.
    package subscript(key: TemplateKey) -> TemplateValue? {
        // Read in place: indexing the array would retain and release each field it reads.
        fields.withUnsafeBufferPointer { fields in
            var low = 0
            var high = fields.count
            while low < high {
                let middle = (low + high) / 2
                if fields[middle].key.hash < key.hash { low = middle + 1 } else { high = middle }
            }
            while low < fields.count, fields[low].key.hash == key.hash {
                if fields[low].key.name == key.name { return fields[low].value }
                low += 1
            }
            return nil
        }
    }
}

/// The name of a field of a template object, hashed once when it is made: a tag is looked up in
/// each context it is inside, so a lookup costs a comparison of two numbers, not the hashing of
/// its name.
package struct TemplateKey: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The field's name.
    package let name: String
    /// An FNV-1a hash of the name's UTF-8 bytes.
    let hash: UInt64

    /// The key of the field `name`.
    package init(_ name: String) {
        var name = name
        self.hash = name.withUTF8 { bytes in
            bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        self.name = name
    }

    /// The key of the field named by a literal.
    package init(stringLiteral name: String) {
        self.init(name)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    package static func == (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }
}
