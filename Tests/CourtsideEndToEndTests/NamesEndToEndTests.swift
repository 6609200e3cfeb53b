import Foundation
import Testing

/// A late arrival and a new name through the real binary in tmux: `+` and a name, `B` brings them
/// on, `N` renames a player; the `join` and `rename` lines in the file (its header as written),
/// and the export and the players' table under the new names.
@Suite("Late arrivals and new names end to end", .serialized)
struct NamesEndToEndTests {
    @Test("+ Gus joins Hawks, comes on for Ann and scores; N: Jon is now John; the export says Gus and John")
    func joinAndRename() throws {
        let tmux = try TmuxSession([
            "new", "--home", "Hawks", "--away", "Bulls", "--home-players", "Ann,Bob,Cy", "--away-players",
            "Dee,Jon,Flo",
            "--to", "4", "--win-by", "1",
        ])
        try tmux.waitFor("quit")
        try tmux.type("u+")
        try tmux.waitFor("Hawks: who joins? _")
        try tmux.type("Gus")
        try tmux.send("Enter")
        try tmux.waitFor("Gus joins Hawks")
        try tmux.type("B")
        try tmux.waitFor("sub for Ann: 1 Gus  (Esc: none)")
        try tmux.type("1")
        let board = try tmux.waitFor("Hawks sub: Gus in for Ann")
        #expect(board.contains("[u] Gus"), "Gus takes Ann's panel and key")
        try tmux.type("kN")
        try tmux.waitFor("new name for Jon: _")
        try tmux.type("John")
        try tmux.send("Enter")
        let renamed = try tmux.waitFor("Jon is now John")
        #expect(renamed.contains("[k] John"))
        #expect(renamed.contains("NAME"), "the log has the rename's line")
        try tmux.type("d")
        try tmux.waitFor("John: 2 points")
        try tmux.type("ud")
        try tmux.waitFor("Gus: 2 points")
        try tmux.type("d")
        try tmux.waitFor("FINAL: Hawks win 4 - 2")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
        let path = try #require(try tmux.gameFiles().first)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"format\":2,") == true, "the header stays as written")
        #expect(lines.first?.contains("\"name\":\"Jon\"") == true, "the file keeps both names")
        #expect(lines.contains { $0.contains("\"name\":\"Gus\"") && $0.contains("\"type\":\"join\"") })
        #expect(lines.contains { $0.contains("\"name\":\"John\",\"player\":\"away.2\"") && $0.contains("\"rename\"") })
        let id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let export = try Binary.run(["export", id, "--library", tmux.library])
        #expect(export.status == 0)
        #expect(export.stdout.contains("Gus") && export.stdout.contains("John"))
        #expect(
            export.stdout.contains("Gus joins Hawks") && export.stdout.contains("Jon is now John"),
            "the play-by-play has the join's and the rename's lines, as the board's log (issue 43 item 8)")
        let players = try Binary.run(["players", "--library", tmux.library])
        #expect(players.stdout.contains("John") && players.stdout.contains("Gus"))
        #expect(!players.stdout.contains("Jon "))
        let leaders = try Binary.run(["leaders", "--library", tmux.library])
        #expect(leaders.stdout.split(separator: "\n").dropFirst().first?.contains("Gus") == true, "Gus leads, 4 points")
    }

    @Test("a run's game opened by resume takes no late arrival either: + says how a latecomer joins")
    func runGameResumed() throws {
        let run = try TmuxSession(["run", "--players", "Ann,Bob,Cy,Dee,Eve,Flo", "--to", "5"])
        try run.waitFor("Game 1 · next")
        try run.send("Enter")
        try run.waitFor("new game: press Space")
        try run.type("ud")
        try run.waitFor("Ann: 2 points")
        // Left mid-game: back to the run board, then out.
        try run.type("qy")
        try run.waitFor("Who has next")
        try run.type("q")
        try run.waitFor("[exit 0]")
        let resumed = try TmuxSession(["resume"], library: run.library)
        try resumed.waitFor("Ann")
        try resumed.type("+")
        try resumed.waitFor("a run's game: in courtside run, Enter, then + adds a latecomer")
        try resumed.type("q")
        try resumed.waitFor("Quit?")
        try resumed.type("y")
        try resumed.waitFor("[exit 0]")
        let lines = try String(contentsOfFile: try #require(try resumed.gameFiles().first), encoding: .utf8)
        #expect(!lines.contains("\"type\":\"join\""))
    }
}
