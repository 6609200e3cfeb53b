import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two processes: a scorer in tmux, and a watcher in tmux, `feed --follow` or `overlay` following
/// the same game file.
@Suite("Live outputs end to end", .serialized)
struct LiveEndToEndTests {
    /// The id of the one game in `library`.
    private static func gameID(in library: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: library).filter { $0.hasSuffix(".jsonl") }
        let name = try #require(names.first)
        return String(name.dropLast(".jsonl".count))
    }

    /// A scorer in tmux on a new game to 5, clock paused.
    private static func scorer(library: String? = nil) throws -> TmuxSession {
        let scorer = try TmuxSession(["new", "--to", "5"], library: library)
        try scorer.waitFor("PAUSED")
        return scorer
    }

    @Test("a watcher shows each score change and FINAL; it says when the scorer is gone and picks up again")
    func watcher() throws {
        let scorer = try Self.scorer()
        let watcher = try TmuxSession(["watch"], library: scorer.library, width: 100, height: 30)
        // A game is shown once it has started, not while its board waits for the first key.
        try watcher.waitFor("waiting for a game to be scored")
        try scorer.type(" ")
        try watcher.waitFor("RUNNING")
        try watcher.waitFor("● LIVE")
        try scorer.type("ud")
        try watcher.waitFor("Shaq: 2 points  (Ballerz 2 - 0 Ringerz)")
        try scorer.type("ls")
        try watcher.waitFor("Kobe: 1 point  (Ballerz 2 - 1 Ringerz)")
        try scorer.type("z")
        try watcher.waitFor("undid Kobe: 1 point  (Ballerz 2 - 0 Ringerz)")

        // The scorer's process dies: the last state stays; scoring resumes: the watcher picks up.
        let pid = try #require(try scorer.courtsidePID())
        kill(pid, SIGKILL)
        let gone = try watcher.waitFor("scorer gone: showing the last state")
        #expect(gone.contains("2 - 0"))
        let resumed = try TmuxSession(["resume"], library: scorer.library)
        try resumed.waitFor("PAUSED")
        try watcher.waitFor("● LIVE")
        try resumed.type(" ud")
        try watcher.waitFor("GAME POINT: Ballerz")
        try resumed.type("d")
        let final = try watcher.waitFor("FINAL: Ballerz win 6 - 0")
        #expect(final.contains("6 - 0"))
        try resumed.type("qy")
        try resumed.waitFor("[exit 0]")
        let after = try watcher.waitFor("scorer gone")
        #expect(after.contains("FINAL: Ballerz win"), "FINAL stays on screen")
        try watcher.type("q")
        try watcher.waitFor("[exit 0]")
        try watcher.waitFor("[tty sane]")
    }

    @Test("watch with no game being scored waits for one, then follows it")
    func waitsForAGame() throws {
        let watcher = try TmuxSession(["watch"])
        try watcher.waitFor("waiting for a game to be scored")
        let scorer = try Self.scorer(library: watcher.library)
        try scorer.type(" ")
        try watcher.waitFor("● LIVE")
        try scorer.type("jr")
        try watcher.waitFor("Hakeem: rebound")
        try scorer.type("qy")
        try watcher.type("q")
        try watcher.waitFor("[exit 0]")
    }

    @Test(
        "watch with no game follows the court: the scorer finishes a game and presses n, the watcher shows the new game"
    )
    func followsTheCourtToTheNextGame() throws {
        let scorer = try TmuxSession(["new", "--to", "2", "--win-by", "1"])
        try scorer.waitFor("new game: press Space")
        let watcher = try TmuxSession(["watch"], library: scorer.library, width: 100, height: 30)
        let feed = try BackgroundChild(["feed", "--follow", "--library", scorer.library])
        try watcher.waitFor("waiting for a game to be scored")
        let first = try Self.gameID(in: scorer.library)
        try scorer.type("d")
        try watcher.waitFor("FINAL: Ballerz win 2 - 0")
        // The feed has the first game before the next one is made: a feed started late (a loaded
        // machine) follows the newest game only, and would never see the first.
        #expect(
            feed.waitUntil { feed.lines.contains { $0.contains(first) } },
            "the feed follows the first game: stdout: \(feed.stdout) stderr: \(feed.stderr)")
        try scorer.type("n")
        try scorer.waitFor("new game: press Space")
        // Between games (the next one made, not started) the watcher shows the last result.
        let between = try watcher.waitFor("scorer gone")
        #expect(between.contains("FINAL: Ballerz win 2 - 0") && !between.contains("0 - 0"), "\(between)")
        try scorer.type(" ")
        // One frame with both: a capture can fall between the header's redraw and the badge's.
        let next = try watcher.waitUntil("the new game running, live") {
            $0.contains("RUNNING") && $0.contains("● LIVE")
        }
        #expect(!next.contains("FINAL") && next.contains("0 - 0"), "\(next)")
        try scorer.type("ls")
        try watcher.waitFor("Kobe: 1 point  (Ballerz 0 - 1 Ringerz)")
        // The feed without a game: the first game's lines, then the new game's, each naming its game.
        #expect(
            feed.waitUntil { feed.lines.last?.contains("Kobe: 1 point") == true },
            "stdout: \(feed.stdout) stderr: \(feed.stderr)")
        let games = feed.lines.compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["game"] as? String
        }
        let firsts = games.prefix { $0 == first }
        let nexts = games.dropFirst(firsts.count)
        #expect(!firsts.isEmpty && !nexts.isEmpty, "both games' lines: \(games)")
        #expect(Set(nexts).count == 1 && nexts.first != first, "then the new game's lines, naming it: \(games)")
        #expect(feed.exitStatus(within: 0.2) == nil, "it keeps following the court")
        feed.signal(SIGTERM)
        try scorer.type("qy")
        try scorer.waitFor("[exit 0]")
        try watcher.waitFor("scorer gone")
        try watcher.type("q")
        try watcher.waitFor("[exit 0]")
    }

    @Test("v on the list opens a game being scored elsewhere live; q goes back to the list")
    func listOpensTheLiveView() throws {
        let scorer = try Self.scorer()
        let list = try TmuxSession([], library: scorer.library)
        try list.waitFor("Ballerz vs Ringerz")
        try list.send("Enter")
        try list.waitFor("v watches it live")
        try list.type("v")
        try list.waitFor("● LIVE")
        try scorer.type("kd")
        try list.waitFor("Air Carter: 2 points")
        try list.type("q")
        try list.waitFor("In progress (1)")
        try list.type("q")
        try list.waitFor("[exit 0]")
        try scorer.type("qy")
    }

    @Test("feed --follow prints a line as each key is scored and exits 0 at FINAL")
    func feedFollow() throws {
        let scorer = try Self.scorer()
        let id = try Self.gameID(in: scorer.library)
        let feed = try BackgroundChild(["feed", id, "--follow", "--library", scorer.library])
        try scorer.type(" ")
        #expect(feed.waitUntil { feed.lines.count == 1 }, "stderr: \(feed.stderr)")
        try scorer.type("ud")
        #expect(feed.waitUntil { feed.lines.count == 2 })
        let shot = try #require(
            JSONSerialization.jsonObject(with: Data(feed.lines[1].utf8)) as? [String: Any])
        #expect(shot["feed"] as? Int == 2 && shot["play"] as? String == "Shaq: 2 points")
        #expect((shot["home"] as? [String: Any])?["score"] as? Int == 2)
        #expect(feed.exitStatus(within: 0.2) == nil, "it keeps following")
        try scorer.type("dd")
        #expect(feed.exitStatus() == 0)
        let last = try #require(JSONSerialization.jsonObject(with: Data(feed.lines.last!.utf8)) as? [String: Any])
        #expect(last["status"] as? String == "final" && last["winner"] as? String == "home")
        #expect(last["running"] as? Bool == false, "it ends with the clock's automatic pause")
        #expect(feed.lines.count == 5)
        try scorer.type("qy")
    }

    @Test("feed without --follow prints the game so far and exits; a game that is not there exits 1")
    func feedOnce() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "feed1234", in: library, homeTwos: 2, awayOnes: 1)
        let result = try Binary.run(["feed", "feed", "--library", library])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"feed\":2,") })
        #expect(lines.last?.contains("\"status\":\"paused\"") == true)
        let missing = try Binary.run(["feed", "nope", "--library", library])
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no game matches \"nope\""))
    }

    /// Issues 29 and 48: the LiveStats TV feed's messages, and resuming after the last one seen.
    @Test("feed --livestats: the TV feed's messages, an action per play; --from N starts after message N")
    func feedLiveStatsFrom() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "feed1234", in: library, homeTwos: 2, awayOnes: 1)
        let live = try Binary.run(["feed", "feed", "--livestats", "--library", library])
        #expect(live.status == 0 && live.stderr.isEmpty)
        let messages = try live.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(messages.map { $0["messageId"] as? Int } == Array(1...messages.count))
        #expect(messages.prefix(2).map { $0["type"] as? String } == ["setup", "teams"])
        let actions = messages.filter { $0["type"] as? String == "action" }
        #expect(actions.map { $0["actionType"] as? String } == ["1pt", "2pt", "2pt"], "the plays, not the clock")
        let status = try #require(messages.last { $0["type"] as? String == "status" })
        #expect((status["scores"] as? [[String: Any]])?.map { $0["score"] as? Int } == [4, 1])
        let rest = try Binary.run(["feed", "feed", "--livestats", "--from", "2", "--library", library])
        let first = try #require(rest.stdout.split(separator: "\n").first)
        #expect(rest.stdout.split(separator: "\n").count == messages.count - 2 && first.contains("\"messageId\":3,"))
        let lines = try Binary.run(["feed", "feed", "--from", "3", "--library", library])
        #expect(
            lines.stdout.split(separator: "\n").map { $0.contains("\"seq\":4,") || $0.contains("\"seq\":5,") } == [
                true, true,
            ])
        let head = try Binary.run(["feed", "feed", "--livestats", "--library", library], stdout: .closedPipe)
        #expect(head.status == 0 && head.stderr.isEmpty)
    }

    @Test("overlay keeps its files up to date, the clock every tenth, and stops at FINAL")
    func overlay() throws {
        let scorer = try Self.scorer()
        let id = try Self.gameID(in: scorer.library)
        let dir = TmuxSession.makeTemporaryFolder() + "/obs"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let overlay = try BackgroundChild(["overlay", id, "--dir", dir, "--library", scorer.library])
        func text(_ name: String) -> String { (try? String(contentsOfFile: "\(dir)/\(name)", encoding: .utf8)) ?? "?" }
        // The files are replaced one after another, so each check waits for all the files it reads.
        #expect(
            overlay.waitUntil {
                text("status.txt") == "PAUSED" && text("home_name.txt") == "Ballerz"
                    && text("away_name.txt") == "Ringerz" && text("score.txt") == "0 - 0"
                    && text("clock.txt") == "00:00.0" && text("game_point.txt") == ""
            }, "stderr: \(overlay.stderr)")
        try scorer.type(" ")
        #expect(overlay.waitUntil { text("status.txt") == "RUNNING" })
        let first = text("clock.txt")
        #expect(overlay.waitUntil { text("clock.txt") != first }, "the clock file moves on its own")
        try scorer.type("ud")
        #expect(
            overlay.waitUntil {
                text("score.txt") == "2 - 0" && text("home_score.txt") == "2"
                    && text("last_play.txt") == "Shaq: 2 points"
            })
        #expect(text("game_point.txt") == "")
        try scorer.type("jr")
        #expect(overlay.waitUntil { text("last_play.txt") == "Hakeem: rebound" })
        try scorer.type("ud")
        #expect(overlay.waitUntil { text("game_point.txt") == "GAME POINT: Ballerz" })
        try scorer.type("d")
        #expect(overlay.exitStatus() == 0)
        #expect(text("status.txt") == "FINAL: Ballerz win" && text("score.txt") == "6 - 0", "written before it exits")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).allSatisfy { !$0.hasPrefix(".") })
        try scorer.type("qy")
    }

    /// Issue 28: `overlay --dir obs` made `/obs` at the root (and failed for anyone but root,
    /// saying "library folder"); a relative folder is taken from where courtside runs.
    @Test("overlay --dir with a relative folder writes under the working folder")
    func overlayRelativeFolder() throws {
        let library = TmuxSession.makeTemporaryFolder()
        let working = TmuxSession.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: library)
            try? FileManager.default.removeItem(atPath: working)
        }
        try SavedGameFile.write(id: "done1234", in: library, target: 4, homeTwos: 2, awayOnes: 0)
        let run = try ChildProcess.run(
            [
                "/bin/sh", "-c", #"cd "$1" && exec "$2" overlay done1234 --dir obs/scene --library "$3""#, "sh",
                working, Binary.path, library,
            ],
            environment: ["XDG_CONFIG_HOME": Binary.noConfigFolder, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let score = try String(contentsOfFile: working + "/obs/scene/score.txt", encoding: .utf8)
        #expect(score == "4 - 0")
        #expect(!FileManager.default.fileExists(atPath: "/obs/scene"))

        try "".write(toFile: working + "/taken", atomically: true, encoding: .utf8)
        let refused = try ChildProcess.run(
            [
                "/bin/sh", "-c", #"cd "$1" && exec "$2" overlay done1234 --dir taken/x --library "$3""#, "sh",
                working, Binary.path, library,
            ],
            environment: ["XDG_CONFIG_HOME": Binary.noConfigFolder, "PATH": "/usr/bin:/bin"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("cannot use overlay folder \(working)/taken/x"), "\(refused.stderr)")
    }

    /// Issue 28: `feed --follow | head` on a game nobody scores never ended, noticing its reader
    /// gone only at the next event.
    @Test("feed --follow | head -1 on a quiet game ends when head does, exit 0 under pipefail")
    func followIntoHead() throws {
        let library = TmuxSession.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: library) }
        try SavedGameFile.write(id: "open1234", in: library, homeTwos: 1, awayOnes: 0)
        let run = try ChildProcess.run(
            [
                "/bin/bash", "-c",
                #"set -o pipefail; timeout 10 "$1" feed open1234 --follow --library "$2" | head -1"#, "bash",
                Binary.path, library,
            ],
            environment: ["XDG_CONFIG_HOME": Binary.noConfigFolder, "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("{"))
        #expect(run.stderr.isEmpty)
    }

    /// Issue 28: `feed --follow` exited 1 with "bad header: the file is empty" when the game's file
    /// was rewritten in place (`cat copy > FILE` empties it first).
    @Test("feed --follow follows through a rewrite in place, and says so clearly when one leaves no game")
    func followThroughARewrite() throws {
        let library = TmuxSession.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: library) }
        try SavedGameFile.write(id: "rewr1234", in: library, homeTwos: 1, awayOnes: 0)
        let file = library + "/rewr1234.jsonl"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let last = try #require(
            JSONSerialization.jsonObject(with: Data(text.split(separator: "\n").last!.utf8)) as? [String: Any])
        let sequence = try #require(last["seq"] as? Int) + 1
        let rebound =
            "{\"clock\":\(last["clock"] as? Int ?? 0),\"move\":\"reb\",\"player\":\"home.1\",\"seq\":\(sequence),"
            + "\"type\":\"move\",\"wall\":\(last["wall"] as? Int ?? 0)}\n"
        try (text + rebound).write(toFile: library + "/copy", atomically: false, encoding: .utf8)

        let feed = try BackgroundChild(["feed", "rewr1234", "--follow", "--library", library])
        #expect(feed.waitUntil { !feed.lines.isEmpty })
        let before = feed.lines.count
        let rewrite = try ChildProcess.run(["/bin/sh", "-c", #"cat "$1" > "$2""#, "sh", library + "/copy", file])
        #expect(rewrite.status == 0)
        #expect(feed.waitUntil { feed.lines.count == before + 1 }, "stderr: \(feed.stderr)")
        #expect(feed.lines.last?.contains("\"play\":\"Shaq: rebound\"") == true, "\(feed.lines.last ?? "")")
        #expect(feed.exitStatus(within: 0.3) == nil, "it keeps following")

        #expect(try ChildProcess.run(["/bin/sh", "-c", #": > "$1""#, "sh", file]).status == 0)
        #expect(feed.exitStatus() == 1)
        #expect(feed.stderr.contains("rewritten in place"), "\(feed.stderr)")
        #expect(!feed.stderr.contains("bad header"))
    }
}
