import CourtsideCore
import CourtsideStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Section 8: a correction deep in a 100,000-event game against a new move (a rebound): the fold
/// (`Game.prepare` + `Game.apply`, in process) and key → first byte in the real binary resuming that
/// game. A correction moves the counters by the difference between the play as it was and as it is,
/// so it should cost what a rebound costs whatever the play's age.
@MainActor
enum CorrectionBench {
    /// Events folded per series.
    static let folds = 2_000
    /// Keys per latency series.
    static let keys = 300

    /// Keeps results alive so the optimizer cannot drop the work that made them.
    private static var sink = 0

    /// Runs both measurements.
    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws -> [ResultRow] {
        log("corrections: making a synthetic \(CoreBench.bigGame)-event game")
        let game = try SyntheticGame.make(count: CoreBench.bigGame, seed: 2026)
        guard let deep = game.state.playsInOrder.first(where: \.counts) else {
            throw BenchFailure("no play counts in the synthetic game")
        }
        log("corrections: folding \(folds) rebounds and \(folds) corrections of play \(deep.sequence)")
        var rows = try fold(game, deep: deep)
        rows += try latency(game, launch: launch, log: log)
        return rows
    }

    /// The median time of prepare + apply for a rebound and for a correction of the oldest play.
    private static func fold(_ game: Game, deep: Play) throws -> [ResultRow] {
        let rebound = try foldTimes(game) { _ in .move(PlayerID(side: .home, number: 1), .rebound) }
        // The play goes to a teammate and back: the score stays, the game neither finishes nor reopens.
        let correction = try foldTimes(game) { index in
            .amend(
                play: deep.sequence, player: index % 2 == 0 ? otherPlayer(deep.player) : deep.player, move: deep.move)
        }
        return [
            ResultRow(
                section: 8, measure: "fold: prepare + apply of a rebound, 100,000-event game, median",
                partial: Format.duration(ns: rebound.median)),
            ResultRow(
                section: 8,
                measure: "fold: prepare + apply of a correction of play \(deep.sequence) (the oldest), median",
                partial: Format.duration(ns: correction.median),
                target: "≈ a rebound (≤ 3×)",
                result: Format.verdict(correction.median <= 3 * max(rebound.median, 1_000))),
        ]
    }

    /// A teammate of `player`, so a correction that gives the play to them keeps the score.
    private static func otherPlayer(_ player: PlayerID) -> PlayerID {
        PlayerID(side: player.side, number: player.number % Team.size + 1)
    }

    private static func foldTimes(_ original: Game, kind: (Int) -> GameEventKind) throws -> Stats {
        var game = original
        var times: [Double] = []
        times.reserveCapacity(folds)
        for index in 0..<folds {
            let start = Monotonic.ns()
            let events = try game.prepare(kind(index), clockMs: game.state.clockMs, wallMs: 0)
            for event in events { try game.apply(event) }
            times.append(Double(Monotonic.ns() - start))
        }
        sink &+= game.state.eventCount
        return Stats(times)
    }

    /// Key → first byte in the binary resuming the big game: new moves (`r` and `f` in turn), and
    /// corrections of a play a few back in edit mode (`e`, ↑ to it, then `r` and `f` in turn, each
    /// an amend written and fsynced before it is drawn). The keys alternate so that every one
    /// changes the screen: after 100,000 events a panel's counters are past what it shows, and the
    /// same key twice would leave the status line as it was.
    private static func latency(_ game: Game, launch: ScoreboardLaunch, log: (String) -> Void) throws -> [ResultRow] {
        guard
            let offset = game.state.latestPlays(50).indices.first(where: { index in
                index >= 2 && game.state.latestPlays(index + 1)[index].counts
            })
        else { throw BenchFailure("no counting play among the latest 50") }
        var results: [String: Stats] = [:]
        for (series, setup, keys) in [
            ("rebound", "", ["r", "f"]),
            ("correction", "e" + String(repeating: "\u{1B}[A", count: offset), ["r", "f"]),
        ] {
            let library = launch.folder.file("corrections-\(series)-library")
            _ = try GameFileWriter.write(game, into: FileGameLibrary(folder: library))
            log("corrections: key → first byte, \(series) × \(Self.keys) in the \(CoreBench.bigGame)-event game")
            let (child, _, _) = try launch.start(
                name: "corrections-\(series)", mode: "partial",
                arguments: ["resume", game.header.id.rawValue, "--library", library])
            defer { child.quit() }
            child.type(setup)
            _ = child.readUntilQuiet(quietMs: 100)
            results[series] = try child.keyLatencies(count: Self.keys, keys: keys, what: "corrections")
        }
        guard let rebound = results["rebound"], let correction = results["correction"] else { return [] }
        return [50.0, 99.0].flatMap { p in
            [
                ResultRow(
                    section: 8, measure: "key → first byte, new move (r/f) in the 100,000-event game, p\(Int(p))",
                    partial: Format.duration(ns: rebound.percentile(p))),
                ResultRow(
                    section: 8,
                    measure: "key → first byte, correction (e ↑×\(offset), then r/f) in the same game, p\(Int(p))",
                    partial: Format.duration(ns: correction.percentile(p)),
                    target: p == 50 ? "≈ a new move (p50 ≤ 1.5×)" : "",
                    result: p == 50 ? Format.verdict(correction.percentile(p) <= 1.5 * rebound.percentile(p)) : ""),
            ]
        }
    }

}
