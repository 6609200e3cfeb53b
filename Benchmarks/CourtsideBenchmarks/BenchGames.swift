import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideStoreTesting
import CourtsideTesting
import Foundation

/// The benchmarks' games, written once per run into a temporary folder: the 100,000-event game
/// (the one the gates load and export), a library of 2,000 short games, and a game held open for
/// scoring with a follower on it.
final class BenchGames {
    /// Events in the big game.
    static let bigGameEvents = 100_000
    /// Games in the listed library.
    static let libraryGames = 2_000

    private let folder = NSTemporaryDirectory() + "courtside-benchmarks-\(getpid())"
    private var big: Game?
    private var bigLibrary: FileGameLibrary?
    private var listed: FileGameLibrary?
    private var scored: (session: ScoringSession, game: Game, follower: GameFollower)?
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

    /// Creates a game held open for scoring and a follower that has read it once.
    func prepareFollowed() throws {
        guard scored == nil else { return }
        let library = FileGameLibrary(folder: folder + "/follow")
        let session = try library.create(try GameFixtures.header(id: "follow01", target: 99, createdMs: wallMs))
        let follower = try GameFollower(library: library, game: session.game.header.id)
        _ = follower.poll()
        scored = (session, session.game, follower)
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

    /// Records one rebound into the scored game, as the scoreboard does, and polls the follower
    /// until it has seen it.
    func followOne() throws -> Int {
        guard var (session, game, follower) = scored else { throw BenchGamesError.notPrepared }
        wallMs += 1_000
        let events = try game.prepare(.move(PlayerID(side: .home, number: 1), .rebound), clockMs: 0, wallMs: wallMs)
        try session.recorder.record(events)
        for event in events { try game.apply(event) }
        scored = (session, game, follower)
        var updates = 0
        while updates == 0 { updates = follower.poll().count }
        return updates
    }

    /// Removes the folder and everything in it.
    func remove() {
        scored?.follower.close()
        scored?.session.recorder.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
