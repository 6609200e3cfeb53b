import CourtsideCore
import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Issue 33: the stat sheet's counts (turnovers, steals, blocks, free throws) show in the panel
/// beside the points, those not zero, as many as fit.
@MainActor
@Suite("Stat sheet in the player panels")
struct StatSheetPanelTests {
    @Test("only counts above zero, in a fixed order, whole items cut to the width")
    func text() {
        // turnover, steal, block, offensive and defensive rebound, free throw made, missed
        #expect(PlayerPanelView.sheetText([0, 0, 0, 4, 2, 0, 0], width: 20) == "", "rebounds are in REB")
        #expect(PlayerPanelView.sheetText([2, 1, 0, 0, 0, 3, 1], width: 20) == "TO 2 ST 1 FT 3/4")
        #expect(PlayerPanelView.sheetText([2, 1, 1, 0, 0, 3, 1], width: 14) == "TO 2 ST 1 BK 1")
        #expect(PlayerPanelView.sheetText([2, 1, 1, 0, 0, 3, 1], width: 13) == "TO 2 ST 1")
        #expect(PlayerPanelView.sheetText([0, 0, 0, 0, 0, 0, 2], width: 20) == "FT 0/2")
    }

    @Test("at 80×24 the counts show on the points row; a turnover redraws its panel")
    func onTheBoard() throws {
        let harness = try ScreenHarness()
        let title = try #require(harness.row(containing: "[u]"))
        #expect(!harness.terminal.lines[title + 1].contains("TO"))
        #expect(harness.type("u;").contains("home.1"))
        harness.type("u,")
        let row = harness.terminal.lines[title + 1]
        #expect(row.contains("PTS") && row.contains("TO 1 ST 1"), "\(row)")
        #expect(harness.terminal.overflowCount == 0)
    }
}
