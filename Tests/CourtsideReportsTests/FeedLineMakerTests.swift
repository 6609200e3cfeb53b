import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// One maker of feed lines for the feed, serve's live events, its recent plays and a reconnection's
/// replay: each line names the players as they were at its play.
@Suite("Feed line maker")
struct FeedLineMakerTests {
    private let first = PlayerID(side: .home, number: 1)

    @Test("a play before a rename keeps the old name, one after it the new; from the middle, the names of then")
    func namesAsOfEachPlay() throws {
        var game = Game(header: try GameFixtures.header())
        let changes = try GameFixtures.play(
            &game, [.move(first, .rebound), .rename(first, name: "Diesel"), .move(first, .rebound)])
        var state = GameState(header: game.header)
        var lines = FeedLineMaker(header: game.header)
        var plays: [String] = []
        for change in changes {
            try state.apply(change.event)
            plays.append(lines.line(change, state).words.play(for: change))
        }
        let old = GameFixtures.homePlayers[0]
        #expect(plays == ["\(old): rebound", "\(old) is now Diesel", "Diesel: rebound"])

        // Made from the middle (a reconnection after the rename): the new name from the start.
        var middle = try GameState.rebuilt(header: game.header, events: game.events.prefix(2))
        var later = FeedLineMaker(header: game.header, state: middle)
        try middle.apply(game.events[2])
        #expect(later.line(changes[2], middle).words.play(for: changes[2]) == "Diesel: rebound")
        #expect(later.gameID == game.header.id)
    }
}
