// How events are named and told apart: as Swift tells functions apart, by base name and argument
// labels. Events that share a base name keep it for their methods, which Swift overloads, and get
// distinct case names in the `Event` enum, which Swift cannot switch over by labels alone.

extension Validator {
    /// `mediator` with each event that shares its base name with an event of another full name
    /// marked so, for messages to name it by its full name. (One declared twice is reported
    /// once, by ``checkEventNames(_:)``.)
    static func markingSharedBaseNames(_ mediator: MediatorSyntax) -> MediatorSyntax {
        var fullNames: [String: Set<String>] = [:]
        for event in mediator.events {
            fullNames[event.name.text, default: []].insert(event.selector)
        }
        var marked = mediator
        for index in marked.events.indices {
            marked.events[index].sharesBaseName =
                (fullNames[marked.events[index].name.text]?.count ?? 0) > 1
        }
        return marked
    }

    /// Reports each event declared again with the same base name and labels.
    mutating func checkEventNames(_ mediator: MediatorSyntax) {
        var seen = [String: SourceLocation](minimumCapacity: mediator.events.count)
        for event in mediator.events {
            if let first = seen[event.selector] {
                reportDeclaredTwice(
                    "event '\(event.selector)'", in: mediator, first: first,
                    at: event.name.location,
                    fix: "both have the same base name and labels, which Swift tells functions "
                        + "apart by; rename one or change its labels")
            } else {
                seen[event.selector] = event.name.location
            }
        }
    }

    /// Gives each of `events` its case name (see ``EventModel/caseName``), and reports an event
    /// whose case name another event has, or that a `codable` mediator's `Event` enum uses.
    ///
    /// The case name is made of the labels as written, of every parameter: the model leaves out
    /// a parameter whose name is reported, which would make a case name that clashes for no
    /// reason the spec shows.
    mutating func nameCases(of events: inout [EventModel], in mediator: MediatorSyntax) {
        for index in events.indices where mediator.events[index].sharesBaseName {
            let labels = mediator.events[index].labels.filter { $0 != "_" }
            events[index].sharesBaseName = true
            events[index].caseName = Identifier(
                events[index].name.text + labels.map(SwiftNames.upperCamelCase).joined())
        }
        var cases: [String: EventModel] = [:]
        for event in events {
            let name = event.caseName.text
            if let other = cases[name], other.selector != event.selector {
                diagnostics.error(
                    "event '\(event.spelledName)' would be case '\(name)' of the 'Event' enum, "
                        + "which event '\(other.spelledName)' at line \(other.location.line) is "
                        + "already; an event that shares its base name is a case named after its "
                        + "base name and labels: rename one of them", at: event.location)
            } else if mediator.isCodable, GeneratedNames.codableEventMembers.contains(name) {
                diagnostics.error(
                    "event '\(event.spelledName)' of codable mediator '\(mediator.name.text)' "
                        + "would be a case of its 'Event' enum named like a member of 'Event' that "
                        + "logs use; rename the event", at: event.location)
            }
            if cases[name] == nil { cases[name] = event }
        }
    }

    /// The events of a mediator by base name, to resolve the names written after `then`.
    struct EventNames {
        private let events: [EventSyntax]
        /// The events of each base name, by index.
        private var indices: [String: [Int]] = [:]
        /// The base names, each once, in the order of their first events.
        private var baseNames: [String] = []

        init(_ events: [EventSyntax]) {
            self.events = events
            for (index, event) in events.enumerated() {
                if indices[event.name.text] == nil { baseNames.append(event.name.text) }
                indices[event.name.text, default: []].append(index)
            }
        }

        /// The names `reference` may have meant to write: base names for a base name, full
        /// names for a full name.
        func candidates(for reference: EventReferenceSyntax) -> [String] {
            reference.labels == nil ? baseNames : events.map(\.selector)
        }

        /// What `reference` names: the index of the first event declared with that full name,
        /// or with that base name when no event of another full name shares it; else the first
        /// event of each full name of the base name, none when there is no such event.
        func resolve(_ reference: EventReferenceSyntax) -> (event: Int?, sharing: [Int]) {
            let named = indices[reference.name.text] ?? []
            guard let labels = reference.labels else {
                // An event declared twice is reported once, where it is declared.
                var fullNames: Set<String> = []
                let distinct = named.filter { fullNames.insert(events[$0].selector).inserted }
                return distinct.count == 1 ? (distinct[0], []) : (nil, distinct)
            }
            return (named.first { events[$0].labels == labels }, [])
        }
    }
}
