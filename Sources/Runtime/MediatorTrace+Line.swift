extension MediatorTrace {
    /// The text of a trace that generated code made, `description`, written into one string as
    /// it is read: a printing observer makes one for every event, and assembling it from
    /// ``mediator``, ``sender``, ``payload`` and ``receivers`` made a string or an array of each.
    static func line(
        mediator: Any.Type, event: any MediatorEvent, name: StaticString, sender: StaticString,
        receivers: StaticString
    ) -> String {
        // `_typeName` is what `String(describing:)` writes for a type, without its casts.
        var line = _typeName(mediator, qualified: false)
        // The text around the names, and room for a short payload: one allocation for most lines.
        line.reserveCapacity(
            line.utf8.count + sender.utf8CodeUnitCount + name.utf8CodeUnitCount
                + receivers.utf8CodeUnitCount + 32)
        line += ": "
        line.append(sender)
        line += " sent "
        line.append(name)
        appendPayload(of: event, named: name, to: &line)
        line += " to "
        // Generated code separates the receivers with `, `, as the line shows them.
        line.append(receivers)
        return line
    }

    /// Appends ` [`, the arguments of `event` separated by `, `, and `]`; nothing for an event
    /// without arguments.
    static func appendPayload(
        of event: any MediatorEvent, named name: StaticString, to line: inout String
    ) {
        let arguments = arguments(of: event, named: name)
        guard let first = arguments.first else { return }
        line += " ["
        line += first
        for argument in arguments.dropFirst() {
            line += ", "
            line += argument
        }
        line += "]"
    }

    /// The arguments of `event`, whose event is `name`: as generated `Event` enums list them
    /// (``MediatorEvent/traceArguments``), or else as `Mirror` shows them.
    static func arguments(of event: any MediatorEvent, named name: StaticString) -> [String] {
        event.traceArguments ?? payload(of: event, named: name)
    }
}

extension String {
    /// Appends the text of `text`, read as its UTF-8 bytes rather than through interpolation.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }
}
