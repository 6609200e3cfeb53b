import CourtsideCore
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

@testable import CourtsideReports

/// Late arrivals and new names in every output: a renamed player goes by the new name, a late
/// arrival has a line of their own, and the event log says what happened ("Gus joins Ballerz").
@Suite("Exports name players as the game stands")
struct NameExportTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let kobe = PlayerID(side: .away, number: 3)
    private static let gus = PlayerID(side: .home, number: 4)

    /// Gus joins, comes on for Shaq and scores twice; Kobe (with a basket) is renamed Bean.
    private static func game() throws -> Game {
        var game = Game(header: try GameFixtures.header(id: "names001"))
        try GameFixtures.play(
            &game,
            [
                .clockStarted, .move(kobe, .twoPoints), .move(shaq, .assist), .join(.home, name: "Gus"),
                .substitution(off: shaq, on: gus), .move(gus, .twoPoints), .rename(kobe, name: "Bean"),
                .move(gus, .onePoint), .join(.away, name: "Zed"), .undo,
            ], clockMs: 1_000)
        return game
    }

    @Test(
        "every format shows the new name and the late arrival, never the old name but in the event's own words",
        arguments: ExportFormat.allCases)
    func newNames(format: ExportFormat) throws {
        let text = Exporter.export(try Self.game(), format: format)
        #expect(text.contains("Bean"), "\(format)")
        #expect(text.contains("Gus"), "\(format)")
        if format.isEventLog && format != .eventsCSV && format != .eventsJSON {
            #expect(text.contains("Kobe is now Bean") && text.contains("Gus joins Ballerz"), "\(format)")
            #expect(text.contains("Zed joins Ringerz (void)"), "\(format)")
        } else if [.text, .md, .playsCSV].contains(format) {
            // The play-by-play's line for the rename names the old name (as the board's log does), and
            // nothing else does.
            let lines = text.split(separator: "\n").filter { $0.contains("Kobe") }
            #expect(lines.count == 1, "\(format)")
            #expect(lines.allSatisfy { $0.contains("Kobe is now Bean") || $0.contains(",rename,") }, "\(format)")
        } else {
            #expect(!text.contains("Kobe"), "\(format)")
        }
        #expect(!text.contains("Zed") || format.isEventLog, "an undone join has no line in the box score: \(format)")
    }

    @Test("the box score has the late arrival's line, the renamed player's under the new name")
    func boxScore() throws {
        let box = BoxScore(game: try Self.game())
        #expect(box.home.players.map(\.name) == ["Shaq", "A.I.", "T-Mac", "Gus"])
        #expect(box.away.players.map(\.name) == ["Hakeem", "Air Carter", "Bean"])
        #expect(box.home.players[3].points == 3 && box.home.total.points == 3)
        #expect(box.away.players[2].points == 2)
    }

    @Test("the event log's lines: a join and a rename with the names they gave, their undo and redo")
    func eventWords() throws {
        var game = try Self.game()
        try GameFixtures.play(&game, [.rename(Self.gus, name: "Gustav"), .undo, .redo], clockMs: 2_000)
        let words = PlayByPlay(game: game).entries.map { $0.words(in: game.header, state: game.state) }
        #expect(words.contains("Gus joins Ballerz"))
        #expect(words.contains("Kobe is now Bean"))
        #expect(words.contains("undo Gus is now Gustav") && words.contains("redo Gus is now Gustav"))
        #expect(words.contains("Ringerz sub: Gustav in for Shaq") == false)
        #expect(words.contains("Ballerz sub: Gustav in for Shaq"), "other lines name the player as the game stands")
        let csv = CSVTable.records(Exporter.export(game, format: .eventsCSV))
        let header = try #require(csv.first { $0.contains("seq") })
        let join = try #require(csv.first { $0.count == header.count && $0[header.firstIndex(of: "type")!] == "join" })
        #expect(join[header.firstIndex(of: "player")!] == "Gustav")
        #expect(join[header.firstIndex(of: "team")!] == "Ballerz")
    }

    @Test("the status line's words: \"Gus joins Ballerz\", \"Kobe is now Bean\", undone and redone")
    func statusWords() throws {
        var game = Game(header: try GameFixtures.header(id: "names002"))
        let changes = try GameFixtures.play(
            &game, [.join(.home, name: "Gus"), .rename(Self.kobe, name: "Bean"), .undo, .redo])
        var words = PlayWords(header: game.header)
        var state = GameState(header: game.header)
        var texts: [String] = []
        for (change, event) in zip(changes, game.events) {
            try state.apply(event)
            words = words.naming(state)
            texts.append(words.statusText(for: change, state: state))
        }
        #expect(texts == ["Gus joins Ballerz", "Kobe is now Bean", "undid Kobe is now Bean", "redid Kobe is now Bean"])
        #expect(words.name(of: Self.kobe) == "Bean" && words.name(of: Self.gus) == "Gus")
        #expect(PlayWords(header: game.header, state: game.state) == words)
    }

    @Test("the feed and LiveStats name the player as the game stands")
    func live() throws {
        let game = try Self.game()
        let words = PlayWords(header: game.header, state: game.state)
        var state = GameState(header: game.header)
        var lines: [String] = []
        var feed = LiveStatsTVFeed(header: game.header)
        var livestats: [String] = []
        for event in game.events {
            let change = try state.apply(event)
            lines.append(
                FeedLine(
                    gameID: game.header.id, change: change, state: state, words: words
                ).json())
            livestats += feed.messages(for: change, state: state).map(\.text)
        }
        #expect(lines.contains { $0.contains("Gus joins Ballerz") })
        // The TV feed names players in its teams message: a join sends it again.
        #expect(livestats.contains { $0.hasPrefix("{\"type\":\"teams\"") && $0.contains("\"familyName\":\"Gus\"") })
    }
}
