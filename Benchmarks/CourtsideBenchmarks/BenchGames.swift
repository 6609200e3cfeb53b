import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideStoreTesting
import CourtsideTesting
import CourtsideText
import Foundation

/// The benchmarks' games, written once per run into a temporary folder: the 100,000-event game
/// (the one the gates load and export), a library of 2,000 short games, and games of 1,000 and
/// 300,000 events held open for scoring with a follower on each.
final class BenchGames {
    /// Events in the big game.
    static let bigGameEvents = 100_000
    /// Games in the listed library.
    static let libraryGames = 2_000

    private let folder = NSTemporaryDirectory() + "courtside-benchmarks-\(getpid())"
    private var big: Game?
    private var bigLibrary: FileGameLibrary?
    private var listed: FileGameLibrary?
    /// The games being scored and followed, by length.
    private var scored: [Int: FollowedScoring] = [:]
    private var wallMs: Int64 = 1_763_712_000_000

    /// Writes the big game, once.
    func prepareBigGame() throws {
        guard big == nil else { return }
        let game = try GameFileWriter.synthetic(count: Self.bigGameEvents, seed: 2026, id: "bench001")
        let library = FileGameLibrary(folder: folder + "/big")
        _ = try GameFileWriter.write(game, into: library)
        (big, bigLibrary) = (game, library)
    }

    /// Writes 2,000 games of a few events each, and lists them once so the summary index is built.
    func prepareLibrary() throws {
        guard listed == nil else { return }
        let library = FileGameLibrary(folder: folder + "/list")
        for n in 0..<Self.libraryGames {
            let game = try GameFileWriter.synthetic(count: 3, seed: UInt64(n), id: "list\(n)")
            _ = try GameFileWriter.write(game, into: library)
        }
        _ = try library.list()
        _ = try library.list()
        listed = library
    }

    /// Writes a game of `length` events held open for scoring, with a follower that has read it once.
    func prepareFollowed(length: Int) throws {
        guard scored[length] == nil else { return }
        scored[length] = try FollowedScoring(length: length, folder: folder + "/follow\(length)")
    }

    /// Folds the big game's events from the start.
    func fold() throws -> Int {
        guard let big else { throw BenchGamesError.notPrepared }
        var state = GameState(rules: big.header.rules)
        for event in big.events { _ = try? state.apply(event) }
        return state.homeScore
    }

    /// Loads (reads and folds) the big game from its file.
    func load() throws -> Int {
        guard let big, let bigLibrary else { throw BenchGamesError.notPrepared }
        return try bigLibrary.load(big.header.id).game.events.count
    }

    /// Exports the big game as `courtside export` does: the log opened, then written in `format`.
    func export(_ format: ExportFormat) throws -> Int {
        guard let big, let bigLibrary else { throw BenchGamesError.notPrepared }
        let sink = ByteCountingSink()
        try Exporter.write(bigLibrary.openLog(big.header.id), format: format, to: sink)
        return sink.count
    }

    /// Lists the library of short games.
    func list() throws -> Int {
        guard let listed else { throw BenchGamesError.notPrepared }
        return try listed.list().summaries.count
    }

    /// Records one rebound into the game of `length` events, as the scoreboard does, and has the
    /// follower read it and the fold take it, its feed line made; the line's bytes.
    func followOne(length: Int) throws -> Int {
        guard var scoring = scored[length] else { throw BenchGamesError.notPrepared }
        scored[length] = nil
        defer { scored[length] = scoring }
        // From the middle of a game the players are named as its header has them, which is all
        // this game ever has; only the cost of a line is measured.
        var lines = FeedLineMaker(header: scoring.header)
        var bytes = 0
        try scoring.follow(1) { change, state in bytes += lines.line(change, state).json().utf8.count }
        return bytes
    }

    /// Removes the folder and everything in it.
    func remove() {
        for scoring in scored.values { scoring.close() }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
