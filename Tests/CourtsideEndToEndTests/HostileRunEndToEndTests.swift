import Foundation
import Testing

/// A library holding a hostile run file (a `finish` whose points overflow a 64-bit integer once
/// summed) beside a good run and a good unfinished game: the hostile line is a damaged line named
/// with its number, `run export` exports every run, and the commands that read every run file to
/// answer something else (`new`, `resume`) go on as if it were not there.
@Suite("A hostile run file end to end", .serialized)
struct HostileRunEndToEndTests {
    /// A library with `good1234` (4 - 1, unfinished), the ended run `goodrun1` (one game, 15-3)
    /// and the newer open run `hostile1`, whose line 11 finishes its game with points of 2^63 - 1.
    private func hostileLibrary() throws -> String {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "good1234", in: library, homeTwos: 2, awayOnes: 1)
        try run(
            "goodrun1", created: 1_795_602_000_000, game: "game0002",
            finish: #""points":[[15,0,0],[3,0,0]],"score":[15,3]"#, end: true
        ).write(toFile: library + "/run-goodrun1.jsonl", atomically: true, encoding: .utf8)
        try run(
            "hostile1", created: 1_795_602_410_048, game: "game0001",
            finish: #""points":[[9223372036854775807,1,0],[0,0,0]],"score":[5,0]"#, end: false
        ).write(toFile: library + "/run-hostile1.jsonl", atomically: true, encoding: .utf8)
        return library
    }

    /// A run of six (Ann's team against Dee's) that plays `game` and finishes it with `finish`.
    private func run(_ id: String, created: Int64, game: String, finish: String, end: Bool) -> String {
        var lines = [
            #"{"created":\#(created),"format":3,"id":"\#(id)","rotation":"winners-stay","#
                + #""rules":{"target":15,"winBy":2},"run":"courtside run","teams":"arrival"}"#
        ]
        let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
        for (index, name) in names.enumerated() {
            lines.append(#"{"name":"\#(name)","seq":\#(index + 1),"type":"arrive","wall":\#(created)}"#)
        }
        lines.append(#"{"players":["Ann","Bob","Cy"],"seq":7,"type":"team","wall":\#(created)}"#)
        lines.append(#"{"players":["Dee","Eve","Flo"],"seq":8,"type":"team","wall":\#(created)}"#)
        lines.append(
            #"{"away":["Dee","Eve","Flo"],"game":"\#(game)","home":["Ann","Bob","Cy"],"seq":9,"type":"start","#
                + #""wall":\#(created)}"#)
        lines.append(#"{"game":"\#(game)",\#(finish),"seq":10,"type":"finish","wall":\#(created)}"#)
        if end { lines.append(#"{"seq":11,"type":"end","wall":\#(created)}"#) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The game files of `library` (not its runs).
    private func games(in library: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: library).filter {
            $0.hasSuffix(".jsonl") && !$0.hasPrefix("run-")
        }.sorted()
    }

    @Test("run export: the hostile run's line named on stderr, its lines before exported; the good run exports")
    func runExport() throws {
        let library = try hostileLibrary()
        let latest = try Binary.run(["run", "export", "--library", library])
        #expect(latest.status == 0, "\(latest.stderr)")
        #expect(
            latest.stderr.contains(
                "run-hostile1.jsonl:11: corrupt line: points 9223372036854775807 is out of range (0 to 99999999)"),
            "\(latest.stderr)")
        #expect(latest.stdout.contains("still open"), "\(latest.stdout)")
        for reference in ["goodrun1", "good"] {
            let good = try Binary.run(["run", "export", reference, "--format", "csv", "--library", library])
            #expect(good.status == 0 && good.stderr.isEmpty, "\(good.stderr)")
            #expect(good.stdout.contains("goodrun1,1,game0002,home,Team Ann,Ann,15,15,3,1"), "\(good.stdout)")
        }
    }

    @Test("run export: a result with no game file is unchecked; one its game file contradicts shows the file's score")
    func forgedResults() throws {
        let library = TmuxSession.makeTemporaryFolder()
        // 1000-999 in a game to 15, for a game with no file.
        try run(
            "nofile01", created: 1_795_602_000_000, game: "nosuch01",
            finish: #""points":[[1000,0,0],[999,0,0]],"score":[1000,999]"#, end: true
        ).write(toFile: library + "/run-nofile01.jsonl", atomically: true, encoding: .utf8)
        let unchecked = try Binary.run(["run", "export", "nofile01", "--library", library])
        #expect(unchecked.status == 0, "\(unchecked.stderr)")
        #expect(unchecked.stdout.contains("unchecked: no game file"), "\(unchecked.stdout)")
        #expect(unchecked.stdout.contains("1 unchecked (no game file)"), "\(unchecked.stdout)")
        // 15-3 for a game whose file says 4-1, unfinished: the file's score is shown.
        try SavedGameFile.write(id: "game0003", in: library, homeTwos: 2, awayOnes: 1)
        try run(
            "forged01", created: 1_795_602_100_000, game: "game0003",
            finish: #""points":[[15,0,0],[3,0,0]],"score":[15,3]"#, end: true
        ).write(toFile: library + "/run-forged01.jsonl", atomically: true, encoding: .utf8)
        let forged = try Binary.run(["run", "export", "forged01", "--library", library])
        #expect(forged.stdout.contains("4-1"), "\(forged.stdout)")
        #expect(!forged.stdout.contains("15-3  "), "\(forged.stdout)")
        #expect(forged.stdout.contains("no: the run says 15-3; the game is unfinished"), "\(forged.stdout)")
        #expect(forged.stdout.contains("1 shown as its game file has it, not as the run says"), "\(forged.stdout)")
        let csv = try Binary.run(["run", "export", "forged01", "--format", "csv", "--library", library])
        #expect(csv.stdout.contains("forged01,1,game0003,home,Team Ann,Ann,15,4,1,1,no"), "\(csv.stdout)")
        let json = try Binary.run(["run", "export", "nofile01", "--format", "json", "--library", library])
        #expect(json.stdout.contains(#""checked":"unchecked""#), "\(json.stdout)")
    }

    @Test("courtside run: the open run it would resume is refused by its damaged line, named; nothing crashes")
    func runBoard() throws {
        let library = try hostileLibrary()
        let tmux = try TmuxSession(["run"], library: library, width: 160)
        let screen = try tmux.waitFor("[exit ")
        #expect(screen.contains("[exit 1]"), "\(screen)")
        #expect(screen.contains("run-hostile1.jsonl:11: corrupt line: points"), "\(screen)")
        #expect(try tmux.waitFor("[tty sane]").contains("[tty sane]"))
    }

    @Test("new: the board opens beside a hostile run, and a game quit empty is removed")
    func new() throws {
        let library = try hostileLibrary()
        let tmux = try TmuxSession(["new"], library: library)
        try tmux.waitFor("new game: press Space")
        #expect(try games(in: library).count == 2)
        try tmux.type("qy")
        let screen = try tmux.waitFor("[exit 0]")
        #expect(screen.contains("courtside: removed the empty game Ballerz vs Ringerz"), "\(screen)")
        #expect(try games(in: library) == ["good1234.jsonl"])
    }

    @Test("resume: the last unfinished game opens beside a hostile run")
    func resume() throws {
        let library = try hostileLibrary()
        let tmux = try TmuxSession(["resume"], library: library)
        try tmux.waitFor("4 - 1")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }

    @Test("new that fails once its game is stored (a draw trace it cannot open) leaves no game behind")
    func newThatFails() throws {
        let library = try hostileLibrary()
        let tmux = try TmuxSession(
            ["new"], library: library, environment: ["COURTSIDE_DRAW_TRACE": library + "/no/such/folder/trace"])
        let screen = try tmux.waitFor("[exit ")
        #expect(screen.contains("[exit 2]") && screen.contains("cannot use the draw trace"), "\(screen)")
        #expect(try games(in: library) == ["good1234.jsonl"])
    }

    @Test("run that fails once its run is stored (a draw trace it cannot open) leaves no run behind")
    func runThatFails() throws {
        let library = try hostileLibrary()
        // The library's files but its derived index, which any command may make.
        func files() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: library).filter { !$0.hasPrefix(".") }.sorted()
        }
        let before = try files()
        let trace = ["COURTSIDE_DRAW_TRACE": library + "/no/such/folder/trace"]
        let tmux = try TmuxSession(["run", "--new", "--players", "Ann, Bo"], library: library, environment: trace)
        let screen = try tmux.waitFor("[exit ")
        #expect(screen.contains("[exit 2]") && screen.contains("cannot use the draw trace"), "\(screen)")
        #expect(try files() == before)
    }
}
