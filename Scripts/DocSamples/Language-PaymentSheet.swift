// Stand-ins for a payments library, which the sample of docs/Language.md, "Events that share a
// base name", uses without showing it: a sheet that reports through a delegate protocol whose
// two requirements share a base name and differ in labels.

struct Payment: Codable, Equatable {
    let amount: Int
}

enum PaymentStatus: String, Codable {
    case booked, cancelled
}

protocol PaymentSheetDelegate: AnyObject {
    func paymentSheet(_ sheet: PaymentSheet, didCreatePayment payment: Payment)
    func paymentSheet(_ sheet: PaymentSheet, didFinishWith status: PaymentStatus)
}

final class PaymentSheet {
    weak var delegate: (any PaymentSheetDelegate)?

    func pay(_ amount: Int) {
        delegate?.paymentSheet(self, didCreatePayment: Payment(amount: amount))
        delegate?.paymentSheet(self, didFinishWith: .booked)
    }
}

final class Ledger {
    func paymentSheet(_ sheet: PaymentSheet, didCreatePayment payment: Payment) {}
}

final class Receipt {
    func paymentSheet(_ sheet: PaymentSheet, didFinishWith status: PaymentStatus) {}
}

@MainActor let sheet = PaymentSheet()
