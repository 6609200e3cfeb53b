// swift-tools-version: 6.0
import PackageDescription

// The package graph is the MVVM diagram: core ← view models ← screen ← executable,
// core ← store ← executable. Only CourtsideScreen may import CNcurses.
let package = Package(
    name: "courtside",
    products: [
        .executable(name: "courtside", targets: ["courtside"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CourtsideCore"),
        .target(name: "CourtsideViewModels", dependencies: ["CourtsideCore"]),
        .target(name: "CourtsideStore", dependencies: ["CourtsideCore"]),
        // Test doubles for the store (a file system that fails on purpose); never in the product.
        .target(name: "CourtsideStoreTesting", dependencies: ["CourtsideStore", "CourtsideCore"]),
        .target(name: "CourtsideScreen", dependencies: ["CNcurses", "CourtsideViewModels", "CourtsideCore"]),
        .executableTarget(
            name: "courtside",
            dependencies: [
                "CourtsideCore", "CourtsideViewModels", "CourtsideStore", "CourtsideScreen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench` (docs/performance.md): a small release-mode suite, never run by `make test`.
        .executableTarget(
            name: "courtside-bench",
            dependencies: ["CourtsideCore", "CourtsideStore", "CourtsideViewModels"]
        ),
        .testTarget(name: "CourtsideCoreTests", dependencies: ["CourtsideCore"]),
        .testTarget(name: "CourtsideViewModelsTests", dependencies: ["CourtsideViewModels", "CourtsideCore"]),
        .testTarget(
            name: "CourtsideStoreTests", dependencies: ["CourtsideStore", "CourtsideStoreTesting", "CourtsideCore"]
        ),
        .testTarget(
            name: "CourtsideScreenTests",
            dependencies: ["CourtsideScreen", "CourtsideViewModels", "CourtsideCore"]
        ),
        .testTarget(name: "CourtsideEndToEndTests", dependencies: ["courtside"]),
    ],
    swiftLanguageModes: [.v6]
)
