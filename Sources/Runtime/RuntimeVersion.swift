/// The version handshake between generated code and this runtime.
///
/// Every file that `mediatorgen` generates names the marker type of the runtime version it was
/// generated for. When a project builds generated code against a runtime that lacks that marker
/// (the generator and the runtime come from different releases), compilation fails on that line,
/// next to a comment that says to update both to the same release and regenerate.
///
/// Version 2 moved the runtime's hooks for generated code behind `@_spi(Generated)`. Version 3
/// removed what only code generated before the `Event` enum called, moved joining and leaving
/// colleague sets behind `@_spi(Generated)` too, and made traces and deliveries show `String`s.
public enum RuntimeVersion3 {}

/// Compiles only when `Payload` is `Sendable`.
///
/// Generated `nonisolated` mediators name it with each event's payload, so a payload type that
/// cannot cross threads is reported at the event's line in the spec.
@_spi(Generated)
public enum RequireSendable<Payload: Sendable> {}
