import CourtsideCore
import CourtsideStoreTesting
import Foundation
import Testing

@testable import CourtsideStore

/// The library index (SQLite): a listing of unchanged games reads no game file, and the index is
/// never trusted over the files (a changed game is refolded, a damaged or tampered index is not
/// used, two processes list and write at once).
@Suite struct LibraryIndexTests {
    /// A clock a minute ahead of the files, so every game counts as settled.
    private static let later: @Sendable () -> Int64 = { FileGameLibrary.systemWallClockNs() + 60_000_000_000 }

    private static let home1 = PlayerID(side: .home, number: 1)

    /// A folder with `count` games of a few events each, and a library over it through `system`.
    private static func library(
        games count: Int, system: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Int64 = later
    ) throws -> (FileGameLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let library = FileGameLibrary(folder: folder.path, fileSystem: system, wallClockNs: clock)
        for n in 0..<count {
            let session = try library.create(try Fixtures.header("game\(n)", createdMs: 1_000 + Int64(n)))
            defer { session.recorder.close() }
            try Fixtures.play(
                [.clockStarted, .move(home1, .twoPoints), .move(PlayerID(side: .away, number: 2), .rebound)],
                on: session)
        }
        return (library, folder)
    }

    /// The listing a library gives with no index at all: every game read and folded.
    private static func truth(_ folder: TemporaryFolder) throws -> LibraryListing {
        let index = folder.path + "/" + LibraryIndex.fileName
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        return try FileGameLibrary(folder: folder.path, wallClockNs: { 0 }).list()
    }

    /// The records a library gives with no index at all.
    private static func recordsTruth(_ folder: TemporaryFolder) throws -> LibraryRecords {
        let index = folder.path + "/" + LibraryIndex.fileName
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        return try FileGameLibrary(folder: folder.path, wallClockNs: { 0 }).records()
    }

    /// Runs SQL on the folder's index, as a user with `sqlite3` would.
    private static func sql(_ text: String, in folder: TemporaryFolder) throws {
        try SQLiteDatabase(path: folder.path + "/" + LibraryIndex.fileName, readOnly: false).execute(text)
    }

    /// The first integer a query on the folder's index gives.
    private static func integer(_ text: String, in folder: TemporaryFolder) throws -> Int64? {
        try SQLiteDatabase(path: folder.path + "/" + LibraryIndex.fileName, readOnly: true).integer(text)
    }

