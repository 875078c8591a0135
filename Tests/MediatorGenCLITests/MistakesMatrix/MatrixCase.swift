/// One case of the matrix: a scene written with one mistake, and the spec lines where the
/// compiler must report it.
struct MatrixCase: Sendable, CustomStringConvertible {
    let scene: Scene
    let fault: Fault
    /// The constructs whose lines the errors must be at (or in the user's own Swift file).
    let expected: Set<SpecAnchor>

    /// The case's name: the scene's, and the mistake.
    var description: String { "\(scene.name): \(fault)" }

    /// Every case: each construct's scenes, each with every mistake that applies to it.
    static let all: [MatrixCase] = Constructs.scenes.flatMap { scene in
        MistakeCatalog.mistakes(in: scene).map {
            MatrixCase(scene: scene, fault: $0.fault, expected: $0.expected)
        }
    }

    /// The spec with the mistake.
    var spec: WrittenSpec { SpecWriter.write(scene, fault: fault) }

    /// The user's code with the mistake.
    var colleagues: String { ColleagueCodeWriter.write(scene, fault: fault) }

    /// The spec and the user's code without the mistake.
    var corrected: (spec: WrittenSpec, colleagues: String) {
        (SpecWriter.write(scene, fault: nil), ColleagueCodeWriter.write(scene, fault: nil))
    }

    /// The lines of `expected` in the spec; an anchor the spec lacks has none.
    var expectedLines: Set<Int> {
        let lines = spec.lines
        return Set(expected.compactMap { lines[$0] })
    }

    /// Why the generator reports this case elsewhere today, if it does.
    var knownException: String? {
        KnownExceptions.reason(for: self)
    }
}
