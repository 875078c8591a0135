// Runs the search-history example: a mediator over existing components, one of them known only
// by a protocol, drives them from its reactions and logs each delivery with a behavior.

let bar = SearchBar()
let view = ConsoleHistoryView(title: "Recent searches")
let store = HistoryStore(queries: ["swift concurrency"])
let search = SearchHistory(searchBar: bar, historyView: view, historyStore: store)

bar.submit("mediator pattern")
bar.submit("swift concurrency")
bar.clear()
