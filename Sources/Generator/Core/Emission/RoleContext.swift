/// The data of one receiver role.
struct RoleContext: Encodable {
    let name: String
    let docComment: [String]
    let receivedEvents: [EventContext]

    init(mediator: MediatorModel, index: Int, events: [EventContext]) {
        let role = mediator.roles[index]
        name = role.name
        docComment = DocumentationText.comment(
            role.documentation.isEmpty
                ? [
                    "The `\(role.name)` role of `\(mediator.name)`: what every colleague that "
                        + "plays it receives."
                ] : role.documentation, indentation: 4)
        receivedEvents = mediator.participation.roleEvents[index].map { events[$0] }
    }
}
