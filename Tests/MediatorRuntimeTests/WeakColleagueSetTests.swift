@_spi(Generated) import MediatorRuntime
import Testing

/// A colleague stand-in with a name to identify it in assertions.
private final class Member {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// The number of entries the set stores, dead ones included, read through reflection because
/// the storage is private.
private func storageCount(of set: WeakColleagueSet<Member>) throws -> Int {
    let entries = try #require(
        Mirror(reflecting: set).children.first { $0.label == "entries" }?.value
            as? [WeakReference<Member>])
    return entries.count
}

private func names(_ set: WeakColleagueSet<Member>) -> [String] {
    set.map(\.name)
}

@Suite struct WeakColleagueSetTests {
    @Test func startsEmpty() {
        let set = WeakColleagueSet<Member>()
        #expect(set.isEmpty)
        #expect(set.count == 0)
        #expect(names(set).isEmpty)
    }

    @Test func joinAddsAndLeaveRemoves() {
        let a = Member("a")
        let b = Member("b")
        var set = WeakColleagueSet<Member>()
        let joinedA = set.join(a)
        let joinedB = set.join(b)
        #expect(joinedA)
        #expect(joinedB)
        #expect(set.contains(a))
        #expect(set.contains(b))
        #expect(set.count == 2)
        #expect(!set.isEmpty)

        let left = set.leave(a)
        #expect(left)
        #expect(!set.contains(a))
        #expect(set.contains(b))
        #expect(set.count == 1)
        #expect(names(set) == ["b"])
    }

    @Test func joiningTwiceChangesNothing() throws {
        let a = Member("a")
        let b = Member("b")
        var set = WeakColleagueSet<Member>()
        set.join(a)
        set.join(b)
        let joinedAgain = set.join(a)
        #expect(!joinedAgain)
        #expect(set.count == 2)
        #expect(names(set) == ["a", "b"], "a second join does not move a member to the end")
        #expect(try storageCount(of: set) == 2)
    }

    @Test func leavingANonMemberChangesNothing() {
        let a = Member("a")
        let stranger = Member("stranger")
        var set = WeakColleagueSet<Member>()
        set.join(a)
        let strangerLeft = set.leave(stranger)
        let firstLeave = set.leave(a)
        let secondLeave = set.leave(a)
        #expect(!strangerLeft)
        #expect(firstLeave)
        #expect(!secondLeave, "leaving twice fails the second time")
        #expect(set.isEmpty)
    }

    @Test func membersAreVisitedInJoiningOrder() {
        let members = (0..<20).map { Member("m\($0)") }
        var set = WeakColleagueSet<Member>()
        for member in members.reversed() {
            set.join(member)
        }
        #expect(names(set) == members.reversed().map(\.name))
        set.leave(members[10])
        set.join(members[10])
        #expect(names(set).last == "m10", "a member that leaves and joins again goes last")
        #expect(set.count == 20)
        // Optimized builds may release objects after their last use; these must outlive the set's.
        withExtendedLifetime(members) {}
    }

    @Test func setHoldsMembersWeakly() {
        var set = WeakColleagueSet<Member>()
        weak var observed: Member?
        do {
            let temporary = Member("temporary")
            observed = temporary
            set.join(temporary)
            #expect(set.count == 1)
        }
        #expect(observed == nil, "the set must not keep its members alive")
        #expect(set.count == 0)
        #expect(set.isEmpty)
    }

    @Test func deallocatedMembersAreSkipped() {
        let first = Member("first")
        let last = Member("last")
        var set = WeakColleagueSet<Member>()
        set.join(first)
        do {
            let middle = Member("middle")
            set.join(middle)
            #expect(names(set) == ["first", "middle"])
        }
        set.join(last)
        #expect(names(set) == ["first", "last"])
        #expect(set.count == 2)
        #expect(set.contains(first))
        #expect(set.contains(last))
    }

    @Test func pruneDropsDeadEntries() throws {
        let keeper = Member("keeper")
        var set = WeakColleagueSet<Member>()
        set.join(keeper)
        do {
            let gone = [Member("x"), Member("y")]
            for member in gone {
                set.join(member)
            }
        }
        #expect(try storageCount(of: set) == 3)
        set.prune()
        #expect(try storageCount(of: set) == 1)
        #expect(names(set) == ["keeper"])
    }

