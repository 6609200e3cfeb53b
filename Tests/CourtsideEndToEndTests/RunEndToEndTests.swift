import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An evening run in tmux: nine players, three games each started by one key at FINAL, a second
/// terminal watching with no game id following the court from game to game, and the summary.
@Suite("The run end to end", .serialized)
struct RunEndToEndTests {
    @Test("three games of a run: n at FINAL opens the next game; watch with no id follows; run export sums the night")
    func threeGames() throws {
        let watcher = try TmuxSession(["watch"], width: 100, height: 30)
        try watcher.waitFor("waiting for a game to be scored")
        let players = "Ann,Bob,Cy,Dee,Eve,Flo,Gus,Hal,Ivy"
        let run = try TmuxSession(
            ["run", "--players", players, "--to", "2", "--win-by", "1"], library: watcher.library)
        try run.waitFor("Game 1 · next")
        try run.waitFor("next  Team Gus: Gus, Hal, Ivy")
        try run.send("Enter")
        try run.waitFor("new game: press Space")
        // Game 1: Ann's team wins; n keeps it on and brings Gus's team on. The watcher shows a
        // game once it has started, and between games the last result.
        try run.type("d")
        try watcher.waitFor("FINAL: Team Ann win 2 - 0")
        try run.type("n")
        try run.waitFor("Team Gus")
        let between = try watcher.waitFor("scorer gone")
        #expect(between.contains("FINAL: Team Ann win 2 - 0") && !between.contains("Team Gus"), "\(between)")
        // Game 2: Gus's team wins; it stays, and Dee's team comes back on.
        try run.type("jd")
        let second = try watcher.waitFor("FINAL: Team Gus win")
        #expect(second.contains("Team Ann") && second.contains("Team Gus"), "\(second)")
        try run.type("n")
        try run.waitFor("Team Dee")
        try run.type(" ")
        let third = try watcher.waitFor("Team Dee")
        #expect(third.contains("Team Gus") && !third.contains("FINAL"), "\(third)")
        try run.type("ud")
        try watcher.waitFor("FINAL: Team Gus win 2 - 0")
        // q on the game's board: the run board, with tonight's results and standings.
        try run.type("q")
        let board = try run.waitFor("game 3: Team Gus won 2-0")
        #expect(board.contains("3   Team Gus 2 - 0 Team Dee"), "\(board)")
        #expect(board.contains("Gus      2-0     4"), "\(board)")
        #expect(board.contains("Game 4 · next") && board.contains("Team Ann: Ann, Bob, Cy"), "\(board)")
        #expect(board.contains("next  Team Dee: Dee, Eve, Flo"), "\(board)")
        try run.type("q")
        try run.waitFor("[exit 0]")
        try run.waitFor("[tty sane]")
        try watcher.type("q")
        try watcher.waitFor("[exit 0]")

        let csv = try Binary.run(["run", "export", "--format", "csv", "--library", run.library])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.count == 1 + 3 * 6, "a row per player per game: \(csv.stdout)")
        #expect(rows.filter { $0.contains(",Team Gus,Gus,2,2,0,1") }.count == 2, "\(csv.stdout)")
        // The run's start in UTC and, beside it, in local time (TZ: an hour east of UTC).
        let text = try Binary.run(["run", "export", "--library", run.library], environment: ["TZ": "UTC-1"])
        let started = try #require(text.stdout.split(separator: "\n").dropFirst().first.map(String.init))
        let utc = try #require(started.split(separator: " ").first.map(String.init))
        let localHour = (Int(utc.dropFirst(11).prefix(2)) ?? 0) + 1
        #expect(
            started.contains(
                " (\(utc.prefix(10)) \(localHour < 10 ? "0" : "")\(localHour):\(utc.dropFirst(14).prefix(2)) local) · ")
                || localHour == 24, "\(started)")
        let gus = text.stdout.split(separator: "\n").first { $0.hasPrefix("Gus ") }
        #expect(
            gus?.split(separator: " ") == ["Gus", "2", "2", "0", "4"], "games, wins, losses, points: \(text.stdout)")
        let games = try FileManager.default.contentsOfDirectory(atPath: run.library).filter {
            $0.hasSuffix(".jsonl") && !$0.hasPrefix("run-")
        }
        #expect(games.count == 3, "three game files: \(games)")

        // Resumed: the queue as it was.
        let resumed = try TmuxSession(["run"], library: run.library)
        let again = try resumed.waitFor("Game 4 · next")
        #expect(again.contains("Team Gus: Gus, Hal, Ivy") && again.contains("next  Team Dee"), "\(again)")
        try resumed.type("q")
        try resumed.waitFor("[exit 0]")
    }

    @Test("+ on a run's game: a latecomer joins the run's line and this game's bench, scores, and run export counts it")
    func latecomerDuringAGame() throws {
        let run = try TmuxSession(["run", "--players", "Ann,Bob,Cy,Dee,Eve,Flo", "--to", "5"])
        try run.waitFor("Game 1 · next")
        try run.send("Enter")
        try run.waitFor("new game: press Space")
        try run.type("+")
        try run.waitFor("who arrives?")
        try run.type("Ned")
        try run.send("Enter")
        try run.waitFor("Ned is in the line. Join this game? h Team Ann · a Team Dee · n no")
        try run.type("a")
        try run.waitFor("Team Dee bench  1 Ned")
        // Ned comes on for Dee and scores the three baskets that win it.
        try run.type("jB1")
        try run.waitFor("Ned in for Dee")
        try run.type(" jdjdjd")
        try run.waitFor("FINAL: Team Dee win 6 - 0")
        try run.type("q")
        let board = try run.waitFor("game 1: Team Dee won 6-0")
        #expect(board.contains("Ned      1-0     6"), "\(board)")
        try run.type("q")
        try run.waitFor("[exit 0]")

        let runFile = try #require(try run.gameFiles().first { $0.hasPrefix(run.library + "/run-") })
        let lines = try String(contentsOfFile: runFile, encoding: .utf8)
        #expect(lines.contains("\"name\":\"Ned\",\"seq\":"), "\(lines)")
        #expect(lines.contains("\"side\":\"away\",\"type\":\"join\""), "\(lines)")
        let text = try Binary.run(["run", "export", "--library", run.library])
        let ned = text.stdout.split(separator: "\n").first { $0.hasPrefix("Ned ") }
        #expect(
            ned?.split(separator: " ") == ["Ned", "1", "1", "0", "6"], "games, wins, losses, points: \(text.stdout)")
        #expect(text.stdout.contains("Team Dee (Dee, Eve, Flo, Ned)"), "\(text.stdout)")
        let result = text.stdout.split(separator: "\n").first { $0.contains("0-6") }
        #expect(result?.hasSuffix("yes") == true, "the game file agrees: \(text.stdout)")
    }
}
