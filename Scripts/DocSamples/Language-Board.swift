// What the sample of a request to a strong keyed set, in docs/Language.md, uses without showing it.

final class BoardController {
    let mediator = Board.BoardControllerOutbox()
}

final class Tile {
    let size: Int

    init(size: Int) {
        self.size = size
    }

    func size(of id: String) -> Int {
        size
    }
}
