import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one test of this test bundle in a second process, so locking and durability are checked
/// across processes with the real store code.
///
/// The child is this very executable (`/proc/self/exe`) run with a filter naming one test in
/// ``ChildRoleTests`` and `COURTSIDE_STORE_CHILD` set to its role; that test is skipped otherwise.
final class ChildProcess {
    /// The environment variable naming the child's role.
    static let roleVariable = "COURTSIDE_STORE_CHILD"
    /// The environment variable holding the library folder the child works in.
    static let folderVariable = "COURTSIDE_STORE_CHILD_FOLDER"
    /// The environment variable holding the game id the child works on.
    static let gameVariable = "COURTSIDE_STORE_CHILD_GAME"

    /// The role this process plays, if it is a child.
    static var role: String? { ProcessInfo.processInfo.environment[roleVariable] }

    /// Prints a line for the parent at once (no stdio buffering: a SIGKILL must not eat it).
    static func report(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in _ = write(STDOUT_FILENO, buffer.baseAddress!, buffer.count) }
    }

    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()

    /// Starts the child test `testName` in `role`, working on `game` in `folder`.
    init(role: String, testName: String, folder: String, game: String) throws {
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "ChildRoleTests/\(testName)"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.roleVariable] = role
        environment[Self.folderVariable] = folder
        environment[Self.gameVariable] = game
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// The next line the child reported that starts with `prefix` (other output is the test
    /// runner's own), or nil once the child's output ends.
    func nextLine(startingWith prefix: String) -> String? {
        while true {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                if line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffer.append(more)
        }
    }

    /// Kills the child with SIGKILL, as a flat battery would, and waits for it.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the child to end.
    func wait() {
        process.waitUntilExit()
    }
}
