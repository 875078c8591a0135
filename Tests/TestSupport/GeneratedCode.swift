/// Generated code without its `#sourceLocation` directives and its whitespace: what stays the same
/// when only the layout of its spec changes. The directives follow the spec's lines, a parameter
/// list the spec writes on several lines is broken where the spec breaks it, and the `Sendable`
/// checks check what each spec line writes: they are compared as the types they check, sorted.
public func withoutSpecLayout(_ code: String) -> String {
    let lines = code.split(separator: "\n")
        .filter { !$0.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(") }
        .map { $0.filter { $0 != " " } }
    var text = lines.joined()[...]
    var kept = ""
    var checked: [Substring] = []
    while let alias = text.firstRange(of: "privatetypealias") {
        kept += text[..<alias.lowerBound]
        // The alias's name, then its check, or it is another alias.
        let name = text[alias.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let check = text[name.endIndex...].trimmingPrefix("=RequireSendable<")
        guard check.startIndex != name.endIndex, let end = closingAngle(in: check) else {
            kept += text[alias]
            text = text[alias.upperBound...]
            continue
        }
        checked += flattened(check[..<end])
        text = text[text.index(after: end)...]
    }
    return kept + text + "Sendable:" + checked.sorted().joined(separator: ";")
}

/// The index of the `>` that closes a generic argument list that starts at `text`'s start
/// (an arrow's `>` does not close it).
private func closingAngle(in text: Substring) -> Substring.Index? {
    var depth = 1
    var previous: Character = " "
    for index in text.indices {
        switch text[index] {
        case "<": depth += 1
        case ">" where previous != "-":
            depth -= 1
            if depth == 0 { return index }
        default: break
        }
        previous = text[index]
    }
    return nil
}

/// The types a check names: a tuple of several parts checks each, and a payload type that is
/// a tuple with labels is checked as its elements too, as a tuple of several parts would.
private func flattened(_ type: Substring) -> [Substring] {
    guard type.hasPrefix("("), let elements = labelledElements(of: type) else { return [type] }
    return elements.flatMap(flattened)
}

/// The types of the elements of `(label:Type,...)`, without their labels; `nil` when `type` is
/// not a tuple whose every element has a label.
private func labelledElements(of type: Substring) -> [Substring]? {
    var parts: [Substring] = []
    var depth = 0
    var start = type.index(after: type.startIndex)
    for index in type.indices.dropFirst() {
        switch type[index] {
        case "(", "[", "<": depth += 1
        case "]": depth -= 1
        case ">" where type[type.index(before: index)] != "-": depth -= 1
        case ")" where depth == 0:
            // The tuple ends here: it is the whole type, or the type is something else.
            guard type.index(after: index) == type.endIndex else { return nil }
            parts.append(type[start..<index])
        case ")": depth -= 1
        case "," where depth == 0:
            parts.append(type[start..<index])
            start = type.index(after: index)
        default: break
        }
    }
    var types: [Substring] = []
    for part in parts {
        guard let colon = part.firstIndex(of: ":"), colon > part.startIndex,
            part[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
        else { return nil }
        types.append(part[part.index(after: colon)...])
    }
    return types.isEmpty ? nil : types
}
