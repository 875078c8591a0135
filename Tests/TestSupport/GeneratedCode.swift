/// Generated code with the line numbers of its `#sourceLocation` directives replaced by `N`: what
/// stays the same when only the layout of its spec changes.
public func withoutSpecLineNumbers(_ code: String) -> String {
    var result = ""
    var rest = Substring(code)
    while let range = rest.range(of: ",line:") {
        result += rest[..<range.upperBound] + "N"
        rest = rest[range.upperBound...].drop(while: \.isNumber)
    }
    return result + rest
}
