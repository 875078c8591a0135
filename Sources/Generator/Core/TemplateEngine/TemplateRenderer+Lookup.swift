/// How a tag finds its value: from the innermost section's context outwards.
extension TemplateRenderer {
    /// The value of `tag`.
    func lookUp(_ tag: Template.Tag) -> TemplateValue? {
        resolve(tag)?.value
    }

    /// Looks `name` up from the innermost context outwards, then descends along a dotted name;
    /// returns the value and the index of the context it was found in.
    func resolve(_ tag: Template.Tag) -> (value: TemplateValue, context: Int)? {
        let innermost = contexts.count - 1
        switch tag.position {
        case .current: return contexts.last.map { ($0, innermost) }
        case .first: return positions.last.map { (.flag($0.isFirst), innermost) }
        case .last: return positions.last.map { (.flag($0.isLast), innermost) }
        case nil: break
        }
        guard let head = tag.path.first else { return nil }
        for index in contexts.indices.reversed() {
            guard case .object(let fields) = contexts[index], var found = fields[head] else {
                continue
            }
            for field in tag.path.dropFirst() {
                // A `nil` optional is `false`, and so is every field of it.
                if case .flag(false) = found { return (found, index) }
                guard case .object(let inner) = found, let next = inner[field] else {
                    return nil
                }
                found = next
            }
            return (found, index)
        }
        return nil
    }
}
