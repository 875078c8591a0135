/// Generated code without its `#sourceLocation` directives and its whitespace: what stays the same
/// when only the layout of its spec changes. The directives follow the spec's lines, and a
/// parameter list the spec writes on several lines is broken where the spec breaks it.
public func withoutSpecLayout(_ code: String) -> String {
    code.split(separator: "\n")
        .filter { !$0.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(") }
        .map { $0.filter { $0 != " " } }
        .joined()
}
