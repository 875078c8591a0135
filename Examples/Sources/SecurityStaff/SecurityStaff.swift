/// A guard with a radio: sends on the shared channel and hears the others.
final class SecurityStaff {
    let mediator = SecurityStaffMediator.SecurityStaffOutbox()
    let name: String

    init(name: String) {
        self.name = name
    }

    func sendMessage(_ text: String) {
        print("\(name) 发送：\(text)")
        mediator.message(text)
    }

    func message(_ text: String) {
        print("\(name) 收到: \(text)")
    }
}
