import Foundation
import Testing

/// A tmux server of its own (own socket, no user config) running one command in an 80×24 pane,
/// driven like a person would: send keys, read the screen.
final class TmuxSession {
    let socket: String
    let library: String
    private let name = "t"

    /// Starts `courtside ARGUMENTS` in a shell inside tmux; the shell prints `[exit N]` when
    /// courtside ends, then `[tty sane]` if the terminal echoes and reads lines again (or
    /// `[tty raw]` if courtside left it in raw mode).
    ///
    /// `environment` is added to courtside's (TERM=xterm-256color and LANG=C.UTF-8 unless it sets
    /// them). XDG_CONFIG_HOME is a folder with no keys file unless given, so the keys of whoever runs
    /// the tests never change what they type.
    ///
    /// With `atPrompt`, courtside is typed instead at the prompt of an interactive shell with job
    /// control (bash without start-up files, prompt `$ `), as a scorer would start it: Ctrl-Z then
    /// stops it and `fg` brings it back.
    ///
    /// `shellSetup` runs in the shell before courtside (not with `atPrompt`): `ulimit -f 2` starts
    /// it under a file-size limit, as a scorer's shell might. Without `givesLibrary` no `--library`
    /// is added (`desk` reads no library).
    init(
        _ arguments: [String], library: String? = nil, width: Int = 80, height: Int = 24,
        environment: [String: String] = [:], atPrompt: Bool = false, shellSetup: String? = nil,
        givesLibrary: Bool = true
    ) throws {
        socket = "courtside-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.library = library ?? Self.makeTemporaryFolder()
        let libraryArguments = givesLibrary ? ["--library", self.library] : []
        let command = ([Binary.path] + arguments + libraryArguments).map(Self.quote).joined(separator: " ")
        let variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "XDG_CONFIG_HOME": Binary.noConfigFolder]
            .merging(environment) { $1 }.sorted { $0.key < $1.key }.map { Self.quote("\($0.key)=\($0.value)") }
        if atPrompt {
            try tmux([
                "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                "env \(variables.joined(separator: " ")) PS1='$ ' bash --norc --noprofile -i",
            ])
            try waitFor("$")
            try send(command, literal: true)
            try send("Enter")
            return
        }
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
            "env \(variables.joined(separator: " ")) sh -c \(Self.quote("\(shellSetup.map { "\($0); " } ?? "")\(command); echo \"[exit $?]\"; \(Self.ttyCheck); sleep 600"))",
        ])
    }

    /// Prints `[tty sane]` or `[tty raw]` from the terminal's modes after courtside ends.
    private static let ttyCheck =
        "if stty -a | grep -q -- ' -icanon\\| -echo '; then echo '[tty raw]'; else echo '[tty sane]'; fi"

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types keys: tmux key names ("Space", "BSpace", "Enter") or literal text.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// Types each character as a separate key press, waiting for the screen between presses
    /// isn't needed: courtside reads them in order.
    func type(_ text: String) throws {
        try send(text, literal: true)
    }

    /// Resizes the window, as a scorer dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// The pane's text now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// Waits until the screen contains `text` (up to `seconds`), returning the screen; throws with
    /// the last screen if it never does.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) throws -> String {
        try waitUntil("\"\(text)\"", seconds: seconds) { $0.contains(text) }
    }

    /// Waits until the screen meets `condition` (up to `seconds`), returning it; throws naming
    /// `what` with the last screen if it never does.
    @discardableResult
    func waitUntil(_ what: String, seconds: Double = 10, _ condition: (String) -> Bool) throws -> String {
        var last = ""
        let held = try Eventually.holds(within: seconds) {
            last = try screen()
            return condition(last)
        }
        guard held else { throw Timeout(waitingFor: what, screen: last) }
        return last
    }

    /// Waits until the board is drawn `width` columns wide: its top border ends at that column.
    @discardableResult
    func waitForBoard(width: Int) throws -> String {
        try waitUntil("a board \(width) columns wide") { screen in
            let top = screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            return top.count == width && top.hasSuffix("┐")
        }
    }

    /// A tmux format variable of the pane: `alternate_on` (1 while the alternate screen is up),
    /// `cursor_flag` (1 while the cursor shows).
    func pane(_ variable: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{\(variable)}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Appends every byte the pane's program writes to the terminal from now on to `path` (tmux
    /// `pipe-pane`): the bytes no screen shows, such as the bell (BEL).
    func pipeOutput(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", name, "cat >> \(Self.quote(path))"])
    }

    /// Waits for courtside to end and checks that it gave the terminal back: the shell shows exit
    /// status `status`, the terminal's modes are sane again, the alternate screen is off and the
    /// cursor shows. Returns the shell's screen.
    @discardableResult
    func waitForTerminalGivenBack(
        exit status: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let shell = try waitFor("[tty ")
        #expect(shell.contains("[exit \(status)]"), sourceLocation: sourceLocation)
        #expect(shell.contains("[tty sane]"), sourceLocation: sourceLocation)
        #expect(try pane("alternate_on") == "0", "the alternate screen is off", sourceLocation: sourceLocation)
        #expect(try pane("cursor_flag") == "1", "the cursor shows", sourceLocation: sourceLocation)
        return shell
    }

    /// Quits a game in progress as a scorer does (`q`, then `y` at the question), waits for the
    /// shell's `[exit N]` line, and returns it with the lines of the library's game file.
    func quitGame() throws -> (shell: String, lines: [Substring]) {
        try type("q")
        try waitFor("y/n")
        try type("y")
        let shell = try waitFor("[exit ")
        guard let path = try gameFiles().first else { return (shell, []) }
        return (shell, try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n"))
    }

    /// The game files in the library.
    func gameFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: library).filter { $0.hasSuffix(".jsonl") }
            .map { "\(library)/\($0)" }
    }

    /// The pid of the process running in the pane (the shell), and its children.
    func courtsidePID() throws -> Int32? {
        let pane = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8)
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }

    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        var description: String { "timed out waiting for \(waitingFor); the screen was:\n\(screen)" }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try ChildProcess.run(["tmux", "-L", socket] + arguments).stdout
    }

    static func makeTemporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "courtside-e2e-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