    @Test func aSecondListingReadsNoGameFileAndListsTheSame() throws {
        let system = FaultyFileSystem()
        let (library, folder) = try Self.library(games: 5, system: system)
        defer { folder.remove() }
        let first = try library.list()
        system.clearJournal()
        let second = try library.list()
        #expect(second == first)
        #expect(second.summaries.count == 5)
        #expect(
            !system.journal.contains { $0.call == .open && $0.path.hasSuffix(".jsonl") },
            "an unchanged game is taken from the index")
        #expect(!system.journal.contains { $0.call == .rename }, "an index that learned nothing is not rewritten")
        #expect(second == (try Self.truth(folder)))
    }

    @Test func aGameScoredSinceTheIndexIsRefolded() throws {
        let (library, folder) = try Self.library(games: 3)
        defer { folder.remove() }
        _ = try library.list()
        let id = Fixtures.id("game1")
        let session = try library.openForScoring(id)
        try Fixtures.play([.move(Self.home1, .twoPoints)], on: session)
        session.recorder.close()
        let listed = try library.list()
        #expect(listed.summaries.first { $0.id == id }?.homeScore == 4)
        #expect(listed == (try Self.truth(folder)))
    }

    @Test func aGameReplacedBySameSizedBytesIsRefolded() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        _ = try library.list()
        // Same length, other score: only the file's times and inode say it changed.
        let text = try folder.text("game0.jsonl")
        let edited = text.replacingOccurrences(of: "\"2pt\"", with: "\"1pt\"")
        #expect(edited.utf8.count == text.utf8.count && edited != text)
        try folder.write(edited, to: "game0.jsonl")
        #expect(try library.list().summaries.first { $0.id == Fixtures.id("game0") }?.homeScore == 1)
    }

    @Test func recentlyChangedGamesAreReadEveryTime() throws {
        let system = FaultyFileSystem()
        // A clock stopped just before the games are written, so they always count as just changed,
        // however long a loaded machine takes between writing and listing.
        let written = FileGameLibrary.systemWallClockNs()
        let (library, folder) = try Self.library(games: 2, system: system, clock: { written })
        defer { folder.remove() }
        _ = try library.list()
        system.clearJournal()
        _ = try library.list()
        #expect(system.journal.filter { $0.call == .open && $0.path.hasSuffix(".jsonl") }.count == 2)
    }

    @Test(arguments: [
        "", "garbage\n", "courtside-index 2\ngame0\t1\t2\n", "SQLite format 3\u{0}but cut short",
    ])
    func aDamagedIndexIsRebuilt(damage: String) throws {
        let (library, folder) = try Self.library(games: 3)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        try folder.write(damage, to: LibraryIndex.fileName)
        #expect(try library.list() == truth)
        #expect(try folder.contents(LibraryIndex.fileName).prefix(16) == Data("SQLite format 3\u{0}".utf8))
        #expect(try Self.integer("PRAGMA user_version", in: folder) == LibraryIndex.schemaVersion)
        #expect(try Self.integer("SELECT count(*) FROM games", in: folder) == 3)
        #expect(try library.list() == truth)
    }

    @Test func anIndexOfAnotherVersionIsEmptiedAndFilledAgain() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        #expect(FileManager.default.createFile(atPath: folder.path + "/" + LibraryIndex.fileName, contents: nil))
        try Self.sql(
            "CREATE TABLE games (id TEXT, score INTEGER); INSERT INTO games VALUES ('game0', 99); "
                + "PRAGMA user_version = 2", in: folder)
        #expect(try library.list() == truth)
        #expect(try Self.integer("PRAGMA user_version", in: folder) == LibraryIndex.schemaVersion)
        #expect(try Self.integer("SELECT count(*) FROM games", in: folder) == 2)
    }

    /// Version 7 added `games.confirmed`: an index of version 6 (every table as it was, without the
    /// column) is made again, and a confirmed game lists as confirmed from the warm index too.
    @Test func aVersion6IndexIsMadeAgainAndAConfirmedGameListsConfirmed() throws {
        let (library, folder) = try Self.library(games: 1)
        defer { folder.remove() }
        let session = try library.create(try Fixtures.header("won1", createdMs: 5_000, target: 2, winBy: 1))
        try Fixtures.play([.move(Self.home1, .twoPoints), .confirm(home: 2, away: 0)], on: session)
        session.recorder.close()
        let truth = try Self.truth(folder)
        #expect(truth.summaries.first { $0.id == Fixtures.id("won1") }?.confirmed == true)
        #expect(truth.summaries.first { $0.id == Fixtures.id("game0") }?.confirmed == false)
        #expect(FileManager.default.createFile(atPath: folder.path + "/" + LibraryIndex.fileName, contents: nil))
        let version6 = LibraryIndex.schema.replacingOccurrences(of: "confirmed INTEGER NOT NULL, ", with: "")
        #expect(version6 != LibraryIndex.schema)
        try Self.sql(version6 + "PRAGMA user_version = 6;", in: folder)
        #expect(try library.list() == truth)
        #expect(try Self.integer("PRAGMA user_version", in: folder) == LibraryIndex.schemaVersion)
        #expect(try Self.integer("SELECT confirmed FROM games WHERE id = 'won1'", in: folder) == 1)
        #expect(try library.list() == truth, "the warm listing, from the index, says confirmed too")
        // A row that says a game in progress is confirmed is never used.
        try Self.sql("UPDATE games SET confirmed = 1 WHERE id = 'game0'", in: folder)
        #expect(try library.list() == truth)
    }

    @Test func aRowChangedByHandIsNeverUsed() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        _ = try library.list()
        // A score changed with sqlite3 without its checksum: the row is refolded from the file.
        try Self.sql("UPDATE games SET home_score = 99 WHERE id = 'game0'", in: folder)
        let listed = try library.list()
        #expect(!listed.summaries.contains { $0.homeScore == 99 })
        #expect(listed == (try Self.truth(folder)))
        _ = try library.records()
        try Self.sql("UPDATE game_players SET rebounds = 50 WHERE game_id = 'game1'", in: folder)
        let records = try library.records()
        #expect(!records.records.flatMap(\.lines).contains { $0.rebounds == 50 })
        #expect(records == (try Self.recordsTruth(folder)))
    }

    @Test func aRowWithAGoodChecksumIsStillCheckedAsAGameFileWouldBe() throws {
        let (library, folder) = try Self.library(games: 1)
        defer { folder.remove() }
        let truth = try library.records()
        let id = Fixtures.id("game0")
        let real = try #require(truth.records.first)
        let status = try PosixFileSystem().linkStatus(at: library.path(of: id))
        let files = FileAccess(system: PosixFileSystem())
        let index = try #require(LibraryIndex.open(folder: folder.path, files: files))
        func planted(_ summary: GameSummary, _ lines: [GamePlayerLine]) -> LibraryIndexEntry {
            LibraryIndexEntry(status: status, record: GameRecord(summary: summary, lines: lines))
        }
        let s = real.summary
        // A name a game file would refuse (an escape sequence), with a checksum that agrees.
        let evilName = GameSummary(
            id: s.id, location: s.location, homeName: "\u{1B}]0;owned\u{7}", awayName: s.awayName,
            homeScore: s.homeScore, awayScore: s.awayScore, status: s.status, eventCount: s.eventCount,
            createdMs: s.createdMs, lastPlayedMs: s.lastPlayedMs, clockMs: s.clockMs, winner: s.winner, rules: s.rules)
        index.update([planted(evilName, real.lines)], removing: [])
        #expect(try library.list().summaries.first?.homeName == "Ballerz")
        // Points that do not add up to the score.
        var lines = real.lines
        let first = lines[0]
        lines[0] = GamePlayerLine(
            player: first.player, name: first.name, points: first.points + 2, lowMade: first.lowMade,
            lowMissed: first.lowMissed, highMade: first.highMade + 1, highMissed: first.highMissed,
            assists: first.assists, rebounds: first.rebounds, fouls: first.fouls, plusMinus: first.plusMinus)
        index.update([planted(s, lines)], removing: [])
        #expect(try library.records() == truth)
        // The stat sheet's counters (schema 6): below zero, more split rebounds than rebounds,
        // more plays than the game's events.
        func forging(oreb: Int = 0, steals: Int = 0, blocks: Int = 0) -> [GamePlayerLine] {
            var lines = real.lines
            lines[0] = GamePlayerLine(
                player: first.player, name: first.name, points: first.points, lowMade: first.lowMade,
                lowMissed: first.lowMissed, highMade: first.highMade, highMissed: first.highMissed,
                assists: first.assists, rebounds: first.rebounds, fouls: first.fouls, plusMinus: first.plusMinus,
                offensiveRebounds: oreb, steals: steals, blocks: blocks)
            return lines
        }
        for forged in [forging(steals: -1), forging(oreb: first.rebounds + 1), forging(blocks: s.eventCount + 1)] {
            // An index opened again each time: the last read deleted the one it found forged.
            _ = try library.records()
            let index = try #require(LibraryIndex.open(folder: folder.path, files: files))
            index.update([planted(s, forged)], removing: [])
            #expect(index.entries(withLines: true, location: { library.path(of: $0) }) == nil, "\(forged[0])")
            #expect(try library.records() == truth)
        }
    }

    @Test func namesAndEveryPresetsRulesRoundTrip() throws {
        let (library, folder) = try Self.library(games: 1)
        defer { folder.remove() }
        _ = try library.list()
        let files = FileAccess(system: PosixFileSystem())
        let index = try #require(LibraryIndex.open(folder: folder.path, files: files))
        var entries: [LibraryIndexEntry] = []
        for (n, preset) in RulesPreset.allCases.enumerated() {
            let id = Fixtures.id("preset\(n)")
            let summary = GameSummary(
                id: id, location: "/lib/\(id).jsonl", homeName: "Tab\\here \"quoted\"",
                awayName: "Ünïcode 🏀 名前", homeScore: 21, awayScore: 19, status: .finished, eventCount: 300,
                createdMs: 5, lastPlayedMs: n == 0 ? nil : 9, clockMs: 600_000, winner: .home, rules: preset.rules)
            let lines = PlayerID.all.map { player in
                GamePlayerLine(
                    player: player, name: "P \(player)", points: player.side == .home ? 7 : 6, lowMade: 0,
                    lowMissed: 1, highMade: 0, highMissed: 0, assists: 1, rebounds: 2, fouls: 3,
                    plusMinus: player.side == .home ? 2 : -2)
            }
            entries.append(
                LibraryIndexEntry(
                    // A file large enough for its 300 events (the index holds no game its file could not).
                    device: UInt64.max, inode: 7, size: 123_456, modifiedNs: 1, changedNs: 2, summary: summary,
                    lines: lines.map { line in
                        // Points the preset's shot values make of the shots.
                        let points = line.lowMade * preset.rules.shots.low
                        // And the stat sheet's counters, each column its own value.
                        return GamePlayerLine(
                            player: line.player, name: line.name, points: points, lowMade: line.lowMade,
                            lowMissed: line.lowMissed, highMade: line.highMade, highMissed: line.highMissed,
                            assists: line.assists, rebounds: line.rebounds, fouls: line.fouls, plusMinus: 0,
                            offensiveRebounds: 1, defensiveRebounds: 1, freeThrowsMade: 0, freeThrowsMissed: 4,
                            turnovers: 5, steals: 6, blocks: 7)
                    }))
        }
        // Scores the lines add up to.
        entries = entries.map { entry in
            let s = entry.summary
            return LibraryIndexEntry(
                device: entry.device, inode: entry.inode, size: entry.size, modifiedNs: entry.modifiedNs,
                changedNs: entry.changedNs,
                summary: GameSummary(
                    id: s.id, location: s.location, homeName: s.homeName, awayName: s.awayName, homeScore: 0,
                    awayScore: 0, status: .inProgress, eventCount: s.eventCount, createdMs: s.createdMs,
                    lastPlayedMs: s.lastPlayedMs, clockMs: s.clockMs, winner: nil, rules: s.rules),
                lines: entry.lines)
        }
        index.update(entries, removing: [])
        let read = try #require(index.entries(withLines: true, location: { "/lib/\($0).jsonl" }))
        for entry in entries {
            #expect(read[entry.summary.id] == entry)
        }
    }

    /// A made free throw is a point of no field goal: the index once held a line's points to its
    /// shots alone, so a game with one failed the check and the whole index was made again on
    /// every read.
    @Test func aGameWithAFreeThrowIsReadFromTheIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        // Shots of 2 and 3: a 1 is a free throw.
        let session = try library.create(
            try Fixtures.header("game0", rules: try Rules(target: 21, winBy: 2, shots: .twosAndThrees)))
        try Fixtures.play(
            [
                .clockStarted, .move(PlayerID(side: .home, number: 1), .freeThrow),
                .move(PlayerID(side: .home, number: 2), .steal), .move(PlayerID(side: .away, number: 1), .turnover),
            ], on: session)
        session.recorder.close()
        let records = try library.records()
        #expect(records.records.first?.lines.first?.freeThrowsMade == 1)
        let index = try #require(LibraryIndex.open(folder: folder.path, files: library.files))
        let entries = try #require(index.entries(withLines: true, location: { library.path(of: $0) }))
        let lines = try #require(entries[Fixtures.id("game0")]?.lines)
        #expect(lines == records.records.first?.lines)
        #expect(lines.map(\.steals).reduce(0, +) == 1 && lines.map(\.turnovers).reduce(0, +) == 1)
    }

    @Test func aListingFromTheIndexKeepsEachGamesRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        try library.create(try Fixtures.header("fiba1", rules: RulesPreset.fiba3x3.rules)).recorder.close()
        try library.create(try Fixtures.header("pick1")).recorder.close()
        let first = try library.list()
        let second = try library.list()
        #expect(second == first)
        #expect(second.summaries.first { $0.id == Fixtures.id("fiba1") }?.rules == RulesPreset.fiba3x3.rules)
        #expect(second.summaries.first { $0.id == Fixtures.id("pick1") }?.rules == .standard)
    }

    @Test(arguments: ["folder", "fifo", "link"])
    func somethingElseAtTheIndexsNameIsLeftAloneAndTheLibraryStillLists(kind: String) throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        let name = folder.path + "/" + LibraryIndex.fileName
        let target = folder.path + "/elsewhere"
        switch kind {
        case "folder": try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false)
        case "fifo": #expect(mkfifo(name, 0o600) == 0)
        default:
            try folder.write("mine\n", to: "elsewhere")
            try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: target)
        }
        #expect(try library.list() == truth)
        #expect(try library.records() == (try Self.recordsTruth(folder)))
        if kind == "link" { #expect(try folder.text("elsewhere") == "mine\n", "never written through a link") }
    }

    @Test func theIndexIsPrivateAndReplacesTheTextIndex() throws {
        let (library, folder) = try Self.library(games: 1)
        defer { folder.remove() }
        try folder.write("courtside-index 2\n", to: ".courtside-index")
        try folder.write("", to: ".courtside-index.lock")
        _ = try library.list()
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + LibraryIndex.fileName)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains(".courtside-index") && !names.contains(".courtside-index.lock"))
    }

    @Test func recordsFromTheIndexAreTheRecordsFromTheFiles() throws {
        let system = FaultyFileSystem()
        let (library, folder) = try Self.library(games: 4, system: system)
        defer { folder.remove() }
        let first = try library.records()
        system.clearJournal()
        let second = try library.records()
        #expect(!system.journal.contains { $0.call == .open && $0.path.hasSuffix(".jsonl") })
        #expect(second == first)
        #expect(second == (try Self.recordsTruth(folder)))
        for record in second.records {
            let game = try library.load(record.summary.id).game
            #expect(record.lines == GamePlayerLine.lines(header: game.header, state: game.state))
        }
    }

    @Test func aDeletedGameLeavesTheIndex() throws {
        let (library, folder) = try Self.library(games: 3)
        defer { folder.remove() }
        _ = try library.list()
        try library.delete(Fixtures.id("game2"))
        #expect(try library.list().summaries.map(\.id.rawValue).sorted() == ["game0", "game1"])
        #expect(try Self.integer("SELECT count(*) FROM games WHERE id = 'game2'", in: folder) == 0)
        #expect(try Self.integer("SELECT count(*) FROM game_players WHERE game_id = 'game2'", in: folder) == 0)
    }

    @Test func twoProcessesListingWhileAGameIsScoredAgreeWithTheFiles() throws {
        let (library, folder) = try Self.library(games: 20, clock: { FileGameLibrary.systemWallClockNs() })
        defer { folder.remove() }
        // Let the games settle, so both processes index them and write the index in turn.
        usleep(100_000)
        let child = try ChildProcess(role: "lister", testName: "lister", folder: folder.path, game: "game3")
        let session = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("game3")) }
        var game = session.game
        var lastSeen = 0
        for _ in 0..<100 {
            game = try Fixtures.play([.move(Self.home1, .rebound)], on: session, startingAt: game)
            let listed = try library.list()
            #expect(listed.problems.isEmpty && listed.summaries.count == 20)
            let count = listed.summaries.first { $0.id == Fixtures.id("game3") }?.eventCount ?? -1
            #expect(count == game.state.eventCount, "this process's own last write shows at once")
            lastSeen = count
        }
        session.recorder.close()
        let childResult = child.nextLine(startingWith: "RESULT ")
        child.wait()
        #expect(childResult == "ok")
        #expect(lastSeen == game.state.eventCount)
        let final = try library.list()
        #expect(final == (try Self.truth(folder)))
    }
}
