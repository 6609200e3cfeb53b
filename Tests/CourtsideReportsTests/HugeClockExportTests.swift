import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// The text export charts a game whose clock is far past any game's (the chart itself is held to
/// it in CourtsideTextTests' WormChartTests).
@Suite("A huge clock in the text export")
struct HugeClockExportTests {
    @Test(
        "clocks of 1e17 ms and Int64.max: the export still has its score progression",
        arguments: [
            Int64(100_000_000_000_000_000), .max,
        ])
    func hugeClock(huge: Int64) throws {
        var game = Game(header: try GameFixtures.header())
        try game.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0))
        try game.apply(
            GameEvent(sequence: 2, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: huge, wallMs: 0))
        #expect(Exporter.export(game, format: .text).contains("Score progression"))
    }
}
