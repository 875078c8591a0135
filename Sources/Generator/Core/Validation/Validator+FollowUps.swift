extension Validator {
    /// One event named after `then`, resolved.
    struct FollowUp {
        /// The index of the event's first declaration in the mediator.
        var event: Int
        /// Where the name is written after `then`.
        var location: SourceLocation
    }

    /// The `then` lists of a mediator, resolved for its model.
    struct ResolvedFollowUps {
        /// For each event, the events its `then` list names, each once.
        var events: [[Int]]
        /// The events that `when connected` names after `then`.
        var whenConnected: [Int]
        /// For each event, the cycle of reactions it is part of, if any; see
        /// ``EventModel/reactionCycle``.
        var reactionCycles: [Int?]
    }

    /// Cycles longer than this are shown by their first and last events only.
    static let longestCycleShown = 12

    /// Checks the `then` lists of a mediator's events and of its `when connected`: each name is
    /// a known event, listed once, and no chain of follow-ups leads back to where it started.
    ///
    /// - Returns: The lists, with the events as indices into `events`.
    mutating func checkFollowUps(
        _ events: [EventSyntax], whenConnected: [EventReferenceSyntax]
    ) -> ResolvedFollowUps {
        let names = EventNames(events)
        /// The events of one `then` list, reporting unknown and ambiguous ones and repeats.
        func resolve(_ references: [EventReferenceSyntax]) -> [FollowUp] {
            var resolved: [FollowUp] = []
            var listed: Set<Int> = []
            for reference in references {
                let (found, sharing) = names.resolve(reference)
                guard let index = found else {
                    report(reference, sharedBy: sharing.map { events[$0].selector }, names)
                    continue
                }
                if listed.insert(index).inserted {
                    resolved.append(FollowUp(event: index, location: reference.name.location))
                } else {
                    diagnostics.warning(
                        "'\(reference.text)' is listed twice after 'then'",
                        at: reference.name.location)
                }
            }
            return resolved
        }
        let followUps = events.map { resolve($0.followUps) }
        // Nothing sends `when connected`, so its list cannot be part of a cycle.
        let connectedFollowUps = resolve(whenConnected).map(\.event)
        let successors = followUps.map { $0.map(\.event) }
        let cycles = FollowUpCycles.find(in: successors)
        for cycle in cycles.cycles {
            let start = cycle[0]
            let next = cycle.count > 1 ? cycle[1] : start
            guard let first = followUps[start].first(where: { $0.event == next }) else { continue }
            let names = cycle.map { events[$0].spelledName }
            let consequence =
                cycle.count == 1
                ? "handling '\(names[0])' could send it again without end"
                : "handling these events could send them again without end"
            diagnostics.warning(
                "reactions may form a cycle: \(Self.describeCycle(names)); \(consequence)",
                at: first.location)
        }
        return ResolvedFollowUps(
            events: successors, whenConnected: connectedFollowUps, reactionCycles: cycles.groups)
    }

    /// Reports a name after `then` that names no event, or several that share a base name,
    /// whose full names `sharedBy` lists.
    private mutating func report(
        _ reference: EventReferenceSyntax, sharedBy fullNames: [String], _ names: EventNames
    ) {
        if fullNames.isEmpty {
            let hint = suggestionHint(
                for: reference.text, among: names.candidates(for: reference))
            diagnostics.error(
                "unknown event '\(reference.text)' after 'then'" + hint,
                at: reference.name.location)
        } else {
            diagnostics.error(
                "'\(reference.name.text)' after 'then' names \(fullNames.count) events, which "
                    + "share that base name: write the full name of the one you mean, "
                    + fullNames.map { "'\($0)'" }.joined(separator: " or "),
                at: reference.name.location)
        }
    }

    /// `a -> b -> c -> a`, with the middle of a long cycle left out.
    static func describeCycle(_ names: [String]) -> String {
        guard names.count > longestCycleShown else {
            return (names + [names[0]]).joined(separator: " -> ")
        }
        let head = names.prefix(longestCycleShown / 2)
        let tail = names.suffix(2)
        let left = names.count - head.count - tail.count
        return (head + ["... \(left) more ..."] + tail + [names[0]]).joined(separator: " -> ")
    }
}
