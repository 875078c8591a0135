// The known exceptions, as the matrix found them: construct, mistake, isolation modes.

extension KnownExceptions {
    static let entries: [Entry] = [
        .init(
            .protocolReference, "public mediator", "protocol Display is not class-bound",
            [.none, .mainActor]),
        .init(
            .protocolReference, "package mediator", "protocol Display is not class-bound",
            [.none, .mainActor]),
        .init(
            .colleagueType, "codable mediator", "misspelled colleague type Shelf",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "superclass and protocols", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "weak and optional colleagues", "misspelled colleague type Coordinator",
            [.nonisolated]),
        .init(
            .protocolReference, "protocol colleagues", "protocol Display is not class-bound",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .protocolReference, "protocol colleagues", "protocol Speaker is not class-bound",
            [.none, .mainActor, .nonisolated]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Screen",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .protocolReference, "protocol colleagues", "protocol Screen is not class-bound",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Store", [.nonisolated]
        ),
        .init(
            .protocolReference, "protocol colleagues", "protocol Store is not class-bound",
            [.nonisolated]),
        .init(
            .protocolReference, "protocol colleagues",
            "protocol Store does not refine its colleague protocol", [.nonisolated]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Speaker",
            [.nonisolated]),
        .init(
            .protocolReference, "protocol colleagues",
            "protocol Screen does not refine its colleague protocol", [.nonisolated]),
        .init(
            .streams, "streams", "misspelled result type of prices",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .streams, "streams", "misspelled result type of progress",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .concurrentCapture, "concurrently", "Cloud is not Sendable", [.mainActor, .otherActor]),
    ]
}
