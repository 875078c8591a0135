@_spi(Generated) import MediatorRuntime

// Colleagues of Specs/FullNames.mediator, and the delegate protocols a payments library declares,
// whose requirements share a base name and differ in labels: each mediator lists one, and its
// entry points satisfy it. One group per isolation mode.

/// A payment sheet, as its delegate learns which one called.
struct Sheet: Codable, Hashable, Sendable {
    let id: Int
}

/// A payment a sheet made.
struct Payment: Codable, Hashable, Sendable {
    let amount: Int
    let currency: String
}

/// How a payment sheet finished.
enum PaymentStatus: String, Codable, Sendable {
    case booked, cancelled
}

/// The printer has no paper.
struct OutOfPaper: Error, Equatable {}

// MARK: - Till

/// A payment sheet's delegate, as the payments library declares it.
protocol PaymentSheetDelegate: AnyObject {
    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment)
    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus)
}

/// The payments library's sheet: it calls its delegate as the user pays and closes it.
final class PaymentSheet {
    let sheet: Sheet
    weak var delegate: (any PaymentSheetDelegate)?

    init(id: Int, delegate: any PaymentSheetDelegate) {
        sheet = Sheet(id: id)
        self.delegate = delegate
    }

    func pay(_ amount: Int, in currency: String) {
        delegate?.paymentSheet(sheet, didCreatePayment: Payment(amount: amount, currency: currency))
    }

    func cancel() {
        delegate?.paymentSheet(sheet, didFinishWith: .cancelled)
    }
}

extension Till {
    func handlePaymentSheet(
        _ sheet: Sheet, didFinishWith status: PaymentStatus,
        from sender: PaymentSheetDidFinishWithSender
    ) {
        switch sender {
        case .cashbook: finished.append("\(sheet.id) \(status.rawValue) by the cashbook")
        case .outside: finished.append("\(sheet.id) \(status.rawValue) by the sheet")
        }
    }
}

/// Books payments, closes their sheets, and asks the printer for totals and lines.
final class Cashbook {
    let mediator = Till.CashbookOutbox()
    private(set) var booked: [Payment] = []
    /// Whether the cashbook closes a sheet once it has booked its payment: not while a log is
    /// replayed, which has the close already (docs/Language.md, "Replayable logs").
    var closesSheets = true

    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment) {
        booked.append(payment)
        if closesSheets { mediator.paymentSheet(sheet, didFinishWith: .booked) }
    }
}

/// Prints receipts; the app's protocol refines the one generated for it.
protocol ReceiptPrinter: Till.ReceiptPrinterColleague {}

/// A printer that keeps its lines, and runs out of paper when told.
final class LinePrinter: ReceiptPrinter {
    private(set) var lines: [String] = []
    var hasPaper = true

    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus) {
        lines.append("sheet \(sheet.id): \(status.rawValue)")
    }

    func total(of payment: Payment) -> Int { payment.amount }

    func total(in currency: String) -> Int { lines.count }

    func print(payment: Payment) throws {
        guard hasPaper else { throw OutOfPaper() }
        lines.append("\(payment.amount) \(payment.currency)")
    }

    func print(status: PaymentStatus) throws {
        guard hasPaper else { throw OutOfPaper() }
        lines.append(status.rawValue)
    }
}

// MARK: - MainTill

/// The library's delegate on the main actor.
@MainActor protocol MainPaymentSheetDelegate: AnyObject {
    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment)
    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus)
}

/// Books payments on the main actor.
@MainActor final class MainCashbook {
    private(set) var received: [String] = []
    private var booked: [Payment] = []

    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment) {
        booked.append(payment)
        received.append("\(sheet.id) paid \(payment.amount)")
    }

    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus) {
        received.append("\(sheet.id) \(status.rawValue)")
    }

    func total(of payment: Payment) async -> Int { payment.amount }

    func total(in currency: String) async -> Int {
        booked.filter { $0.currency == currency }.reduce(0) { $0 + $1.amount }
    }
}

// MARK: - ActorTill

/// The library's delegate on the game's actor.
@GameActor protocol ActorPaymentSheetDelegate: AnyObject {
    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment)
    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus)
}

/// Books payments on the game's actor.
@GameActor final class ActorCashbook {
    private(set) var received: [String] = []

    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment) {
        received.append("\(sheet.id) paid \(payment.amount)")
    }

    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus) {
        received.append("\(sheet.id) \(status.rawValue)")
    }
}

// MARK: - SharedTill

/// The library's delegate, called from any thread.
protocol SharedPaymentSheetDelegate: AnyObject, Sendable {
    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment)
    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus)
}

/// Books payments from any thread.
final class SharedCashbook: Sendable {
    private let log = Locked<[String]>([])

    var received: [String] { log.withLock { $0 } }

    func paymentSheet(_ sheet: Sheet, didCreatePayment payment: Payment) {
        log.withLock { $0.append("\(sheet.id) paid \(payment.amount)") }
    }

    func paymentSheet(_ sheet: Sheet, didFinishWith status: PaymentStatus) {
        log.withLock { $0.append("\(sheet.id) \(status.rawValue)") }
    }
}
