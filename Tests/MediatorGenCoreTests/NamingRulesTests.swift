import Testing

@testable import MediatorGenCore

/// The names a spec may use (docs/Language.md, "Names"): Unicode identifiers, property names of
/// colleagues and sets, and the located errors for names generated code cannot give up.
@Suite struct NamingRulesTests {
    /// The errors `text` gets.
    private func errorsOf(_ text: String) -> [Diagnostic] {
        errors(validate(text).diagnostics)
    }

    // MARK: - Identifiers and properties

    @Test func unicodeIdentifiersNameEveryKindOfDeclaration() throws {
        let mediator = try validMediator(
            """
            mediator Café {
                role Écran
                colleague Überblick: Écran
                colleague [名前]
                event 🙂(für wert: Int) from Überblick to 名前, Écran except sender
            }
            """)
        #expect(mediator.name == "Café")
        #expect(mediator.colleagues.map(\.propertyName.text) == ["überblick", "名前s"])
        #expect(mediator.events.first?.name.text == "🙂")
        #expect(mediator.events.first?.parameters.first?.label?.text == "für")
    }

    @Test func asNamesTheProperty() throws {
        let mediator = try validMediator(
            """
            mediator Family {
                colleague [Child] as children
                weak colleague Parent as `guardian`
                event call() from Parent to Child
            }
            """)
        #expect(mediator.colleagues.map(\.propertyName.text) == ["children", "guardian"])
        #expect(mediator.colleagues.map(\.typeName) == ["Child", "Parent"])
    }

    @Test func withoutAsASetTakesTheEnglishPluralOfItsType() throws {
        let mediator = try validMediator(
            """
            mediator M {
                colleague [Child]
                colleague [Day]
                colleague [Match]
                event e() from Child, Day, Match to others
            }
            """)
        // The rule is regular, not a dictionary: `childs`, which `as children` corrects.
        #expect(mediator.colleagues.map(\.propertyName.text) == ["childs", "days", "matches"])
    }

