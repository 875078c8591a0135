import DispatchCases

/// A failed run: the receivers did not get what was sent.
struct ChecksumMismatch: Error, CustomStringConvertible {
    let expected: Int
    let actual: Int

    var description: String {
        "receivers got \(actual) in total, expected \(expected); the case is not wired right"
    }
}

/// Runs the one case of the catalog named `name`: sends `iterations` events (payloads 0, 1, 2,
/// ...) and checks that every receiver got every payload.
@MainActor
struct CaseRunner: @MainActor DispatchCaseVisitor {
    let name: String
    let iterations: Int
    /// The checksum, or why the case failed; `nil` while no case of that name was visited.
    private(set) var outcome: Result<Int, ChecksumMismatch>?

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
        outcome = check(dispatchCase.checksum, receivers: dispatchCase.receiversPerEvent)
    }

    mutating func visitMainActor<Case: MainActorDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        guard name == self.name else { return }
        let dispatchCase = make()
        for value in 0..<iterations {
            dispatchCase.send(value)
        }
        outcome = check(dispatchCase.checksum, receivers: dispatchCase.receiversPerEvent)
    }

    private func check(_ checksum: Int, receivers: Int) -> Result<Int, ChecksumMismatch> {
        let payloads = iterations * (iterations - 1) / 2
        let expected = receivers &* payloads
        return checksum == expected
            ? .success(checksum) : .failure(ChecksumMismatch(expected: expected, actual: checksum))
    }
}
