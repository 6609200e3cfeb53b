import Foundation
import Testing

/// The keys file and `courtside keys`, through the real binary.
@Suite("Keys end to end", .serialized)
struct KeysEndToEndTests {
    /// A config folder holding `text` as courtside/keys; returns the folder and the file's path.
    static func config(_ text: String) throws -> (folder: String, file: String) {
        let folder = TmuxSession.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/courtside", withIntermediateDirectories: true)
        let file = folder + "/courtside/keys"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return (folder, file)
    }

    @Test("a keys file in XDG_CONFIG_HOME changes the scoreboard's keys, its help bar and its help")
    func remappedScoreboard() throws {
        let (folder, _) = try Self.config("# mine\nscoreboard assist A\nscoreboard help h\n")
        let tmux = try TmuxSession(["new"], environment: ["XDG_CONFIG_HOME": folder])
        // The help bar is the last row drawn: wait for its end, not for the header, so a capture
        // taken mid-frame on a busy machine does not miss it.
        let first = try tmux.waitFor("h help")
        #expect(first.contains("A ast") && first.contains("PAUSED"), "the help bar shows the keys in force")
        try tmux.type("a")
        try tmux.waitFor("'a' does nothing here: press h for the keys")
        try tmux.type("A")
        try tmux.waitFor("Shaq: assist")
        try tmux.type("h")
        let help = try tmux.waitFor("any key closes this help")
        let line = try #require(help.split(separator: "\n").first { $0.contains("assist") && !$0.contains("Shaq") })
        #expect(line.contains("A "), "the overlay shows the rebound key")
        try tmux.type("q")
        try tmux.type("q")
        try tmux.waitFor("y/n")
        try tmux.type("y")
        #expect(try tmux.waitFor("[tty ").contains("[exit 0]"))
        let events = try String(contentsOfFile: try #require(try tmux.gameFiles().first), encoding: .utf8)
        #expect(events.contains(#""move":"ast""#), "the rebound key scored")
    }

    @Test("a bad keys file stops courtside before the terminal is touched: exit 2, FILE:LINE, no game")
    func badFileInTerminal() throws {
        let (folder, file) = try Self.config("scoreboard assist A\nscoreboard rebound F1\n")
        // Wide enough for the message on one line, long temporary path and all.
        let tmux = try TmuxSession(["new"], width: 240, environment: ["XDG_CONFIG_HOME": folder])
        let shell = try tmux.waitForTerminalGivenBack(exit: 2)
        #expect(shell.contains("\(file):2: unknown key 'F1'"), "the message stays on the shell's screen")
        #expect(!shell.contains("PAUSED"))
        #expect(try tmux.gameFiles().isEmpty, "nothing was created")
    }

    @Test("a bad keys file without a terminal: exit 2, one FILE:LINE line on stderr, nothing on stdout")
    func badFileNoTerminal() throws {
        let (folder, file) = try Self.config("list view v\n\nscoreboard assist s\n")
        let library = TmuxSession.makeTemporaryFolder()
        for arguments in [["new"], ["resume"], [], ["keys"], ["replay", "zzzz"]] {
            let result = try Binary.run(arguments + ["--library", library], environment: ["XDG_CONFIG_HOME": folder])
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.stderr
                    == "\(file):3: this takes the last key of scoreboard point.1: bind point.1 to another key too\n",
                "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: library).isEmpty, "nothing was created")
    }

    @Test("what the file says is sanitized before it is printed")
    func sanitized() throws {
        let (folder, file) = try Self.config("scoreboard assist \u{1B}[31mred\u{07}\n")
        let result = try Binary.run(["keys"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(file):1: unknown key '[31mred': a key is one character, or Space, Enter, Tab, Shift-Tab, Backspace, Delete, Esc, Up, Down, Left, Right, Home, End, PgUp, PgDn, or Hash, or a control key such as Ctrl-U\n"
        )
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"))
    }

    @Test("a keys file that cannot be read is a file problem: exit 1")
    func unreadable() throws {
        let folder = TmuxSession.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/courtside/keys", withIntermediateDirectories: true)
        let result = try Binary.run(["keys"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(folder)/courtside/keys: cannot read the keys file: not a regular file"))
    }

    @Test("`courtside keys --default` is a keys file that gives every default; `courtside keys` shows the file's")
    func defaultsRoundTrip() throws {
        let defaults = try Binary.run(["keys", "--default"])
        #expect(defaults.status == 0)
        #expect(defaults.stdout.contains("scoreboard select.home.1 u 1"))
        let none = try Binary.run(["keys"])
        #expect(none.status == 0)
        #expect(
            none.stdout.contains("Keys in force (the defaults: there is no \(Binary.noConfigFolder)/courtside/keys)"))

        let (folder, file) = try Self.config(defaults.stdout)
        let same = try Binary.run(["keys"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("Keys in force (from \(file)):"))
        let tables = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() }
        #expect(tables(same.stdout) == tables(none.stdout), "the defaults read back as the defaults")

        try (defaults.stdout + "scoreboard undo Backspace\n").write(toFile: file, atomically: true, encoding: .utf8)
        let twice = try Binary.run(["keys"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(twice.status == 2, "undo is bound on two lines")
        #expect(twice.stderr.contains("scoreboard undo is already bound on line"))
    }

    @Test("XDG_CONFIG_HOME unset or relative: ~/.config/courtside/keys")
    func homeConfig() throws {
        let home = TmuxSession.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: home + "/.config/courtside", withIntermediateDirectories: true)
        try "list new c\n".write(toFile: home + "/.config/courtside/keys", atomically: true, encoding: .utf8)
        let result = try Binary.run(["keys"], environment: ["HOME": home, "XDG_CONFIG_HOME": "relative/config"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("from \(home)/.config/courtside/keys"))
        #expect(result.stdout.contains("  new         c "))
    }
}