    @Test func joinsPruneDeadEntriesOnceStorageGrows() throws {
        let keepers = (0..<3).map { Member("keep\($0)") }
        var set = WeakColleagueSet<Member>()
        for keeper in keepers {
            set.join(keeper)
        }
        // Many short-lived members that never leave: storage must not grow without bound.
        for index in 0..<1_000 {
            let passing = Member("passing\(index)")
            set.join(passing)
        }
        #expect(try storageCount(of: set) < 20)
        #expect(names(set) == ["keep0", "keep1", "keep2"])
        let newcomer = Member("new")
        set.join(newcomer)
        #expect(names(set) == ["keep0", "keep1", "keep2", "new"])
        withExtendedLifetime((keepers, newcomer)) {}
    }

    @Test func newObjectAtAReusedAddressIsNotTakenForADeadMember() {
        var set = WeakColleagueSet<Member>()
        // Joining and dropping many objects makes address reuse all but certain; whichever
        // address a new object gets, it is never a member before it joins.
        for index in 0..<200 {
            do {
                let dead = Member("dead\(index)")
                set.join(dead)
            }
            let fresh = Member("fresh\(index)")
            #expect(!set.contains(fresh))
            let left = set.leave(fresh)
            let joined = set.join(fresh)
            #expect(!left)
            #expect(joined)
            #expect(set.contains(fresh))
            set.leave(fresh)
        }
        #expect(set.isEmpty)
    }

    // MARK: - Changes during iteration

    @Test func memberJoiningDuringIterationIsNotVisited() {
        let a = Member("a")
        let b = Member("b")
        let late = Member("late")
        var set = WeakColleagueSet<Member>()
        set.join(a)
        set.join(b)
        var visited: [String] = []
        for member in set {
            visited.append(member.name)
            set.join(late)
        }
        #expect(visited == ["a", "b"])
        #expect(names(set) == ["a", "b", "late"], "the join itself took effect")
    }

    @Test func memberLeavingDuringIterationIsStillVisited() {
        let a = Member("a")
        let b = Member("b")
        let c = Member("c")
        var set = WeakColleagueSet<Member>()
        for member in [a, b, c] {
            set.join(member)
        }
        var visited: [String] = []
        for member in set {
            visited.append(member.name)
            if member === a {
                set.leave(c)
                set.leave(a)
            }
        }
        #expect(visited == ["a", "b", "c"])
        #expect(names(set) == ["b"])
    }

    @Test func memberDeallocatedBeforeItsTurnIsSkipped() {
        var holders: [Member?] = [Member("a"), Member("b"), Member("c")]
        var set = WeakColleagueSet<Member>()
        for holder in holders {
            if let holder { set.join(holder) }
        }
        var visited: [String] = []
        var iterator = set.makeIterator()
        while let member = iterator.next() {
            visited.append(member.name)
            if member.name == "a" {
                holders[1] = nil  // `b` goes away while the iteration is under way.
            }
        }
        #expect(visited == ["a", "c"])
        #expect(holders.compactMap { $0?.name } == ["a", "c"])
    }

    @Test func iteratorIsUnaffectedByLaterChangesToTheSet() {
        let a = Member("a")
        let b = Member("b")
        var set = WeakColleagueSet<Member>()
        set.join(a)
        var iterator = set.makeIterator()
        set.join(b)
        set.leave(a)
        let first = iterator.next()
        let second = iterator.next()
        let third = iterator.next()
        #expect(first === a)
        #expect(second == nil)
        #expect(third == nil, "an exhausted iterator stays exhausted")
    }

    // MARK: - WeakReference

    @Test func weakReferenceFollowsItsObject() {
        var reference: WeakReference<Member>?
        var identifier: ObjectIdentifier?
        do {
            let object = Member("o")
            reference = WeakReference(object)
            identifier = ObjectIdentifier(object)
            #expect(reference?.object === object)
            #expect(reference?.identifier == identifier)
        }
        #expect(reference?.object == nil)
        #expect(reference?.identifier == identifier, "the identifier outlives the object")
    }

    @Test func weakReferencesInACollectionDoNotKeepObjectsAlive() {
        var kept = [Member("1"), Member("2")]
        let references = kept.map { WeakReference($0) }
        kept.removeLast()
        #expect(references.map { $0.object?.name } == ["1", nil])
    }
}
