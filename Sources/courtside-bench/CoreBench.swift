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
        rows += try replay(big: game, log: log)
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
                partial: stats.durationSummary,
                target: "≤ " + Format.fixed(loadLimitMs, 0) + " ms",
                result: Format.verdict(stats.median <= loadLimitMs * 1e6))
        ]
    }

    /// Sizes of the games the replay's growth is measured over. Not 1,000,000: the timeline keeps
    /// up to 32 snapshots of states that hold every play so far, which took the suite past 3 GB.
    static let replaySizes = [10_000, 100_000, 300_000]
    /// Most log-log slope of a step's mean cost over the game's length for "O(1) amortized": 0 is
    /// flat, 1 is linear; what is left above 0 is the caches missing more in a bigger game.
    static let constantSlopeLimit = 0.25

    /// One game's replay costs.
    private struct ReplayCosts {
        let events: Int
        let build: Double
        let snapshots: Int
        /// Every event, in order from the start.
        let forward: Stats
        /// 1,000 steps back in a row from the end, and nothing else.
        let back: Stats
        /// Mean step forward of the fastest of three whole passes (timed as a whole: no clock
        /// reading per step, and a pass another process interrupted does not count).
        let forwardPassMean: Double
        /// Mean step of the fastest of three rounds of 1,000 steps back from the end.
        let backRoundMean: Double
        /// One step back right after a seek to a random event, 1,000 times.
        let backAfterSeek: Stats
        /// Seeks to 1,000 random events.
        let seek: Stats
    }

    /// Replay costs on games of each of ``replaySizes`` events (the 100,000-event one is the load's): building
    /// the timeline, stepping forward through every event, stepping back 1,000 times in a row from
    /// the end, one step back after a random seek, seeking 1,000 random places; the slope of the
    /// steps' cost over the sizes; and the view model's → and ←.
    private static func replay(big: Game, log: (String) -> Void) throws -> [ResultRow] {
        var generator = SplitMix64(seed: 7)
        func costs(_ game: Game) -> ReplayCosts {
            let build = Stats((0..<3).map { _ in Double(Monotonic.time { sink &+= ReplayTimeline(game: game).count }) })
            var timeline = ReplayTimeline(game: game)
            var forward: [Double] = []
            forward.reserveCapacity(game.events.count)
            while timeline.position < timeline.count {
                let start = Monotonic.ns()
                timeline.stepForward()
                forward.append(Double(Monotonic.ns() - start))
            }
            // What holding ← costs, per step: 1,000 in a row from the end.
            var back: [Double] = []
            for _ in 0..<1_000 {
                let start = Monotonic.ns()
                timeline.seek(to: timeline.position - 1)
                back.append(Double(Monotonic.ns() - start))
            }
            var forwardPasses: [Double] = []
            var backRounds: [Double] = []
            for _ in 0..<3 {
                timeline.seek(to: 0)
                let passStart = Monotonic.ns()
                while timeline.position < timeline.count { timeline.stepForward() }
                forwardPasses.append(Double(Monotonic.ns() - passStart) / Double(max(timeline.count, 1)))
                let roundStart = Monotonic.ns()
                for _ in 0..<1_000 { timeline.seek(to: timeline.position - 1) }
                backRounds.append(Double(Monotonic.ns() - roundStart) / 1_000)
            }
            var backAfterSeek: [Double] = []
            for _ in 0..<1_000 {
                timeline.seek(to: 1 + Int(generator.next() % UInt64(timeline.count)))
                let start = Monotonic.ns()
                timeline.seek(to: timeline.position - 1)
                backAfterSeek.append(Double(Monotonic.ns() - start))
            }
            var seek: [Double] = []
            for _ in 0..<1_000 {
                let target = Int(generator.next() % UInt64(timeline.count + 1))
                let start = Monotonic.ns()
                timeline.seek(to: target)
                seek.append(Double(Monotonic.ns() - start))
            }
            sink &+= timeline.state.homeScore
            return ReplayCosts(
                events: game.events.count, build: build.median, snapshots: timeline.snapshotCount,
                forward: Stats(forward), back: Stats(back), forwardPassMean: forwardPasses.min() ?? 0,
                backRoundMean: backRounds.min() ?? 0, backAfterSeek: Stats(backAfterSeek), seek: Stats(seek))
        }
        var all: [ReplayCosts] = []
        var viewModelGame: Game?
        for (index, size) in replaySizes.enumerated() {
            log("core: replay of a \(Format.count(Double(size)))-event game")
            let game = size == big.events.count ? big : try SyntheticGame.make(count: size, seed: 2027 + UInt64(index))
            all.append(costs(game))
            if size == bigGame { viewModelGame = game }
        }
        func label(_ events: Int) -> String {
            events >= 1_000_000 ? "\(events / 1_000_000)M" : "\(events / 1_000)k"
        }
        func means(_ pick: KeyPath<ReplayCosts, Stats>) -> String {
            var parts: [String] = []
            for costs in all {
                let stats = costs[keyPath: pick]
                parts.append(
                    label(costs.events) + ": mean " + Format.duration(ns: stats.mean) + ", max "
                        + Format.duration(ns: stats.max))
            }
            return parts.joined(separator: " · ")
        }
        /// Least-squares slope of log(mean cost) over log(events).
        func slope(_ pick: KeyPath<ReplayCosts, Double>) -> Double {
            var xs: [Double] = []
            var ys: [Double] = []
            for costs in all {
                xs.append(log10(Double(costs.events)))
                ys.append(log10(max(costs[keyPath: pick], 1)))
            }
            let meanX = xs.reduce(0, +) / Double(xs.count)
            let meanY = ys.reduce(0, +) / Double(ys.count)
            var numerator = 0.0
            var denominator = 0.0
            for (x, y) in zip(xs, ys) {
                numerator += (x - meanX) * (y - meanY)
                denominator += (x - meanX) * (x - meanX)
            }
            return numerator / denominator
        }
        let sizes = all.map { label($0.events) }.joined(separator: ", ")
        let target = "O(1) amortized: log-log slope ≤ " + Format.fixed(constantSlopeLimit, 2) + " over " + sizes
        let forwardSlope = slope(\.forwardPassMean)
        let backSlope = slope(\.backRoundMean)
        func passes(_ pick: KeyPath<ReplayCosts, Double>) -> String {
            var parts: [String] = []
            for costs in all { parts.append(label(costs.events) + " " + Format.duration(ns: costs[keyPath: pick])) }
            return "; fastest of 3 passes: " + parts.joined(separator: " · ")
        }
        var rows = [
            ResultRow(
                section: 5,
                measure: "replay: build timeline (snapshots: "
                    + all.map { label($0.events) + " \($0.snapshots)" }.joined(separator: ", ") + ")",
                partial: all.map { label($0.events) + ": " + Format.duration(ns: $0.build) }.joined(separator: " · ")),
            ResultRow(
                section: 5, measure: "replay: step forward (every event); slope " + Format.fixed(forwardSlope, 2),
                partial: means(\.forward) + passes(\.forwardPassMean), target: target,
                result: Format.verdict(forwardSlope <= constantSlopeLimit)),
            ResultRow(
                section: 5,
                measure: "replay: step back (1,000 in a row from the end); slope " + Format.fixed(backSlope, 2),
                partial: means(\.back) + passes(\.backRoundMean), target: target,
                result: Format.verdict(backSlope <= constantSlopeLimit)),
            ResultRow(
                section: 5, measure: "replay: one step back just after a random seek (1,000)",
                partial: means(\.backAfterSeek)),
            ResultRow(
                section: 5, measure: "replay: seek to a random event (1,000)", partial: means(\.seek),
                target: "instant"),
        ]
        if let viewModelGame { rows.append(viewModelSteps(viewModelGame)) }
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
