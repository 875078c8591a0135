/// Finds the cycles in a graph of events, where each event leads to the events listed after its
/// `then`.
///
/// Nodes are numbered `0..<count` in declaration order. The search uses explicit stacks and
/// queues, never recursion, so chains of any length fit, and takes time linear in the number of
/// nodes and edges: one pass of Tarjan's strongly-connected-components algorithm, then one
/// breadth-first search inside each component that has a cycle.
enum FollowUpCycles {
    /// The groups of nodes that lie on cycles, and one cycle through each group.
    struct Found: Equatable {
        /// For each node, the number of its group, or `nil` when no cycle passes through it.
        /// Groups are numbered from 0 in the order of their smallest node.
        var groups: [Int?]
        /// One cycle for each group, in the order of the groups. Each starts at the group's
        /// smallest node, the first declared of its group, and lists the nodes along a shortest
        /// cycle through it; the edge from the last node back to the first is implied.
        var cycles: [[Int]]
    }

    /// One cycle for each group of nodes that can reach each other: each strongly connected
    /// component of more than one node, and each node that is its own successor.
    ///
    /// - Parameter successors: For each node, the nodes it leads to.
    /// - Returns: The cycles, as in ``Found/cycles``.
    static func cycles(in successors: [[Int]]) -> [[Int]] {
        find(in: successors).cycles
    }

    /// The groups of nodes on cycles, each a strongly connected component of more than one node
    /// or a node that is its own successor, and one shortest cycle through each.
    ///
    /// - Parameter successors: For each node, the nodes it leads to.
    static func find(in successors: [[Int]]) -> Found {
        let component = components(of: successors)
        var sizes = [Int](repeating: 0, count: successors.count)
        for id in component { sizes[id] += 1 }
        // The group of each component that has a cycle, found at its first node.
        var groupOfComponent = [Int?](repeating: nil, count: successors.count)
        var visited = [Bool](repeating: false, count: successors.count)
        var parents = [Int](repeating: -1, count: successors.count)
        var found = Found(groups: [Int?](repeating: nil, count: successors.count), cycles: [])
        for node in successors.indices {
            let id = component[node]
            if !visited[id] {
                visited[id] = true
                var cycle: [Int]?
                if sizes[id] > 1 {
                    cycle = shortestCycle(
                        through: node, in: successors, component: component, parents: &parents)
                } else if successors[node].contains(node) {
                    cycle = [node]
                }
                if let cycle {
                    groupOfComponent[id] = found.cycles.count
                    found.cycles.append(cycle)
                }
            }
            found.groups[node] = groupOfComponent[id]
        }
        return found
    }

    /// The strongly connected component of each node, numbered from zero, by Tarjan's
    /// algorithm with an explicit stack of the nodes being visited.
    static func components(of successors: [[Int]]) -> [Int] {
        let count = successors.count
        var order = [Int](repeating: -1, count: count)
        var lowest = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        // The nodes being visited, each with the position of its next successor to look at.
        var path: [(node: Int, next: Int)] = []
        var visited = 0
        var found = 0
        func enter(_ node: Int) {
            order[node] = visited
            lowest[node] = visited
            visited += 1
            stack.append(node)
            onStack[node] = true
            path.append((node, 0))
        }
        for root in 0..<count where order[root] < 0 {
            enter(root)
            while let (node, next) = path.last {
                if next < successors[node].count {
                    path[path.count - 1].next += 1
                    let successor = successors[node][next]
                    if order[successor] < 0 {
                        enter(successor)
                    } else if onStack[successor] {
                        lowest[node] = min(lowest[node], order[successor])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.node {
                    lowest[parent] = min(lowest[parent], lowest[node])
                }
                guard lowest[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = found
                    if member == node { break }
                }
                found += 1
            }
        }
        return component
    }

    /// A shortest cycle through `start` that stays inside its component of several nodes, found
    /// by a breadth-first search; `parents` must hold -1 for every node of the component.
    private static func shortestCycle(
        through start: Int, in successors: [[Int]], component: [Int], parents: inout [Int]
    ) -> [Int] {
        var queue = [start]
        var head = 0
        parents[start] = start
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in successors[node] where component[successor] == component[start] {
                if successor == start, node != start {
                    var cycle = [node]
                    while cycle[cycle.count - 1] != start {
                        cycle.append(parents[cycle[cycle.count - 1]])
                    }
                    return cycle.reversed()
                }
                if parents[successor] < 0 {
                    parents[successor] = node
                    queue.append(successor)
                }
            }
        }
        assertionFailure("every node of a component of several nodes lies on a cycle")
        return [start]
    }
}
