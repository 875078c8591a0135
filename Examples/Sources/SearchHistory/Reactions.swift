import MediatorRuntime

/// How the screen works: the mediator drives the components through events `from mediator`.
extension SearchHistory {
    func handleConnected() {
        showHistory(historyStore.queries)
    }

    func handleSearched(_ query: String) {
        showHistory(remember(query))
    }

    func handleCleared() {
        forget()
        showHistory([])
    }

    /// The behavior around each delivery: prints it before the receiver runs.
    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        print("  [\(delivery)]")
        return try deliver()
    }
}