    @Test func twoColleaguesCannotShareAProperty() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    colleague B as a\n    event e() from A to B\n}")
        #expect(
            found.map(\.message) == [
                "colleague 'B' would be stored in property 'a', a name colleague 'A' already "
                    + "uses; name the property with 'as', as in 'colleague B as other'"
            ])
        #expect(found.map(\.location) == [at(3, 15)])
    }

    /// Reserved member names with the reason each error gives.
    static let reservedMembers: [(name: String, reason: String)] = [
        ("`self`", "generated code needs it for the instance and its type"),
        ("Self", "generated code needs it for the instance and its type"),
        ("Type", "after a '.' Swift reads it as the metatype"),
        ("Protocol", "after a '.' Swift reads it as the metatype"),
        ("_", "Swift does not take it as a name"),
        ("MediatorLink", "generated code refers to the type of that name from MediatorRuntime"),
        ("Sendable", "generated code refers to the type of that name from MediatorRuntime"),
        ("MediatorEvent", "generated code refers to the type of that name from MediatorRuntime"),
        ("Event", "generated code names the mediator's enum of events 'Event'"),
    ]

    @Test(arguments: reservedMembers)
    func aPropertyCannotTakeAReservedMemberName(name: String, reason: String) {
        let found = errorsOf(
            "mediator M {\n    colleague A as \(name)\n    event e() from A to mediator\n}")
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("colleague 'A' cannot be stored in a property"), "\(found)")
        #expect(message.contains(reason) && message.hasSuffix("after 'as'"), "\(found)")
        #expect(found.first?.location == at(2, 15))
    }

    // MARK: - Names generated code keeps

    @Test(arguments: ["MediatorLink", "WeakColleagueSet", "Sendable", "RuntimeVersion3"])
    func aRoleCannotHideARuntimeType(name: String) {
        let found = errorsOf(
            "mediator M {\n    role \(name)\n    colleague A: \(name)\n    event e() from A to \(name)\n}"
        )
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("'\(name)' cannot name a role: generated code refers to"))
        #expect(
            message.contains(
                "the reserved type names are AnyObject, CodableMediatorEvent, ColleagueReference, ")
        )
        #expect(found.first?.location == at(2, 10))
    }

    @Test func aTypeCannotTakeTheNameOfAGeneratedProtocolOrOutbox() {
        let found = errorsOf(
            """
            mediator M {
                role Reactions
                colleague A: Reactions
                colleague AOutbox
                event e() from A to AOutbox, Reactions
            }
            """)
        #expect(
            found.map(\.message) == [
                "colleague 'AOutbox' has the name of the outbox generated for colleague 'A' in "
                    + "mediator 'M'; rename one of them",
                "role 'Reactions' has the name of the protocol of the mediator's reactions in "
                    + "mediator 'M'; rename one of them",
            ])
        #expect(found.map(\.location) == [at(4, 15), at(2, 10)])
    }

    @Test func aTypeCannotTakeTheNameOfTheEnumOfEvents() {
        let found = errorsOf(
            """
            mediator Event {
                colleague A
                event e() from A to A
            }
            mediator N {
                colleague Event
                event e() from Event to Event
            }
            mediator M {
                role Event
                colleague A: Event
                event e() from A to Event
            }
            """)
        #expect(
            found.map(\.message) == [
                "mediator 'Event' has the name of the enum of the mediator's events in mediator "
                    + "'Event'; rename one of them",
                "colleague 'Event' has the name of the enum of the mediator's events in mediator "
                    + "'N'; rename one of them",
                "role 'Event' has the name of the enum of the mediator's events in mediator 'M'; "
                    + "rename one of them",
            ])
        #expect(found.map(\.location) == [at(1, 10), at(6, 15), at(10, 10)])
    }

    @Test func aPayloadOrResultTypeNamesATypeEventWithItsModule() {
        // Inside the mediator, where generated code reads payload and result types, `Event` is
        // the mediator's own enum. A qualified name, a label and `Self.Event` are not the type.
        let found = errorsOf(
            """
            mediator M {
                colleague A
                event e(_ a: [Event], _ b: Calendar.Event, _ c: (Event: Int), _ d: [Event : Int]) from A to A
                event f(_ a: (_ Event: Int) -> Void, _ b: Event.ID) -> Event? from A to A
            }
            """)
        let message = { (type: String) in
            "'Event' in type '\(type)' would mean the mediator's own enum of events, which "
                + "generated code declares as 'Event'; name your type with its module, as in "
                + "'MyModule.Event'"
        }
        #expect(
            found.map(\.message) == [
                message("[Event]"), message("[Event : Int]"), message("Event.ID"),
                message("Event?"),
            ])
        #expect(found.map(\.location) == [at(3, 18), at(3, 72), at(4, 47), at(4, 60)])
    }

    @Test func aTypeCannotTakeTheNameOfTheWeakReferenceToAProtocolColleague() {
        let found = errorsOf(
            """
            mediator M {
                colleague [any Tab]
                colleague [Panel]
                colleague TabReference
                colleague PanelReference
                event e() from Tab to Panel, TabReference, PanelReference
            }
            """)
        // A class colleague gets no reference type of its own: `PanelReference` is free.
        #expect(
            found.map(\.message) == [
                "colleague 'TabReference' has the name of the weak reference generated for "
                    + "colleague 'any Tab' in mediator 'M'; rename one of them"
            ])
        #expect(found.map(\.location) == [at(4, 15)])
    }

    @Test(arguments: ["Colleague", "Weak"])
    func aProtocolColleagueCannotGetTheNameOfARuntimeTypeForItsReference(name: String) {
        let found = errorsOf(
            """
            mediator M {
                colleague [any \(name)]
                event e() from \(name) to \(name)
            }
            """)
        #expect(
            found.map(\.message) == [
                "colleague 'any \(name)' gets a weak reference type '\(name)Reference', which "
                    + "would hide the type of that name from MediatorRuntime; rename the protocol"
            ])
        #expect(found.map(\.location) == [at(2, 20)])
    }

    @Test(arguments: reservedMembers)
    func anEventCannotTakeAReservedMemberName(name: String, reason: String) {
        let found = errorsOf("mediator M {\n    colleague A\n    event \(name)() from A to A\n}")
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("'\(name.filter { $0 != "`" })' cannot name an event"))
        #expect(message.contains(reason), "\(found)")
        #expect(found.first?.location == at(3, 11))
    }

    /// A member cannot be called `Type` or `Protocol`, but a parameter and its label can:
    /// generated code names parameters in declarations and in calls, never after a `.`.
    @Test(
        arguments: reservedMembers.filter {
            !["`self`", "Self", "Type", "Protocol"].contains($0.name)
        })
    func aParameterCannotTakeAReservedMemberName(name: String, reason: String) {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event e(x \(name): Int) from A to A\n}")
        #expect(found.count == 1, "\(found)")
        let message = found.first?.message ?? ""
        if name == "_" {
            // `_` is a label there, so the parameter is missing its name rather than misnamed.
            #expect(
                message
                    == "parameter of event 'e' needs a name after its label, as in '_ value: Type'")
        } else {
            #expect(message.hasPrefix("'\(name)' cannot name a parameter: \(reason)"), "\(found)")
            #expect(message.hasSuffix("; choose another name"), "\(found)")
        }
        #expect(found.first?.location == at(3, 15), "\(found)")
    }

    @Test(arguments: ["Type", "Protocol"])
    func aParameterAndItsLabelMayBeTypeOrProtocol(name: String) {
        #expect(
            errorsOf(
                "mediator M {\n    colleague A\n    event e(\(name) \(name): Int) from A to A\n}"
            ).isEmpty)
    }

    @Test func anEventCannotTakeTheNameOfItsMediator() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event M() from A to A\n    event m() from A to A\n}"
        )
        #expect(
            found.map(\.message) == [
                "event 'M' has the name of its mediator: in a colleague that receives it, the "
                    + "method would hide the mediator's type from 'let mediator = M.XOutbox()'; "
                    + "rename the event"
            ])
        #expect(found.map(\.location) == [at(3, 11)])
    }

    @Test func aReactionCannotClashWithAnEntryPoint() {
        let found = errorsOf(
            """
            mediator M {
                colleague A
                event done() from A to mediator
                event handleDone() from outside to A
            }
            """)
        #expect(
            found.map(\.message) == [
                "event 'done' is routed to the mediator, whose reaction 'handleDone' would clash "
                    + "with the entry point of event 'handleDone'; rename the event"
            ])
        #expect(found.map(\.location) == [at(3, 11)])
    }

    @Test func aSendingColleagueCannotReceiveAnEventNamedMediator() {
        let found = errorsOf(
            """
            mediator M {
                role Any1
                colleague A: Any1
                colleague B
                event mediator() from B to Any1
                event ping() from A to B
            }
            """)
        #expect(
            found.map(\.message) == [
                "event 'mediator()' is received by 'A', which keeps its outbox in a property "
                    + "'mediator'; rename the event, or keep the outbox in a property of another "
                    + "name: 'colleague A outbox m'"
            ])
        #expect(found.map(\.location) == [at(5, 11)])
    }

    @Test func anOutboxNamedInTheSpecCannotBeAnEventTheColleagueReceives() {
        let found = errorsOf(
            """
            mediator M {
                colleague A outbox room
                colleague B
                event room() from B to A
                event ping() from A to B
            }
            """)
        #expect(
            found.map(\.message) == [
                "event 'room()' is received by 'A', which keeps its outbox in a property 'room'; "
                    + "rename the event, or keep the outbox in a property of another name: "
                    + "'colleague A outbox m'"
            ])
        #expect(found.map(\.location) == [at(4, 11)])
    }

    @Test func anOutboxCannotBeKeptInAPropertyNamedUnderscore() {
        let found = errorsOf(
            """
            mediator M {
                colleague A outbox _
                colleague B
                event ping() from A to B
            }
            """)
        #expect(
            found.map(\.message) == [
                "'_' cannot name the property in which colleague 'A' keeps its outbox: Swift "
                    + "does not take it as a name; choose another name after 'outbox'"
            ])
        #expect(found.map(\.location) == [at(2, 15)])
    }

    @Test func anOutboxCannotTakeItsMediatorsName() {
        let found = errorsOf(
            """
            mediator Room {
                colleague A outbox Room
                colleague B
                event ping() from A to B
            }
            """)
        #expect(
            found.map(\.message) == [
                "outbox 'Room' has the name of its mediator: in colleague 'A', the property would "
                    + "hide the mediator's type from 'let Room = Room.AOutbox()'; choose another "
                    + "name after 'outbox'"
            ])
        #expect(found.map(\.location) == [at(2, 15)])
    }

    @Test func anOutboxNameForAColleagueThatSendsNothingIsWarnedAbout() {
        let diagnostics = validate(
            """
            mediator M {
                colleague A outbox room
                colleague B
                event ping() from B to A
            }
            """
        ).diagnostics
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(
            warnings.map(\.message) == [
                "colleague 'A' sends no event, so it keeps no outbox; remove 'outbox room'"
            ])
        #expect(warnings.map(\.location) == [at(2, 15)])
    }

    // MARK: - Parameters

    @Test func aVariadicParameterIsRejectedAtItsType() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event e(values: Int...) from A to mediator\n}")
        #expect(
            found.map(\.message) == [
                "variadic parameter 'values' cannot be passed on to the receivers; take an "
                    + "array instead: '[Int]'"
            ])
        #expect(found.map(\.location) == [at(3, 21)])
    }

    /// Parameter and result types Swift allows in a function but an event cannot pass on, with
    /// the error each gets at its type (column 21, after `event e(values: `).
    static let unpassableTypes: [(type: String, message: String)] = [
        (
            "inout Int",
            "'inout' parameter 'values' cannot be passed on to the receivers; make the event a "
                + "request that returns the new value instead"
        ),
        (
            "@autoclosure () -> Int",
            "'@autoclosure' parameter 'values' cannot be passed on to the receivers; take a "
                + "closure instead: '() -> Int'"
        ),
        (
            "Int!",
            "'Int!' is implicitly unwrapped, which an event cannot pass on; write 'Int?'"
        ),
    ]

    @Test(arguments: unpassableTypes)
    func aParameterTypeThatCannotBePassedOnIsRejectedAtIt(type: String, message: String) {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event e(values: \(type)) from A to mediator\n}")
        #expect(found.map(\.message) == [message])
        #expect(found.map(\.location) == [at(3, 21)])
    }

    @Test func anImplicitlyUnwrappedResultIsRejectedAtIt() {
        let found = errorsOf(
            "mediator M {\n    colleague A\n    event e() -> String! from A to mediator\n}")
        #expect(
            found.map(\.message) == [
                "'String!' is implicitly unwrapped, which an event cannot pass on; write 'String?'"
            ])
        #expect(found.map(\.location) == [at(3, 18)])
    }
}
