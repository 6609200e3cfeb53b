import CourtsideCore
import CourtsideFileFormat
import CourtsideStoreTesting
import Foundation
import Testing

@testable import CourtsideStore

/// Format version 6, late arrivals and new names: `join` and `rename` lines round-trip, leave the
/// header as written (a write-back writes 6), and the library's players go by the new names.
@Suite("Late arrivals and new names in the game file")
struct NameFormatTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let gus = PlayerID(side: .home, number: 4)

    /// Gus joins Ballerz, comes on for Shaq and scores; A.I. is renamed Allen; an undo and a redo.
    private static let kinds: [GameEventKind] = [
        .clockStarted, .move(shaq, .twoPoints), .join(.home, name: "Gus"), .substitution(off: shaq, on: gus),
        .move(gus, .twoPoints), .rename(PlayerID(side: .home, number: 2), name: "Allen"), .undo, .redo,
    ]

    @Test("join and rename lines round-trip; the header stays as written, its names as they were")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("nam1"))
        let game = try Fixtures.play(Self.kinds, on: session)
        session.recorder.close()
        let text = try folder.text("nam1.jsonl")
        #expect(text.hasPrefix("{\"format\":2,"), "the header stays as written")
        #expect(text.contains("\"name\":\"Gus\",\"seq\":3,\"team\":\"home\",\"type\":\"join\""))
        #expect(text.contains("\"name\":\"Allen\",\"player\":\"home.2\",\"seq\":6,\"type\":\"rename\""))
        #expect(text.contains("{\"id\":\"home.2\",\"name\":\"A.I.\"}"), "the file keeps both names")
        let loaded = try library.load(Fixtures.id("nam1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(loaded.game.state.players(.home).map(\.name) == ["Shaq", "Allen", "T-Mac", "Gus"])
        #expect(loaded.game.header.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac"])
        #expect(loaded.game.state.stats(for: Self.gus).points == 2)
    }

    @Test("a write-back of a game with a join or a rename is version 6")
    func writeBackVersion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("nam2"))
        let game = try Fixtures.play([.rename(Self.shaq, name: "Diesel")], on: session)
        _ = try session.recorder.writeBack(game)
        session.recorder.close()
        #expect(try folder.text("nam2.jsonl").hasPrefix("{\"format\":\(GameFileFormat.namesVersion),"))
        #expect(GameFileFormat.namesVersion == 6 && GameFileFormat.version == 8)
        #expect(try library.load(Fixtures.id("nam2")).game.state.name(of: Self.shaq) == "Diesel")
        #expect(GameFileFormat.version(for: game.header, events: [GameEvent]()) == 2, "a new game: as before")
    }

    @Test("the lines docs/file-format.md shows load; a file without joins or renames loads unchanged")
    func documentedLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("nam3"))
        let before = try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()
        #expect(try library.load(Fixtures.id("nam3")).game.state == before.state)
        let next = before.state.nextSequence
        let clock = max(before.state.clockMs, 96_000)
        try folder.append(
            "{\"clock\":\(clock),\"name\":\"Gus\",\"seq\":\(next),\"team\":\"home\",\"type\":\"join\",\"wall\":1763712135000}\n"
                + "{\"clock\":\(clock),\"name\":\"John\",\"player\":\"home.2\",\"seq\":\(next + 1),\"type\":\"rename\","
                + "\"wall\":1763712136000}\n",
            to: "nam3.jsonl")
        let state = try library.load(Fixtures.id("nam3")).game.state
        #expect(state.name(of: Self.gus) == "Gus" && state.name(of: PlayerID(side: .home, number: 2)) == "John")
    }

    @Test("a join or a rename the rules refuse is named with its line")
    func refusedLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("nam4"))
        session.recorder.close()
        try folder.append(
            "{\"clock\":0,\"name\":\"kobe\",\"player\":\"home.1\",\"seq\":1,\"type\":\"rename\",\"wall\":1}\n",
            to: "nam4.jsonl")
        #expect {
            try library.load(Fixtures.id("nam4"))
        } throws: { error in
            "\(error)".contains("nam4.jsonl:2") && "\(error)".contains("\"kobe\" is already a player in this game")
        }
    }

    @Test("the library's players: a renamed player's stats under the new name, a late arrival's counted")
    func playerStats() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let later: @Sendable () -> Int64 = { FileGameLibrary.systemWallClockNs() + 60_000_000_000 }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: later)
        var game = Game(header: try Fixtures.header("nam5", target: 6, winBy: 1))
        for kind in Self.kinds + [.move(Self.gus, .twoPoints)] {
            for event in try game.prepare(kind, clockMs: game.state.clockMs + 100, wallMs: 5) { try game.apply(event) }
        }
        #expect(game.state.isFinished)
        _ = try GameFileWriter.write(game, into: library)
        let lines = try library.records().records[0].lines
        #expect(lines.map(\.name) == ["Shaq", "Allen", "T-Mac", "Gus", "Hakeem", "Air Carter", "Kobe"])
        #expect(lines.first { $0.name == "Gus" }?.points == 4)
        let totals = try #require(try library.indexedNameTotals(sinceMs: nil))
        #expect(Set(totals.map(\.name)).isSuperset(of: ["Allen", "Gus"]))
        #expect(!totals.contains { $0.name == "A.I." })
        #expect(totals.first { $0.name == "Gus" }?.points == 4)
    }
}
