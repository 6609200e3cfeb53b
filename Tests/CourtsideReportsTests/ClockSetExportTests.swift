import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Testing

/// A clock set and its undo in the play-by-play of every export and in the live words.
@Suite("Clock sets in exports")
struct ClockSetExportTests {
    private static func game() throws -> Game {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 5_000)
        try game.apply(try game.prepare(.clockSet(from: 5_000), clockMs: 120_000, wallMs: 0)[0])
        try GameFixtures.play(&game, [.undo], clockMs: 121_000)
        return game
    }

    @Test("text and md say what the clock was set to and from; the undone set is void; its undo says the time")
    func words() throws {
        let game = try Self.game()
        let text = Exporter.export(game, format: .events)
        #expect(text.contains("02:00.0                       2 - 0  clock set to 02:00.0 (was 00:05.0) (void)"))
        #expect(text.contains("00:06.0                       2 - 0  undo clock set (now 00:06.0)"))
        #expect(Exporter.export(game, format: .eventsMD).contains("clock set to 02:00.0 (was 00:05.0) (void)"))
    }

    @Test("plays-csv and json name the type clock and the action clock")
    func machineReadable() throws {
        let game = try Self.game()
        let plays = Exporter.export(game, format: .eventsCSV)
        #expect(plays.contains(",2,120000,02:00.0,clock,"))
        #expect(plays.contains(",3,6000,00:06.0,undo,") && plays.contains(",clock,"))
        let json = Exporter.export(game, format: .eventsJSON)
        #expect(json.contains("\"action\": \"clock\""))
        #expect(json.contains("\"type\": \"clock\""))
    }

    @Test("the live words: the set, and undoing it")
    func liveWords() throws {
        var game = Game(header: try GameFixtures.header())
        let words = PlayWords(header: game.header)
        var changes = [try game.apply(try game.prepare(.clockSet(from: 0), clockMs: 90_000, wallMs: 0)[0])]
        changes += try GameFixtures.play(&game, [.undo], clockMs: 90_000)
        #expect(
            changes.map(words.play(for:)) == ["clock set to 01:30.0 (was 00:00.0)", "undid clock set: clock 00:00.0"])
    }
}
