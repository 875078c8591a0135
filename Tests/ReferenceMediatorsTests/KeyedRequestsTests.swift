import Foundation
import Testing

@testable import ReferenceMediators

// docs/Language.md, "Delivery by key": a request routed to `first Set[parameter]` is answered by
// the first member that joined with the key the parameter holds, and answers `nil` (a stream, a
// finished one) when no member has it; a `strong` keyed set keeps its members from `join` until
// `leave`. In each isolation mode; CI runs these under ThreadSanitizer too.

@Suite struct KeyedRequestsTests {
    @Test func aStrongKeyedSetOwnsItsMembersUntilTheyLeave() {
        let transcript = Transcript()
        let controller = BoardController()
        let board = Board(boardController: controller)
        // Made inline and kept by nobody but the board.
        board.join(Tile(size: 2, title: "two", transcript: transcript), key: "a")
        board.join(Tile(size: 3, transcript: transcript), key: "a")
        board.join(Tile(size: 5, transcript: transcript), key: "b")

        controller.mediator.highlight("a")
        #expect(transcript.lines == ["2: highlight a", "3: highlight a"])
        #expect(board.tiles.count == 3)

        let first = board.tiles.members(for: "a")[0]
        board.leave(first)
        #expect(board.tiles.key(of: first) == nil)
        #expect(board.tiles.count == 2)
        controller.mediator.highlight("a")
        #expect(transcript.lines.suffix(1) == ["3: highlight a"])
    }

    @Test func theFirstMemberWithTheKeyAnswersAndNoneAnswersNil() throws {
        let transcript = Transcript()
        let controller = BoardController()
        let board = Board(boardController: controller)
        board.join(Tile(size: 2, title: "two", transcript: transcript), key: "a")
        board.join(Tile(size: 3, transcript: transcript), key: "a")
        board.join(Tile(size: 5, transcript: transcript), key: "b")

        #expect(controller.mediator.size(of: "a") == 2)
        #expect(controller.mediator.size(of: "b") == 5)
        #expect(controller.mediator.size(of: "z") == nil)
        #expect(try controller.mediator.title(of: "a") == "two")
        #expect(try controller.mediator.title(of: "z") == nil)
        #expect(throws: UntitledTile(id: "b")) { try controller.mediator.title(of: "b") }
        // When the first leaves, the next that joined with the key answers.
        board.leave(board.tiles.members(for: "a")[0])
        #expect(controller.mediator.size(of: "a") == 3)
    }

    @Test func aStreamOfTheFirstMemberOrAFinishedOne() async {
        let transcript = Transcript()
        let controller = BoardController()
        let board = Board(boardController: controller)
        board.join(Tile(size: 4, transcript: transcript), key: "a")
        var sizes: [Int] = []
        for await size in controller.mediator.sizes(of: "a") { sizes.append(size) }
        var none: [Int] = []
        for await size in controller.mediator.sizes(of: "z") { none.append(size) }
        #expect(sizes == [4, 8])
        #expect(none.isEmpty)
        withExtendedLifetime(board) {}
    }

    @Test func leavingReleasesAMemberTheSetOwned() {
        let transcript = Transcript()
        let board = Board(boardController: BoardController())
        board.join(Tile(size: 7, transcript: transcript), key: "a")
        #expect(transcript.lines.isEmpty)
        board.leave(board.tiles.members(for: "a")[0])
        #expect(transcript.lines == ["7: released"])
    }

    @MainActor @Test func onTheMainActorThroughAProtocol() async {
        let controller = MainBoardController()
        let board = MainBoard(mainBoardController: controller)
        board.join(MainSquareTile(size: 6), key: 1)
        board.join(MainSquareTile(size: 8), key: 1)
        #expect(controller.mediator.size(of: 1) == 6)
        #expect(controller.mediator.size(of: 2) == nil)
        var sizes: [Int] = []
        for await size in controller.mediator.sizes(of: 1) { sizes.append(size) }
        var none: [Int] = []
        for await size in controller.mediator.sizes(of: 2) { none.append(size) }
        #expect(sizes == [6])
        #expect(none.isEmpty)
    }

    @GameActor @Test func onAnotherGlobalActorAsynchronously() async throws {
        let controller = ActorBoardController()
        let board = ActorBoard(actorBoardController: controller)
        // A weak keyed set: the test keeps its members.
        let (untitled, titled) = (ActorTile(size: 1), ActorTile(size: 9, title: "nine"))
        board.join(untitled, key: 1)
        board.join(titled, key: 2)
        #expect(await controller.mediator.size(of: 1) == 1)
        #expect(await controller.mediator.size(of: 3) == nil)
        #expect(try await controller.mediator.title(of: 2) == "nine")
        #expect(try await controller.mediator.title(of: 3) == nil)
        await #expect(throws: UntitledTile(id: "1")) {
            try await controller.mediator.title(of: 1)
        }
        withExtendedLifetime((untitled, titled)) {}
    }

    @Test func nonisolatedAcrossThreads() async {
        let controller = SharedBoardController()
        let board = SharedBoard(sharedBoardController: controller)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<50 {
                let tile = SharedTile(size: worker)
                board.join(tile, key: "slot\(worker)")
                let size = controller.mediator.size(of: "slot\(worker)")
                #expect(size == worker)
                _ = controller.mediator.size(of: "slot\(round % 4)")
                board.leave(tile)
            }
        }
        board.join(SharedTile(size: 12), key: "kept")
        #expect(controller.mediator.size(of: "kept") == 12)
        #expect(controller.mediator.size(of: "slot0") == nil)
        var sizes: [Int] = []
        for await size in controller.mediator.sizes(of: "kept") { sizes.append(size) }
        var none: [Int] = []
        for await size in controller.mediator.sizes(of: "slot0") { none.append(size) }
        #expect(sizes == [12])
        #expect(none.isEmpty)
    }
}
