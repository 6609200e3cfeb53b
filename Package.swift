// swift-tools-version: 6.2
import PackageDescription

// The package graph is the MVVM diagram:
//   CourtsideCore ← CourtsideText ← CourtsideViewModels ← CourtsideScreen ← CourtsideApp ← courtside
//   CourtsideCore ← CourtsideFileFormat (a game file's lines, keys, version, limits)
//   CourtsideText, CourtsideFileFormat ← CourtsideReports (exports, feed) ← CourtsideApp
//   CourtsideFileFormat ← CourtsideStore ← CourtsideApp
//   CourtsideReports, CourtsideStore ← CourtsideServer (`courtside serve`, on Hummingbird) ← courtside
//   CourtsideStore ← CourtsideLeague (the league database) ← CourtsideApp, CourtsideServer (/courts)
// Only CourtsideScreen imports CNcurses; only CourtsideStore imports CSQLite; only CourtsideLeague
// imports CLibpq. The *Testing modules hold the test doubles; only test targets, courtside-gates,
// courtside-bench and Benchmarks/ link them, never the shipped `courtside`.
let package = Package(
    name: "courtside",
    products: [
        .executable(name: "courtside", targets: ["courtside"]),
        // For the in-process benchmarks in Benchmarks/ (a package of its own, so `make test`
        // never builds package-benchmark): the modules they measure and the fixtures they use.
        .library(
            name: "CourtsideBenchmarked",
            targets: [
                "CourtsideCore", "CourtsideText", "CourtsideFileFormat", "CourtsideReports", "CourtsideStore",
                "CourtsideTesting", "CourtsideStoreTesting",
            ]),
    ],
    // Versions are pinned here, exactly; Package.resolved is not committed (the revisions in it
    // are those of whichever mirror resolved them, which another machine may not have).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `courtside serve` (CourtsideServer): HTTP, server-sent events, the embedded pages.
        // Without its default traits: FullFoundation and ConfigurationSupport would link full
        // Foundation and its ICU data into the product, which uses neither.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        // Hummingbird's own dependencies, named for the few types the server uses from them
        // (header names, IOError and the network devices, the logger, graceful shutdown) and, for the tests,
        // a client that reads a server-sent event stream as it comes.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        // The differential test's random sessions (CourtsideEndToEndTests, "Every view agrees"):
        // property checks on Swift Testing that shrink a failing session to the steps that matter.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // ncursesw from the default include and library paths (its module map links it). Not
        // through pkg-config: its cflags (-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600) are flags the
        // package manager refuses with a warning on every build; shim.h defines what the wide
        // API needs. `make deps` installs libncurses-dev.
        .systemLibrary(name: "CNcurses"),
        // Debian's libsqlite3 the same way (its module map links it; `make deps` installs
        // libsqlite3-dev): the library index is an SQLite database. Only the store imports it.
        .systemLibrary(name: "CSQLite"),
        // Debian's libpq the same way (`make deps` installs libpq-dev): the league is a PostgreSQL
        // database. libpq, not postgres-nio: postgres-nio imports full Foundation, which would link
        // Foundation and its ICU data into the product (which uses FoundationEssentials only); libpq
        // also reads the PG* variables and ~/.pgpass, bounds a connection attempt and offers TLS.
        // Only CourtsideLeague imports it.
        .systemLibrary(name: "CLibpq"),
        .target(name: "CourtsideCore"),
        // The text layer the view models, the screen and the outputs share: formatting (clock,
        // score, dates, display width, a play's words) and the worm chart.
        .target(name: "CourtsideText", dependencies: ["CourtsideCore"]),
        // The game file's vocabulary, which the store writes and reads and the feed embeds: what a
        // line is (`HeaderLine`, `EventLine` and their coding), its keys, its version, its limits.
        .target(name: "CourtsideFileFormat", dependencies: ["CourtsideCore"]),
        // The outputs only the command line and the server use: exports, the feed, run export,
        // the stats tables' CSV and JSON.
        .target(name: "CourtsideReports", dependencies: ["CourtsideCore", "CourtsideText", "CourtsideFileFormat"]),
        .target(name: "CourtsideViewModels", dependencies: ["CourtsideCore", "CourtsideText", "CourtsideReports"]),
        .target(name: "CourtsideStore", dependencies: ["CourtsideCore", "CourtsideFileFormat", "CSQLite"]),
        // `courtside serve`: the library's games over HTTP, read-only, beside the scorer.
        .target(
            name: "CourtsideServer",
            dependencies: [
                "CourtsideCore", "CourtsideText", "CourtsideReports", "CourtsideStore", "CourtsideLeague",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The league: the PostgreSQL schema, the sender of a library's events, the league's status.
        .target(
            name: "CourtsideLeague",
            dependencies: ["CourtsideCore", "CourtsideFileFormat", "CourtsideStore", "CLibpq"]
        ),
        .target(
            name: "CourtsideScreen",
            dependencies: ["CNcurses", "CourtsideViewModels", "CourtsideText", "CourtsideReports", "CourtsideCore"]
        ),
        // The application: the screens' navigation and set-up (ScreenApp), the store joined to the
        // view models, the feed and overlay loops' parts, the outputs' sinks, the leaders' path.
        // Everything the commands do once their arguments are parsed; tested on a fake terminal.
        .target(
            name: "CourtsideApp",
            dependencies: [
                "CourtsideCore", "CourtsideText", "CourtsideReports", "CourtsideViewModels", "CourtsideStore",
                "CourtsideScreen", "CourtsideLeague",
            ]
        ),
        // Argument parsing only: each command validates its arguments and calls into CourtsideApp.
        .executableTarget(
            name: "courtside",
            dependencies: [
                "CourtsideApp", "CourtsideCore", "CourtsideText", "CourtsideReports", "CourtsideViewModels",
                "CourtsideStore", "CourtsideScreen",
                "CourtsideServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Test support: doubles and fixtures, linked by the tests and the bench only.
        .target(name: "CourtsideTesting", dependencies: ["CourtsideCore"]),
        .target(
            name: "CourtsideScreenTesting",
            dependencies: ["CourtsideScreen", "CourtsideViewModels", "CourtsideText", "CourtsideReports"]),
        // A throwaway PostgreSQL cluster, for the league's tests and the end-to-end tests.
        .target(name: "CourtsideLeagueTesting"),
        // A file system that fails on purpose, for the store's tests.
        .target(name: "CourtsideStoreTesting", dependencies: ["CourtsideStore", "CourtsideCore", "CourtsideTesting"]),

        // `make bench` (docs/performance.md): what needs the release binary on a pseudo-terminal.
        // The league's figures run in process: 16 libraries' senders and a listener on a throwaway cluster.
        .executableTarget(
            name: "courtside-bench",
            dependencies: [
                "CourtsideCore", "CourtsideStore", "CourtsideLeague", "CourtsideLeagueTesting", "CourtsideTesting",
            ]),
        // `make gates` (docs/performance.md): the work counted under callgrind against
        // Benchmarks/budgets.txt, built in release; never run by `make test`.
        .executableTarget(
            name: "courtside-gates",
            dependencies: [
                "CourtsideCore", "CourtsideText", "CourtsideReports", "CourtsideStore", "CourtsideViewModels",
                "CourtsideScreen",
                "CourtsideTesting", "CourtsideStoreTesting",
            ]
        ),

        .testTarget(name: "CourtsideCoreTests", dependencies: ["CourtsideCore", "CourtsideTesting"]),
        .testTarget(
            name: "CourtsideTextTests", dependencies: ["CourtsideText", "CourtsideCore", "CourtsideTesting"]),
        .testTarget(
            name: "CourtsideFileFormatTests",
            dependencies: ["CourtsideFileFormat", "CourtsideCore", "CourtsideTesting"]),
        .testTarget(
            name: "CourtsideReportsTests",
            dependencies: [
                "CourtsideText", "CourtsideReports", "CourtsideCore", "CourtsideTesting",
            ]),
        .testTarget(
            name: "CourtsideViewModelsTests",
            dependencies: [
                "CourtsideViewModels", "CourtsideText", "CourtsideReports", "CourtsideCore", "CourtsideTesting",
            ]
        ),
        .testTarget(
            name: "CourtsideStoreTests",
            dependencies: [
                "CourtsideStore", "CourtsideStoreTesting", "CourtsideFileFormat", "CourtsideCore", "CourtsideTesting",
            ]
        ),
        .testTarget(
            name: "CourtsideScreenTests",
            dependencies: [
                "CourtsideScreen", "CourtsideScreenTesting", "CourtsideViewModels", "CourtsideText", "CourtsideReports",
                "CourtsideCore",
                "CourtsideTesting",
            ]
        ),
        .testTarget(
            name: "CourtsideAppTests",
            dependencies: [
                "CourtsideApp", "CourtsideScreen", "CourtsideScreenTesting", "CourtsideViewModels", "CourtsideStore",
                "CourtsideStoreTesting", "CourtsideReports", "CourtsideText", "CourtsideCore", "CourtsideTesting",
            ]
        ),
        .testTarget(name: "CourtsideTestingTests", dependencies: ["CourtsideTesting", "CourtsideCore"]),
        .testTarget(
            name: "CourtsideServerTests",
            dependencies: [
                "CourtsideServer", "CourtsideStore", "CourtsideText", "CourtsideFileFormat", "CourtsideReports",
                "CourtsideCore", "CourtsideTesting", "CourtsideStoreTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Against a real PostgreSQL: a throwaway cluster of the tests' own (Support/PostgresCluster).
        .testTarget(
            name: "CourtsideLeagueTests",
            dependencies: [
                "CourtsideLeague", "CourtsideLeagueTesting", "CourtsideStore", "CourtsideStoreTesting",
                "CourtsideFileFormat", "CourtsideCore", "CourtsideTesting",
            ]
        ),
        // The real binary in tmux and Chromium, and the differential test: one game scored on the
        // board into a real file while a follower, serve's court, the feed and the exports read it.
        .testTarget(
            name: "CourtsideEndToEndTests",
            dependencies: [
                "courtside", "CourtsideApp", "CourtsideCore", "CourtsideText", "CourtsideReports",
                "CourtsideViewModels",
                "CourtsideStore",
                "CourtsideServer", "CourtsideTesting", "CourtsideLeague", "CourtsideLeagueTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
