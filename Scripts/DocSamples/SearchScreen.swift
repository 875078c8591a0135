// Stand-ins for UIKit, which Linux does not have, and what the samples of the delegate mediator
// (docs/Language.md) uses without showing it.

import Foundation

@MainActor protocol UISearchBarDelegate: NSObjectProtocol {}

@MainActor class UISearchBar: NSObject {
    weak var delegate: (any UISearchBarDelegate)?
}

@MainActor final class ResultList {
    func queryChanged(_ text: String) {}
}

@MainActor let searchBar = UISearchBar()
@MainActor let screen = SearchScreen(uiSearchBar: searchBar, resultList: ResultList())
