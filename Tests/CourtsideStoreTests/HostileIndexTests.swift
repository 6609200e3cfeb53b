import CourtsideCore
import CourtsideStoreTesting
import CourtsideTesting
import Foundation
import Testing

@testable import CourtsideStore

/// A library index that is not what courtside made (issue 41): planted schema is never run and
/// the index is made again from the game files, no statement runs away, values no game file could
/// give are not used, and a read-only library (`serve`) writes nothing.
@Suite struct HostileIndexTests {
    /// A clock a minute ahead of the files, so every game counts as settled.
    private static let later: @Sendable () -> Int64 = { FileGameLibrary.systemWallClockNs() + 60_000_000_000 }

    /// A folder with `count` short games (a basket and a rebound each), and a library over it.
    private static func library(games count: Int) throws -> (FileGameLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let library = FileGameLibrary(folder: folder.path, wallClockNs: later)
        for n in 0..<count {
            let session = try library.create(try Fixtures.header("game\(n)", createdMs: 1_000 + Int64(n)))
            defer { session.recorder.close() }
            try Fixtures.play(
                [
                    .clockStarted, .move(PlayerID(side: .home, number: 1), .twoPoints),
                    .move(PlayerID(side: .away, number: 2), .rebound),
                ], on: session)
        }
        return (library, folder)
    }

    /// A folder of finished seeded games among a few names, and a library over it.
    private static func finishedGames() throws -> (FileGameLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let library = FileGameLibrary(folder: folder.path, wallClockNs: later)
        let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
        for n in 0..<4 {
            let header = try GameHeader(
                id: GameID(rawValue: "game\(n)")!, home: Team(side: .home, name: "H", playerNames: Array(names[0..<3])),
                away: Team(side: .away, name: "A", playerNames: Array(names[3..<6])), rules: Rules(target: 7, winBy: 2),
                createdMs: 1_000 * Int64(n))
            let game = try RandomGame.make(count: 80, seed: UInt64(n + 7), header: header)
            _ = try GameFileWriter.write(game, into: library)
        }
        return (library, folder)
    }

    private static func indexPath(_ folder: TemporaryFolder) -> String { folder.path + "/" + LibraryIndex.fileName }

    /// Runs SQL on the folder's index, as a user with `sqlite3` would.
    private static func sql(_ text: String, in folder: TemporaryFolder) throws {
        try SQLiteDatabase(path: indexPath(folder), readOnly: false).execute(text)
    }

    /// The first integer a query on the folder's index gives.
    private static func integer(_ text: String, in folder: TemporaryFolder) throws -> Int64? {
        try SQLiteDatabase(path: indexPath(folder), readOnly: true).integer(text)
    }

    /// The listing with no index at all: every game read and folded (call it before the index is
    /// made: it deletes it).
    private static func truth(_ folder: TemporaryFolder) throws -> LibraryListing {
        try? FileManager.default.removeItem(atPath: indexPath(folder))
        defer { try? FileManager.default.removeItem(atPath: indexPath(folder)) }
        return try FileGameLibrary(folder: folder.path, wallClockNs: { 0 }).list()
    }

