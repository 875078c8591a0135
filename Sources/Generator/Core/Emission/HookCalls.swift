/// How generated code calls the mediator's reactions to one colleague slot coming and going.
struct HookCalls {
    /// The reaction to `when property changes`.
    let change: String?
    /// The call of the reaction to `when property joins`, with the member (and its key).
    let join: String?
    /// The call of the reaction to `when property leaves`, with the member.
    let leave: String?

    /// The calls for the colleague at `index` of `mediator`.
    init(of index: Int, in mediator: MediatorModel) {
        let isKeyed = mediator.colleagues[index].keyType != nil
        var change: String?
        var join: String?
        var leave: String?
        for hook in mediator.hooks where hook.colleague == index {
            switch hook.kind {
            case .change: change = hook.reaction
            case .join:
                join =
                    Self.call(hook.reaction)
                    + (isKeyed ? "(member, key: key)" : "(member)")
            case .leave: leave = Self.call(hook.reaction) + "(member)"
            case .released: break
            }
        }
        self.change = change
        self.join = join
        self.leave = leave
    }

    /// A reaction as generated code calls it: through the protocol, so that a mediator whose
    /// extension lacks it is reported where it does not conform, at the spec.
    static func call(_ reaction: String) -> String {
        "(self as any Reactions).\(reaction)"
    }
}
