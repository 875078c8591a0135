// What the `when connected` sample of docs/Language.md uses without showing it.

final class HistoryView {
    func showHistory(_ items: [String]) {}
}

final class HistoryStore {
    var queries: [String] = []
}
