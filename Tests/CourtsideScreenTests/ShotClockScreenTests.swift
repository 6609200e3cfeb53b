import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The 3x3 clocks on the board (issue 33 items 3 and 4): the time left and the shot clock in the
/// header, a tenth and a shot-clock second repainting their digits alone, and the buzzer rung on
/// the terminal once, after the frame that shows zero.
@MainActor
@Suite("Shot clock on screen")
struct ShotClockScreenTests {
    @Test("fiba3x3: the header shows the time left and the shot clock beside it")
    func header() throws {
        let harness = try ScreenHarness(rules: RulesPreset.fiba3x3.rules)
        #expect(harness.text.contains("10:00.0 left   shot 12   PAUSED"), "\(harness.text)")
        harness.feed([.key(.space)] + Array(repeating: .wait, count: 15))
        #expect(harness.text.contains("09:58.5 left   shot 11   RUNNING"), "\(harness.text)")
    }

    @Test("a tenth writes the time alone; a new shot-clock second writes its two digits too, nothing more")
    func tenthCost() throws {
        let harness = try ScreenHarness(rules: RulesPreset.fiba3x3.rules)
        harness.feed([.key(.space), .wait, .wait])
        #expect(harness.terminal.lastFrameTexts == ["09:59.8 left"])
        #expect(harness.feed([.wait]) == ["header"])
        #expect(harness.terminal.lastFrameTexts == ["09:59.7 left"])
        harness.feed(Array(repeating: .wait, count: 7))
        #expect(harness.terminal.lastFrameTexts == ["09:59.0 left", "11"])
        #expect(harness.text.contains("09:59.0 left   shot 11   RUNNING"))
        #expect(harness.terminal.bells.isEmpty)
    }

    @Test("at shot-clock zero the bell rings once, after the frame showing 0, and the status offers V")
    func buzzer() throws {
        let harness = try ScreenHarness(rules: RulesPreset.fiba3x3.rules)
        harness.feed([.key(.space)] + Array(repeating: .wait, count: 119))
        #expect(harness.terminal.bells.isEmpty)
        harness.feed([.wait])
        #expect(harness.text.contains("shot  0"), "\(harness.text)")
        #expect(harness.terminal.bells == [harness.terminal.flushCount], "once, after the frame that shows it")
        #expect(harness.text.contains("shot clock violation: V to record"))
        harness.feed(Array(repeating: .wait, count: 20))
        #expect(harness.terminal.bells.count == 1)
        // Nobody has the ball yet: P gives it to the selected team, whose violation V records.
        harness.type("PV")
        #expect(harness.text.contains("shot 12"))
        #expect(harness.text.contains("shot-clock violation (turnover)"))
    }

    @Test("= turns the clock to the time played; the whole clock row is drawn again")
    func flip() throws {
        let harness = try ScreenHarness(rules: RulesPreset.fiba3x3.rules)
        harness.feed([.key(.space)] + Array(repeating: .wait, count: 5))
        harness.type("=")
        #expect(harness.text.contains("00:00.5 of 10:00   shot 12   RUNNING"), "\(harness.text)")
    }

    @Test("a watcher's large board: the digits in blocks, the time's words and the shot clock beside them")
    func audience() throws {
        var game = Game(header: try GameFixtures.header(id: "watch001", rules: RulesPreset.fiba3x3.rules))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let h = AudienceBoardScreenTests.watcher(game, size: AudienceBoardScreenTests.large)
        #expect(AudienceBoardScreenTests.blockRow("10:00.0", in: h) != nil, "\(h.text)")
        #expect(h.text.contains("left") && h.text.contains("shot 12"), "\(h.text)")
    }
}
