import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// The season's rows (schema version 2): each game's result and player lines as the core's fold
/// has them, written with the events they fold, and read back as the local library reads its own.
@Suite("League season")
struct LeagueSeasonTests {
    /// A started cluster with the league schema.
    private static func league() throws -> PostgresCluster {
        let cluster = try PostgresCluster()
        try cluster.start()
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: cluster.url()))
        return cluster
    }

    /// A library holding `game`, written through the store's recorder a few events at a time, as
    /// the board saves them.
    private static func library(with game: Game) throws -> (FileGameLibrary, () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courtside-season-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let library = FileGameLibrary(folder: folder)
        let session = try library.create(game.header)
        var start = 0
        while start < game.events.count {
            let end = min(start + 7, game.events.count)
            try session.recorder.record(Array(game.events[start..<end]))
            start = end
        }
        session.recorder.close()
        return (library, { try? FileManager.default.removeItem(atPath: folder) })
    }

    /// A won game of more events than one batch, with undos, corrections, team calls and a bench.
    private static func longWonGame() throws -> Game {
        let header = try GameHeader(
            id: GameID(rawValue: "season01")!,
            home: Team(side: .home, name: "Hawks", playerNames: ["Ann", "Bob", "Cy", "Dee"]),
            away: Team(side: .away, name: "Owls", playerNames: ["Eve", "Flo", "ann", "Hal"]),
            rules: Rules(target: 50, winBy: 1, shots: .twosAndThrees), createdMs: 1_700_000_000_123)
        for seed in UInt64(1)...50 {
            let game = try RandomGame.make(
                count: 1_200, seed: seed, header: header, corrections: true, teamCalls: true, substitutions: true)
            if game.state.winner != nil, game.events.count > LeagueSender.batchSize + 1 { return game }
        }
        throw CocoaError(.featureUnsupported)
    }

    @Test("the sender writes the fold's result and lines with the events, batch by batch; records read them back")
    func linesAreTheFolds() throws {
        let cluster = try Self.league()
        let game = try Self.longWonGame()
        let (library, remove) = try Self.library(with: game)
        defer { remove() }
        let pass = LeagueSender(library: library, court: "A", url: cluster.url()).pass()
        #expect(pass == LeaguePass(sent: game.events.count, waiting: 0))
        let season = try LeagueSeason(connection: try LeagueConnection(url: cluster.url()))
        let expected = GameRecord(game: try library.load(game.header.id).game, location: "")
        let records = try season.records()
        #expect(records.count == 1)
        #expect(records.first?.lines == expected.lines)
        #expect(records.first?.summary.winner == expected.summary.winner)
        #expect(records.first?.summary.score == expected.summary.score)
        #expect(records.first?.summary.lastActivityMs == expected.summary.lastActivityMs)
        // "Ann" and "ann" are one player on both teams: left out of the sums, as the directory leaves them.
        let names = Set(try season.nameTotals(sinceMs: nil).map { $0.name.lowercased() })
        #expect(!names.contains("ann") && names.contains("bob"))
        let result = try #require(try season.results().first)
        #expect(
            result.home.count + result.away.count <= 6
                && !(result.home + result.away).contains { $0.lowercased() == "ann" })
    }

    @Test("a game sent before the season's rows existed is folded on the next connection, nothing sent twice")
    func unfoldedGameIsFoldedOnce() throws {
        let cluster = try Self.league()
        let game = try Self.longWonGame()
        let (library, remove) = try Self.library(with: game)
        defer { remove() }
        _ = LeagueSender(library: library, court: "A", url: cluster.url()).pass()
        // What the version 2 upgrade leaves of a game sent by an older courtside.
        let connection = try LeagueConnection(url: cluster.url())
        try connection.query("DELETE FROM player_lines")
        try connection.query("UPDATE games SET folded_seq = 0, winner = NULL, home_score = 0, away_score = 0")
        let season = try LeagueSeason(connection: connection)
        #expect(try season.records().isEmpty)
        #expect(
            LeagueSender(library: library, court: "A", url: cluster.url()).pass() == LeaguePass(sent: 0, waiting: 0))
        #expect(try season.records().first?.lines == GameRecord(game: game, location: "").lines)
        #expect(try connection.query("SELECT count(*) FROM events") == [["\(game.events.count)"]])
    }
}
