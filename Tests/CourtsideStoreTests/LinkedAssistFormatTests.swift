import CourtsideCore
import CourtsideFileFormat
import CourtsideStore
import Foundation
import Testing

/// Format version 4's `assist` event (a passer linked to a made basket): written as courtside
/// writes every line, read back by the fast reader and the decoder alike, and the game folds the same.
@Suite("Linked assists in the game file")
struct LinkedAssistFormatTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let ai = PlayerID(side: .home, number: 2)

    @Test("an assist line round-trips, with its undo, and loads back the same game and counters")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("ast1"))
        let game = try Fixtures.play(
            [.move(Self.shaq, .twoPoints), .assist(play: 1, player: Self.ai), .undo, .redo], on: session)
        session.recorder.close()
        let text = try folder.text("ast1.jsonl")
        #expect(text.contains(#""play":1,"player":"home.2","seq":2,"type":"assist","wall":"#))
        let loaded = try library.load(Fixtures.id("ast1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(loaded.game.state.stats(for: Self.ai).assists == 1)
        #expect(GameFileFormat.version(for: game.header.rules, events: game.events) == 4)
    }

    @Test("an assist line with no player (format 7) deletes the link: written, read back, the same game")
    func deletionRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("ast2"))
        let game = try Fixtures.play(
            [.move(Self.shaq, .twoPoints), .assist(play: 1, player: Self.ai), .assist(play: 1, player: nil)],
            on: session)
        session.recorder.close()
        let text = try folder.text("ast2.jsonl")
        #expect(text.contains(#""play":1,"seq":3,"type":"assist","wall":"#))
        let loaded = try library.load(Fixtures.id("ast2"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(loaded.game.state.stats(for: Self.ai).assists == 0)
        let line = #"{"type":"assist","seq":3,"play":1,"clock":0,"wall":5}"#
        #expect(
            try JSONDecoder().decode(EventLine.self, from: Data(line.utf8)).event.kind == .assist(play: 1, player: nil))
    }

    @Test("the decoder reads an assist line written in another key order, the same event")
    func anyKeyOrder() throws {
        let line = #"{"type":"assist","seq":2,"player":"home.2","play":1,"clock":0,"wall":5}"#
        let event = try JSONDecoder().decode(EventLine.self, from: Data(line.utf8)).event
        #expect(event.kind == .assist(play: 1, player: Self.ai) && event.sequence == 2 && event.wallMs == 5)
    }
}
