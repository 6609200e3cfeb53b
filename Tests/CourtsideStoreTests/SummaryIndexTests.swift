import CourtsideCore
import CourtsideStoreTesting
import Foundation
import Testing

@testable import CourtsideStore

/// The library's summary index: a listing of unchanged games reads no game file, and the index is
/// never trusted over the files (a changed game is refolded, a damaged index rebuilt, two
/// processes list and write at once).
@Suite struct SummaryIndexTests {
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
        let index = folder.path + "/" + SummaryIndex.fileName
        try? FileManager.default.removeItem(atPath: index)
        defer { try? FileManager.default.removeItem(atPath: index) }
        return try FileGameLibrary(folder: folder.path, wallClockNs: { 0 }).list()
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
        // The real clock: the games were written just now.
        let (library, folder) = try Self.library(
            games: 2, system: system, clock: { FileGameLibrary.systemWallClockNs() })
        defer { folder.remove() }
        _ = try library.list()
        system.clearJournal()
        _ = try library.list()
        #expect(system.journal.filter { $0.call == .open && $0.path.hasSuffix(".jsonl") }.count == 2)
    }

    @Test(arguments: [
        "", "garbage\n", "courtside-index 3\n", "courtside-index 1\ngame0\t1\t2\n",
    ])
    func aDamagedIndexIsRebuilt(damage: String) throws {
        let (library, folder) = try Self.library(games: 3)
        defer { folder.remove() }
        let truth = try Self.truth(folder)
        try folder.write(damage, to: SummaryIndex.fileName)
        #expect(try library.list() == truth)
        #expect(try folder.text(SummaryIndex.fileName).hasPrefix(SummaryIndex.magic + "\n"))
        #expect(try library.list() == truth)
    }

    @Test func anEntryWhoseChecksumDisagreesIsNeverUsed() throws {
        let (library, folder) = try Self.library(games: 2)
        defer { folder.remove() }
        _ = try library.list()
        // A score changed by hand (or by a bad disk) without its checksum: the index is damaged.
        let index = try folder.text(SummaryIndex.fileName)
        let lines = index.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fields = lines[1].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        fields[10] = "99"
        let tampered = ([lines[0], fields.joined(separator: "\t")] + lines[2...]).joined(separator: "\n")
        try folder.write(tampered, to: SummaryIndex.fileName)
        let listed = try library.list()
        #expect(!listed.summaries.contains { $0.homeScore == 99 })
        #expect(listed == (try Self.truth(folder)))
    }

    @Test func namesWithTabsNewlinesAndBackslashesRoundTrip() throws {
        let summary = GameSummary(
            id: Fixtures.id("abc"), location: "/lib/abc.jsonl", homeName: "Tab\there\\", awayName: "Line\nbreak\r 🏀",
            homeScore: 21, awayScore: 19, status: .finished, eventCount: 300, createdMs: -5, lastPlayedMs: nil,
            clockMs: 600_000, winner: .home)
        var index = SummaryIndex()
        index.set(
            SummaryIndexEntry(
                device: UInt64.max, inode: 7, size: 1234, modifiedNs: 1, changedNs: 2, summary: summary))
        let decoded = SummaryIndex.decode(index.encoded(), location: { "/lib/\($0).jsonl" })
        #expect(decoded == index)
        var cut = index.encoded()
        cut.removeLast()
        #expect(SummaryIndex.decode(cut, location: { "/lib/\($0).jsonl" }) == nil, "a torn last line")
    }

    @Test(arguments: RulesPreset.allCases)
    func everyPresetsRulesRoundTrip(preset: RulesPreset) throws {
        let summary = GameSummary(
            id: Fixtures.id("abc"), location: "/lib/abc.jsonl", homeName: "Ballerz", awayName: "Ringerz",
            homeScore: 21, awayScore: 20, status: .finished, eventCount: 300, createdMs: 5, lastPlayedMs: 9,
            clockMs: 600_000, winner: .home, rules: preset.rules)
        var index = SummaryIndex()
        index.set(SummaryIndexEntry(device: 1, inode: 7, size: 1234, modifiedNs: 1, changedNs: 2, summary: summary))
        let decoded = SummaryIndex.decode(index.encoded(), location: { "/lib/\($0).jsonl" })
        #expect(decoded == index)
        #expect(decoded?[Fixtures.id("abc")]?.summary.rules == preset.rules)
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

    @Test func aLibraryThatCannotWriteTheIndexStillLists() throws {
        let system = FaultyFileSystem()
        let (library, folder) = try Self.library(games: 2, system: system)
        defer { folder.remove() }
        system.fail(.rename, with: EROFS, times: 10)
        system.fail(.write, with: ENOSPC, times: 10, pathSuffix: ".tmp")
        let truth = try Self.truth(folder)
        #expect(try library.list() == truth)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + SummaryIndex.fileName))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "the temporary index is removed")
    }

    @Test func aDeletedGameLeavesTheIndex() throws {
        let (library, folder) = try Self.library(games: 3)
        defer { folder.remove() }
        _ = try library.list()
        try library.delete(Fixtures.id("game2"))
        #expect(try library.list().summaries.map(\.id.rawValue).sorted() == ["game0", "game1"])
        #expect(try !folder.text(SummaryIndex.fileName).contains("game2\t"))
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
