// swift-tools-version: 6.2

import PackageDescription

/// mediatorgen with its plugins running a prebuilt `mediatorgen` from an artifact bundle instead
/// of building the generator from source: a clean build then pays only for running it.
///
/// It vends what the main package vends under the same names, the runtime and the plugins, from
/// the same sources (`Sources` and `Plugins` link to them), so that a package picks one of the two
/// by its dependency alone. Here the bundle is the one `make-bundle.sh` builds for this machine; a
/// release publishes this package as a repository of its own whose binary target names the
/// release's bundle by URL and checksum (docs/Plugins.md). The main package keeps building the
/// generator from source, so a bundle that is missing or cannot be downloaded never breaks it.
let package = Package(
    name: "mediatorgen-prebuilt",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "MediatorRuntime", targets: ["MediatorRuntime"]),
        .plugin(name: "MediatorGenPlugin", targets: ["MediatorGenPlugin"]),
        .plugin(name: "MediatorTestDoublesPlugin", targets: ["MediatorTestDoublesPlugin"]),
        .plugin(name: "GenerateMediators", targets: ["GenerateMediators"]),
        .plugin(name: "DrawMediators", targets: ["DrawMediators"]),
    ],
    targets: [
        .target(
            name: "MediatorRuntime", dependencies: ["MediatorAtomics"], path: "Sources/Runtime"),
        .target(name: "MediatorAtomics", path: "Sources/Atomics"),
        .binaryTarget(name: "mediatorgen", path: "mediatorgen.artifactbundle"),
        .plugin(
            name: "MediatorGenPlugin",
            capability: .buildTool(),
            dependencies: ["mediatorgen"],
            path: "Plugins/MediatorGenPlugin"
        ),
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
    ],
    swiftLanguageModes: [.v6]
)
