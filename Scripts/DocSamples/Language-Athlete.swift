// What the sample of one class in two mediators, in docs/Language.md, uses without showing it.

final class Host {
    func joined(_ name: String) {}
}

final class Referee {
    func scored(_ points: Int) {}
}

@MainActor let athlete = Athlete()
