/// Turns typed template data into the ``TemplateValue`` templates are rendered with: the one place
/// where the data's types meet the template language.
///
/// A struct becomes an object of its stored properties, an array a list, a `String` or an `Int`
/// text, a `Bool` a flag. An optional that is `nil` is `false`: `{{#name}}` skips it and
/// `{{^name}}` renders. An enum case becomes an object with one field named after the case, which
/// holds the case's labelled values, beside a `false` field for each other case of a
/// ``TemplateChoice``: `{{#kind.weak}}…{{/kind.weak}}` renders for `.weak` and skips `.strong`.
/// An instance of a class is encoded once, however many lists show it.
package enum TemplateValueEncoder {
    /// The template value of `data`.
    package static func value(of data: some Encodable) -> TemplateValue {
        value(of: data, memo: Memo())
    }

    /// The values of the class instances encoded so far, by identity.
    private final class Memo {
        var values: [ObjectIdentifier: TemplateValue] = [:]
    }

    /// The value of `data`, of a class instance taken from `memo` once encoded.
    private static func value(of data: some Encodable, memo: Memo) -> TemplateValue {
        // A class instance is one reference, taken as it is (`as AnyObject` would box it first).
        let identifier =
            type(of: data) is AnyClass
            ? ObjectIdentifier(unsafeBitCast(data, to: AnyObject.self)) : nil
        if let identifier, let value = memo.values[identifier] { return value }
        let node = Node(memo: memo)
        // The containers below only store; nothing they do throws.
        try? data.encode(to: Encoder(node: node))
        // An enum case's values are a nested container, even when it has none.
        if !node.nested.isEmpty, let choice = data as? any TemplateChoice {
            for name in type(of: choice).caseNames
            where !node.nested.contains(where: { $0.key.name == name }) {
                node.fields.append(.init(key: TemplateKey(name), value: .flag(false)))
            }
        }
        let value = node.takeValue()
        if let identifier { memo.values[identifier] = value }
        return value
    }

    /// What one encoder fills: an object's fields, a list's items, or a single value. A nested
    /// container, which only an enum case's values fill, has a node of its own, whose value is
    /// taken when this one is done.
    private final class Node {
        let memo: Memo
        var fields: [TemplateObject.Field] = []
        var nested: [(key: TemplateKey, node: Node)] = []
        var items: [TemplateValue] = []
        var single: TemplateValue?
        var isList = false

        init(memo: Memo) {
            self.memo = memo
        }

        /// The value the node was filled with, which it gives up: its fields move into the
        /// object, sorted where they are, without a copy.
        func takeValue() -> TemplateValue {
            if let single { return single }
            if isList { return .list(items) }
            var all: [TemplateObject.Field] = []
            swap(&all, &fields)
            for (key, node) in nested { all.append(.init(key: key, value: node.takeValue())) }
            return .object(TemplateObject(consume all))
        }

        /// The value of `data`, encoded on its own.
        func encode(_ data: some Encodable) -> TemplateValue {
            TemplateValueEncoder.value(of: data, memo: memo)
        }

        /// A node for the nested container of the field `key`.
        func nested(_ key: String) -> Node {
            let node = Node(memo: memo)
            nested.append((TemplateKey(key), node))
            return node
        }
    }

    private struct Encoder: Swift.Encoder {
        let node: Node
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(node: node))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.isList = true
            return Unkeyed(node: node)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey] { [] }

        private func put(_ value: TemplateValue, _ key: Key) {
            node.fields.append(.init(key: TemplateKey(key.stringValue), value: value))
        }

        mutating func encodeNil(forKey key: Key) { put(.flag(false), key) }
        mutating func encode(_ value: String, forKey key: Key) { put(.text(value), key) }
        mutating func encode(_ value: Bool, forKey key: Key) { put(.flag(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) { put(.text(String(value)), key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) {
            put(node.encode(value), key)
        }
        // Synthesized conformances skip a `nil` optional; kept as `false`, it stays a name the
        // data has, so that `{{#name}}` skips it where a misspelled name is an error.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            put(value.map(TemplateValue.text) ?? .flag(false), key)
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            put(value.map { .text(String($0)) } ?? .flag(false), key)
        }
        mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) {
            put(value.map(node.encode) ?? .flag(false), key)
        }
        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type, forKey key: Key
        ) -> KeyedEncodingContainer<Nested> {
            Encoder(node: node.nested(key.stringValue)).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Encoder(node: node.nested(key.stringValue)).unkeyedContainer()
        }
        mutating func superEncoder() -> any Swift.Encoder { Encoder(node: node) }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder {
            Encoder(node: node.nested(key.stringValue))
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] { [] }
        var count: Int { node.items.count }

        mutating func encodeNil() { node.items.append(.flag(false)) }
        mutating func encode(_ value: String) { node.items.append(.text(value)) }
        mutating func encode(_ value: some Encodable) { node.items.append(node.encode(value)) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type)
            -> KeyedEncodingContainer<Nested>
        {
            fatalError("template data has no list of lists")
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            fatalError("template data has no list of lists")
        }
        mutating func superEncoder() -> any Swift.Encoder {
            fatalError("template data has no list of lists")
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { node.single = .flag(false) }
        mutating func encode(_ value: Bool) { node.single = .flag(value) }
        mutating func encode(_ value: String) { node.single = .text(value) }
        mutating func encode(_ value: Int) { node.single = .text(String(value)) }
        mutating func encode(_ value: some Encodable) { node.single = node.encode(value) }
    }
}

/// An enum of template data whose cases templates tell apart: each case the value is not is a
/// `false` field beside the one it is.
protocol TemplateChoice: Encodable {
    /// The names of every case.
    static var caseNames: [String] { get }
}

extension TemplateChoice where Self: CaseIterable {
    static var caseNames: [String] { allCases.map { String(describing: $0) } }
}
