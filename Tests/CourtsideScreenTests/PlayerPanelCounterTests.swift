import CourtsideCore
import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Issue 28: at 80 columns, four-digit counters ran together (`1/12341234`) or were cut. Every
/// count keeps a blank between it and the next, at every board size.
@MainActor
@Suite("Player panel counters")
struct PlayerPanelCounterTests {
    /// A board whose first home player has `shots` for both shot columns and `count` for the rest.
    private func board(shots: String, count: Int, size: TerminalSize) -> ScreenHarness {
        let stub = StubScoreboardViewModel(
            homeName: "Home", awayName: "Away", playerNames: ["A", "B", "C", "D", "E", "F"])
        let harness = ScreenHarness(viewModel: stub, size: size)
        let concrete = stub.presenter.players[0]
        concrete.onePointShots.value = shots
        concrete.twoPointShots.value = shots
        concrete.counter(.assist).value = count
        concrete.counter(.rebound).value = count
        concrete.counter(.foul).value = count
        harness.feed([.resize(size)])
        return harness
    }

    /// The counters' row of the first home panel, its cells split on blanks.
    private func counters(_ harness: ScreenHarness) throws -> [String] {
        let title = try #require(harness.row(containing: "[u] A"))
        let labels = try #require((title...title + 3).first { harness.terminal.lines[$0].contains("1PT") })
        let line = harness.terminal.lines[labels + 1]
        // The first panel is the selected one: a heavy border.
        let panel = line.dropFirst().prefix { $0 != "┃" && $0 != "│" }
        return panel.split(separator: " ").map(String.init)
    }

    @Test(
        "four digits at 80×24, 64×20 and 120×40: every counter apart from the next",
        arguments: [
            TerminalSize(width: 80, height: 24), TerminalSize(width: 64, height: 20),
            TerminalSize(width: 120, height: 40),
        ])
    func fourDigitsStayApart(size: TerminalSize) throws {
        let harness = board(shots: "1234/1500", count: 1234, size: size)
        let cells = try counters(harness)
        #expect(cells.count == 5, "\(size): \(cells)")
        #expect(cells.suffix(3).allSatisfy { ["1234", "1.2k", "1k"].contains($0) }, "\(size): \(cells)")
        #expect(harness.terminal.overflowCount == 0)
    }

    @Test("four-digit rebounds, assists and fouls beside small shots keep their digits at 80×24")
    func fourDigitsKeepTheirDigits() throws {
        let harness = board(shots: "3/4", count: 1000, size: TerminalSize(width: 80, height: 24))
        #expect(try counters(harness) == ["3/4", "3/4", "1000", "1000", "1000"])
    }

    @Test("small counts are drawn as before: right-aligned under their labels")
    func smallCountsUnchanged() throws {
        let harness = board(shots: "0/1", count: 7, size: TerminalSize(width: 80, height: 24))
        let title = try #require(harness.row(containing: "[u] A"))
        #expect(harness.terminal.lines[title + 3].hasPrefix("┃  0/1  0/1   7   7    7 "))
    }
}
