import Foundation
import Testing

/// The real binary's board at every size a scorer's window has: compact, the classic 80×24, and
/// larger ones the score grows into.
@Suite("Board sizes end to end", .serialized)
struct BoardSizeEndToEndTests {
    @Test(
        "the board opens and takes a basket at 64×20, 80×23, 80×24, 120×40 and 200×50",
        arguments: [(64, 20), (80, 23), (80, 24), (120, 40), (200, 50)])
    func opensAndScores(size: (width: Int, height: Int)) throws {
        let tmux = try TmuxSession(["new"], width: size.width, height: size.height)
        try tmux.waitFor("PAUSED")
        try tmux.type(" ud")
        let screen = try tmux.waitFor(" 2 - 0 ")
        for part in ["Ballerz", "Ringerz", "to 15 · win by 2", "[u] Shaq", "[l] Kobe", "RUNNING"] {
            #expect(screen.contains(part), "\(size.width)×\(size.height): \(part)")
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= size.height, "\(size.width)×\(size.height): the pane is filled")
        #expect(lines.allSatisfy { $0.count <= size.width }, "nothing wraps")
        try tmux.type(" qy")
        try tmux.waitFor("[exit 0]")
    }

    /// Issue 28: `COLUMNS`/`LINES` in the environment overrode the real size (2000×2000 drawn into
    /// an 80×24 pane; `COLUMNS=20 LINES=5` kept "too small" for good).
    @Test("the pane's real size wins over COLUMNS and LINES", arguments: [("20", "5"), ("2000", "2000")])
    func realSizeWins(variables: (columns: String, lines: String)) throws {
        let tmux = try TmuxSession(["new"], environment: ["COLUMNS": variables.columns, "LINES": variables.lines])
        let screen = try tmux.waitFor("PAUSED")
        #expect(!screen.contains("too small"))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "drawn for 80 columns")
        #expect(screen.contains("q quit"), "the help bar is on the pane's last row")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }

    /// Issue 28: under `LC_ALL=C` the letters beyond ASCII vanished from the board.
    @Test("names beyond ASCII show under LC_ALL=C")
    func namesUnderTheCLocale() throws {
        let tmux = try TmuxSession(
            ["new", "--home-players", "Zoë,Łukasz,東京"], environment: ["LC_ALL": "C", "LANG": "C"])
        let screen = try tmux.waitFor("PAUSED")
        for name in ["Zoë", "Łukasz", "東京"] { #expect(screen.contains(name), "\(name)") }
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }
}
