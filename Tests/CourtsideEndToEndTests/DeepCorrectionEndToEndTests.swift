import Foundation
import Testing

/// A correction deep in a long game's log in the real binary, at 80×24 where the log shows three
/// or four rows (issue 43): the play at 11:06, 20 plays back in 200, reached with `e g 1 1 0 6`.
@Suite("A deep correction end to end", .serialized)
struct DeepCorrectionEndToEndTests {
    /// A saved game of 200 plays, a play every 3.7 s (rebounds, fouls, turnovers, the six in
    /// turn), play k (sequence k + 1) at k × 3.7 s.
    static func writeLongGame(id: String, in library: String) throws {
        var lines = [SavedGameFile.header(id: id).replacingOccurrences(of: #""format":1"#, with: #""format":4"#)]
        lines.append(#"{"seq":1,"type":"start","clock":0,"wall":1763712001000}"#)
        let players = ["home.1", "home.2", "home.3", "away.1", "away.2", "away.3"]
        let moves = ["reb", "foul", "to"]
        for k in 1...200 {
            lines.append(
                #"{"seq":\#(k + 1),"type":"move","player":"\#(players[k % 6])","move":"\#(moves[k / 6 % 3])","#
                    + #""clock":\#(k * 3_700),"wall":\#(1_763_712_001_000 + k * 3_700)}"#)
        }
        lines.append(#"{"seq":202,"type":"pause","clock":740000,"wall":1763712741000}"#)
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: "\(library)/\(id).jsonl", atomically: true, encoding: .utf8)
    }

    @Test("e g 1 1 0 6 selects the play at 11:06 in six keys; b u ; inserts the forgotten turnover before it")
    func forgottenTurnover() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try Self.writeLongGame(id: "deep1234", in: library)
        let tmux = try TmuxSession(["resume", "deep1234"], library: library)
        try tmux.waitFor("resumed")
        try tmux.type("eg1106")
        // Play 180 (sequence 181) at 666.0 s: 11:06.0.
        let screen = try tmux.waitFor("go to 1106_")
        #expect(screen.contains("play 181 (11:06.0"), "\(screen)")
        #expect(screen.contains("▶H 11:06.0"), "the log shows the page holding it, selected")
        // tmux takes an argument's last `;` for the end of its command: `\;` sends the key.
        try tmux.type("bu\\;")
        try tmux.waitFor("inserted before play 181: Shaq: turnover")
        try tmux.send("Escape")
        try tmux.waitFor("done editing")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        let insert = lines.filter { $0.contains("\"type\":\"insert\"") }
        #expect(insert.count == 1)
        #expect(insert.first?.contains("\"before\":181") == true)
        #expect(
            insert.first?.contains("\"player\":\"home.1\"") == true && insert.first?.contains("\"move\":\"to\"") == true
        )
    }
}
