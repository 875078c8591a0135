// A stand-in for Foundation, which this toolchain has only as a Linux binary module: the types
// that the payloads of the reference specs use (Tests/Reference/Specs), with the availability
// Apple's Foundation gives them (every system the package supports).

/// A point in time, as the reference specs' payloads carry it.
public struct Date: Hashable, Sendable {
    /// A date some seconds after the first instant of 1970.
    public init(timeIntervalSince1970 interval: Double) {}
}
