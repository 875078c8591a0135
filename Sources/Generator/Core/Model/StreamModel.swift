/// The answer of a streaming request: a sequence of elements that its one handler produces,
/// declared as its result type.
package struct StreamModel: Sendable, Equatable {
    /// The type of the elements.
    package var element: String
    /// Whether the stream can end with an error (`AsyncThrowingStream`).
    package var isThrowing: Bool

    /// The stream type that answers, without a module: `AsyncStream` or `AsyncThrowingStream`.
    package var typeName: String { isThrowing ? "AsyncThrowingStream" : "AsyncStream" }
}
