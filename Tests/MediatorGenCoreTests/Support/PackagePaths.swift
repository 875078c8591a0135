import Foundation

/// Folders of this package, found from the location of this source file.
enum PackagePaths {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // MediatorGenCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let templates = root.appendingPathComponent("Templates")
    static let embeddedTemplates = root.appendingPathComponent(
        "Sources/Generator/Core/Rendering/EmbeddedTemplates.swift")
    static let referenceSpecs = root.appendingPathComponent("Tests/Reference/Specs")
    static let referenceOutput = root.appendingPathComponent("Tests/Reference/Generated")
}
