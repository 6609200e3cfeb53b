import Foundation
import Testing

/// Correcting a past play in the real binary, in tmux at 80×24, as a scorer would: score, `e`,
/// ↑↑ to the third-newest play, fix it, undo and redo the fix, quit, and export.
@Suite("Corrections end to end", .serialized)
struct CorrectionEndToEndTests {
    @Test("the third-newest play corrected: one amend line appended, undo and redo, and the export agrees")
    func correctThirdNewest() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        // Shaq: 2 points and a rebound; Hakeem: 2 points; Kobe: an assist, a play of its own (Esc
        // turns down the link Kobe's key offers right after Hakeem's basket).
        try tmux.type(" udrjdl")
        try tmux.waitFor("Kobe: assist on Hakeem's basket?")
        try tmux.send("Escape")
        try tmux.type("a")
        try tmux.waitFor("Kobe: assist")
        let log = try tmux.waitFor("AST")
        #expect(log.contains("2-2"), "the log shows the score after a point")
        try tmux.type("e")
        try tmux.waitFor("play 5 (")
        try tmux.send("Up", "Up")
        try tmux.waitFor("play 3 (")
        // Shaq's rebound was Air Carter's.
        try tmux.type("p")
        try tmux.waitFor("play 3 goes to")
        try tmux.type("k")
        let corrected = try tmux.waitFor("play 3 corrected to Air Carter: rebound")
        #expect(corrected.contains("* was Shaq REB"))
        try tmux.send("BSpace")
        try tmux.waitFor("undid play 3 corrected")
        try tmux.type("Z")
        try tmux.waitFor("redid play 3 corrected")
        try tmux.send("Escape")
        try tmux.waitFor("done editing")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        try #require(!lines.isEmpty, "the game file is there")
        #expect(lines[0].hasPrefix("{\"format\":2,"))
        let amend = lines.filter { $0.contains("\"type\":\"amend\"") }
        #expect(amend.count == 1)
        #expect(amend.first?.contains("\"play\":3") == true)
        #expect(amend.first?.contains("\"player\":\"away.2\"") == true)
        #expect(
            lines.contains { $0.contains("\"type\":\"undo\"") } && lines.contains { $0.contains("\"type\":\"redo\"") })

        let path = try #require(try tmux.gameFiles().first)
        let id = String(path.split(separator: "/").last!.dropLast(".jsonl".count))
        let result = try Binary.run(["export", id, "--format", "json", "--library", tmux.library])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let home = try #require((object["home"] as? [String: Any])?["players"] as? [[String: Any]])
        let away = try #require((object["away"] as? [String: Any])?["players"] as? [[String: Any]])
        #expect(home.first { $0["name"] as? String == "Shaq" }?["rebounds"] as? Int == 0)
        #expect(away.first { $0["name"] as? String == "Air Carter" }?["rebounds"] as? Int == 1)
    }

    @Test("a basket typed mid-correction is a basket: e, then j d scores for away 1; the old play stands")
    func basketMidCorrection() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("PAUSED")
        // Kobe's rebound is the newest play.
        try tmux.type(" lr")
        try tmux.waitFor("Kobe: rebound")
        try tmux.type("e")
        try tmux.waitFor("play 2 (")
        try tmux.type("jd")
        let screen = try tmux.waitFor("Hakeem: 2 points")
        #expect(!screen.contains("* was"), "no play was rewritten")
        #expect(screen.contains("REB"), "Kobe's rebound is still in the log")
        let (_, lines) = try tmux.quitGame()
        #expect(lines.contains { $0.contains("\"type\":\"move\"") && $0.contains("\"player\":\"away.1\"") })
        #expect(!lines.contains { $0.contains("\"type\":\"amend\"") })
        #expect(lines.contains { $0.contains("\"player\":\"away.3\"") && $0.contains("\"move\":\"reb\"") })
    }

    @Test("Enter on a finished (version 1) game in the list opens it for corrections; v is read-only and says how")
    func finishedGameFromTheList() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "done1234", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        let tmux = try TmuxSession([], library: library)
        try tmux.waitFor("done1234")
        try tmux.send("Enter")
        try tmux.waitFor("game over: e corrects a play")
        // The assist on the winner, entered after it; then a correction that takes the winner below
        // the rule: the game reopens.
        try tmux.type("ia")
        try tmux.waitFor("A.I.: assist")
        try tmux.type("e")
        try tmux.send("Up")
        try tmux.type("mr")
        try tmux.waitFor("game reopened")
        try tmux.type("q")
        try tmux.waitFor("y/n")
        try tmux.type("y")
        try tmux.waitFor("done1234")
        try tmux.type("v")
        try tmux.waitFor("nobody is scoring this game")
        try tmux.type("e")
        try tmux.waitFor("read-only: Enter in the list or `courtside resume done1234` to correct it")
    }
}
