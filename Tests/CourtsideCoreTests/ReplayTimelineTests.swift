import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Replay timeline")
struct ReplayTimelineTests {
    @Test("the timeline keeps few snapshots and folds at most its interval from one")
    func timelineBounds() throws {
        let game = try RandomGame.make(count: 3_000, seed: 3, header: GameFixtures.header(target: 21))
        var timeline = ReplayTimeline(game: game, interval: 100)
        #expect(timeline.snapshotCount == 31)
        timeline.seek(to: 2_999)
        #expect(timeline.position == 2_999)
        #expect(timeline.lastChange?.event == game.events[2_998])
        timeline.seek(to: 3_000)
        #expect(timeline.state == game.state)
        #expect(ReplayTimeline.defaultInterval(for: 10) == 1_024)
        #expect(ReplayTimeline.defaultInterval(for: 100_000) == 3_125)
        let stepped = timeline.stepForward()
        #expect(!stepped)
        timeline.seek(to: -5)
        #expect(timeline.position == 0 && timeline.lastChange == nil)
        timeline.seek(to: 9_999)
        #expect(timeline.position == 3_000)
    }
}
