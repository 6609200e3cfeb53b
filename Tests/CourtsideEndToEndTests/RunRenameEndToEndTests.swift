import Foundation
import Testing

/// A new name in a run, through the real binary in tmux: `N` on a run game's board and `N` on the
/// run board rename the player for the whole run (its board, the teams of later games, the
/// standings, `run export`) and in the player registry (`players` lists one person); and the
/// balanced teams' strengths are the ratings after the games of the evening.
@Suite("A new name in a run end to end", .serialized)
struct RunRenameEndToEndTests {
    @Test("N on a run game's board and on the run board: one player, one name; balanced teams rated afresh")
    func renameInARun() throws {
        let players = "Ann,Bob,Marcsu,Dee,Eve,Flo,Gus,Hal,Ivy"
        let run = try TmuxSession(["run", "--players", players, "--to", "2", "--win-by", "1"])
        try run.waitFor("next  Team Gus: Gus, Hal, Ivy")
        // Game 1: Ann's team (Marcsu on it) wins; n brings Gus's team on.
        try run.send("Enter")
        try run.waitFor("new game: press Space")
        try run.type("d")
        try run.waitFor("FINAL: Team Ann win 2 - 0")
        try run.type("n")
        try run.waitFor("Team Gus")
        // Game 2: Marcsu is Marcus from now on.
        try run.type("oN")
        try run.waitFor("new name for Marcsu: _")
        try run.type("Marcus")
        try run.send("Enter")
        try run.waitFor("Marcsu is now Marcus")
        try run.type("ud")
        try run.waitFor("FINAL: Team Ann win 2 - 0")
        try run.type("q")
        let board = try run.waitFor("game 2: Team Ann won 2-0")
        #expect(board.contains("Team Ann: Ann, Bob, Marcus"), "\(board)")
        // Every panel says the new name; only the status line says what happened.
        let panels = board.split(separator: "\n").filter { !$0.contains("is now") }.joined(separator: "\n")
        #expect(board.contains("Marcsu is now Marcus"), "\(board)")
        #expect(panels.contains("Marcus ") && !panels.contains("Marcsu"), "\(board)")
        // Balanced: Ann's team has won both games tonight, and Marcus is one player with Ann's two
        // wins (1500 + 13.2 + 12.6), not a newcomer at 1500.
        try run.type("tt")
        let balanced = try run.waitFor("balanced teams")
        let annLine = balanced.split(separator: "\n").first { $0.contains("Team Ann: Ann, Bob, Marcus") }
        #expect(annLine?.contains("(1526)") == true, "\(balanced)")
        #expect(balanced.contains("Team Dee: Dee, Eve, Flo  (1487)"), "\(balanced)")
        // N on the run board: Gus is Gustav.
        try run.type("N")
        try run.waitFor("rename")
        try run.type("Gus, Gustav")
        try run.send("Enter")
        let renamed = try run.waitFor("Gus is now Gustav")
        let after = renamed.split(separator: "\n").filter { !$0.contains("is now") }.joined(separator: "\n")
        #expect(after.contains("Team Gustav: Gustav, Hal, Ivy"), "\(renamed)")
        #expect(!after.contains("Gus,") && !after.contains("Gus "), "\(renamed)")
        try run.type("q")
        try run.waitFor("[exit 0]")

        let list = try Binary.run(["players", "--library", run.library])
        #expect(list.status == 0)
        #expect(!list.stdout.contains("Marcsu"), "one player, under the new name: \(list.stdout)")
        let marcus = list.stdout.split(separator: "\n").filter { $0.contains("Marcus") }
        #expect(marcus.count == 1, "\(list.stdout)")
        #expect(list.stdout.contains("Gustav") && !list.stdout.contains("Gus "), "\(list.stdout)")
        let csv = try Binary.run(["run", "export", "--format", "csv", "--library", run.library])
        #expect(!csv.stdout.contains("Marcsu") && csv.stdout.contains(",Marcus,"), "\(csv.stdout)")
        let text = try Binary.run(["run", "export", "--library", run.library])
        let row = text.stdout.split(separator: "\n").first { $0.hasPrefix("Marcus ") }
        #expect(row?.split(separator: " ") == ["Marcus", "2", "2", "0", "0"], "\(text.stdout)")
    }
}
