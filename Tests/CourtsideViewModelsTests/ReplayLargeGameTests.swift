import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideViewModels
import Foundation
import Testing

/// A synthetic game of 100,000 events: it folds, replays, seeks and exports. No timings here:
/// speed belongs to `make bench`.
@MainActor
@Suite("Replay and export of a 100,000-event game")
struct ReplayLargeGameTests {
    @Test("replay seeks to the middle and the end, steps both ways, and matches folds")
    func replayLargeGame() throws {
        let game = try ReplayFixtures.random(count: 100_000, seed: 2026)
        let time = ManualTimeSource()
        let replay = ReplayViewModel(game: game, timeSource: time, speed: .x16)
        #expect(replay.eventCount == 100_000)
        replay.perform(.seek(events: 50_000))
        let middle = try GameState.rebuilt(rules: game.header.rules, events: game.events.prefix(50_000))
        #expect(replay.state == middle)
        #expect(replay.bar?.value.parts[0].text == "event 50000 of 100000")
        replay.handle(.left)
        replay.handle(.left)
        replay.handle(.right)
        #expect(replay.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events.prefix(49_999))))
        replay.handle(.end)
        #expect(replay.state == game.state)
        #expect(replay.board.homeScore.value == game.state.homeScore)
        #expect(replay.board.awayScore.value == game.state.awayScore)
        replay.handle(.home)
        replay.perform(.faster)
        #expect(replay.speed.value == .max)
        replay.handle(.space)
        replay.tick(now: time.monotonicMs)
        #expect(replay.playback.value == .ended)
        #expect(replay.state == game.state)
    }

    @Test("every format exports it, and json and csv still add up")
    func exportLargeGame() throws {
        let game = try ReplayFixtures.random(count: 100_000, seed: 2027)
        let box = BoxScore(game: game)
        let json = Exporter.export(game, format: .json)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let plays = StandingPlays.lines(in: game.state).count
        #expect((object["plays"] as? [Any])?.count == plays)
        let csv = Exporter.export(game, format: .csv)
        #expect(csv.split(separator: "\n").count == 1 + 8, "the header, then the box score")
        #expect(Exporter.export(game, format: .playsCSV).split(separator: "\n").count == 1 + plays)
        #expect(Exporter.export(game, format: .eventsCSV).split(separator: "\n").count == 1 + 100_000)
        let text = Exporter.export(game, format: .text)
        #expect(text.contains("Score progression"))
        #expect(text.split(separator: "\n").count > plays)
        #expect(Exporter.export(game, format: .events).split(separator: "\n").count > 100_000)
        let md = Exporter.export(game, format: .md)
        #expect(md.split(separator: "\n").filter { $0.hasPrefix("| ") }.count == 2 * 6 + 2 + plays)
        #expect(box.home.players.map(\.points).reduce(0, +) == box.home.score)
    }
}
