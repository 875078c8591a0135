// The known exceptions, as the matrix found them: construct, mistake, isolation modes.

extension KnownExceptions {
    static let entries: [Entry] = [
        .init(
            .colleagueType, "codable mediator", "misspelled colleague type Shelf",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "superclass and protocols", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .streams, "streams", "misspelled result type of progress",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .concurrentCapture, "concurrently", "Cloud is not Sendable", [.mainActor, .otherActor]),
        .init(
            .oneParameterResult, "events that share a base name",
            "misspelled result type of total(in:)", [.none, .mainActor, .otherActor, .nonisolated]),
    ]
}
