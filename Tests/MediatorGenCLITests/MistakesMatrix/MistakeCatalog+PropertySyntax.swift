// The mistakes of state written in Swift's property syntax: Swift's own errors, each at the spec
// line of the attribute, modifier, value or observer that caused it.

extension MistakeCatalog {
    /// The mistakes that `state`'s attribute, modifier, lazy value and observers allow, each
    /// expected at the line the spec writes it on.
    static func propertySyntaxMistakes(of state: SceneState) -> [(Fault, Set<SpecAnchor>)] {
        let line: Set<SpecAnchor> = [.state(state.name)]
        var mistakes: [(Fault, Set<SpecAnchor>)] = []
        if state.attribute != nil {
            mistakes.append(
                (
                    .misspelledWrapper(state.name),
                    state.attributeOnOwnLine ? [.attribute(state.name)] : line
                ))
        }
        if state.isLazy {
            mistakes.append((.lazyLet(state.name), line))
            mistakes.append((.mistakeInValue(state.name), line))
        }
        // Without a value, the generator's own error says that it needs one or an optional type.
        if state.modifier == "weak", state.type?.hasSuffix("?") == true, state.value != nil {
            mistakes.append((.weakNotOptional(state.name), line))
        }
        if state.modifier?.hasPrefix("unowned") == true {
            mistakes.append((.unownedValue(state.name), line))
        }
        if state.willSet != nil {
            mistakes.append((.mistakeInWillSet(state.name), [.willSet(state.name)]))
        }
        if state.didSet != nil {
            mistakes.append((.mistakeInObserver(state.name), [.observer(state.name)]))
        }
        return mistakes
    }
}
