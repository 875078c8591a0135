// Events of a random spec that share a base name: overloads told apart by their labels, as a
// delegate protocol's methods are, named after `then` by their full names.

extension RandomSpecDrawer {
    /// An event as the spec declares it.
    struct DeclaredEvent {
        /// The base name, as the spec writes it.
        var name: String
        /// The label of the parameter that tells the event apart from the others of its base
        /// name; `nil` when no other event has it.
        var marker: String?
        /// Whether a parameter without a label (`_`) comes before the marker's, as a delegate's
        /// method first takes the object that calls it.
        var isDelegateStyle = false
        /// The argument labels as a full name writes them, known once the parameters are drawn.
        var labels: [String] = []

        /// The full name, `name(_:did:)`.
        var fullName: String {
            name + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
    }

    /// The labels that tell apart the events of one base name. None is the start of another in
    /// UpperCamelCase, so the case names of those events (the base name and each label but `_`
    /// in UpperCamelCase) differ at the marker whatever labels follow it; and no base name that
    /// a spec draws, followed by one of them in UpperCamelCase, starts another base name, so they
    /// differ from the case names of other events too.
    static let markers = ["did", "will", "should"]

    /// The events to declare for the base names `names`: each once, and, when events take
    /// parameters, one or two of them also two or three times in all, each told apart by a
    /// marker, the extra ones at random places.
    mutating func declaring(_ names: [String]) -> [DeclaredEvent] {
        var declared = names.map { DeclaredEvent(name: $0) }
        guard !payloads.isEmpty else { return declared }
        var shared: Set<String> = []
        for _ in 0..<random.pick([0, 0, 1, 1, 2]) {
            let name = random.pick(names.filter { !shared.contains($0) })
            shared.insert(name)
            var markers = Self.markers
            var drawn: [String] = []
            for _ in 0..<random.pick([2, 2, 3]) {
                drawn.append(markers.remove(at: random.below(markers.count)))
            }
            guard let first = declared.firstIndex(where: { $0.name == name }) else { continue }
            declared[first].marker = drawn[0]
            declared[first].isDelegateStyle = random.chance(40)
            for marker in drawn.dropFirst() {
                let event = DeclaredEvent(
                    name: name, marker: marker, isDelegateStyle: random.chance(40))
                declared.insert(event, at: random.below(declared.count + 1))
            }
        }
        return declared
    }

    /// The parameters that come first in `event`: for one that shares its base name, its
    /// marker's and, delegate style, one without a label before it; names not in `taken`.
    mutating func markerParameters(of event: DeclaredEvent, avoiding taken: [String])
        -> [String]
    {
        guard let marker = event.marker else { return [] }
        let name = memberName(or: "q", avoiding: taken)
        var parameters = ["\(marker) \(name): \(random.pick(payloads))"]
        if event.isDelegateStyle {
            let source = memberName(or: "source", avoiding: taken + [name])
            parameters.insert("_ \(source): \(random.pick(payloads))", at: 0)
        }
        return parameters
    }

    /// The name of `parameter`, `label name: Type` or `name: Type`, as the spec writes it.
    static func name(of parameter: String) -> String {
        let words = parameter.split(separator: ": ", maxSplits: 1)[0].split(separator: " ")
        return String(words[words.count - 1])
    }

    /// The argument label of `parameter` as a full name writes it: its label, or its name when
    /// it has none.
    static func label(of parameter: String) -> String {
        String(parameter.split(separator: ": ", maxSplits: 1)[0].split(separator: " ")[0])
    }

    /// With `chance` percent, `then` and one or two of the mediator's events, each to be
    /// written as ``writingReferences(in:)`` writes it.
    mutating func followUps(chance: Int) -> String {
        guard random.chance(chance) else { return "" }
        let first = random.below(declared.count)
        let second = random.below(declared.count)
        let references = (first == second ? [first] : [first, second]).map {
            "\u{1}\($0)\u{1}"
        }
        return " then " + references.joined(separator: ", ")
    }

    /// `text` with each event named after `then`, by the index of its declaration, written by
    /// its full name when it shares its base name, and some others too; else by its base name.
    mutating func writingReferences(in text: String) -> String {
        let parts = text.split(separator: "\u{1}", omittingEmptySubsequences: false)
        var result = ""
        for (position, part) in parts.enumerated() {
            guard position % 2 == 1, let index = Int(part) else {
                result += part
                continue
            }
            let event = declared[index]
            result += event.marker != nil || random.chance(25) ? event.fullName : event.name
        }
        return result
    }
}
