// The known exceptions, as the matrix found them: construct, mistake, isolation modes.

extension KnownExceptions {
    static let entries: [Entry] = [
        .init(
            .globalActor, "one-instance colleagues", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "public mediator", "misspelled colleague type Display",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .protocolReference, "public mediator", "protocol Display is not class-bound",
            [.none, .mainActor]),
        .init(
            .globalActor, "public mediator", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.colleagueType, "public mediator", "misspelled colleague type Till", [.nonisolated]),
        .init(
            .colleagueType, "public mediator", "misspelled colleague type Member", [.nonisolated]),
        .init(
            .colleagueType, "package mediator", "misspelled colleague type Display",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .protocolReference, "package mediator", "protocol Display is not class-bound",
            [.none, .mainActor]),
        .init(
            .globalActor, "package mediator", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.colleagueType, "package mediator", "misspelled colleague type Till", [.nonisolated]),
        .init(
            .colleagueType, "package mediator", "misspelled colleague type Member", [.nonisolated]),
        .init(
            .colleagueType, "codable mediator", "misspelled colleague type Cart",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .colleagueType, "codable mediator", "misspelled colleague type Shelf",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .codableParameter, "codable mediator", "misspelled type of parameter 1 of added",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .codableParameter, "codable mediator", "misspelled type of parameter 2 of added",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "codable mediator", "misspelled global actor", [.mainActor, .otherActor]),
        .init(
            .colleagueType, "codable mediator", "misspelled colleague type Receipt", [.nonisolated]),
        .init(
            .globalActor, "superclass and protocols", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .globalActor, "weak and optional colleagues", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "weak and optional colleagues", "misspelled colleague type Till",
            [.nonisolated]),
        .init(
            .colleagueType, "weak and optional colleagues", "misspelled colleague type Coordinator",
            [.nonisolated]),
        .init(
            .colleagueType, "weak and optional colleagues", "misspelled colleague type Log",
            [.nonisolated]),
        .init(
            .globalActor, "colleague sets", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.colleagueType, "colleague sets", "misspelled colleague type Member", [.nonisolated]),
        .init(.colleagueType, "colleague sets", "misspelled colleague type Guest", [.nonisolated]),
        .init(
            .keyedLine, "keyed sets", "misspelled colleague type Provider",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .keyedLine, "keyed sets", "misspelled key type of Provider",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(.globalActor, "keyed sets", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.keyedLine, "keyed sets", "Key is not Hashable", [.nonisolated]),
        .init(
            .globalActor, "as, outbox and called directly", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "as, outbox and called directly", "misspelled colleague type Child",
            [.nonisolated]),
        .init(
            .globalActor, "one class in two mediators", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Display",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .protocolReference, "protocol colleagues", "protocol Display is not class-bound",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Store",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .colleagueType, "protocol colleagues", "misspelled colleague type Speaker",
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
            .globalActor, "protocol colleagues", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .protocolReference, "protocol colleagues", "protocol Store is not class-bound",
            [.nonisolated]),
        .init(
            .protocolReference, "protocol colleagues",
            "protocol Store does not refine its colleague protocol", [.nonisolated]),
        .init(
            .protocolReference, "protocol colleagues",
            "protocol Screen does not refine its colleague protocol", [.nonisolated]),
        .init(.globalActor, "roles", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.colleagueType, "roles", "misspelled colleague type Profile", [.nonisolated]),
        .init(.globalActor, "state", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.optionalResult, "requests", "misspelled result type of stock", [.none, .mainActor]),
        .init(.globalActor, "requests", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.optionalResult, "requests", "misspelled colleague type Catalog", [.nonisolated]),
        .init(
            .globalActor, "async, throws and collecting errors", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "async, throws and collecting errors", "misspelled colleague type Log",
            [.nonisolated]),
        .init(
            .streams, "streams", "misspelled type of parameter 1 of prices",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .streams, "streams", "misspelled result type of prices",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .streams, "streams", "misspelled type of parameter 1 of progress",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .streams, "streams", "misspelled result type of progress",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(.globalActor, "streams", "misspelled global actor", [.mainActor, .otherActor]),
        .init(
            .closures, "closure payloads", "misspelled type of parameter 1 of fetch",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .closures, "closure payloads", "misspelled type of parameter 2 of fetch",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "closure payloads", "misspelled global actor", [.mainActor, .otherActor]),
        .init(
            .globalActor, "all, others and except sender", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(
            .colleagueType, "all, others and except sender", "misspelled colleague type Player",
            [.nonisolated]),
        .init(
            .colleagueType, "reactions, with sender, from outside, from mediator, then",
            "misspelled colleague type Left", [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .colleagueType, "reactions, with sender, from outside, from mediator, then",
            "misspelled colleague type Right", [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .senderEnum, "reactions, with sender, from outside, from mediator, then",
            "misspelled type of parameter 1 of said",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "reactions, with sender, from outside, from mediator, then",
            "misspelled global actor", [.mainActor, .otherActor]),
        .init(.globalActor, "concurrently", "misspelled global actor", [.mainActor, .otherActor]),
        .init(
            .concurrentLine, "concurrently", "misspelled colleague type Cloud",
            [.mainActor, .otherActor]),
        .init(
            .concurrentCapture, "concurrently", "Cloud is not Sendable", [.mainActor, .otherActor]),
        .init(
            .concurrentLine, "concurrently", "misspelled colleague type Device",
            [.mainActor, .otherActor, .nonisolated]),
        .init(
            .concurrentLine, "concurrently", "misspelled type of parameter 1 of refresh",
            [.mainActor, .otherActor]),
        .init(
            .globalActor, "when connected", "misspelled global actor", [.mainActor, .otherActor]),
        .init(.colleagueType, "when connected", "misspelled colleague type Store", [.nonisolated]),
        .init(
            .behaviorLine, "behaviors", "missing behavior around dispatch",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(.globalActor, "behaviors", "misspelled global actor", [.mainActor, .otherActor]),
        .init(
            .onePerLine, "one parameter a line", "misspelled type of parameter 1 of addedToTheCart",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .onePerLine, "one parameter a line", "misspelled type of parameter 2 of addedToTheCart",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .onePerLine, "one parameter a line", "misspelled type of parameter 3 of addedToTheCart",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .onePerLine, "one parameter a line", "misspelled result type of addedToTheCart",
            [.none, .mainActor, .otherActor, .nonisolated]),
        .init(
            .globalActor, "one parameter a line", "misspelled global actor",
            [.mainActor, .otherActor]),
        .init(.onePerLine, "one parameter a line", "Item is not Sendable", [.nonisolated]),
    ]
}
