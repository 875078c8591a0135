/// What a colleague's property says of itself when the spec gives it no documentation.
extension ColleagueContext {
    /// The default documentation of `colleague`'s property: what it holds and how, and for one
    /// of several slots of its type, which slot.
    static func defaultDocumentation(of colleague: ColleagueModel) -> String {
        guard colleague.isSet else {
            let held = colleague.isWeak ? ", held weakly" : ""
            let slot = colleague.isOneOfSeveral ? " in the slot `\(colleague.propertyName)`" : ""
            return colleague.isOptional
                ? "The `\(colleague.typeName)` colleague\(slot)\(held), or `nil` until one is "
                    + "attached: assigning one attaches it, assigning another or `nil` detaches it."
                : "The `\(colleague.typeName)` colleague\(slot)\(held)."
        }
        return "The `\(colleague.typeName)` colleagues that have joined, held "
            + (colleague.isWeak ? "weakly." : "strongly until they leave.")
    }
}
