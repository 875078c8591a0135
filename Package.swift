// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "mediatorgen",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "MediatorRuntime", targets: ["MediatorRuntime"]),
        .executable(name: "mediatorgen", targets: ["mediatorgen"]),
        .plugin(name: "MediatorGenPlugin", targets: ["MediatorGenPlugin"]),
        .plugin(name: "MediatorTestDoublesPlugin", targets: ["MediatorTestDoublesPlugin"]),
        .plugin(name: "GenerateMediators", targets: ["GenerateMediators"]),
        .plugin(name: "DrawMediators", targets: ["DrawMediators"]),
    ],
    targets: [
        // The slim runtime that generated code builds on.
        .target(
            name: "MediatorRuntime", dependencies: ["MediatorAtomics"], path: "Sources/Runtime"),
        // Atomic loads and stores in C, for the systems that Synchronization does not support;
        // the runtime imports it internally, so generated code never sees it.
        .target(name: "MediatorAtomics", path: "Sources/Atomics"),

        // The generator pipeline: lexer, parser, validator, model, templates and renderer. The
        // templates of `Templates/` are built in as string literals that
        // `swift run update-reference templates` writes (BuiltInTemplateSourceFile).
        .target(name: "MediatorGenCore", path: "Sources/Generator/Core"),

        // The command-line front; the target is named after the command because
        // `context.tool(named:)` looks tools up by executable target name.
        .executableTarget(
            name: "mediatorgen",
            dependencies: ["MediatorGenCore"],
            path: "Sources/Generator/CLI"
        ),

        // For working on mediatorgen itself, not a product: `swift run update-reference KIND`
        // regenerates one kind of checked-in output (Tests/Reference/Generated, graphs, pictures).
        .executableTarget(
            name: "update-reference",
            dependencies: ["MediatorGenCore"],
            path: "Sources/Generator/Maintenance"
        ),

        .plugin(
            name: "MediatorGenPlugin",
            capability: .buildTool(),
            dependencies: ["mediatorgen"],
            path: "Plugins/MediatorGenPlugin"
        ),

        // Test doubles of colleagues known by a protocol, for test targets: from the specs of
        // the targets the test target depends on.
        .plugin(
            name: "MediatorTestDoublesPlugin",
            capability: .buildTool(),
            dependencies: ["mediatorgen"],
            path: "Plugins/MediatorTestDoublesPlugin"
        ),

        .plugin(
            name: "GenerateMediators",
            capability: .command(
                intent: .custom(
                    verb: "generate-mediators",
                    description:
                        "Generate the mediators of the package's .mediator specs into its sources"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "Writes the generated mediators into each target's GeneratedMediators folder"
                    )
                ]
            ),
            dependencies: ["mediatorgen"],
            path: "Plugins/GenerateMediators"
        ),

        .plugin(
            name: "DrawMediators",
            capability: .command(
                intent: .custom(
                    verb: "draw-mediators",
                    description:
                        "Draw the event graphs of the package's .mediator specs, one file per target"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "Writes a picture of each target's mediators into the MediatorGraphs folder"
                    )
                ]
            ),
            dependencies: ["mediatorgen"],
            path: "Plugins/DrawMediators"
        ),

        .testTarget(
            name: "MediatorGenCoreTests",
            dependencies: ["MediatorGenCore", "TestSupport"],
            path: "Tests/MediatorGenCoreTests"
        ),
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "MediatorGenCLITests",
            // MediatorRuntime is built for the tests that compile generated code with swiftc.
            dependencies: ["mediatorgen", "MediatorGenCore", "MediatorRuntime", "TestSupport"],
            path: "Tests/MediatorGenCLITests"
        ),
        // Builds and runs the Examples package and a plugin consumer package with `swift build`;
        // they run only with MEDIATORGEN_END_TO_END=1, as .ci/run runs them after `swift test`.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["mediatorgen", "TestSupport"],
            path: "Tests/EndToEndTests"
        ),

        // Reference output of the generator (checked in, compared by the snapshot tests),
        // compiled here together with the colleague types it expects and exercised by tests.
        // The specs' event graphs are references too, compared by GraphSnapshotTests.
        .target(
            name: "ReferenceMediators",
            dependencies: ["MediatorRuntime"],
            path: "Tests/Reference",
            exclude: ["Specs", "Graphs"]
        ),
        .testTarget(
            name: "ReferenceMediatorsTests",
            dependencies: ["ReferenceMediators", "MediatorRuntime"],
            path: "Tests/ReferenceMediatorsTests"
        ),
        // Runs the TextMate grammar of Editors/ over every spec of the repository and checks its
        // scopes against the generator's lexer and parser.
        .testTarget(
            name: "SyntaxHighlightingTests",
            dependencies: ["MediatorGenCore", "TestSupport"],
            path: "Tests/SyntaxHighlightingTests"
        ),
        .testTarget(
            name: "MediatorRuntimeTests",
            dependencies: ["MediatorRuntime"],
            path: "Tests/MediatorRuntimeTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
