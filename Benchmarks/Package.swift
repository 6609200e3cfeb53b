// swift-tools-version: 6.2
import PackageDescription

// The in-process benchmarks of `make bench` on package-benchmark (ordo-one/benchmark): a package
// of its own, depending on courtside by path, so the root's `swift build --build-tests` never
// builds package-benchmark or its dependencies. Run with
// `swift package --package-path Benchmarks --disable-sandbox benchmark` (see docs/performance.md).
let package = Package(
    name: "courtside-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "courtside", path: ".."),
        // The malloc interposer gives the malloc counts on Linux.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CourtsideBenchmarks",
            dependencies: [
                .product(name: "CourtsideBenchmarked", package: "courtside"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CourtsideBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
