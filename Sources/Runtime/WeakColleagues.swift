/// An ordered set of colleagues of a class `Member`, held weakly, for a mediator slot that
/// colleagues join and leave at run time.
public typealias WeakColleagueSet<Member: AnyObject> = WeakColleagues<WeakReference<Member>>

/// An ordered set of colleagues held weakly through `Reference`, for a mediator slot that
/// colleagues join and leave at run time: ``WeakColleagueSet`` for colleagues of a class, and a
/// reference type the generated mediator declares for colleagues known by a protocol.
///
/// - Members are delivered to in the order they joined. Joining twice has no effect.
/// - Deallocated members are skipped by iteration and pruned from storage on later joins, so a
///   colleague that goes away without leaving costs nothing for long.
/// - A broadcast visits the members present when it began: a colleague that joins during a
///   broadcast hears the next one, and one that leaves during a broadcast still hears the one
///   under way. A member deallocated before its turn is skipped. See ``makeIterator()``.
public struct WeakColleagues<Reference: ColleagueReference>: Sequence {
    /// The members' type: a class, or the existential of a class-bound protocol.
    public typealias Member = Reference.Colleague

    // Inlinable iteration lets each generated mediator specialise it for its member type, instead
    // of running generic code that looks up type metadata on every step.
    @usableFromInline var entries: [Reference] = []
    /// The storage size at which the next join prunes deallocated entries.
    @usableFromInline var pruneThreshold = 8

    /// Makes an empty set.
    public init() {}

    /// The number of members still alive. Linear in the size of the set.
    public var count: Int {
        var live = 0
        for entry in entries where entry.object != nil {
            live += 1
        }
        return live
    }

    /// Whether no member is alive.
    public var isEmpty: Bool {
        !entries.contains { $0.object != nil }
    }

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
        guard index(of: member) == nil else { return false }
        if entries.count >= pruneThreshold {
            prune()
            pruneThreshold = Swift.max(8, entries.count * 2)
        }
        entries.append(Reference(member))
        return true
    }

    /// Removes `member`.
    ///
    /// - Returns: `false` when `member` was not in the set.
    @_spi(Generated) @inlinable @discardableResult
    public mutating func leave(_ member: Member) -> Bool {
        guard let position = index(of: member) else { return false }
        entries.remove(at: position)
        return true
    }

    /// Removes the entries of deallocated members.
    @_spi(Generated) @inlinable
    public mutating func prune() {
        entries.removeAll { $0.object == nil }
    }

    /// Returns an iterator over the live members, in joining order.
    ///
    /// The iterator works on the storage as it was when it was made: joins and leaves made while
    /// it runs do not change what it visits. A member deallocated before the iterator reaches it
    /// is skipped.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(entries: entries)
    }

    @inlinable
    func index(of member: Member) -> Int? {
        let identifier = Reference.identifier(of: member)
        // A dead entry may carry the identifier of a new object at the same address, so a
        // match only counts while the entry's object is alive (and then it is `member`).
        return entries.firstIndex { $0.identifier == identifier && $0.object != nil }
    }

    /// Visits the live members of a ``WeakColleagues`` in joining order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let entries: [Reference]
        @usableFromInline var position = 0

        @inlinable
        init(entries: [Reference]) {
            self.entries = entries
        }

        /// Returns the next member that is still alive, or `nil` at the end.
        @inlinable
        public mutating func next() -> Member? {
            while position < entries.count {
                // Reads the weak reference in place: a copy of the entry would cost two more
                // runtime calls (copying and destroying a weak reference), which reading
                // `object` through the protocol costs even in specialised code.
                let member = entries.withUnsafeBufferPointer { buffer in
                    Reference.object(at: buffer.baseAddress.unsafelyUnwrapped + position)
                }
                position += 1
                if let member {
                    return member
                }
            }
            return nil
        }
    }
}

extension WeakColleagues: Sendable where Reference: Sendable {}

@_spi(Generated)
extension WeakColleagues {
    /// The live members other than `sender`, for an event routed to every member but the one
    /// that sent it.
    @inlinable
    public func excluding(_ sender: MediatorSender) -> LazyFilterSequence<Self> {
        lazy.filter { sender.isNot(Reference.identifier(of: $0)) }
    }
}
