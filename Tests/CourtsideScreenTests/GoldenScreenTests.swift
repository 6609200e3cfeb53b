import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// Whole 80×24 frames, written out as the screen shows them (ratatui's `Buffer::with_lines`): the
/// board, the game list, the creator and the run board. A change to any view's look shows here
/// first, as the lines that differ; the other screen tests check behaviour, these the picture.
@MainActor
@Suite("Golden screens")
struct GoldenScreenTests {
    static let size = TerminalSize(width: 80, height: 24)

    /// Compares `lines` with `golden` row by row, naming each row that differs (trailing blanks
    /// ignored: a row's end is not part of the picture).
    private func expectFrame(_ lines: [String], _ golden: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        #expect(shown.count == golden.count, "rows", sourceLocation: sourceLocation)
        for (row, (have, want)) in zip(shown, golden).enumerated() where have != want {
            Issue.record("row \(row):\n  shown: \(have)\n  golden: \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test("the scoreboard after Space, a two and a rebound")
    func board() throws {
        let h = try ScreenHarness(size: Self.size)
        h.type(" ")
        h.time.advance(byMs: 12_300)
        h.type("ud")
        h.time.advance(byMs: 4_000)
        h.type("or")
        expectFrame(
            h.terminal.lines,
            [
                "┌─ courtside ─────────────────────── 2 - 0 ────────────────────────────────────┐",
                "│                            ██████          ██████                            │",
                "│ ● Ballerz                      ██          ██  ██                   Ringerz  │",
                "│ HOME · timeouts 1          ██████  ██████  ██  ██         timeouts 1 · AWAY  │",
                "│ fls 0 reb 1 ast 0          ██              ██  ██         fls 0 reb 0 ast 0  │",
                "│                            ██████          ██████                            │",
                "│                              00:16.3   RUNNING                               │",
                "└────────────────────────────── to 15 · win by 2 ───────────────── game test1 ─┘",
                "┌─ [u] Shaq ─────────────┐┌─ [i] A.I. ──────────────┐┏━ ▶ [o] T-Mac ━━━━━━━━━━━┓",
                "│ PTS 2                  ││ PTS 0                   │┃ PTS 0                   ┃",
                "│  1PT  2PT AST REB FOUL ││  1PT  2PT AST REB FOUL  │┃  1PT  2PT AST REB FOUL  ┃",
                "│  0/0  1/1   0   0    0 ││  0/0  0/0   0   0    0  │┃  0/0  0/0   0   1    0  ┃",
                "└────────────────────────┘└─────────────────────────┘┗━━━━━━━━━━━━━━━━━━━━━━━━━┛",
                "┌─ [j] Hakeem ───────────┐┌─ [k] Air Carter ────────┐┌─ [l] Kobe ──────────────┐",
                "│ PTS 0                  ││ PTS 0                   ││ PTS 0                   │",
                "│  1PT  2PT AST REB FOUL ││  1PT  2PT AST REB FOUL  ││  1PT  2PT AST REB FOUL  │",
                "│  0/0  0/0   0   0    0 ││  0/0  0/0   0   0    0  ││  0/0  0/0   0   0    0  │",
                "└────────────────────────┘└─────────────────────────┘└─────────────────────────┘",
                " H 00:16.3  T-Mac              REB",
                " H 00:12.3  Shaq               2PT       2-0",
                "",
                "",
                " » no assist · T-Mac: rebound",
                " uio/jkl select s +1 d +2 a ast r reb Space clock z undo n next ? help q quit",
            ])
    }

    @Test("the game list of two games in progress and one finished")
    func list() throws {
        let (h, _) = GameListScreenTests.harness(
            try GameListScreenTests.library(inProgress: 2, finished: 1), size: Self.size)
        expectFrame(
            h.terminal.lines,
            [
                " courtside   games in memory                        3 games · grouped by status",
                "",
                "   TEAMS                               SCORE  STATUS         CLOCK  LAST PLAYED",
                " In progress (2)",
                "▶  Home0 vs Away0                      2 - 0  in progress  01:05.4  today 07:00",
                "   Home1 vs Away1                      2 - 0  in progress  01:05.4  today 06:00",
                "",
                " Finished (1)",
                "   Home2 vs Away2                      2 - 0  Home2 won    01:05.4  today 05:00",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " game g0000000 · to 15 · win by 2",
                " »",
                " ↑↓ select Enter open n new R run p replay x delete sl stats ? help q quit",
            ])
    }

    @Test("the creator's first frame")
    func creator() {
        let (h, _, _) = GameCreatorScreenTests.harness(size: Self.size)
        expectFrame(
            h.terminal.lines,
            [
                "",
                " ┌─ New game ─────────────────────────────────────────────────────────────────┐",
                " │                                                                            │",
                " │ ▶ Home team Ballerz                     Away team Ringerz                  │",
                " │                                                                            │",
                " │   Player 1  Shaq                        Player 1  Hakeem                   │",
                " │   Player 2  A.I.                        Player 2  Air Carter               │",
                " │   Player 3  T-Mac                       Player 3  Kobe                     │",
                " │   Player 4                              Player 4                           │",
                " │                                                                            │",
                " │   Rules     pickup                                                         │",
                " │   Target    15                                                             │",
                " │   Win by    2                                                              │",
                " │                                                                            │",
                " │ ready: Ctrl-G creates the game now and opens its scoreboard                │",
                " │                                                                            │",
                " └────────────────────────────────────────────────────────────────────────────┘",
                "",
                "",
                "",
                "",
                "",
                " »",
                " Tab next  Shift-Tab previous  Enter next  Ctrl-G create  Esc cancel",
            ])
    }

    @Test("the run board of eight players")
    func runBoard() {
        let (h, _) = RunScreenTests.harness(size: Self.size)
        expectFrame(
            h.terminal.lines,
            [
                " courtside run · to 15 · win by 2 · 8 here · winners stay · teams as they arri…",
                "┌─ Game 1 · next ──────────────────────┐┌─ Tonight's results ──────────────────┐",
                "│ Team Ann: Ann, Bob, Cy               ││ no game finished yet                 │",
                "│   vs                                 ││                                      │",
                "│ Team Dee: Dee, Eve, Flo              ││                                      │",
                "│ Enter: start it                      ││                                      │",
                "│                                      ││                                      │",
                "└──────────────────────────────────────┘│                                      │",
                "┌─ Who has next ───────────────────────┐└──────────────────────────────────────┘",
                "│ line  Gus, Hal                       │┌─ Standings ──────────────────────────┐",
                "│                                      ││ player   W-L   PTS                   │",
                "│                                      ││ Ann      0-0     0                   │",
                "│                                      ││ Bob      0-0     0                   │",
                "│                                      ││ Cy       0-0     0                   │",
                "│                                      ││ Dee      0-0     0                   │",
                "│                                      ││ Eve      0-0     0                   │",
                "│                                      ││ Flo      0-0     0                   │",
                "│                                      ││ Gus      0-0     0                   │",
                "│                                      ││ Hal      0-0     0                   │",
                "│                                      ││                                      │",
                "│                                      ││                                      │",
                "└──────────────────────────────────────┘└──────────────────────────────────────┘",
                " » Ann, Bob, Cy, Dee, Eve, Flo, Gus, Hal are here",
                " Enter play a arrive x leave s swap t teams r remake ↑↓ scroll ? help q quit",
            ])
    }

    static let fourteen = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max", "Ned",
    ]

    @Test("the run board of fourteen players, the standings scrolled to their end with End")
    func runBoardScrolled() {
        let (h, _) = RunScreenTests.harness(size: Self.size, names: Self.fourteen)
        _ = h.press(.end)
        expectFrame(
            h.terminal.lines,
            [
                " courtside run · to 15 · win by 2 · 14 here · winners stay · teams as they arr…",
                "┌─ Game 1 · next ──────────────────────┐┌─ Tonight's results ──────────────────┐",
                "│ Team Ann: Ann, Bob, Cy               ││ no game finished yet                 │",
                "│   vs                                 ││                                      │",
                "│ Team Dee: Dee, Eve, Flo              ││                                      │",
                "│ Enter: start it                      ││                                      │",
                "│                                      ││                                      │",
                "└──────────────────────────────────────┘│                                      │",
                "┌─ Who has next ───────────────────────┐└──────────────────────────────────────┘",
                "│ next  Team Gus: Gus, Hal, Ivy        │┌─ Standings ──────────────────────────┐",
                "│ then  Team Jo: Jo, Kim, Lou          ││ player   W-L   PTS                   │",
                "│ line  Max, Ned                       ││ Eve      0-0     0                   │",
                "│                                      ││ Flo      0-0     0                   │",
                "│                                      ││ Gus      0-0     0                   │",
                "│                                      ││ Hal      0-0     0                   │",
                "│                                      ││ Ivy      0-0     0                   │",
                "│                                      ││ Jo       0-0     0                   │",
                "│                                      ││ Kim      0-0     0                   │",
                "│                                      ││ Lou      0-0     0                   │",
                "│                                      ││ Max      0-0     0                   │",
                "│                                      ││ Ned      0-0     0                   │",
                "└──────────────────────────────────────┘└─────────────────────────── ▲ 4 more ─┘",
                " » Ann, Bob, Cy, Dee, Eve, Flo, Gus, Hal, Ivy, Jo, Kim, Lou, Max, Ned are here",
                " Enter play a arrive x leave s swap t teams r remake ↑↓ scroll ? help q quit",
            ])
    }

    @Test("the run board with a name of twenty characters: the standings' name column is as wide")
    func runBoardLongName() {
        let names = ["Maximiliano Gonzalez"] + Self.fourteen.prefix(7)
        let (h, _) = RunScreenTests.harness(size: Self.size, names: Array(names))
        expectFrame(
            h.terminal.lines,
            [
                " courtside run · to 15 · win by 2 · 8 here · winners stay · teams as they arri…",
                "┌─ Game 1 · next ──────────────────────┐┌─ Tonight's results ──────────────────┐",
                "│ Team Maximiliano Gonzalez:           ││ no game finished yet                 │",
                "│   Maximiliano Gonzalez, Ann, Bob     ││                                      │",
                "│   vs                                 ││                                      │",
                "│ Team Cy: Cy, Dee, Eve                ││                                      │",
                "│ Enter: start it                      ││                                      │",
                "└──────────────────────────────────────┘│                                      │",
                "┌─ Who has next ───────────────────────┐└──────────────────────────────────────┘",
                "│ line  Flo, Gus                       │┌─ Standings ──────────────────────────┐",
                "│                                      ││ player                 W-L   PTS     │",
                "│                                      ││ Maximiliano Gonzalez   0-0     0     │",
                "│                                      ││ Ann                    0-0     0     │",
                "│                                      ││ Bob                    0-0     0     │",
                "│                                      ││ Cy                     0-0     0     │",
                "│                                      ││ Dee                    0-0     0     │",
                "│                                      ││ Eve                    0-0     0     │",
                "│                                      ││ Flo                    0-0     0     │",
                "│                                      ││ Gus                    0-0     0     │",
                "│                                      ││                                      │",
                "│                                      ││                                      │",
                "└──────────────────────────────────────┘└──────────────────────────────────────┘",
                " » Maximiliano Gonzalez, Ann, Bob, Cy, Dee, Eve, Flo, Gus are here",
                " Enter play a arrive x leave s swap t teams r remake ↑↓ scroll ? help q quit",
            ])
    }

    @Test("the run board at 64×20, a name of twenty characters cut to the box, the rules in the title")
    func runBoardSmallest() {
        let names = ["Maximiliano Gonzalez"] + Self.fourteen
        let (h, _) = RunScreenTests.harness(size: TerminalSize(width: 64, height: 20), names: Array(names))
        expectFrame(
            h.terminal.lines,
            [
                " courtside run · to 15 · win by 2 · 15 here · winners stay · t…",
                "┌─ Game 1 · next ──────────────┐┌─ Tonight's results ──────────┐",
                "│ Team Maximiliano Gonzalez:   ││ no game finished yet         │",
                "│   Maximiliano Gonzalez, Ann, ││                              │",
                "│   Bob                        ││                              │",
                "│   vs                         ││                              │",
                "│ Team Cy: Cy, Dee, Eve        │└──────────────────────────────┘",
                "└──────────────────────────────┘┌─ Standings ──────────────────┐",
                "┌─ Who has next ───────────────┐│ player             W-L   PTS │",
                "│ next Team Flo: Flo, Gus,     ││ Maximiliano Gon…   0-0     0 │",
                "│   Hal                        ││ Ann                0-0     0 │",
                "│ then  Team Ivy: Ivy, Jo, Kim ││ Bob                0-0     0 │",
                "│ then Team Lou: Lou, Max,     ││ Cy                 0-0     0 │",
                "│   Ned                        ││ Dee                0-0     0 │",
                "│                              ││ Eve                0-0     0 │",
                "│                              ││ Flo                0-0     0 │",
                "│                              ││ Gus                0-0     0 │",
                "└──────────────────────────────┘└─────────────────── ▼ 7 more ─┘",
                " » Maximiliano Gonzalez, Ann, Bob, Cy, Dee, Eve, Flo, Gus, Hal,…",
                " Enter play  a arrive  x leave  t teams  ? help  q quit",
            ])
    }
}
