/// A template the generator renders once for each item the data reaches along each of ``paths``,
/// and gives to the templates around it as text under ``key`` of that item, without its last line
/// break: the enclosing template places it with `{{key}}`, alone on a line as a block or within a
/// line, instead of including the template.
///
/// So each template renders with the contexts of the sections it would have been inside, but its
/// own sections do not nest in theirs: the generator composes the code, and each template stays
/// shallow.
package struct TemplatePiece: Sendable {
    /// The fields from the data's root to the items, one path for each place the items are in:
    /// each field a list, whose every item goes on, or an object; a field that is absent or false
    /// has no items.
    package let paths: [[TemplateKey]]
    /// The template rendered for each item.
    package let template: String
    /// The field of the item that holds the rendered text.
    package let key: TemplateKey

    package init(_ template: String, at paths: [TemplateKey]..., as key: TemplateKey) {
        self.template = template
        self.paths = paths
        self.key = key
    }
}

extension TemplateSet {
    /// `data` with the text of each of `pieces` rendered for each of its items, in order: a
    /// piece that a later one places must come first.
    ///
    /// - Throws: ``TemplateError`` when a piece's template is broken.
    func composing(_ pieces: [TemplatePiece], into data: TemplateValue) throws(TemplateError)
        -> TemplateValue
    {
        var data = data
        for piece in pieces {
            for path in piece.paths {
                data = try adding(piece, to: data, along: path[...], inside: [])
            }
        }
        return data
    }

    /// `value` with `piece` rendered for each item `path` reaches from it, inside `contexts`.
    private func adding(
        _ piece: TemplatePiece, to value: TemplateValue, along path: ArraySlice<TemplateKey>,
        inside contexts: [TemplateValue]
    ) throws(TemplateError) -> TemplateValue {
        guard case .object(let object) = value else { return value }
        let contexts = contexts + [value]
        guard let field = path.first else {
            var bytes = try renderBytes(piece.template, in: contexts)
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            let text = String(decoding: bytes, as: UTF8.self)
            return .object(object.setting(piece.key, to: .text(text)))
        }
        switch object[field] {
        case .list(let items)?:
            var composed: [TemplateValue] = []
            composed.reserveCapacity(items.count)
            for item in items {
                composed.append(
                    try adding(piece, to: item, along: path.dropFirst(), inside: contexts))
            }
            return .object(object.setting(field, to: .list(composed)))
        case .object(let inner)?:
            let composed = try adding(
                piece, to: .object(inner), along: path.dropFirst(), inside: contexts)
            return .object(object.setting(field, to: composed))
        default:
            return value
        }
    }
}
