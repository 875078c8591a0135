// `when connected` in a mediator whose `init()` cannot run its reaction.

extension Validator {
    /// Reports `when connected` in a mediator on a global actor that subclasses a class and has no
    /// one-instance colleague. Its initializer then takes nothing, so it overrides the
    /// superclass's `init()`, and Swift gives an override the isolation of what it overrides:
    /// the initializer is not isolated to the mediator's actor (for `NSObject`, to none), and
    /// cannot call the reaction, which is.
    mutating func checkWhenConnectedCanRun(in mediator: MediatorModel) {
        guard let whenConnected = mediator.whenConnected, let actor = mediator.globalActor,
            let superclass = mediator.superclass, mediator.colleagues.allSatisfy(\.isSet)
        else { return }
        diagnostics.error(
            "'when connected' would run in init(), which overrides '\(superclass).init()' and so "
                + "is isolated as that is, not to @\(actor), where the reaction runs; declare a "
                + "one-instance colleague, which init() then takes, or set the mediator up "
                + "after init() in your own code", at: whenConnected.location)
    }
}
