import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The bench row (issue 30 item 1): under the panels in a game where a team has more than three
/// players, each bench in its team's half with the digits `B` takes; none in a game of threes; a
/// substitution redraws it with the panel, at every size the board works at.
@MainActor
@Suite("The bench on the board")
struct BenchScreenTests {
    private static func harness(_ size: TerminalSize = .minimum) throws -> ScreenHarness {
        try ScreenHarness(
            size: size, homePlayers: ["Shaq", "A.I.", "T-Mac", "Dan", "Eve"],
            awayPlayers: ["Hakeem", "Air Carter", "Kobe", "Yao"])
    }

    @Test("80×24: the row under the panels names each bench with its digits; the log keeps three rows")
    func standard() throws {
        let harness = try Self.harness()
        let row = try #require(harness.row(containing: "Ballerz bench"))
        let line = harness.terminal.lines[row]
        #expect(line.contains("Ballerz bench  1 Dan  2 Eve"), "\(line)")
        #expect(line.contains("Ringerz bench  1 Yao"), "\(line)")
        #expect(row == ScoreboardLayout(size: .minimum, benchRows: 1).bench.row)
        #expect(harness.text.contains("no plays yet"))
        #expect(ScoreboardLayout(size: .minimum, benchRows: 1).log.height == 3)
    }

    @Test("a game of threes has no bench row: the log has the row")
    func none() throws {
        let harness = try ScreenHarness()
        #expect(!harness.text.contains("bench"))
        #expect(harness.screen.views.contains { $0.id == "bench" && $0.frame.isEmpty })
    }

    @Test("a substitution redraws the panel, the bench row and the status; the bench lists who went off")
    func substitution() throws {
        let harness = try Self.harness()
        harness.type("u")
        harness.type("B")
        let drawn = harness.type("2")
        #expect(drawn.contains("bench"), "\(drawn)")
        #expect(drawn.contains("home.1"))
        #expect(!drawn.contains("away.1"))
        let row = try #require(harness.row(containing: "Ballerz bench"))
        #expect(harness.terminal.lines[row].contains("Ballerz bench  1 Shaq  2 Dan"))
        harness.type("z")
        #expect(harness.terminal.lines[row].contains("Ballerz bench  1 Dan  2 Eve"))
    }

    @Test("64×20: the row fits, names cut and the rest counted before anything runs into the away half")
    func compact() throws {
        let harness = try ScreenHarness(
            size: TerminalSize(width: 64, height: 20),
            homePlayers: ["Shaq", "A.I.", "T-Mac", "Dan", "Eve", "Magic Johnson Jr.", "Bird", "Worthy"],
            awayPlayers: ["Hakeem", "Air Carter", "Kobe", "Yao"])
        let row = try #require(harness.row(containing: "Ballerz bench"))
        let line = harness.terminal.lines[row]
        #expect(line.contains("Ballerz bench 1 Dan 2 Eve +3"), "\(line)")
        #expect(line.contains("Ringerz bench 1 Yao"), "\(line)")
        let away = try #require(line.range(of: "Ringerz"))
        #expect(line.distance(from: line.startIndex, to: away.lowerBound) == 33)
        #expect(ScoreboardLayout(size: TerminalSize(width: 64, height: 20), benchRows: 1).log.height == 3)
    }

    @Test("the log's substitution line: who came on, SUB, in for who went off, in the coming player's colour")
    func logLine() throws {
        let harness = try Self.harness()
        harness.type("udB2")
        let row = try #require(harness.row(containing: "SUB"))
        let line = harness.terminal.lines[row]
        #expect(line.contains("Eve") && line.contains("in for Shaq"), "\(line)")
        #expect(harness.terminal.lines[row + 1].contains("Shaq") && harness.terminal.lines[row + 1].contains("2PT"))
        #expect(harness.terminal.cell(row: row, column: 12).style.color == .home)
    }
}
