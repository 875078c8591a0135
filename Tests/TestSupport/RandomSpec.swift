/// A random spec: one mediator with colleagues, roles, events and behaviors chosen by a seed.
///
/// The structure (isolation, access, subclassing, superclass and conformances, state in Swift's
/// property syntax, ownership, sets, keyed sets, optional colleagues, protocol colleagues, several
/// slots of one type, property and outbox names, roles, senders, receivers, picked slots, default
/// values, requests and discardable results, effects, clauses, and events that share a base name
/// and are named by their full names after `then`) is drawn the same way whatever the names;
/// ``Names`` says only where names and types come from. With ``Names/plain`` every spec is valid.
/// With names that collide with keywords, generated code or the runtime, a spec may be rejected,
/// but only by a rule about names: the first receiver of each event is one that a send always
/// reaches, and every clause is written where the language allows it.
public struct RandomSpec {
    /// The spec's text.
    public let text: String
    /// The type names the spec declares (mediator, colleagues and roles), as identifiers.
    public let declaredTypes: [String]
    /// The names its payload and result types may mention, which a spec compiled with it must
    /// not declare: in one module, they would name that type instead.
    public let mentionedNames: Set<String>

    /// Draws a spec with names from `names`. Types in `taken` are not drawn: types are
    /// module-wide, so specs compiled together pass on the types declared by earlier ones.
    /// Nor are names in `mentioned`, which earlier specs' payloads may use.
    /// Plain type names hold `index`, so that plain specs of one draw never collide.
    public init(
        index: Int, names: Names = .plain, taking taken: Set<String> = [],
        avoiding mentioned: Set<String> = [], random: inout SeededRandom
    ) {
        var drawer = RandomSpecDrawer(
            index: index, names: names, taken: taken, avoided: mentioned, random: random)
        text = drawer.spec()
        declaredTypes = drawer.declaredTypes
        mentionedNames = drawer.mentionedNames
        random = drawer.random
    }
}

extension RandomSpec {
    /// Where a random spec takes its names and types from.
    public struct Names: Sendable {
        /// Names of mediators, colleague types and roles. A spec draws each at most once; once
        /// none is left, or when there are none, it makes one of a kind, the spec's index and a
        /// number: `Mediator0`, `C0x1`, `Role0x0`.
        public var types: [String]
        /// Names of events, parameters and colleague properties (`as`), written in backticks
        /// (but `_`). When there are none, a spec makes them: `e0`, `p0`, `items0`.
        public var members: [String]
        /// Argument labels, as the spec writes them.
        public var labels: [String]
        /// Payload types. A spec uses those that name none of its own types, and in a
        /// `nonisolated` mediator no closure that is not `@Sendable`. Colleagues and roles are
        /// payloads too.
        public var payloads: [String]
        /// Result types of requests, chosen as payloads are.
        public var results: [String]

        /// Makes a set of names and types.
        public init(
            types: [String], members: [String], labels: [String], payloads: [String],
            results: [String]
        ) {
            self.types = types
            self.members = members
            self.labels = labels
            self.payloads = payloads
            self.results = results
        }

        /// `name` in backticks, as a spec may always write a member's name, unless it is `_`.
        public static func escaped(_ name: String) -> String {
            name == "_" ? name : "`\(name)`"
        }

        /// Names made of a kind, the spec's index and a number, keywords as labels only, and
        /// types of the standard library, `ProbeError` and closures. Test code declares
        /// `ProbeError`, a global actor `ProbeActor`, and `ProbeBase` and `ProbeDelegate`, which a
        /// mediator may subclass and conform to.
        public static let plain = Names(
            types: [], members: [],
            labels: ["_", "to", "from", "in", "with", "`in`", "`default`", "`inout`"],
            payloads: [
                "Int", "String", "[Int]", "[String: Double]", "Int?", "(a: Int, b: String)",
                "Bool", "Set<Int>", "Result<Int, ProbeError>", "ProbeError", "(Int) -> Void",
                "@escaping (Int) -> Void", "@escaping (String) -> Int?",
                "@escaping @Sendable (Int) -> Void",
            ],
            results: [
                "Int", "Int?", "String", "[Int]", "[String: Double]", "(a: Int, b: String)",
                "Bool", "Set<Int>", "Result<Int, ProbeError>", "ProbeError", "(Int) -> Void",
                "AsyncStream<Int>", "AsyncThrowingStream<String, Error>",
            ])
    }
}
