/// A receiver's work in every case: it adds each payload to a stored total.
///
/// Colleague types of the generated mediators subclass it, so that each gets a distinct type
/// (as a spec requires) with the same receiving method.
class Tally {
    /// The sum of the payloads received so far.
    final private(set) var total = 0

    /// Makes a receiver that has received nothing yet.
    init() {}

    /// Receives one event: adds `value` to ``total``.
    final func ping(_ value: Int) {
        total &+= value
    }
}
