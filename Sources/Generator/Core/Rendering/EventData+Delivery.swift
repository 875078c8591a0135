/// The template data of a dispatch's deliveries: each receiver's statement, and what surrounds
/// them when behaviors wrap a delivery or a dispatch, when an async event's receivers run
/// `concurrently`, or when a throwing event is delivered `collecting errors`.
extension EventData {
    /// The names of a dispatch's locals that its deliveries use; none is taken by a parameter.
    struct DeliveryNames {
        let sender: String
        let receiver: String
        let handler: String
        let reactionCall: String
        var group = ""
        var errors = ""
        var result = ""
        var failure = ""

        /// Claims the locals of a task group and of collected errors.
        mutating func claimBehaviorLocals(from locals: inout NameScope) {
            group = locals.claim("group")
            errors = locals.claim("errors")
            result = locals.claim("result")
            failure = locals.claim("failure")
        }
    }

    /// Whether a delivery's call is wrapped in more than its own statement, so that a weak
    /// receiver is bound to a local first.
    private var wrapsCall: Bool {
        mediator.declares(.delivery) || event.isConcurrent || event.collectsErrors
    }

    /// `MediatorDelivery("likeAdded(to:)", from: sender, to: "Feed")`, what a behavior learns.
    private func deliveryValue(to receivers: String, _ names: DeliveryNames) -> String {
        "MediatorDelivery(\"\(selector)\", from: \(names.sender), to: \"\(receivers)\")"
    }

    /// Adds the fields of the deliveries to `fields`, the event's.
    func addDeliveryFields(
        _ names: DeliveryNames, framedHandler: ColleagueModel?, checksMediator: Bool,
        to fields: inout [String: TemplateValue]
    ) {
        let collects = event.collectsErrors
        fields["isConcurrent"] = .flag(event.isConcurrent)
        fields["collectsErrors"] = .flag(collects)
        fields["group"] = .text(names.group)
        fields["errors"] = .text(names.errors)
        fields["result"] = .text(names.result)
        fields["failure"] = .text(names.failure)
        fields["waitsForAll"] = .flag(event.isConcurrent && event.isThrowing && !collects)
        fields["aroundDispatch"] = .flag(mediator.declares(.dispatch))
        fields["aroundDispatchCall"] = .text(
            "\(callPrefix)self.aroundDispatch(\(deliveryValue(to: receiverNames, names)))")
        // A throwing event's tasks throw; the group rethrows the first error, unless the
        // dispatch collects each task's result instead.
        fields["groupCall"] = .text(
            !event.isThrowing
                ? "await withTaskGroup(of: Void.self)"
                : "\(collects ? "" : "try ")await withThrowingTaskGroup(of: Void.self)")
        fields["deliveries"] = .list(
            deliveries(names, framedHandler: framedHandler, checksMediator: checksMediator))
    }

    /// The deliveries, in order; with `checksMediator`, each after the first checks that the
    /// mediator is still alive.
    private func deliveries(
        _ names: DeliveryNames, framedHandler: ColleagueModel?, checksMediator: Bool
    ) -> [TemplateValue] {
        if let framedHandler {
            let access = framedHandler.isWeak ? "?" : ""
            return [
                delivery(
                    .toHandler, "\(names.handler)\(access).\(call)", to: framedHandler.typeName,
                    names)
            ]
        }
        return event.receivers.map { receiver in
            guard case .colleague(let index, let excludesSender) = receiver else {
                return delivery(
                    .toMediator, "self.\(names.reactionCall)", to: "mediator", names,
                    checksMediator: checksMediator)
            }
            let colleague = mediator.colleagues[index]
            let property = SwiftNames.escaped(colleague.propertyName)
            let kind: DeliveryKind =
                colleague.isSet ? .toSet : colleague.isWeak ? .toWeakSingle : .toStrongSingle
            // A weak receiver is bound to a local where its call is wrapped, except a request's
            // handler, whose delivery answers `nil` when it is gone.
            let bindsWeak =
                colleague.isWeak && event.resultType == nil && (excludesSender || wrapsCall)
            let bindsReceiver = colleague.isSet || bindsWeak
            let target =
                bindsReceiver
                ? names.receiver : "self.\(property)\(colleague.isWeak ? "?" : "")"
            return delivery(
                kind, "\(target).\(call)", to: colleague.typeName, names,
                checksMediator: checksMediator, excludesSender: excludesSender,
                bindsReceiver: bindsReceiver, property: property)
        }
    }

    /// Who a delivery reaches; each case is a flag of the delivery's template data.
    private enum DeliveryKind {
        case toMediator, toHandler, toStrongSingle, toWeakSingle, toSet
    }

    private func delivery(
        _ kind: DeliveryKind, _ call: String, to receiver: String, _ names: DeliveryNames,
        checksMediator: Bool = false, excludesSender: Bool = false, bindsReceiver: Bool = false,
        property: String = ""
    ) -> TemplateValue {
        // One literal, so that the dictionary is made at its size instead of growing.
        .object([
            "checksMediator": .flag(checksMediator), "excludesSender": .flag(excludesSender),
            "bindsReceiver": .flag(bindsReceiver), "property": .text(property),
            "deliver": .text(statement(call, to: receiver, names)),
            "toMediator": .flag(kind == .toMediator), "toHandler": .flag(kind == .toHandler),
            "toStrongSingle": .flag(kind == .toStrongSingle),
            "toWeakSingle": .flag(kind == .toWeakSingle), "toSet": .flag(kind == .toSet),
        ])
    }

    /// The statement that delivers `call` to one receiver, within the behavior around it, in a
    /// task of its own when the event goes `concurrently`, and catching its error when the event
    /// is delivered `collecting errors`.
    private func statement(_ call: String, to receiver: String, _ names: DeliveryNames) -> String {
        var statement = callPrefix + call
        if mediator.declares(.delivery) {
            statement =
                "\(callPrefix)self.aroundDelivery(\(deliveryValue(to: receiver, names))) "
                + "{ \(statement) }"
        }
        if event.isConcurrent {
            return "\(names.group).addTask { \(statement) }"
        }
        if event.collectsErrors {
            return "do { \(statement) } catch { \(names.errors).append(error) }"
        }
        // A request's one delivery answers it; inside `aroundDispatch`, it is the closure's
        // only expression, and that call returns the answer.
        let returns = event.resultType != nil && !mediator.declares(.dispatch)
        return (returns ? "return " : "") + statement
    }
}
