import Foundation
import TestSupport
import Testing

@testable import MediatorGenCore

/// The random specs of ``RandomSpecCompileTests`` declare events that share a base name, told
/// apart by their labels, so that compiling them tests overloads in each place generated code
/// has them: quick, it compiles nothing.
@Suite struct RandomSpecOverloadsTests {
    @Test func theSpecsDrawEventsThatShareABaseNameInEachWay() throws {
        var counts: [String: Int] = [:]
        for seed in UInt64(1)...16 {
            let batch = try RandomSpecBatch(seed: seed, count: 6, prefix: "Random")
            for spec in batch.specs {
                for mediator in spec.model.mediators {
                    for event in mediator.events where event.sharesBaseName {
                        counts["shares its base name", default: 0] += 1
                        if event.parameters.first?.label == nil {
                            counts["delegate style", default: 0] += 1
                        }
                        if event.resultType != nil { counts["request", default: 0] += 1 }
                        if event.reactionTakesSender { counts["with sender", default: 0] += 1 }
                        if event.senders.isEmpty == false {
                            counts["sent by a colleague", default: 0] += 1
                        }
                    }
                    if Set(mediator.events.filter(\.sharesBaseName).map(\.name)).count > 1 {
                        counts["two base names shared", default: 0] += 1
                    }
                }
                // A full name after `then`: the name is followed by its labels in brackets.
                let fullName = #/then [^\n]*[\w`]\(([^\n()]*:)+\)/#
                if spec.text.contains(fullName) { counts["then by full name", default: 0] += 1 }
            }
        }
        for kind in [
            "shares its base name", "delegate style", "request", "with sender",
            "sent by a colleague", "two base names shared", "then by full name",
        ] {
            #expect(counts[kind, default: 0] >= 2, "\(kind): \(counts)")
        }
    }
}
