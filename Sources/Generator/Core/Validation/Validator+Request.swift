extension Validator {
    /// Reports a request without exactly one handler. The mediator is offered as the handler
    /// only when it does not send the request itself, which it cannot also handle. The first
    /// member of a keyed set with the key (`to first Tile[id]`) is one handler, or none when no
    /// member has the key, as an optional colleague may be absent.
    mutating func checkRequest(
        _ event: EventSyntax, result: TypeSyntax, isStream: Bool, receivers: [ReceiverModel],
        keyedReceivers: [Int: KeyedReceiver], pickedSlots: [Int: SlotPick],
        colleagues: [ColleagueModel], sentByMediator: Bool
    ) {
        let single: Bool
        var keyedSet: (name: String, key: String)?
        switch receivers.first {
        case .mediator?: single = receivers.count == 1
        case .colleague(let index, let excluding)?:
            let keyed = keyedReceivers[index]
            single =
                receivers.count == 1 && !excluding
                && (!colleagues[index].isSet || keyed?.onlyFirst == true)
            if let keyed, receivers.count == 1 {
                keyedSet = (colleagues[index].typeName, event.parameters[keyed.parameter].name.text)
            }
        case nil: single = false
        }
        if !single {
            let fix =
                Self.requestFix(
                    slots: receivers, picked: !pickedSlots.isEmpty, colleagues,
                    sentByMediator: sentByMediator)
                ?? keyedSet.map {
                    "route it to the first member with the key: 'to first \($0)[\($1)]'"
                }
                ?? ("route it to one single colleague"
                    + (sentByMediator ? "" : " or to 'mediator'"))
            diagnostics.error(
                "event '\(event.spelledName)' "
                    + (isStream ? "answers with a stream" : "returns") + " '\(result.text)', so "
                    + "exactly one handler must answer it: " + fix, at: event.name.location)
        }
    }

    /// The stream that `result` answers with, when it is `AsyncStream<Element>` or
    /// `AsyncThrowingStream<Element, Error>` (with or without `_Concurrency.`); reports a throwing
    /// stream whose failure type Swift cannot make one with.
    mutating func stream(answeredBy result: TypeSyntax) -> StreamModel? {
        guard let (name, arguments) = Self.genericParts(of: result.text) else { return nil }
        let unqualified = name.hasPrefix("_Concurrency.") ? String(name.dropFirst(13)) : name
        switch (unqualified, arguments.count) {
        case ("AsyncStream", 1):
            return StreamModel(element: arguments[0], isThrowing: false)
        case ("AsyncThrowingStream", 2):
            let failure = arguments[1]
            if !["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(failure) {
                diagnostics.error(
                    "a stream made with 'AsyncThrowingStream' fails with 'any Error' only: Swift "
                        + "has no way to make one that fails with '\(failure)'; write "
                        + "'AsyncThrowingStream<\(arguments[0]), Error>' and finish it with your "
                        + "error", at: result.location)
            }
            return StreamModel(element: arguments[0], isThrowing: true)
        default:
            return nil
        }
    }

    /// A generic type's name and its arguments, each without surrounding spaces:
    /// `("AsyncThrowingStream", ["[Int]", "Error"])` for `AsyncThrowingStream<[Int], Error>`;
    /// `nil` for anything else, such as an optional, a tuple or `A<B>.C`.
    static func genericParts(of type: String) -> (name: String, arguments: [String])? {
        guard let open = type.firstIndex(of: "<"), type.last == ">" else { return nil }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = "<"
        for character in type[type.index(after: open)..<type.index(before: type.endIndex)] {
            switch character {
            case "<", "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1  // not the arrow of a function type
            default: break
            }
            // A bracket closed that the arguments did not open: `A<B>.C<D>`.
            if depth < 0 { return nil }
            if character == ",", depth == 0 {
                arguments.append(String(current[...].trimmingWhitespace()))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        arguments.append(String(current[...].trimmingWhitespace()))
        let name = String(type[..<open].trimmingWhitespace())
        return arguments.contains(where: \.isEmpty) ? nil : (name, arguments)
    }
}
