import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Glibc
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("Ending without a quit: signals and a lost terminal never lose clock time")
struct InterruptTests {
    @Test(
        "a terminating signal while the clock runs: the pause is recorded at the time shown, then the run ends",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalRecordsPause(signal: Int32) throws {
        let harness = try ScreenHarness()
        harness.type(" d")
        harness.time.advance(byMs: 12_345)
        harness.terminal.script = [.signal(signal)]
        #expect(harness.loop.run(harness.screen) == .interrupted(signal: signal))
        let last = try #require(harness.recorder.events.last)
        #expect(last.kind == .clockPaused)
        #expect(last.clockMs == 12_345)
    }

    @Test("input gone while the clock runs: the pause is recorded too")
    func inputClosedRecordsPause() throws {
        let harness = try ScreenHarness()
        harness.type(" ")
        harness.time.advance(byMs: 4_000)
        harness.terminal.script = []
        #expect(harness.loop.run(harness.screen) == .inputClosed)
        #expect(harness.recorder.events.last?.kind == .clockPaused)
        #expect(harness.recorder.events.last?.clockMs == 4_000)
    }

    @Test("a signal while the clock is paused records nothing more")
    func pausedRecordsNothing() throws {
        let harness = try ScreenHarness()
        harness.type(" d ")
        let count = harness.recorder.events.count
        harness.terminal.script = [.signal(SIGTERM)]
        #expect(harness.loop.run(harness.screen) == .interrupted(signal: SIGTERM))
        #expect(harness.recorder.events.count == count)
    }

    @Test("the scoreboard screen forwards the interruption to its view model")
    func screenForwards() {
        let stub = StubScoreboardViewModel(
            homeName: "Home", awayName: "Away", playerNames: ["A", "B", "C", "D", "E", "F"])
        let harness = ScreenHarness(viewModel: stub)
        harness.feed([.signal(SIGHUP)])
        #expect(stub.exitPauses == 1)
    }
}
