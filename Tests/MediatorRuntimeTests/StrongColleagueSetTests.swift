@_spi(Generated) import MediatorRuntime
import Testing

/// A colleague stand-in with a name to identify it in assertions.
private final class Listener {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

@Suite struct StrongColleagueSetTests {
    @Test func keepsMembersAliveInJoiningOrderUntilTheyLeave() {
        var set = StrongColleagueSet<Listener>()
        #expect(set.isEmpty)
        var first: Listener? = Listener("first")
        weak let weakFirst = first
        let joined = [set.join(first!), set.join(Listener("second")), set.join(first!)]
        #expect(joined == [true, true, false])
        first = nil

        #expect(weakFirst != nil)
        #expect(set.map(\.name) == ["first", "second"])
        #expect(set.count == 2)

        let left = set.leave(weakFirst!)
        #expect(left)
        #expect(weakFirst == nil)
        #expect(set.map(\.name) == ["second"])
        let strangerLeft = set.leave(Listener("stranger"))
        #expect(!strangerLeft)
    }

    @Test func aBroadcastVisitsTheMembersPresentWhenItBegan() {
        var set = StrongColleagueSet<Listener>()
        let early = Listener("early")
        let leaving = Listener("leaving")
        set.join(early)
        set.join(leaving)
        var visited: [String] = []
        for member in set {
            visited.append(member.name)
            if member === early {
                set.leave(leaving)
                set.join(Listener("late"))
            }
        }
        #expect(visited == ["early", "leaving"])
        #expect(set.map(\.name) == ["early", "late"])
        #expect(set.contains(early))
        #expect(!set.contains(leaving))
    }
}