    @Test func aTriggerPlantedInTheIndexNeverRunsAndTheIndexIsMadeAgain() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        _ = try library.list()
        // A trigger on the insert the next listing makes (game0's row is gone, so it is written
        // again), which leaves a mark when it runs.
        try Self.sql(
            "CREATE TABLE hits (x); CREATE TRIGGER planted BEFORE INSERT ON games BEGIN INSERT INTO hits VALUES (1); "
                + "END; DELETE FROM games WHERE id = 'game0'", in: folder)
        // Kept open, so the planted file can be asked after the listing whatever became of its name.
        let planted = try SQLiteDatabase(path: Self.indexPath(folder), readOnly: true)
        #expect(try library.list() == truth)
        #expect(try planted.integer("SELECT count(*) FROM hits") == 0, "the trigger ran")
        #expect(
            try Self.integer("SELECT count(*) FROM sqlite_master WHERE name IN ('hits', 'planted')", in: folder) == 0)
        #expect(try Self.integer("SELECT count(*) FROM games", in: folder) == 2, "made again from the files")
    }

    @Test(arguments: [
        "CREATE VIEW planted AS SELECT * FROM games",
        "CREATE TABLE planted (x)",
        "CREATE INDEX planted ON games (home_name)",
        "ALTER TABLE games ADD COLUMN planted INTEGER",
        "CREATE TEMP TABLE t (x); DROP TABLE repeated_names; CREATE TABLE repeated_names (planted TEXT)",
    ])
    func aSchemaCourtsideDidNotMakeIsNeverUsedAndMadeAgain(plant: String) throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        _ = try library.list()
        try Self.sql(plant, in: folder)
        #expect(try library.list() == truth)
        #expect(
            try Self.integer(
                "SELECT count(*) FROM sqlite_master WHERE name = 'planted' OR sql LIKE '%planted%'", in: folder)
                == 0)
        #expect(try Self.integer("SELECT count(*) FROM games", in: folder) == 2)
        #expect(try library.list() == truth)
    }

    @Test(.timeLimit(.minutes(2)))
    func noStatementRunsAway() throws {
        let database = try SQLiteDatabase(path: ":memory:", readOnly: false)
        #expect(try database.integer("PRAGMA trusted_schema") == 0)
        // Some 300 million rows: a minute of SQLite's time, unbounded.
        let error = #expect(throws: SQLiteError.self) {
            try database.execute(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000000) "
                    + "SELECT count(*) FROM c")
        }
        #expect(error?.isDamage == true, "an index whose statement runs away is made again")
        // The budget is each statement's: the next one runs.
        #expect(try database.integer("SELECT 6 * 7") == 42)
    }

    @Test func aForgedGameThatAddsUpIsStillHeldToWhatItsFileCanHold() throws {
        let (library, folder) = try Self.library(games: 1)
        defer { folder.remove() }
        let listing = try Self.truth(folder)
        let truth = try library.records()
        let real = try #require(truth.records.first)
        let status = try PosixFileSystem().linkStatus(at: library.path(of: Fixtures.id("game0")))
        let index = try #require(LibraryIndex.open(folder: folder.path, files: FileAccess(system: PosixFileSystem())))
        // 1001-999, finished, every line adding up and the checksums good: a game of some 1,000
        // plays in a file of three events.
        let s = real.summary
        let forged = GameSummary(
            id: s.id, location: s.location, homeName: s.homeName, awayName: s.awayName, homeScore: 1001,
            awayScore: 999, status: .finished, eventCount: s.eventCount, createdMs: s.createdMs,
            lastPlayedMs: s.lastPlayedMs, clockMs: s.clockMs, winner: .home, rules: s.rules)
        let lines = real.lines.map { line in
            let (made, low): (Int, Int) =
                line.player.number == 1 ? (line.player.side == .home ? (500, 1) : (499, 1)) : (0, 0)
            return GamePlayerLine(
                player: line.player, name: line.name, points: 2 * made + low, lowMade: low, lowMissed: 0,
                highMade: made, highMissed: 0, assists: 0, rebounds: 0, fouls: 0,
                plusMinus: line.player.side == .home ? 2 : -2)
        }
        index.update(
            [LibraryIndexEntry(status: status, record: GameRecord(summary: forged, lines: lines))], removing: [])
        let warm = try library.indexedNameTotals(sinceMs: nil)
        #expect(warm == nil, "a warm leaders summed the forged game: \(warm ?? [])")
        #expect(try library.records() == truth)
        #expect(try library.list() == listing)
    }

    @Test(arguments: [
        // A name in no game: gone from leaders.
        #"UPDATE kept_name_totals SET "count(*)" = 0 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "count(*)" = -3 WHERE name = 'Ann'"#,
        // More wins than games; a negative count.
        #"UPDATE kept_name_totals SET "sum(p.side = g.winner)" = "count(*)" + 1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.rebounds)" = -1 WHERE name = 'Ann'"#,
        // Points the shots cannot make; points and shots that agree, out of nobody's.
        #"UPDATE kept_name_totals SET "sum(p.points)" = "sum(p.points)" + 1000 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.points)" = "sum(p.points)" + 100, "sum(p.high_made)" = "sum(p.high_made)" + 50 WHERE name = 'Ann'"#,
        // The stat sheet's counters: below zero, split rebounds beyond the rebounds, free throws
        // that make points out of nobody's.
        #"UPDATE kept_name_totals SET "sum(p.steals)" = -1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.turnovers)" = -2 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.blocks)" = -1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.ft_missed)" = -1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.oreb)" = "sum(p.rebounds)" + 1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.dreb)" = "sum(p.rebounds)" - "sum(p.oreb)" + 1 WHERE name = 'Ann'"#,
        #"UPDATE kept_name_totals SET "sum(p.points)" = "sum(p.points)" + 5, "sum(p.ft_made)" = "sum(p.ft_made)" + 5 WHERE name = 'Ann'"#,
    ])
    func keptSumsNoGamesCouldMakeAreNotUsedAndTheIndexIsMadeAgain(forgery: String) throws {
        let (library, folder) = try Self.finishedGames()
        defer { folder.remove() }
        let records = try library.records()
        let truth = try #require(try library.indexedNameTotals(sinceMs: nil))
        #expect(try Self.integer("SELECT count(*) FROM kept_name_totals WHERE name = 'Ann'", in: folder) == 1)
        try Self.sql(forgery, in: folder)
        #expect(try library.indexedNameTotals(sinceMs: nil) == nil, "the forged sums were used")
        #expect(try library.records() == records)
        #expect(try library.indexedNameTotals(sinceMs: nil) == truth, "made again from the files")
    }

    /// The index's mode and owner.
    private static func identity(_ folder: TemporaryFolder) throws -> (mode: UInt32, owner: UInt32?) {
        let status = try PosixFileSystem().linkStatus(at: indexPath(folder))
        return (status.permissions, status.owner)
    }

    @Test func anIndexOthersMayHaveWrittenIsMadeAgain() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        _ = try library.list()
        let made = try Self.identity(folder)
        // Writable by everyone (a shared library folder): anyone could have forged it.
        #expect(chmod(Self.indexPath(folder), 0o666) == 0)
        #expect(try library.list() == truth)
        let again = try Self.identity(folder)
        // Made again (its inode may be the freed one's): private once more.
        #expect(made.mode == 0o600 && again.mode == 0o600, "the index others may write was used")
        #expect(try Self.integer("SELECT count(*) FROM games", in: folder) == 2)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anIndexAnotherUserOwnsIsMadeAgain() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        _ = try library.list()
        let made = try Self.identity(folder)
        #expect(chown(Self.indexPath(folder), 65_534, 65_534) == 0)
        #expect(try library.list() == truth)
        let again = try Self.identity(folder)
        #expect(made.owner == geteuid() && again.owner == geteuid(), "another user's index was used")
    }

    @Test func aReadOnlyLibraryNeverMakesOrWritesTheIndex() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        let reader = FileGameLibrary(folder: folder.path, wallClockNs: Self.later, indexUse: .readOnly)
        #expect(try reader.list() == truth)
        #expect(!FileManager.default.fileExists(atPath: Self.indexPath(folder)), "serve made an index")
        _ = try library.list()
        let index = try folder.contents(LibraryIndex.fileName)
        // A game the index does not know yet: read from its file, and not written to the index.
        try library.create(try Fixtures.header("game9", createdMs: 9_000)).recorder.close()
        let read = try reader.list()
        #expect(try reader.records().records.count == 3)
        #expect(try folder.contents(LibraryIndex.fileName) == index, "serve wrote the index")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                LibraryIndex.fileName, "game0.jsonl", "game1.jsonl", "game9.jsonl",
            ])
        #expect(read == (try library.list()))
    }
}
