// swift-tools-version: 6.0

import PackageDescription

/// Example programs, each built on a mediator generated from a `.mediator` spec by the
/// `MediatorGenPlugin` build-tool plugin of the package one folder up.
let package = Package(
    name: "Examples",
    products: [
        .executable(name: "conceptual", targets: ["conceptual"])
    ],
    dependencies: [
        .package(name: "mediatorgen", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "conceptual",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/Conceptual",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
