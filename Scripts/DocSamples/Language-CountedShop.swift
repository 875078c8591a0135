// What the sample of a subclass, in docs/Language.md, uses without showing it.

final class Bell {
    func ring(times: Int) {}
}
