// A stand-in for Foundation, which this toolchain has only as a Linux binary module: the types
// that the payloads of the reference specs use (Tests/Reference/Specs), with the availability
// Apple's Foundation gives them (every system the package supports), and the root class and
// protocol that the reference mediators acting as delegates use.

/// A point in time, as the reference specs' payloads carry it; `Codable`, as a `codable`
/// mediator's payloads are.
public struct Date: Hashable, Sendable, Codable {
    /// A date some seconds after the first instant of 1970.
    public init(timeIntervalSince1970 interval: Double) {}
}

/// What delegate protocols refine, as the reference specs' delegates do.
public protocol NSObjectProtocol: AnyObject {}

/// The root class that a mediator acting as a component's delegate names as its superclass
/// (`NSObject()` in a spec); Apple's compiler lets a subclass of it be `Sendable`.
open class NSObject: NSObjectProtocol, @unchecked Sendable {
    /// Makes an object.
    public init() {}
}
