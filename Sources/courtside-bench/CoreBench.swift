import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideTesting
import CourtsideViewModels
import Foundation

/// Section 5, in process: folding, loading a 100,000-event game file, replaying it (its exports
/// are section 6, ``ExportBench``).
@MainActor
enum CoreBench {
    /// Events in the big game.
    static let bigGame = 100_000
    /// Most time to load and fold it, in ms.
    static let loadLimitMs = 100.0

    /// Keeps results alive so the optimizer cannot drop the work that made them.
    private static var sink = 0

    /// Runs every core measurement.
    static func run(folder: TempFolder, log: (String) -> Void) throws -> [ResultRow] {
        log("core: making a synthetic \(bigGame)-event game")
        let game = try SyntheticGame.make(count: bigGame, seed: 2026)
        var rows: [ResultRow] = []
        rows.append(foldRate(game))
        rows += try load(game, folder: folder, log: log)
        log("core: replay")
        let small = try SyntheticGame.make(count: bigGame / 10, seed: 2027)
        rows += replay(small: small, big: game)
        return rows
    }

    /// GameState.apply over the whole log, repeated for at least a second.
    private static func foldRate(_ game: Game) -> ResultRow {
        var folded = 0
        let start = Monotonic.ns()
        repeat {
            var state = GameState(rules: game.header.rules)
            for event in game.events { _ = try? state.apply(event) }
            sink &+= state.homeScore &+ state.eventCount
            folded += game.events.count
        } while Monotonic.ns() - start < 1_000_000_000
        let seconds = Double(Monotonic.ns() - start) / 1e9
        return ResultRow(
            section: 5, measure: "fold: GameState.apply, events per second",
            partial: Format.count(Double(folded) / seconds) + " /s ("
                + Format.duration(ns: seconds * 1e9 / Double(folded))
                + " each)")
    }

    /// Writes the game file, then FileGameLibrary.load seven times.
    private static func load(_ game: Game, folder: TempFolder, log: (String) -> Void) throws -> [ResultRow] {
        log("core: writing the \(bigGame)-event game file")
        let library = FileGameLibrary(folder: folder.file("core-library"))
        let path = try GameFileWriter.write(game, into: library)
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        log("core: loading it (FileGameLibrary.load) 7 times")
        var times: [Double] = []
        for _ in 0..<7 {
            var loaded: LoadedGame?
            let ns = try Monotonic.time { loaded = try library.load(game.header.id) }
            guard let loaded, loaded.game.state == game.state, loaded.game.events.count == game.events.count else {
                throw BenchFailure("the loaded game differs from the one written")
            }
            times.append(Double(ns))
        }
        let stats = Stats(times)
        return [
            ResultRow(
                section: 5,
                measure: "load + fold: FileGameLibrary.load, \(Format.count(Double(bigGame))) events ("
                    + Format.fixed(Double(size) / 1_048_576, 1) + " MiB), median of 7",
                partial: Format.duration(ns: stats.median) + " (min " + Format.duration(ns: stats.min) + ", max "
                    + Format.duration(ns: stats.max) + ")",
                target: "≤ 100 ms", result: Format.verdict(stats.median <= loadLimitMs * 1e6))
        ]
    }

    /// Replay costs on a 10,000- and a 100,000-event game: building the timeline, stepping forward
    /// through every event, stepping back 1,000 times in a row from the end, seeking 1,000 random places,
    /// and the view model's → and ←.
    private static func replay(small: Game, big: Game) -> [ResultRow] {
        var generator = SplitMix64(seed: 7)
        func costs(_ game: Game) -> (build: Double, forward: Stats, back: Stats, seek: Stats, snapshots: Int) {
            let build = Stats((0..<3).map { _ in Double(Monotonic.time { sink &+= ReplayTimeline(game: game).count }) })
            var timeline = ReplayTimeline(game: game)
            var forward: [Double] = []
            forward.reserveCapacity(game.events.count)
            while timeline.position < timeline.count {
                let start = Monotonic.ns()
                timeline.stepForward()
                forward.append(Double(Monotonic.ns() - start))
            }
            // 1,000 steps back in a row from the end: what holding ← costs, per step (amortized).
            var back: [Double] = []
            for _ in 0..<1_000 {
                let start = Monotonic.ns()
                timeline.seek(to: timeline.position - 1)
                back.append(Double(Monotonic.ns() - start))
            }
            var seek: [Double] = []
            for _ in 0..<1_000 {
                timeline.seek(to: 1 + Int(generator.next() % UInt64(timeline.count)))
                let start = Monotonic.ns()
                timeline.seek(to: timeline.position - 1)
                back.append(Double(Monotonic.ns() - start))
            }
            for _ in 0..<1_000 {
                let target = Int(generator.next() % UInt64(timeline.count + 1))
                let start = Monotonic.ns()
                timeline.seek(to: target)
                seek.append(Double(Monotonic.ns() - start))
            }
            sink &+= timeline.state.homeScore
            return (build.median, Stats(forward), Stats(back), Stats(seek), timeline.snapshotCount)
        }
        let s = costs(small)
        let b = costs(big)
        func pair(_ small: Stats, _ big: Stats) -> String {
            "10k: mean " + Format.duration(ns: small.mean) + ", max " + Format.duration(ns: small.max)
                + " · 100k: mean "
                + Format.duration(ns: big.mean) + ", max " + Format.duration(ns: big.max)
        }
        let forwardFlat = b.forward.mean <= 2 * s.forward.mean + 50
        let backFlat = b.back.mean <= 2 * s.back.mean + 50
        var rows = [
            ResultRow(
                section: 5, measure: "replay: build timeline (snapshots: 10k \(s.snapshots), 100k \(b.snapshots))",
                partial: "10k: " + Format.duration(ns: s.build) + " · 100k: " + Format.duration(ns: b.build)),
            ResultRow(
                section: 5, measure: "replay: step forward (every event)", partial: pair(s.forward, b.forward),
                target: "O(1) amortized", result: Format.verdict(forwardFlat)),
            ResultRow(
                section: 5, measure: "replay: step back (1,000 in a row from the end)", partial: pair(s.back, b.back),
                target: "O(1) amortized", result: Format.verdict(backFlat)),
            ResultRow(
                section: 5, measure: "replay: seek to a random event (1,000)", partial: pair(s.seek, b.seek),
                target: "instant"),
        ]
        rows.append(viewModelSteps(big))
        return rows
    }

    /// ReplayViewModel's → (10,000 times from the start) and ← (1,000 times from the end), on the big game.
    private static func viewModelSteps(_ game: Game) -> ResultRow {
        let replay = ReplayViewModel(game: game, timeSource: SystemTimeSource(), speed: .x1, startsPlaying: false)
        var forward: [Double] = []
        for _ in 0..<10_000 {
            let start = Monotonic.ns()
            replay.perform(.stepForward)
            forward.append(Double(Monotonic.ns() - start))
        }
        replay.perform(.toEnd)
        var back: [Double] = []
        for _ in 0..<1_000 {
            let start = Monotonic.ns()
            replay.perform(.stepBack)
            back.append(Double(Monotonic.ns() - start))
        }
        sink &+= replay.state.eventCount
        let f = Stats(forward)
        let b = Stats(back)
        return ResultRow(
            section: 5, measure: "replay view model, 100k game: → ×10,000 · ← ×1,000 from the end",
            partial: "→ mean " + Format.duration(ns: f.mean) + ", max " + Format.duration(ns: f.max) + " · ← mean "
                + Format.duration(ns: b.mean) + ", max " + Format.duration(ns: b.max))
    }
}
