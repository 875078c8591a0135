/// The delivery objects that a mediator's events share: the one to the mediator's reaction, and
/// for each colleague those that reach it through the mediator's property, as most dispatch
/// methods do. A large spec has many more events than colleagues, so each is made once.
struct SharedDeliveries {
    /// The delivery to the mediator's own reaction.
    static let toMediator: TemplateValue = .object([
        "toMediator": true, "toStrongSingle": false, "toWeakSingle": false,
        "toSet": false, "excludesSender": false,
    ])

    /// For each colleague, the delivery to every receiver and the one that leaves out the
    /// sending instance.
    private let toColleagues: [(toAll: TemplateValue, exceptSender: TemplateValue)]

    /// Makes the deliveries to the colleagues of `mediator`.
    init(_ mediator: MediatorModel) {
        toColleagues = mediator.colleagues.map { colleague in
            let property: TemplateText = "self.\(SwiftNames.escaped(colleague.propertyName))"
            return (
                Self.delivery(to: colleague, excludingSender: false, receiverExpression: property),
                Self.delivery(to: colleague, excludingSender: true, receiverExpression: property)
            )
        }
    }

    /// The delivery to the colleague at `index` through the mediator's property.
    func delivery(toColleague index: Int, excludingSender: Bool) -> TemplateValue {
        excludingSender ? toColleagues[index].exceptSender : toColleagues[index].toAll
    }

    /// The delivery to `colleague`, found at `receiverExpression`.
    static func delivery(
        to colleague: ColleagueModel, excludingSender: Bool, receiverExpression: TemplateText
    ) -> TemplateValue {
        .object(
            TemplateFields { (field: DeliveryField) in
                switch field {
                case .toMediator: false
                case .toStrongSingle: .flag(!colleague.isSet && !colleague.isWeak)
                case .toWeakSingle: .flag(!colleague.isSet && colleague.isWeak)
                case .toSet: .flag(colleague.isSet)
                case .excludesSender: .flag(excludingSender)
                case .receiverExpression: .text(receiverExpression)
                }
            })
    }
}
