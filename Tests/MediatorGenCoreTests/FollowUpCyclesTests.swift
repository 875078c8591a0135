import TestSupport
import Testing

@testable import MediatorGenCore

/// The cycle search on its own, against a search by brute force on small random graphs.
@Suite struct FollowUpCyclesTests {
    /// Which nodes reach which, by repeated relaxation: slow, and obviously right.
    private static func reachability(_ successors: [[Int]]) -> [[Bool]] {
        let count = successors.count
        var reaches = successors.map { list in
            (0..<count).map { list.contains($0) }
        }
        for middle in 0..<count {
            for from in 0..<count where reaches[from][middle] {
                for to in 0..<count where reaches[middle][to] {
                    reaches[from][to] = true
                }
            }
        }
        return reaches
    }

    @Test func cyclesAreRealAndOnePerGroup() {
        var random = SeededRandom(seed: 2_024)
        for round in 0..<400 {
            let count = 1 + random.below(9)
            let successors = (0..<count).map { _ in
                (0..<random.below(3)).map { _ in random.below(count) }
            }
            let reaches = Self.reachability(successors)
            let found = FollowUpCycles.find(in: successors)
            let cycles = found.cycles
            // Every node on a cycle, and the first of each group, from the brute force.
            let cyclic = (0..<count).filter { reaches[$0][$0] }
            let firsts = cyclic.filter { node in
                !cyclic.contains { $0 < node && reaches[$0][node] && reaches[node][$0] }
            }
            #expect(cycles.map(\.[0]) == firsts, "round \(round): \(successors)")
            for cycle in cycles {
                for (position, node) in cycle.enumerated() {
                    let next = cycle[(position + 1) % cycle.count]
                    #expect(
                        successors[node].contains(next),
                        "round \(round): \(node) -> \(next) is no edge of \(successors)")
                }
                #expect(Set(cycle).count == cycle.count, "round \(round): a simple cycle")
            }
            // A node is in a group when it lies on a cycle, in the same group as exactly the
            // nodes it reaches and is reached by, and the group of the cycle found through it.
            for node in 0..<count {
                #expect(
                    (found.groups[node] != nil) == reaches[node][node], "round \(round): \(node)")
                for other in 0..<count where found.groups[node] != nil {
                    let together = reaches[node][other] && reaches[other][node]
                    #expect(
                        (found.groups[node] == found.groups[other]) == together,
                        "round \(round): \(node) and \(other) in \(successors)")
                }
            }
            for (group, cycle) in cycles.enumerated() {
                #expect(cycle.allSatisfy { found.groups[$0] == group }, "round \(round)")
            }
        }
    }

    @Test func componentsGroupNodesThatReachEachOther() {
        let successors = [[1], [2], [0, 3], [4], [3], []]
        let component = FollowUpCycles.components(of: successors)
        #expect(component[0] == component[1] && component[1] == component[2])
        #expect(component[3] == component[4])
        #expect(Set(component).count == 3)
        #expect(FollowUpCycles.cycles(in: successors) == [[0, 1, 2], [3, 4]])
        #expect(FollowUpCycles.find(in: successors).groups == [0, 0, 0, 1, 1, nil])
    }
}
