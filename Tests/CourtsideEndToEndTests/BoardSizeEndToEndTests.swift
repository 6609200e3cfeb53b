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
        // The whole first frame: a board's clock and its help bar (the frame is written in
        // pieces, so the clock alone may be on the pane before the bar is).
        let screen = try tmux.waitUntil("the board and its help bar") { $0.contains("PAUSED") && $0.contains("q quit") }
        #expect(!screen.contains("too small"))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "drawn for 80 columns")
        #expect(
            lines.last { !$0.isEmpty }?.contains("q quit") == true, "the help bar is on the pane's last row")
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

    /// Issue 28: at 3000×3000 the scorer took 1 GB and kept it after shrinking back; at
    /// 10000×10000 it ran out of memory and ignored SIGTERM, losing the running clock's pause.
    @Test("a huge window: memory stays bounded and comes back, and SIGTERM still records the pause")
    func hugeWindow() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        try tmux.type(" ud")
        try tmux.waitFor("RUNNING")
        let pid = try #require(try tmux.courtsidePID())
        // A rule 400 cells long: the board was laid out again at the large size.
        let wide = String(repeating: "─", count: 400)
        try tmux.resize(width: 3000, height: 3000)
        try tmux.waitFor(wide)
        let huge = try Self.residentMiB(pid)
        #expect(huge < 200, "\(huge) MiB at 3000×3000")
        try tmux.resize(width: 80, height: 24)
        try tmux.waitForBoard(width: 80)
        // The large board's memory goes back once the small one is laid out: wait for it.
        var after = Int.max
        _ = try Eventually.holds {
            after = try Self.residentMiB(pid)
            return after < 60
        }
        #expect(after < 60, "\(after) MiB after shrinking back")
        try tmux.resize(width: 3000, height: 3000)
        try tmux.waitFor(wide)
        kill(pid, SIGTERM)
        try tmux.resize(width: 80, height: 24)
        let shell = try tmux.waitFor("[tty ")
        #expect(shell.contains("[exit 143]"))
        let file = try #require(try tmux.gameFiles().first)
        let last = try #require(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").last)
        #expect(last.contains(#""type":"pause""#), "the running clock's pause was recorded: \(last)")
    }

    /// The resident memory of a process, in MiB (VmRSS in /proc).
    static func residentMiB(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
