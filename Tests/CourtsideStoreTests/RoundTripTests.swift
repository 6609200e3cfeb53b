import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// Creating, appending, loading, listing and deleting games on disk.
@Suite struct RoundTripTests {
    @Test func appendedEventsLoadBackAsTheSameGame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path + "/created/on/first/use")
        let session = try library.create(try Fixtures.header("round1"))
        let played = try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()

        let loaded = try library.load(Fixtures.id("round1"))
        #expect(loaded.game.header == played.header)
        #expect(loaded.game.events == played.events)
        #expect(loaded.game.state == played.state)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.location == folder.path + "/created/on/first/use/round1.jsonl")

        let reopened = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("round1")) }
        let more = try Fixtures.play([.move(PlayerID(side: .home, number: 3), .twoPoints)], on: reopened)
        reopened.recorder.close()
        #expect(try library.load(Fixtures.id("round1")).game.state == more.state)
    }

    @Test func theFileIsOneHeaderLineThenOneLinePerEvent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("lines1"))
        try Fixtures.play([.clockStarted, .move(PlayerID(side: .home, number: 1), .twoPoints)], on: session)
        let lines = try folder.text("lines1.jsonl").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("{\"format\":2,\"away\":{"))
        #expect(lines[1] == "{\"clock\":100,\"seq\":1,\"type\":\"start\",\"wall\":2000}")
        #expect(
            lines[2]
                == "{\"clock\":200,\"move\":\"2pt\",\"player\":\"home.1\",\"seq\":2,\"type\":\"move\",\"wall\":2001}")
        #expect(lines[3] == "")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["lines1.jsonl"], "no temporary file is left behind")
    }

    @Test func listSummarizesEveryGameNewestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        #expect(try library.list() == LibraryListing(summaries: []), "a folder not created yet is an empty library")
        let old = try library.create(try Fixtures.header("old1", createdMs: 1_000))
        try Fixtures.play(Fixtures.mixed, on: old, wallMs: 5_000)
        old.recorder.close()
        try library.create(try Fixtures.header("new1", createdMs: 9_000)).recorder.close()
        try folder.write("not a game", to: "notes.txt")
        try folder.write("{}", to: "UPPER.jsonl")

        let listing = try library.list()
        #expect(listing.problems.isEmpty)
        #expect(listing.summaries.map(\.id.rawValue) == ["new1", "old1"])
        let summary = try #require(listing.summaries.last)
        #expect(summary.homeName == "Ballerz" && summary.awayName == "Ringerz")
        #expect(summary.homeScore == 2 && summary.awayScore == 1)
        #expect(summary.status == .inProgress && summary.winner == nil)
        #expect(summary.eventCount == 9)
        #expect(summary.createdMs == 1_000)
        #expect(summary.lastPlayedMs == 5_008)
        #expect(summary.clockMs == 900)
        #expect(summary.location == folder.path + "/old1.jsonl")
        #expect(listing.summaries.first?.lastPlayedMs == nil)
    }

}
