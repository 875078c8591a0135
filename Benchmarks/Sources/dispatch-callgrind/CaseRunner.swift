import DispatchCases
import Foundation

/// A failed run: the receivers did not get what was sent.
struct ChecksumMismatch: Error, CustomStringConvertible {
    let expected: Int
    let actual: Int

    var description: String {
        "receivers got \(actual) in total, expected \(expected); the case is not wired right"
    }
}

/// Runs the one case of the catalog named `name`: sends `iterations` events (payloads 0, 1, 2,
/// ...) through it, from each of two threads for a contended case, and checks that every
/// receiver got every payload. An `async` case cannot run while it is visited: the runner keeps
/// its run in ``asyncRun`` for the caller to await.
@MainActor
struct CaseRunner: @MainActor DispatchCaseVisitor {
    /// What a run gives: the checksum, or why the case failed.
    typealias Outcome = Result<Int, ChecksumMismatch>

    let name: String
    let iterations: Int
    /// The outcome of the case, once it has run; `nil` while no case of that name was run.
    private(set) var outcome: Outcome?
    /// The run of the case when it is `async`; `nil` for every other case.
    private(set) var asyncRun: (@MainActor () async -> Outcome)?

    init(name: String, iterations: Int) {
        self.name = name
        self.iterations = iterations
    }

    mutating func visit<Case: DispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let dispatchCase = make()
        for value in 0..<iterations {
            dispatchCase.send(value)
        }
        outcome = Self.check(dispatchCase.checksum, dispatchCase.receiversPerEvent, iterations)
    }

    mutating func visitMainActor<Case: MainActorDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let dispatchCase = make()
        for value in 0..<iterations {
            dispatchCase.send(value)
        }
        outcome = Self.check(dispatchCase.checksum, dispatchCase.receiversPerEvent, iterations)
    }

    /// A case on ``BenchmarkActor`` runs once the caller awaits it: its sends loop on the actor.
    mutating func visitGlobalActor<Case: GlobalActorDispatchCase>(
        _ name: String, _ make: @escaping @BenchmarkActor @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let iterations = iterations
        asyncRun = { await Self.runOnBenchmarkActor(make, iterations) }
    }

    @BenchmarkActor
    private static func runOnBenchmarkActor<Case: GlobalActorDispatchCase>(
        _ make: @BenchmarkActor () -> Case, _ iterations: Int
    ) -> Outcome {
        let dispatchCase = make()
        for value in 0..<iterations {
            dispatchCase.send(value)
        }
        return check(dispatchCase.checksum, dispatchCase.receiversPerEvent, iterations)
    }

    mutating func visitAsync<Case: AsyncDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let iterations = iterations
        asyncRun = {
            let dispatchCase = make()
            for value in 0..<iterations {
                await dispatchCase.send(value)
            }
            return Self.check(dispatchCase.checksum, dispatchCase.receiversPerEvent, iterations)
        }
    }

    /// Sends from this thread and a second one at once. Under valgrind, which runs one thread
    /// at a time, the two rarely contend for a lock.
    mutating func visitContended<Case: SharedDispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let dispatchCase = make()
        let iterations = iterations
        let partnerFinished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for value in 0..<iterations {
                dispatchCase.send(value)
            }
            partnerFinished.signal()
        }
        for value in 0..<iterations {
            dispatchCase.send(value)
        }
        partnerFinished.wait()
        outcome = Self.check(
            dispatchCase.checksum, 2 * dispatchCase.receiversPerEvent, iterations)
    }

    /// Whether `receivers` receivers got every payload of `iterations` sends.
    private nonisolated static func check(
        _ checksum: Int, _ receivers: Int, _ iterations: Int
    ) -> Outcome {
        let payloads = iterations * (iterations - 1) / 2
        let expected = receivers &* payloads
        return checksum == expected
            ? .success(checksum) : .failure(ChecksumMismatch(expected: expected, actual: checksum))
    }
}
