import Benchmark
import CourtsideCore
import CourtsideReports
import CourtsideStore

// The in-process benchmarks of `make bench`: folding, loading and exporting a 100,000-event game,
// listing a library of 2,000 games, and following a game as it is scored. package-benchmark runs
// each until it has enough samples and reports percentiles, CPU and malloc counts.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 25)
    let games = BenchGames()

    Benchmark(
        "fold: GameState.apply × 100,000 events",
        closure: { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try games.fold()) }
        }, setup: { try games.prepareBigGame() })

    Benchmark(
        "load + fold: FileGameLibrary.load, 100,000 events",
        closure: { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try games.load()) }
        }, setup: { try games.prepareBigGame() })

    for format in [ExportFormat.text, .json, .playsCSV] {
        Benchmark(
            "export \(format.rawValue): openLog + Exporter.write, 100,000 events",
            closure: { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try games.export(format)) }
            }, setup: { try games.prepareBigGame() })
    }

    Benchmark(
        "list: FileGameLibrary.list, 2,000 games (summary index warm)",
        configuration: .init(timeUnits: .microseconds),
        closure: { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try games.list()) }
        }, setup: { try games.prepareLibrary() })

    // An event reaches a follower of a 300,000-event game as fast as one of a 1,000-event game
    // (issue 42): nothing on the way is a copy of the game.
    for length in [1_000, 300_000] {
        Benchmark(
            "follow: record a rebound (write + fsync) → CourtFollower.poll → MirroredGame → feed line, "
                + "\(length == 1_000 ? "1,000" : "300,000")-event game",
            configuration: .init(timeUnits: .microseconds, maxIterations: 2_000),
            closure: { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try games.followOne(length: length)) }
            }, setup: { try games.prepareFollowed(length: length) })
    }

    Benchmark.teardown = { games.remove() }
}
