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
    /// `data` with the text of each of `pieces` rendered for each of its items. The data is gone
    /// through once: an item's pieces render after those of the items inside it, and one item's
    /// in the order of `pieces`, so a piece that another places must come first.
    ///
    /// - Throws: ``TemplateError`` when a piece's template is broken.
    func composing(_ pieces: [TemplatePiece], into data: TemplateValue) throws(TemplateError)
        -> TemplateValue
    {
        var root = PieceTree()
        for piece in pieces {
            for path in piece.paths { root.add(piece, along: path[...]) }
        }
        return try adding(root, to: data, inside: [])
    }

    /// `value` with the pieces of `tree` rendered for it and for the items inside it that the
    /// tree reaches, inside `contexts`.
    private func adding(
        _ tree: PieceTree, to value: TemplateValue, inside contexts: [TemplateValue]
    ) throws(TemplateError) -> TemplateValue {
        guard case .object(var object) = value else { return value }
        let inner = contexts + [value]
        for (field, subtree) in tree.children {
            switch object[field] {
            case .list(let items)?:
                var composed: [TemplateValue] = []
                composed.reserveCapacity(items.count)
                for item in items {
                    composed.append(try adding(subtree, to: item, inside: inner))
                }
                object = object.setting(field, to: .list(composed))
            case .object(let item)?:
                object = object.setting(
                    field, to: try adding(subtree, to: .object(item), inside: inner))
            default:
                break
            }
        }
        for piece in tree.pieces {
            var bytes = try renderBytes(piece.template, in: contexts + [.object(object)])
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            object = object.setting(piece.key, to: .text(String(decoding: bytes, as: UTF8.self)))
        }
        return .object(object)
    }
}

/// The pieces to render for one item, and for the items its fields lead to, by field in the order
/// the pieces first name them.
private struct PieceTree {
    var pieces: [TemplatePiece] = []
    var children: [(field: TemplateKey, tree: PieceTree)] = []

    mutating func add(_ piece: TemplatePiece, along path: ArraySlice<TemplateKey>) {
        guard let field = path.first else {
            pieces.append(piece)
            return
        }
        if let index = children.firstIndex(where: { $0.field == field }) {
            children[index].tree.add(piece, along: path.dropFirst())
        } else {
            var tree = PieceTree()
            tree.add(piece, along: path.dropFirst())
            children.append((field, tree))
        }
    }
}
