/// A set of colleagues held strongly, each joined with a key, for a mediator slot declared
/// `strong colleague [Name] keyed by Key`: members stay from `join` until they leave, as in a
/// hand-written mediator that keeps its colleagues in a dictionary. It delivers some events to
/// the members whose key a payload value names; finding them is a hash lookup, not a scan.
///
/// It is a ``StrongColleagues`` as well: a broadcast to the whole set reaches every member in
/// joining order; ``members(for:)`` are those of one key, in joining order too. Both visit the
/// members present when they were made, as a broadcast does. `Reference` tells members apart,
/// as it does for ``StrongColleagues``.
public struct StrongKeyedColleagues<Key: Hashable, Reference: ColleagueReference>: Sequence {
    /// The members' type: a class, or the existential of a class-bound protocol.
    public typealias Member = Reference.Colleague

    @usableFromInline var all = StrongColleagues<Reference>()
    @usableFromInline var byKey: [Key: [Member]] = [:]
    /// The key each member joined with, by identity, to find it again when it leaves.
    @usableFromInline var keys: [ObjectIdentifier: Key] = [:]

    /// Makes an empty set.
    public init() {}

    /// The number of members.
    public var count: Int { all.count }

    /// Whether the set has no member.
    public var isEmpty: Bool { all.isEmpty }

    /// Whether `member` has joined and not left.
    @inlinable
    public func contains(_ member: Member) -> Bool {
        keys[Reference.identifier(of: member)] != nil
    }

    /// The key `member` joined with, or `nil` when it is not a member.
    public func key(of member: Member) -> Key? {
        keys[Reference.identifier(of: member)]
    }

    /// Adds `member` with `key`, at the end of the delivery order of the set and of its key.
    ///
    /// - Returns: `false` when `member` had already joined; the set is unchanged then, its key
    ///   included.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func join(_ member: Member, key: Key) -> Bool {
        let identifier = Reference.identifier(of: member)
        guard keys[identifier] == nil else { return false }
        all.join(member)
        keys[identifier] = key
        byKey[key, default: []].append(member)
        return true
    }

    /// Removes `member`.
    ///
    /// - Returns: `false` when `member` was not in the set.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func leave(_ member: Member) -> Bool {
        let identifier = Reference.identifier(of: member)
        guard let key = keys.removeValue(forKey: identifier) else { return false }
        all.leave(member)
        byKey[key]?.removeAll { Reference.identifier(of: $0) == identifier }
        if byKey[key]?.isEmpty == true { byKey[key] = nil }
        return true
    }

    /// Returns an iterator over the members in joining order, as they were when it was made.
    @inlinable
    public func makeIterator() -> IndexingIterator<[Member]> {
        all.makeIterator()
    }

    /// The members that joined with `key`, in joining order: one hash lookup.
    @inlinable
    public func members(for key: Key) -> [Member] {
        byKey[key] ?? []
    }
}

extension StrongKeyedColleagues: Sendable where Key: Sendable, Member: Sendable {}

@_spi(Generated)
extension StrongKeyedColleagues {
    /// The members other than `sender`, for an event routed to every member but the one that
    /// sent it.
    @inlinable
    public func excluding(
        _ sender: MediatorSender
    ) -> LazyFilterSequence<StrongColleagues<Reference>> {
        all.excluding(sender)
    }
}
