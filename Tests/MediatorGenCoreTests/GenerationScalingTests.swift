import Testing

@testable import MediatorGenCore

/// Generation takes time linear in the size of the spec.
///
/// The test compares two sizes in one run instead of holding a time against a limit, which would
/// depend on the machine: how fast generation is belongs to `Benchmarks/scale.py`. Eight times
/// the events take about eight times as long; a step that goes over every colleague for every
/// event makes that sixteen times at these sizes, and sixty-four times as it comes to dominate.
@Suite struct GenerationScalingTests {
    /// How much longer the larger spec may take: half again what linear time gives, to leave
    /// room for a busy machine.
    static let allowedRatio = 12.0

    /// A spec of `events` events among `events / 2` colleagues, so that a step that goes over the
    /// colleagues for every event shows, with each kind of route: listed receivers, a role, a set
    /// that hears all but the sender, requests, a reaction and an entry point.
    static func spec(events: Int) -> SourceFile {
        let colleagues = events / 2
        var lines = ["mediator Scaling {", "    role Listener", "    colleague [Member]"]
        for index in 0..<colleagues {
            lines.append("    colleague C\(index)" + (index < 10 ? ": Listener" : ""))
        }
        for index in 0..<events {
            let sender = "C\(index % colleagues)"
            let receiver = "C\((index + 1) % colleagues)"
            let route: String
            switch index % 5 {
            case 0: route = "from \(sender) to \(receiver), C\((index + 7) % colleagues)"
            case 1: route = "from \(sender) to Listener"
            case 2: route = "from Member to Member except sender"
            case 3: route = "-> Int from \(sender), outside to mediator"
            default: route = "-> Int from \(sender) to \(receiver)"
            }
            lines.append("    /// Event \(index).")
            lines.append("    event e\(index)(_ value: Int, label: String) \(route)")
        }
        lines.append("}")
        return SourceFile(path: "Scaling.mediator", text: lines.joined(separator: "\n") + "\n")
    }

    /// The time to generate `file`.
    static func time(toGenerate file: SourceFile, with generator: MediatorGenerator) throws
        -> Duration
    {
        var output: MediatorGenerator.Output?
        let elapsed = try ContinuousClock().measure { output = try generator.generate(file) }
        #expect(output?.source != nil, "\(output?.diagnostics.prefix(3) ?? [])")
        return elapsed
    }

    @Test func generationTimeGrowsLinearlyWithTheSpec() throws {
        let generator = try MediatorGenerator()
        let small = Self.spec(events: 150)
        let large = Self.spec(events: 1_200)
        // The shortest of a few runs leaves out most interruptions, and alternating the sizes
        // makes a slow spell of the machine slow both alike.
        var smallTime = Duration.seconds(Int64.max)
        var largeTime = Duration.seconds(Int64.max)
        for _ in 0..<3 {
            smallTime = min(smallTime, try Self.time(toGenerate: small, with: generator))
            largeTime = min(largeTime, try Self.time(toGenerate: large, with: generator))
        }
        let ratio = largeTime / smallTime
        #expect(
            ratio < Self.allowedRatio,
            "8 times the events took \(ratio) times as long: \(smallTime) against \(largeTime)")
    }
}
