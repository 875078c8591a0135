/// A set of colleagues held weakly through `Reference`, each joined with a key, for a mediator
/// slot that delivers some events to the members whose key a payload value names: "the provider
/// for this placement", "the page with this id". Finding them is a hash lookup, not a scan.
///
/// It is a ``WeakColleagues`` as well: a broadcast to the whole set reaches every member in
/// joining order; ``members(for:)`` are those of one key, in joining order too. Both visit the
/// members present when they were made, as a broadcast does.
public struct KeyedColleagues<Key: Hashable, Reference: ColleagueReference>: Sequence {
    /// The members' type: a class, or the existential of a class-bound protocol.
    public typealias Member = Reference.Colleague

    @usableFromInline var all = WeakColleagues<Reference>()
    @usableFromInline var byKey: [Key: [Reference]] = [:]
    /// The key each member joined with, by identity, to find it again when it leaves.
    @usableFromInline var keys: [ObjectIdentifier: Key] = [:]
    /// The number of keyed entries at which the next join prunes those of deallocated members.
    @usableFromInline var pruneThreshold = 8

    /// Makes an empty set.
    public init() {}

    /// The number of members still alive. Linear in the size of the set.
    public var count: Int { all.count }

    /// Whether no member is alive.
    public var isEmpty: Bool { all.isEmpty }

    /// Whether `member` has joined and not left.
    @inlinable
    public func contains(_ member: Member) -> Bool {
        all.contains(member)
    }

    /// The key `member` joined with, or `nil` when it is not a member.
    public func key(of member: Member) -> Key? {
        contains(member) ? keys[Reference.identifier(of: member)] : nil
    }

    /// Adds `member` with `key`, at the end of the delivery order of the set and of its key.
    ///
    /// - Returns: `false` when `member` had already joined; the set is unchanged then, its key
    ///   included.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func join(_ member: Member, key: Key) -> Bool {
        guard all.join(member) else { return false }
        if keys.count >= pruneThreshold {
            prune()
            pruneThreshold = Swift.max(8, keys.count * 2)
        }
        keys[Reference.identifier(of: member)] = key
        byKey[key, default: []].append(Reference(member))
        return true
    }

    /// Removes `member`.
    ///
    /// - Returns: `false` when `member` was not in the set.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func leave(_ member: Member) -> Bool {
        guard all.leave(member) else { return false }
        let identifier = Reference.identifier(of: member)
        guard let key = keys.removeValue(forKey: identifier) else { return true }
        // `member` is alive, so an entry with its identifier and a live object is its own.
        byKey[key]?.removeAll { $0.object == nil || $0.identifier == identifier }
        if byKey[key]?.isEmpty == true { byKey[key] = nil }
        return true
    }

    /// Removes the entries of deallocated members.
    @usableFromInline
    mutating func prune() {
        all.prune()
        byKey = byKey.compactMapValues { entries in
            let live = entries.filter { $0.object != nil }
            return live.isEmpty ? nil : live
        }
        keys = Dictionary(
            byKey.flatMap { key, entries in entries.map { ($0.identifier, key) } },
            uniquingKeysWith: { _, last in last })
    }

    /// Returns an iterator over the live members, in joining order.
    @inlinable
    public func makeIterator() -> WeakColleagues<Reference>.Iterator {
        all.makeIterator()
    }

    /// The live members that joined with `key`, in joining order: one hash lookup.
    @inlinable
    public func members(for key: Key) -> KeyedMembers<Reference> {
        KeyedMembers(entries: byKey[key] ?? [])
    }
}

extension KeyedColleagues: Sendable where Key: Sendable, Reference: Sendable {}

@_spi(Generated)
extension KeyedColleagues {
    /// The live members other than `sender`, for an event routed to every member but the one
    /// that sent it.
    @inlinable
    public func excluding(
        _ sender: MediatorSender
    ) -> LazyFilterSequence<WeakColleagues<Reference>> {
        all.excluding(sender)
    }
}

/// The members of a ``KeyedColleagues`` that joined with one key, as they were when it was made.
public struct KeyedMembers<Reference: ColleagueReference>: Sequence {
    @usableFromInline let entries: [Reference]

    @inlinable
    init(entries: [Reference]) {
        self.entries = entries
    }

    /// Returns an iterator over the live members, in joining order.
    @inlinable
    public func makeIterator() -> WeakColleagues<Reference>.Iterator {
        WeakColleagues<Reference>.Iterator(entries: entries)
    }

    /// The first of them that is still alive, or `nil`.
    @inlinable
    public var first: Reference.Colleague? {
        var iterator = makeIterator()
        return iterator.next()
    }
}

extension KeyedMembers: Sendable where Reference: Sendable {}
