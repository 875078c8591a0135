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

    /// Appends ` [` and the payload of `event`, argument by argument, and `]`; nothing for an
    /// event without arguments. Generated events list their arguments themselves
    /// (``MediatorEvent/traceArguments``); others are read as ``payload(of:named:)`` reads them.
    static func appendPayload(
        of event: any MediatorEvent, named name: StaticString, to line: inout String
    ) {
        if let arguments = event.traceArguments {
            guard let first = arguments.first else { return }
            line += " ["
            line += first
            for argument in arguments.dropFirst() {
                line += ", "
                line += argument
            }
            line += "]"
            return
        }
        let labels = PayloadLabels(of: name)
        guard labels != .noArguments, let payload = Mirror(reflecting: event).children.first?.value
        else { return }
        line += " ["
        let tuple = labels == .oneUnlabelled ? nil : Mirror(reflecting: payload)
        if let tuple, tuple.displayStyle == .tuple {
            for (index, argument) in tuple.children.enumerated() {
                if index > 0 { line += ", " }
                line += String(describing: argument.value)
            }
        } else {
            line += String(describing: payload)
        }
        line += "]"
    }
}

extension String {
    /// Appends the text of `text` as it is, without making a string of it first when it is
    /// stored as UTF-8.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }
}
