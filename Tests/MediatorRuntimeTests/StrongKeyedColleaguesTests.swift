@_spi(Generated) import MediatorRuntime
import Testing

/// A colleague stand-in with a name to identify it in assertions.
private final class Tile {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

@Suite struct StrongKeyedColleaguesTests {
    @Test func keepsMembersAliveByKeyUntilTheyLeave() {
        var set = StrongKeyedColleagues<String, WeakReference<Tile>>()
        #expect(set.isEmpty)
        var first: Tile? = Tile("first")
        weak let weakFirst = first
        let joined = [
            set.join(first!, key: "a"), set.join(Tile("second"), key: "a"),
            set.join(Tile("third"), key: "b"), set.join(first!, key: "b"),
        ]
        #expect(joined == [true, true, true, false])
        first = nil

        #expect(weakFirst != nil)
        #expect(set.map(\.name) == ["first", "second", "third"])
        #expect(set.members(for: "a").map(\.name) == ["first", "second"])
        #expect(set.members(for: "b").map(\.name) == ["third"])
        #expect(set.members(for: "z").isEmpty)
        #expect(set.key(of: weakFirst!) == "a")
        #expect(set.contains(weakFirst!))

        let left = set.leave(weakFirst!)
        #expect(left)
        #expect(weakFirst == nil)
        #expect(set.members(for: "a").map(\.name) == ["second"])
        #expect(set.count == 2)
        let strangerLeft = set.leave(Tile("stranger"))
        #expect(!strangerLeft)
    }

    @Test func aMemberThatLeftMayJoinAgainWithAnotherKey() {
        var set = StrongKeyedColleagues<Int, WeakReference<Tile>>()
        let tile = Tile("tile")
        set.join(tile, key: 1)
        set.leave(tile)
        #expect(set.key(of: tile) == nil)
        let joinedAgain = set.join(tile, key: 2)
        #expect(joinedAgain)
        #expect(set.members(for: 1).isEmpty)
        #expect(set.members(for: 2).map(\.name) == ["tile"])
    }

    @Test func excludingLeavesOutTheSender() {
        var set = StrongKeyedColleagues<Int, WeakReference<Tile>>()
        let (sender, other) = (Tile("sender"), Tile("other"))
        set.join(sender, key: 1)
        set.join(other, key: 1)
        #expect(set.excluding(MediatorSender("Tile", sender)).map(\.name) == ["other"])
    }
}
