import Foundation
import Testing

@testable import courtside

/// The binary without a terminal: flags, values, listing.
@Suite("Command line")
struct CommandLineTests {
    let library = TmuxSession.makeTemporaryFolder()

    /// Issue 28: parsing grew with the square of the arguments (20,000 took over 10 s).
    @Test("a flood of arguments is refused at once: exit 2, one line")
    func tooManyArguments() throws {
        let flood = ["list", "--library", library] + Array(repeating: "--json", count: 20_000)
        let result = try Binary.run(flood)
        #expect(result.status == 2)
        #expect(result.stderr == "courtside: too many arguments (20003); courtside takes at most 200\n")
        let fine = try Binary.run(["list", "--library", library] + Array(repeating: "--json", count: 10))
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    @Test("no terminal: exit 2, one clear line on stderr, nothing on stdout")
    func noTerminal() throws {
        for arguments in [["new"], ["resume"], []] {
            let result = try Binary.run(arguments + ["--library", library])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "no escape bytes on stdout")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("terminal"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: library).isEmpty, "nothing was created")
    }

    @Test(
        "bad values exit 2 with the reason, before anything is created",
        arguments: [
            (["--home", " "], "home team name is empty"),
            (["--home-players", "A,B"], "home team needs at least 3 players, got 2"),
            (["--away-players", "A,B,a"], "away team has \"a\" twice"),
            (["--to", "0"], "target 0 is out of range 1…99"),
            (["--to", "-5"], "target -5 is out of range 1…99"),
            (["--win-by", "-1"], "win-by -1 is out of range 1…9"),
            (["--win-by", "10"], "win-by 10 is out of range 1…9"),
            (["--home", "Same", "--away", "same"], "both teams are called \"Same\""),
            (["--frobnicate"], "Unknown option '--frobnicate'"),
            (["--to", "ten"], "--to"),
            (["--rules", "nba"], "Please provide one of 'pickup', 'fiba3x3'"),
            (["--time-limit", "10"], "--time-limit"),
            (["--time-limit", "1:75"], "--time-limit"),
            (["--time-limit", "0:00"], "time limit 0:00 is out of range 0:01…99:59"),
            (["--shots", "3,4"], "Please provide one of '1,2' and '2,3'"),
            (["--cap", "15"], "cap 15 must be above the target 15"),
            (["--rules", "streetball", "--to", "25"], "cap 25 must be above the target 25"),
        ])
    func badValues(arguments: [String], message: String) throws {
        let result = try Binary.run(["new"] + arguments + ["--library", library])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library).isEmpty, "nothing was created")
    }

    @Test("a released tmux session leaves no server behind (children start with no signal blocked)")
    func tmuxCleanup() throws {
        var socket = ""
        do {
            let tmux = try TmuxSession(["--version"])
            socket = tmux.socket
            try tmux.waitFor("[exit 0]")
        }
        #expect(try ChildProcess.run(["tmux", "-L", socket, "list-sessions"]).status != 0, "the server is gone")
    }

    @Test("--help and --version")
    func help() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("new") && help.stdout.contains("resume") && help.stdout.contains("list"))
        let version = try Binary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == CourtsideVersion.current + "\n", "the version make dist names its tarball for")
    }

    @Test("the Makefile reads the version where it is written: CourtsideVersion.swift's one line")
    func versionWrittenOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/courtside/CourtsideVersion.swift"), encoding: .utf8)
        // The line the Makefile's sed matches: `static let current = "…"`, alone on its line.
        let lines = source.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("static let current = \"") && $0.hasSuffix("\"")
        }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasSuffix("\"\(CourtsideVersion.current)\"") == true)
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("VERSION_FILE := Sources/courtside/CourtsideVersion.swift"))
    }

    @Test("list on an empty library says how to start, and --json prints an empty array")
    func emptyList() throws {
        let table = try Binary.run(["list", "--library", library])
        #expect(table.status == 0)
        #expect(table.stdout.contains("no games yet"))
        let json = try Binary.run(["list", "--json", "--library", library])
        #expect(json.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any] != nil)
    }

    @Test("resume and delete of a game that does not exist: exit 1 with the reason")
    func missingGame() throws {
        let resume = try Binary.run(["delete", "zzzz", "--yes", "--library", library])
        #expect(resume.status == 1)
        #expect(resume.stderr.contains("no game matches \"zzzz\""))
    }
}
