import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// A linked assist in the exports (issue 33 item 2): the play-by-play reads "2 points (ast A.I.)",
/// the box score counts it, plays-csv and json name the passer, and a basket corrected to a miss drops it.
@Suite("Linked assists in the exports")
struct LinkedAssistExportTests {
    private let shaq = PlayerID(side: .home, number: 1)
    private let ai = PlayerID(side: .home, number: 2)

    @Test("text, md, plays-csv, json and the box score carry the linked assist; a miss drops it")
    func everywhere() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(shaq, .twoPoints), .assist(play: 1, player: ai)])
        #expect(Exporter.export(game, format: .text).contains("2 points (ast A.I.)"))
        #expect(Exporter.export(game, format: .md).contains("2 points (ast A.I.)"))
        #expect(Exporter.export(game, format: .playsCSV).contains(",home.2,A.I.\n"))
        #expect(Exporter.export(game, format: .json).contains(#"{"assist": {"player": "A.I.", "playerId": "home.2"}"#))
        #expect(BoxScore(game: game).home.players[1].assists == 1)
        #expect(Exporter.export(game, format: .events).contains("assist on #1 by A.I."))
        try GameFixtures.play(&game, [.amend(play: 1, player: shaq, move: .twoPointMiss)])
        #expect(!Exporter.export(game, format: .text).contains("(ast"))
        #expect(BoxScore(game: game).home.players[1].assists == 0)
    }
}
