import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A library holding what is not a game (a FIFO, a link to /dev/zero, a number that fits no
/// integer) and a game with a torn last line: the commands list what they can, name the rest,
/// never block, and can delete it.
@Suite("Bad library end to end", .serialized)
struct BadLibraryEndToEndTests {
    /// A library with a good game `good1234`, a torn one `torn1234`, a FIFO, a link to /dev/zero
    /// and a game whose clock has 19 digits.
    private func badLibrary() throws -> String {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "good1234", in: library, homeTwos: 2, awayOnes: 1)
        try SavedGameFile.write(id: "torn1234", in: library, homeTwos: 1, awayOnes: 0)
        let torn = try FileHandle(forWritingTo: URL(fileURLWithPath: library + "/torn1234.jsonl"))
        try torn.seekToEnd()
        try torn.write(contentsOf: Data(#"{"clock":9000,"seq":5,"ty"#.utf8))
        try torn.close()
        #expect(mkfifo(library + "/fifo1234.jsonl", 0o644) == 0)
        #expect(symlink("/dev/zero", library + "/zero1234.jsonl") == 0)
        try SavedGameFile.write(id: "huge1234", in: library, homeTwos: 0, awayOnes: 0)
        let huge = try String(contentsOfFile: library + "/huge1234.jsonl", encoding: .utf8)
            .replacingOccurrences(of: #""clock":0,"#, with: #""clock":9999999999999999999,"#)
        try huge.write(toFile: library + "/huge1234.jsonl", atomically: true, encoding: .utf8)
        return library
    }

    @Test("list: the readable games on stdout, each bad name and the torn line on stderr, no blocking")
    func list() throws {
        let library = try badLibrary()
        let result = try Binary.run(["list", "--library", library])
        #expect(result.status == 0)
        #expect(result.stdout.contains("good1234") && result.stdout.contains("torn1234"))
        #expect(result.stderr.contains("fifo1234.jsonl: not a game file: it is a named pipe (FIFO)"))
        #expect(result.stderr.contains("zero1234.jsonl: not a game file: it is a symbolic link"))
        #expect(result.stderr.contains("huge1234.jsonl:2: corrupt line: field \"clock\""))
        #expect(result.stderr.contains("courtside: warning: \(library)/torn1234.jsonl:5: incomplete last line"))
    }

    @Test("export prints the torn-line warning on stderr and the game on stdout")
    func export() throws {
        let library = try badLibrary()
        let result = try Binary.run(["export", "torn1234", "--library", library])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Ballerz 2 - 0 Ringerz"))
        #expect(result.stderr.hasPrefix("courtside: warning: \(library)/torn1234.jsonl:5: incomplete last line"))
    }

    @Test("delete removes a FIFO and a link (never what it points to)")
    func delete() throws {
        let library = try badLibrary()
        for id in ["fifo1234", "zero1234"] {
            let result = try Binary.run(["delete", id, "--yes", "--library", library])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("deleted \(id) (unreadable: "))
        }
        #expect(FileManager.default.fileExists(atPath: "/dev/zero"))
        let names = try FileManager.default.contentsOfDirectory(atPath: library).sorted()
        #expect(names == ["good1234.jsonl", "huge1234.jsonl", "torn1234.jsonl"])
    }

    @Test("resume passes over what cannot be read and says what it repaired")
    func resume() throws {
        let library = try badLibrary()
        let latest = try TmuxSession(["resume"], library: library)
        try latest.waitFor("4 - 1")
        try latest.type("qy")
        try latest.waitFor("[exit 0]")
        let tmux = try TmuxSession(["resume", "torn"], library: library)
        let screen = try tmux.waitFor("incomplete last line 5")
        #expect(screen.contains("PAUSED"))
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }
}
