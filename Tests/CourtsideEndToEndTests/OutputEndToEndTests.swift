import Foundation
import Testing

/// Where courtside writes: standard output that fails, and `export --output` onto every kind of file.
@Suite("Writing outputs")
struct OutputEndToEndTests {
    let library = TmuxSession.makeTemporaryFolder()

    init() throws {
        try SavedGameFile.write(id: "done1234", in: library, target: 5, homeTwos: 3, awayOnes: 1)
    }

    static let printing: [[String]] = [
        ["list"], ["list", "--json"], ["export", "done"], ["export", "done", "-f", "json"],
        ["export", "done", "-f", "csv"],
        ["--help"], ["--version"], ["export", "--help"], ["keys", "--default"], ["feed", "done"],
    ]

    @Test(
        "standard output on a full disk: one line on stderr and exit 1, for every command that prints",
        arguments: printing)
    func fullDisk(arguments: [String]) throws {
        let result = try Binary.run(arguments + ["--library", library], stdout: .path("/dev/full"))
        #expect(result.status == 1)
        #expect(result.stderr == "courtside: cannot write to standard output: No space left on device\n")
    }

    /// Issue 29: `| head` made courtside exit 1 with a message, failing `set -o pipefail` scripts.
    @Test("standard output a pipe nobody reads (`| head` done): ends quietly, exit 0, not killed", arguments: printing)
    func closedPipe(arguments: [String]) throws {
        let result = try Binary.run(arguments + ["--library", library], stdout: .closedPipe)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test("--output refuses a device, a FIFO, a directory, a socket and links to them or to nothing: exit 2")
    func refusedKinds() throws {
        let folder = TmuxSession.makeTemporaryFolder()
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let socketPath = folder + "/socket"
        let socketFD = try Self.bindSocket(socketPath)
        defer { close(socketFD) }
        let toDevice = folder + "/to-null"
        let dangling = folder + "/dangling"
        try FileManager.default.createSymbolicLink(atPath: toDevice, withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/nowhere")
        let before = try Set(FileManager.default.contentsOfDirectory(atPath: folder))
        for (path, kind) in [
            ("/dev/null", "a character device"), (fifo, "a FIFO"), (folder, "a directory"), (socketPath, "a socket"),
            (toDevice, "a symbolic link"), (dangling, "a symbolic link"),
        ] {
            let result = try Binary.run(["export", "done", "--output", path, "--library", library])
            #expect(result.status == 2, "\(path)")
            #expect(result.stderr == "courtside: not writing \(path): it is \(kind)" + Self.tail(kind), "\(path)")
            #expect(result.stdout.isEmpty)
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "the device is still one")
        #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(lstat(toDevice, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder)) == before, "nothing created")
    }

    private static func tail(_ kind: String) -> String {
        kind.hasSuffix("link")
            ? "; courtside does not write through links: remove it or choose another name\n"
            : ", not a regular file; --output takes a file\n"
    }

    /// Links are refused since issue 41 (OutputLinkEndToEndTests); they were followed before.
    @Test("--output onto an existing file keeps its mode")
    func mode() throws {
        let folder = TmuxSession.makeTemporaryFolder()
        let file = folder + "/box.txt"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o640)
        let kept = try Binary.run(["export", "done", "-o", file, "--library", library])
        #expect(kept.status == 0, "\(kept.stderr)")
        var status = stat()
        #expect(stat(file, &status) == 0 && status.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Ballerz 6 - 1 Ringerz"))
    }

    @Test("SIGTERM while the export is being written leaves no temporary file and the old file whole")
    func interrupted() throws {
        let big = TmuxSession.makeTemporaryFolder()
        try Self.writeLongGame(id: "long0001", events: 20_000, in: big)
        let folder = TmuxSession.makeTemporaryFolder()
        let output = folder + "/export.txt"
        var caught = false
        for _ in 0..<5 where !caught {
            // A missed window (the export already renamed into place) tries again from the old file.
            try "old export\n".write(toFile: output, atomically: false, encoding: .utf8)
            let child = try ChildProcess.start([Binary.path, "export", "long", "-o", output, "--library", big])
            // Stop it the moment its temporary file shows, then send SIGTERM into that window.
            while true {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                if names.contains(where: { $0.hasPrefix(".export.txt.") }) {
                    kill(child.pid, SIGSTOP)
                    // kill returns before the child stops: wait until it has, then look again.
                    var status: Int32 = 0
                    let stopped = waitpid(child.pid, &status, WUNTRACED) == child.pid && (status & 0xff) == 0x7f
                    caught = stopped && (try? FileManager.default.contentsOfDirectory(atPath: folder))?.count == 2
                    kill(child.pid, SIGTERM)
                    kill(child.pid, SIGCONT)
                    break
                }
                if waitpid(child.pid, nil, WNOHANG) != 0 { break }
            }
            let result = child.wait()
            if caught { #expect(result.status == 128 + SIGTERM) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["export.txt"], "no temporary file")
            if caught { #expect(try String(contentsOfFile: output, encoding: .utf8) == "old export\n") }
        }
        #expect(caught, "the signal arrived while the temporary file existed")
    }

    /// A game of `events` rebounds, long enough that its export takes a while to write.
    static func writeLongGame(id: String, events: Int, in folder: String) throws {
        var text =
            #"{"format":1,"id":"\#(id)","created":1763712000000,"rules":{"target":15,"winBy":2},"#
            + #""home":{"side":"home","name":"Ballerz","players":[{"id":"home.1","name":"Shaq"},"#
            + #"{"id":"home.2","name":"A.I."},{"id":"home.3","name":"T-Mac"}]},"#
            + #""away":{"side":"away","name":"Ringerz","players":[{"id":"away.1","name":"Hakeem"},"#
            + #"{"id":"away.2","name":"Air Carter"},{"id":"away.3","name":"Kobe"}]}}"# + "\n"
            + #"{"seq":1,"type":"start","clock":0,"wall":1763712001000}"# + "\n"
        for seq in 2...(events + 1) {
            text +=
                #"{"seq":\#(seq),"type":"move","player":"home.1","move":"reb","clock":\#(seq * 10),"#
                + #""wall":\#(1_763_712_001_000 + seq * 10)}"# + "\n"
        }
        try text.write(toFile: "\(folder)/\(id).jsonl", atomically: true, encoding: .utf8)
    }

    /// A Unix socket bound at `path`; the caller closes it.
    static func bindSocket(_ path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0 else { throw POSIXError(.EADDRINUSE) }
        return descriptor
    }
}
