/// An ordered set of colleagues of a class `Member`, held strongly.
public typealias StrongColleagueSet<Member: AnyObject> = StrongColleagues<WeakReference<Member>>

/// An ordered set of colleagues held strongly, for a mediator slot declared
/// `strong colleague [Name]`: members stay until they leave, as in a hand-written mediator that
/// keeps an array of colleagues. `Reference` tells members apart: ``WeakReference`` for
/// colleagues of a class (``StrongColleagueSet``), a type the generated mediator declares for
/// colleagues known by a protocol.
///
/// - Members are delivered to in the order they joined. Joining twice has no effect.
/// - A broadcast visits the members present when it began: a colleague that joins during a
///   broadcast hears the next one, and one that leaves during a broadcast still hears the one
///   under way.
public struct StrongColleagues<Reference: ColleagueReference>: Sequence {
    /// The members' type: a class, or the existential of a class-bound protocol.
    public typealias Member = Reference.Colleague

    @usableFromInline var members: [Member] = []

    /// Makes an empty set.
    public init() {}

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the set has no member.
    public var isEmpty: Bool { members.isEmpty }

    /// Whether `member` has joined and not left.
    @inlinable
    public func contains(_ member: Member) -> Bool {
        index(of: member) != nil
    }

    /// Adds `member` at the end of the delivery order.
    ///
    /// - Returns: `false` when `member` had already joined; the set is unchanged then.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func join(_ member: Member) -> Bool {
        guard !contains(member) else { return false }
        members.append(member)
        return true
    }

    /// Removes `member`.
    ///
    /// - Returns: `false` when `member` was not in the set.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func leave(_ member: Member) -> Bool {
        guard let position = index(of: member) else { return false }
        members.remove(at: position)
        return true
    }

    /// Returns an iterator over the members in joining order, as they were when it was made.
    @inlinable
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }

    @inlinable
    func index(of member: Member) -> Int? {
        let identifier = Reference.identifier(of: member)
        return members.firstIndex { Reference.identifier(of: $0) == identifier }
    }
}

extension StrongColleagues: Sendable where Member: Sendable {}

@_spi(Generated)
extension StrongColleagues {
    /// The members other than `sender`, for an event routed to every member but the one that
    /// sent it.
    @inlinable
    public func excluding(_ sender: MediatorSender) -> LazyFilterSequence<Self> {
        lazy.filter { sender.isNot(Reference.identifier(of: $0)) }
    }
}
