/// The comparison of two values of any type that ``MediatorEvent``'s `==` makes: `==` where the
/// type is `Equatable`, identity for other class instances, members for the rest.
enum PayloadComparison {
    /// Whether `lhs` and `rhs` are equal: of one type, then by that type's `==`, by identity or
    /// by their members.
    static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else {
            return false
        }
        if let equatable = lhs as? any Equatable {
            return isEqual(equatable, rhs)
        }
        if type(of: lhs) is AnyClass {
            return ObjectIdentifier(lhs as AnyObject) == ObjectIdentifier(rhs as AnyObject)
        }
        return haveEqualMembers(lhs, rhs)
    }

    /// Whether `lhs` and `rhs`, two values of one type, have equal members as `Mirror` shows
    /// them: the same labels in the same order, or for a dictionary the same entries in any
    /// order. Enum cases without a payload have no members, and are compared by description.
    static func haveEqualMembers(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.children.count == right.children.count else { return false }
        switch left.displayStyle {
        case .enum? where left.children.isEmpty:
            return String(describing: lhs) == String(describing: rhs)
        case .dictionary?:
            var unmatched = Array(right.children)
            for entry in left.children {
                guard let match = unmatched.firstIndex(where: { areEqual(entry.value, $0.value) })
                else { return false }
                unmatched.remove(at: match)
            }
            return true
        default:
            return zip(left.children, right.children).allSatisfy { left, right in
                left.label == right.label && areEqual(left.value, right.value)
            }
        }
    }

    /// Whether `rhs` is a `Value` equal to `lhs`.
    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
        (rhs as? Value).map { $0 == lhs } ?? false
    }
}
