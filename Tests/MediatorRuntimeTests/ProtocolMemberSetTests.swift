@_spi(Generated) import MediatorRuntime
import Testing

/// A class-bound protocol, as colleagues known by a protocol have.
private protocol Screen: AnyObject {
    var title: String { get }
}

private final class Page: Screen {
    let title: String

    init(_ title: String) {
        self.title = title
    }
}

/// The reference a generated mediator declares for a colleague known as `any Screen`.
private struct ScreenReference: ColleagueReference {
    private weak var colleague: (any Screen)?
    let identifier: ObjectIdentifier

    init(_ colleague: any Screen) {
        self.colleague = colleague
        identifier = ObjectIdentifier(colleague)
    }

    var object: (any Screen)? { colleague }

    static func identifier(of colleague: any Screen) -> ObjectIdentifier {
        ObjectIdentifier(colleague)
    }

    static func object(at reference: UnsafePointer<Self>) -> (any Screen)? {
        reference.pointee.object
    }
}

@Suite struct ProtocolMemberSetTests {
    @Test func aWeakSetOfProtocolMembersJoinsLeavesAndForgetsDeallocatedOnes() {
        var set = WeakColleagues<ScreenReference>()
        let home = Page("home")
        var settings: Page? = Page("settings")
        let joined = [set.join(home), set.join(settings!), set.join(home)]
        #expect(joined == [true, true, false])
        #expect(set.map(\.title) == ["home", "settings"])
        #expect(set.contains(settings!))

        settings = nil
        #expect(set.map(\.title) == ["home"])
        #expect(set.count == 1)
        let left = set.leave(home)
        #expect(left)
        #expect(set.isEmpty)
    }

    @Test func aStrongSetOfProtocolMembersKeepsThemUntilTheyLeave() {
        var set = StrongColleagues<ScreenReference>()
        var page: Page? = Page("home")
        weak let weakPage = page
        let joined = [set.join(page!), set.join(page!)]
        #expect(joined == [true, false])
        page = nil
        #expect(weakPage != nil)
        #expect(set.map(\.title) == ["home"])

        let left = set.leave(weakPage!)
        #expect(left)
        #expect(weakPage == nil)
        #expect(set.isEmpty)
    }
}
