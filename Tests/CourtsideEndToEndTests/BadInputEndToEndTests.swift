import Foundation
import Testing

/// Bad input of every kind on the command line: what is printed is sanitized, and the exit status
/// says whose fault it is (2 for bad input, 1 for a game or file problem).
@Suite("Bad input")
struct BadInputEndToEndTests {
    let library = TmuxSession.makeTemporaryFolder()

    /// ESC, BEL, CSI (C1) and a bidi override: what a hostile file could try to print.
    static let hostile = ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\u{2028}"]

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            hostile.contains(String(scalar)) || (scalar.value < 0x20 && scalar != "\n")
        }
    }

    @Test(
        "a game reference that cannot be an id, an empty --library or --output: exit 2",
        arguments: [
            (["export", ""], "\"\" is not a game id"),
            (["export", "../../x"], "\"../../x\" is not a game id"),
            (["delete", "a/b", "--yes"], "\"a/b\" is not a game id"),
            (["list", "--library", ""], "--library needs a folder"),
            (["export", "done", "--output", ""], "--output needs a file path"),
        ])
    func badReferences(arguments: [String], message: String) throws {
        try SavedGameFile.write(id: "done1234", in: library, homeTwos: 1, awayOnes: 0)
        let extra = arguments.contains("--library") ? [] : ["--library", library]
        let result = try Binary.run(arguments + extra)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("courtside: \(message)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("escape sequences in a game file never reach the terminal: export and list print them sanitized")
    func escapesInErrors() throws {
        let header = SavedGameFile.header(id: "evil0001")
        let lines = [
            header,
            #"{"seq":1,"type":"\u001b]0;PWNED\u0007","clock":0,"wall":1763712001000}"#,
            #"{"seq":2,"type":"move","player":"\u009b2J\u202eX","move":"2pt","clock":0,"wall":1763712001000}"#,
            #"{"seq":3,"type":"start","clock":0,"wall":1763712001000}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: library + "/evil0001.jsonl", atomically: true, encoding: .utf8)
        let export = try Binary.run(["export", "evil", "--library", library])
        #expect(export.status == 1)
        #expect(export.stderr.contains("evil0001.jsonl:2") && export.stderr.contains("]0;PWNED"))
        #expect(Self.isClean(export.stderr), "\(export.stderr.unicodeScalars.map(\.value))")
        let list = try Binary.run(["list", "--library", library])
        #expect(list.status == 0)
        #expect(list.stderr.contains("evil0001.jsonl:2"))
        #expect(Self.isClean(list.stderr))
        // The same line as the second one, with the hostile player: its message is clean too.
        try ([header, lines[2], lines[3]].joined(separator: "\n") + "\n").write(
            toFile: library + "/evil0001.jsonl", atomically: true, encoding: .utf8)
        let player = try Binary.run(["export", "evil", "--library", library])
        #expect(player.status == 1)
        #expect(player.stderr.contains("evil0001.jsonl:2"))
        #expect(Self.isClean(player.stderr), "\(player.stderr.unicodeScalars.map(\.value))")
    }

    @Test("a library path holding an escape sequence is printed sanitized")
    func escapesInPaths() throws {
        let blocker = library + "/file"
        try "".write(toFile: blocker, atomically: true, encoding: .utf8)
        let result = try Binary.run(["list", "--library", blocker + "/\u{1B}]0;PWNED\u{07}/x"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("courtside: cannot use library folder"), "\(result.stderr)")
        #expect(Self.isClean(result.stderr), "\(result.stderr)")
    }

    @Test(
        "names with bidi controls or line separators are refused, on the command line and in files",
        arguments: ["\u{202E}", "\u{2066}", "\u{2069}", "\u{202A}", "\u{2028}", "\u{2029}", "\u{200F}"])
    func layoutControls(scalar: String) throws {
        let new = try Binary.run(["new", "--home", "Bad\(scalar)Name", "--library", library])
        #expect(new.status == 2)
        #expect(new.stderr.hasPrefix("courtside: home team name contains U+"), "\(new.stderr)")
        #expect(Self.isClean(new.stderr))
        let header = SavedGameFile.header(id: "bidi0001").replacingOccurrences(
            of: #""name":"Shaq""#, with: #""name":"Sh\#(scalar)aq""#)
        try (header + "\n").write(toFile: library + "/bidi0001.jsonl", atomically: true, encoding: .utf8)
        let list = try Binary.run(["list", "--library", library])
        #expect(list.stderr.contains("bidi0001.jsonl:1: bad header"), "\(list.stderr)")
        #expect(list.stderr.contains("home player 1 name contains U+"))
        #expect(Self.isClean(list.stderr))
    }

    @Test("a 41-character team name in a file is reported against the team's name, not its players")
    func longTeamName() throws {
        let long = String(repeating: "x", count: 41)
        let header = SavedGameFile.header(id: "long0001").replacingOccurrences(
            of: #""name":"Ballerz""#, with: #""name":"\#(long)""#)
        try (header + "\n").write(toFile: library + "/long0001.jsonl", atomically: true, encoding: .utf8)
        let list = try Binary.run(["list", "--library", library])
        #expect(
            list.stderr.contains(#"field "home.name": home team name is longer than 40 characters"#), "\(list.stderr)")
    }

    @Test("a library path that is not UTF-8 is refused with its bytes shown, and nothing is created")
    func nonUTF8Path() throws {
        let parent = TmuxSession.makeTemporaryFolder()
        // The shell passes the raw byte 0xFF; Swift strings cannot hold it.
        let script = "exec \"$0\" list --library \"$(printf '\(parent)/a\\377b')\""
        let result = try ChildProcess.run(["sh", "-c", script, Binary.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "courtside: argument 3 is not valid UTF-8: \(parent)/a\\xFFb; names and paths must be UTF-8\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
        let variable = "exec env COURTSIDE_LIBRARY=\"$(printf '\(parent)/c\\376')\" \"$0\" list"
        let environment = try ChildProcess.run(["sh", "-c", variable, Binary.path])
        #expect(environment.status == 2)
        #expect(environment.stderr.contains("$COURTSIDE_LIBRARY is not valid UTF-8: \(parent)/c\\xFE"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }

    @Test("list pads by display width: CJK and emoji names keep the columns after them in line")
    func listAlignment() throws {
        for (id, name) in [("wide0001", "北京 Dragons"), ("wide0002", "Ballerz"), ("wide0003", "🏀 Hoopers")] {
            let header = SavedGameFile.header(id: id).replacingOccurrences(
                of: #""name":"Ballerz""#, with: #""name":"\#(name)""#)
            try (header + "\n").write(toFile: "\(library)/\(id).jsonl", atomically: true, encoding: .utf8)
        }
        let result = try Binary.run(["list", "--library", library])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        // The column where each line's score (or the SCORE heading) starts, counted in terminal columns.
        let columns = lines.map { line -> Int? in
            guard let range = line.range(of: "0 - 0") ?? line.range(of: "SCORE") else { return nil }
            return line[..<range.lowerBound].reduce(0) { $0 + Self.columns($1) }
        }
        #expect(Set(columns).count == 1, "\(lines)")
    }

    /// Two columns for CJK and emoji, one for the rest (enough for the names above).
    private static func columns(_ character: Character) -> Int {
        let value = character.unicodeScalars.first!.value
        return (0x4E00...0x9FFF).contains(value) || (0x1F300...0x1FAFF).contains(value) ? 2 : 1
    }

    /// Issue 28: every writer writes only regular files. The draw trace was opened with `fopen`:
    /// a FIFO at its name blocked courtside before its first frame, and a link was written through.
    @Test("COURTSIDE_DRAW_TRACE naming a FIFO or a symbolic link: refused at once, exit 2, nothing written")
    func drawTraceIsARegularFileOnly() throws {
        let fifo = library + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let target = library + "/elsewhere.txt"
        try "kept".write(toFile: target, atomically: false, encoding: .utf8)
        let link = library + "/trace.link"
        #expect(symlink(target, link) == 0)
        for (path, what) in [(fifo, "named pipe (FIFO)"), (link, "symbolic link")] {
            let tmux = try TmuxSession(["new"], environment: ["COURTSIDE_DRAW_TRACE": path])
            // The message wraps at the pane's 80 columns, losing a space at the end of a row.
            let screen = try tmux.waitFor("[exit ").filter { !$0.isWhitespace }
            #expect(screen.contains("[exit2]"), "\(screen)")
            #expect(screen.contains(what.filter { !$0.isWhitespace }) && screen.contains("regularfiles"), "\(screen)")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
    }
}
