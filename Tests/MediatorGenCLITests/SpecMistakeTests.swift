import Foundation
import TestSupport
import Testing

/// Every mistake docs/Language.md says the compiler reports at the spec is reported there, and
/// nowhere in the generated file: each case generates a spec, type-checks it with colleagues that
/// make the mistake, and expects exactly the errors listed, each at its spec line.
@Suite struct SpecMistakeTests {
    /// One mistake: a spec, colleagues, and the errors the compiler must report, each as
    /// `line: message`, in any order.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let spec: String
        let colleagues: String
        let errors: Set<String>
        var testDescription: String { name }
    }

    static let spec = """
        /// A shop.
        mediator Shop {
            colleague Cart
            colleague Till

            /// A customer left.
            event closed(reason: String) from outside to Till
            /// An item was added.
            event added(item: Item, count: Int) from Cart to Till
            /// What an item costs.
            event price(of item: Item) -> Int from Cart to Till
        }

        """

    static let colleagues = """
        struct Item {}

        final class Cart {
            let mediator = Shop.CartOutbox()
        }

        final class Till {
            func closed(reason: String) {}
            func added(item: Item, count: Int) {}
            func price(of item: Item) -> Int { 1 }
        }

        """

    /// A shop whose tills join with a key of `keyType`, and an event routed by its `key`.
    static func keyedSpec(keyType: String, key: String) -> String {
        """
        /// A shop.
        mediator Shop {
            colleague Cart
            colleague [Till] keyed by \(keyType)

            event added(item: Item, count: Int) from Cart to Till[\(key)]
        }

        """
    }

    static let mistakes: [Mistake] = [
        Mistake(
            name: "a misspelled payload or result type",
            spec: spec.replacingOccurrences(of: "reason: String", with: "reason: Strng")
                .replacingOccurrences(of: "-> Int", with: "-> Itn"),
            colleagues: colleagues,
            errors: [
                "7: cannot find type 'Strng' in scope", "11: cannot find type 'Itn' in scope",
            ]),
        Mistake(
            name: "a colleague that lacks a method it receives",
            spec: spec,
            colleagues: colleagues.replacingOccurrences(of: "func added(", with: "func add("),
            errors: ["4: type 'Till' does not conform to protocol 'Shop.TillColleague'"]),
        Mistake(
            name: "a colleague that lacks its outbox",
            spec: spec,
            colleagues: colleagues.replacingOccurrences(
                of: "let mediator = Shop.CartOutbox()", with: ""),
            errors: ["3: type 'Cart' does not conform to protocol 'Shop.CartColleague'"]),
        Mistake(
            name: "a misspelled colleague type",
            spec: spec.replacingOccurrences(of: "colleague Till", with: "colleague Tll")
                .replacingOccurrences(of: "to Till", with: "to Tll"),
            colleagues: colleagues,
            errors: [
                "2: cannot find type 'Tll' in scope", "4: cannot find type 'Tll' in scope",
            ]),
        Mistake(
            name: "a missing reaction",
            spec: spec.replacingOccurrences(
                of: "from Cart to Till", with: "from Cart to mediator"),
            colleagues: colleagues,
            errors: ["2: type 'Shop' does not conform to protocol 'Shop.Reactions'"]),
        Mistake(
            name: "a reaction without the sender it is told",
            spec: spec.replacingOccurrences(
                of: "event added(item: Item, count: Int) from Cart to Till",
                with: "event added(item: Item, count: Int) from Cart, outside to mediator "
                    + "with sender"),
            colleagues: colleagues + """
                extension Shop {
                    func handleAdded(item: Item, count: Int) {}
                    func handlePrice(of item: Item) -> Int { 1 }
                }

                """,
            errors: ["2: type 'Shop' does not conform to protocol 'Shop.Reactions'"]),
        Mistake(
            name: "a stream's reaction that answers with something else, and a misspelled element",
            spec: spec.replacingOccurrences(
                of: "event price(of item: Item) -> Int from Cart to Till",
                with: "event price(of item: Item) -> AsyncStream<Int> from Cart to mediator\n"
                    + "    event prices() -> AsyncStream<Itm> from Cart to Till"),
            colleagues: colleagues.replacingOccurrences(
                of: "func price(of item: Item) -> Int { 1 }",
                with: "func prices() -> AsyncStream<Item> { .init { _ in } }")
                    + """
                    extension Shop {
                        func handlePrice(of item: Item) -> [Int] { [1] }
                    }

                    """,
            errors: [
                "2: type 'Shop' does not conform to protocol 'Shop.Reactions'",
                "12: cannot find type 'Itm' in scope",
            ]),
        Mistake(
            name: "a payload of a codable mediator that is not Codable",
            spec: spec.replacingOccurrences(of: "mediator Shop {", with: "codable mediator Shop {"),
            colleagues: colleagues,
            errors: [
                "9: instance method 'decode(_:forKey:)' requires that 'Item' conform to 'Decodable'",
                "9: instance method 'encode(_:forKey:)' requires that 'Item' conform to 'Encodable'",
                "11: instance method 'decode(_:forKey:)' requires that 'Item' conform to "
                    + "'Decodable'",
                "11: instance method 'encode(_:forKey:)' requires that 'Item' conform to "
                    + "'Encodable'",
            ]),
        Mistake(
            name: "a missing behavior",
            spec: spec.replacingOccurrences(
                of: "    colleague Till\n",
                with: "    colleague Till\n    behavior around delivery\n"),
            colleagues: colleagues,
            errors: ["5: type 'Shop' does not conform to protocol 'Shop.Behaviors'"]),
        Mistake(
            name: "a colleague class in two mediators",
            spec: spec + """
                mediator Store {
                    colleague Cart
                    colleague Clerk

                    event bought(item: Item) from Cart to Clerk
                }

                """,
            colleagues: colleagues + "final class Clerk { func bought(item: Item) {} }\n",
            errors: ["14: type 'Cart' does not conform to protocol 'Store.CartColleague'"]),
        Mistake(
            name: "a colleague class in two mediators that lacks the outbox named for one",
            spec: spec + """
                mediator Store {
                    colleague Cart outbox store
                    colleague Clerk

                    event bought(item: Item) from Cart to Clerk
                }

                """,
            colleagues: colleagues + "final class Clerk { func bought(item: Item) {} }\n",
            errors: ["14: type 'Cart' does not conform to protocol 'Store.CartColleague'"]),
        Mistake(
            name: "a final superclass",
            spec: spec.replacingOccurrences(of: "mediator Shop {", with: "mediator Shop: Base() {"),
            colleagues: colleagues + "final class Base {}\n",
            errors: ["2: inheritance from a final class 'Base'"]),
        Mistake(
            name: "a superclass without an accessible init()",
            spec: spec.replacingOccurrences(of: "mediator Shop {", with: "mediator Shop: Base() {"),
            colleagues: colleagues + "class Base { init(name: String) {} }\n",
            errors: ["2: missing argument for parameter 'name' in call"]),
        Mistake(
            name: "a protocol requirement the mediator does not implement",
            spec: spec.replacingOccurrences(
                of: "mediator Shop {", with: "mediator Shop: Audited {"),
            colleagues: colleagues + "protocol Audited: AnyObject { func audit() }\n",
            errors: ["2: type 'Shop' does not conform to protocol 'Audited'"]),
        Mistake(
            name: "a key type that is not Hashable",
            spec: keyedSpec(keyType: "Item", key: "item"),
            colleagues: colleagues,
            errors: ["4: type 'Item' does not conform to protocol 'Hashable'"]),
        Mistake(
            name: "a key whose type differs from the set's",
            spec: keyedSpec(keyType: "String", key: "count"),
            colleagues: colleagues,
            errors: ["6: cannot convert value of type 'Int' to expected argument type 'String'"]),
        Mistake(
            name: "a public mediator with colleagues that are not public",
            spec: """
                /// A shop.
                public mediator Shop {
                    weak colleague Till
                    colleague [Member]

                    /// A customer left.
                    event closed(reason: String) from outside to Till, Member
                }

                """,
            colleagues: """
                final class Till {
                    public func closed(reason: String) {}
                }

                final class Member {
                    public func closed(reason: String) {}
                }

                """,
            errors: [
                "2: initializer cannot be declared public because its parameter uses an internal type",
                "3: property cannot be declared public because its type uses an internal type",
                "4: property cannot be declared public because its type 'WeakColleagueSet<Member>' "
                    + "(aka 'WeakColleagues<WeakReference<Member>>') uses an internal type",
                "4: method cannot be declared public because its parameter uses an internal type",
            ]),
    ]

    @Test(arguments: mistakes)
    func isReportedAtTheSpecOnly(_ mistake: Mistake) throws {
        let fixture = try CLIFixture()
        defer { fixture.remove() }
        let result = try CompilerDiagnosticsTests.compile(
            spec: mistake.spec, colleagues: mistake.colleagues, in: fixture)
        #expect(result.status != 0)
        let errors = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
        for error in errors {
            #expect(error.hasPrefix("Shop.mediator:"), "an error outside the spec: \(error)")
        }
        let reported = Set(
            errors.compactMap { error -> String? in
                let parts = error.split(separator: ":", maxSplits: 4)
                guard parts.count == 5 else { return nil }
                return "\(parts[1]): " + parts[4].dropFirst()
            })
        #expect(reported == mistake.errors, "\(result.error)")
    }
}
