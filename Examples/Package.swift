// swift-tools-version: 6.0

import PackageDescription

/// Example programs, each built on a mediator generated from a `.mediator` spec by the
/// `MediatorGenPlugin` build-tool plugin of the package one folder up, and tests of two of them.
let package = Package(
    name: "Examples",
    // mediatorgen's own minimums; Linux needs none.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .executable(name: "call-screen", targets: ["call-screen"]),
        .executable(name: "checkout", targets: ["checkout"]),
        .executable(name: "colleagues", targets: ["colleagues"]),
        .executable(name: "conceptual", targets: ["conceptual"]),
        .executable(name: "screens", targets: ["screens"]),
        .executable(name: "search-history", targets: ["search-history"]),
        .executable(name: "security-staff", targets: ["security-staff"]),
    ],
    dependencies: [
        .package(name: "mediatorgen", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "call-screen",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/CallScreen",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "checkout",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/Checkout",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "colleagues",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/Colleagues",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "conceptual",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/Conceptual",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "screens",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/Screens",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "search-history",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/SearchHistory",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        .executableTarget(
            name: "security-staff",
            dependencies: [.product(name: "MediatorRuntime", package: "mediatorgen")],
            path: "Sources/SecurityStaff",
            plugins: [.plugin(name: "MediatorGenPlugin", package: "mediatorgen")]
        ),
        // Tests of the examples, as a user writes them for their mediators: drive a colleague
        // and check what the mediator delivered, with a recorder and a test double.
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "screens", "search-history",
                .product(name: "MediatorRuntime", package: "mediatorgen"),
            ],
            path: "Tests/ExamplesTests",
            plugins: [.plugin(name: "MediatorTestDoublesPlugin", package: "mediatorgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
