import CourtsideCore
import CourtsideFileFormat
import CourtsideStore
import Foundation
import Testing

/// Format version 4, the stat sheet's moves: they round-trip by name; a game keeps the header it
/// was created with (so an older courtside refuses the new lines by name, "unknown move"), a
/// write-back of a game that has them is version 4, and a game without them is written as before.
@Suite("The stat sheet in the game file")
struct StatSheetFormatTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let kobe = PlayerID(side: .away, number: 3)
    private static let sheet: [GameEventKind] = [
        .move(kobe, .twoPointMiss), .move(shaq, .defensiveRebound), .move(shaq, .turnover), .move(kobe, .steal),
        .move(shaq, .block), .move(kobe, .offensiveRebound), .move(kobe, .freeThrow), .move(kobe, .freeThrowMiss),
        .amend(play: 2, player: shaq, move: .offensiveRebound),
    ]

    @Test("every stat-sheet move is written by its name and loads back the same game")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        // Full court without its shot clock, whose header would be version 4 already.
        let session = try library.create(
            try Fixtures.header("sht1", rules: try RulesPreset.fullcourt.rules.withShotClock(nil)))
        let game = try Fixtures.play(Self.sheet, on: session)
        session.recorder.close()
        let text = try folder.text("sht1.jsonl")
        for name in ["to", "stl", "blk", "oreb", "dreb", "ft", "ft-miss"] {
            #expect(text.contains("\"move\":\"\(name)\""), "\(name)")
        }
        #expect(text.hasPrefix("{\"format\":3,"), "the header stays as the game was created")
        let loaded = try library.load(Fixtures.id("sht1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(loaded.game.state.stats(for: Self.kobe).freeThrowsAttempted == 2)
    }

    @Test("a write-back of a game with a stat-sheet move is version 4; without one, as its rules say")
    func writeBackVersion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let plain = try library.create(try Fixtures.header("sht2"))
        let plainGame = try Fixtures.play(Fixtures.mixed, on: plain)
        _ = try plain.recorder.writeBack(plainGame)
        plain.recorder.close()
        #expect(try folder.text("sht2.jsonl").hasPrefix("{\"format\":2,"))
        let session = try library.create(try Fixtures.header("sht3"))
        let game = try Fixtures.play([.move(Self.shaq, .turnover)], on: session)
        #expect(try folder.text("sht3.jsonl").hasPrefix("{\"format\":2,"))
        _ = try session.recorder.writeBack(game)
        session.recorder.close()
        #expect(try folder.text("sht3.jsonl").hasPrefix("{\"format\":\(GameFileFormat.statSheetVersion),"))
        #expect(GameFileFormat.statSheetVersion == 4)
        #expect(try library.load(Fixtures.id("sht3")).game.events == game.events)
    }

    @Test("a move this courtside does not know is refused by name, as an older one refuses `to`")
    func unknownMoveNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("sht4"))
        session.recorder.close()
        try folder.append(
            "{\"clock\":0,\"move\":\"charge\",\"player\":\"home.1\",\"seq\":1,\"type\":\"move\",\"wall\":1}\n",
            to: "sht4.jsonl")
        #expect {
            try library.load(Fixtures.id("sht4"))
        } throws: { error in
            "\(error)".contains("unknown move \"charge\"")
        }
    }
}
