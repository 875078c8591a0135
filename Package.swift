// swift-tools-version: 6.0

import PackageDescription

let package = Package(
    name: "mediatorgen",
    products: [
        .library(name: "MediatorRuntime", targets: ["MediatorRuntime"]),
        .executable(name: "mediatorgen", targets: ["mediatorgen"]),
        .plugin(name: "MediatorGenPlugin", targets: ["MediatorGenPlugin"]),
    ],
    targets: [
        // The slim runtime that generated code builds on.
        .target(name: "MediatorRuntime", path: "Sources/Runtime"),

        // The generator pipeline: lexer, parser, validator, model, templates and renderer.
        .target(name: "MediatorGenCore", path: "Sources/Generator/Core"),

        // The command-line front; the target is named after the command because
        // `context.tool(named:)` looks tools up by executable target name.
        .executableTarget(
            name: "mediatorgen",
            dependencies: ["MediatorGenCore"],
            path: "Sources/Generator/CLI"
        ),

        .plugin(
            name: "MediatorGenPlugin",
            capability: .buildTool(),
            dependencies: ["mediatorgen"],
            path: "Plugins/MediatorGenPlugin"
        ),

        .testTarget(
            name: "MediatorGenCoreTests",
            dependencies: ["MediatorGenCore"],
            path: "Tests/MediatorGenCoreTests"
        ),
        .testTarget(
            name: "MediatorGenCLITests",
            dependencies: ["mediatorgen"],
            path: "Tests/MediatorGenCLITests"
        ),

        // Reference output of the generator (checked in, compared by the snapshot tests),
        // compiled here together with the colleague types it expects and exercised by tests.
        .target(
            name: "ReferenceMediators",
            dependencies: ["MediatorRuntime"],
            path: "Tests/Reference",
            exclude: ["Specs"]
        ),
        .testTarget(
            name: "ReferenceMediatorsTests",
            dependencies: ["ReferenceMediators", "MediatorRuntime"],
            path: "Tests/ReferenceMediatorsTests"
        ),
        .testTarget(
            name: "MediatorRuntimeTests",
            dependencies: ["MediatorRuntime"],
            path: "Tests/MediatorRuntimeTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
