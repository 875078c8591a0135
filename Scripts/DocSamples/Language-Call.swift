// What the sample of colleagues attached later, in docs/Language.md, uses without showing it.

final class Dialer {
    let mediator = Call.DialerOutbox()
}

final class Coordinator {
    let mediator = Call.CoordinatorOutbox()
    func placed(_ number: String) {}
}

final class CallLog {
    func placed(_ number: String) {}
    func count() -> Int { 0 }
}

protocol Speaker: Call.SpeakerColleague {}

extension Call {
    func handleReported(_ text: String, from sender: ReportedSender) {}
}

@MainActor let dialer = Dialer()
@MainActor let coordinator = Coordinator()
@MainActor let other = Coordinator()
