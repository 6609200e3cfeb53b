import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Foundation
import Testing

/// A game whose clock counts down (issue 43 item 7): every export with a play-by-play (all but the
/// box-score CSV) shows a play's time as the board's header and log do, the time left, and keeps
/// the milliseconds played.
@Suite("Countdown clocks in exports")
struct CountdownClockExportTests {
    /// FIBA 3x3 (10:00, shot clock 12): Shaq's 2 at 00:29.1 played, 09:30.9 left; a game to 15
    /// with no limit for comparison.
    static func game(countdown: Bool) throws -> Game {
        let rules = countdown ? RulesPreset.fiba3x3.rules : try Rules(target: 15, winBy: 2)
        var game = Game(header: try GameFixtures.header(rules: rules))
        try GameFixtures.play(&game, [.clockStarted])
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 29_100)
        try GameFixtures.play(&game, [.clockPaused], clockMs: 33_300)
        return game
    }

    @Test(
        "text, Markdown, CSV, JSON, the event formats and livestats show 09:30.9 counting down",
        arguments: ExportFormat.allCases.filter { $0 != .csv })
    func timeLeft(format: ExportFormat) throws {
        let text = Exporter.export(try Self.game(countdown: true), format: format)
        #expect(text.contains("09:30.9"), "\(format): \(text)")
        #expect(!text.contains("00:29.1"), "\(format)")
        if format == .json || format == .playsCSV || format == .eventsCSV || format == .eventsJSON {
            #expect(text.contains("29100"), "\(format) keeps the milliseconds played")
        }
    }

    @Test("a game that counts up shows the time played", arguments: ExportFormat.allCases.filter { $0 != .csv })
    func timePlayed(format: ExportFormat) throws {
        let text = Exporter.export(try Self.game(countdown: false), format: format)
        #expect(text.contains("00:29.1"), "\(format)")
    }

    @Test(
        "the feed's clockText and the overlay's clock.txt count down as the board does; clockMs stays the time played")
    func liveOutputs() throws {
        for countdown in [true, false] {
            let game = try Self.game(countdown: countdown)
            var state = GameState(rules: game.header.rules)
            let words = PlayWords(header: game.header)
            var texts: [String] = []
            for event in game.events {
                let change = try state.apply(event)
                let line = FeedLine(gameID: game.header.id, change: change, state: state, words: words).json()
                let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                texts.append(try #require(object["clockText"] as? String))
                #expect(object["clockMs"] as? Int == Int(state.clockMs))
            }
            #expect(texts[1] == (countdown ? "09:30.9" : "00:29.1"), "\(texts)")
            let overlay = OverlayText(
                state: state, words: words, clockMs: 29_100, isClockRunning: false, lastPlay: "", wholeSeconds: false)
            #expect(overlay.text(of: "clock.txt") == (countdown ? "09:30.9" : "00:29.1"))
        }
    }
}
