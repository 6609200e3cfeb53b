import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal emulator to learn which cells a stream of bytes changed: tmux, on its own socket
/// (inside the suite's temporary folder) with no configuration, showing an 80×24 pane whose program is `cat` from a FIFO in raw mode.
///
/// The bytes courtside wrote under the benchmark's pseudo-terminal are fed in, chunk by chunk
/// (one intent each), and the pane is captured (`capture-pane -p -e -N`) after each: tmux
/// interprets exactly what ncurses sent, so nothing here parses ncurses' output. When the suite
/// ends (or dies) the FIFO's writer closes, `cat` ends, and the tmux server exits with its last
/// pane; ``close()`` also kills the server.
final class TmuxReplay {
    private let socket: String
    private let fifo: Int32
    private let columns: Int
    private let rows: Int
    private var closed = false

    /// Starts the server with a `columns`×`rows` pane reading `fifoPath` (created here).
    init(fifoPath: String, socketPath: String, columns: Int, rows: Int) throws(BenchFailure) {
        socket = socketPath
        self.columns = columns
        self.rows = rows
        guard mkfifo(fifoPath, 0o600) == 0 else { throw BenchFailure("mkfifo \(fifoPath) failed") }
        // Read-write, so opening does not wait for cat and cat never sees EOF while we feed it.
        fifo = open(fifoPath, O_RDWR | O_CLOEXEC)
        guard fifo >= 0 else { throw BenchFailure("cannot open \(fifoPath)") }
        let start = try Command.run([
            "tmux", "-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "replay", "-x", String(columns),
            "-y", String(rows), "stty raw -echo; exec cat '\(fifoPath)'", ";", "set", "-g", "status", "off",
        ])
        guard start.status == 0 else {
            Glibc.close(fifo)
            throw BenchFailure("tmux did not start (is it installed? `make bench` needs tmux)")
        }
        let size = try Command.run([
            "tmux", "-S", socket, "display", "-p", "-t", "replay", "#{pane_width}x#{pane_height}",
        ])
        guard size.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(columns)x\(rows)" else {
            self.close()
            throw BenchFailure("tmux pane is \(size.output), not \(columns)x\(rows)")
        }
        // Let the shell run stty before the first bytes arrive.
        Monotonic.sleep(ms: 200)
    }

    deinit {
        close()
    }

    /// The pane now.
    func capture() throws(BenchFailure) -> ScreenCells {
        let result = try Command.run(["tmux", "-S", socket, "capture-pane", "-p", "-e", "-N", "-t", "replay"])
        guard result.status == 0 else { throw BenchFailure("tmux capture-pane failed") }
        return ScreenCells(capture: result.output, columns: columns, rows: rows)
    }

    /// Feeds `bytes` to the pane and returns the screen once tmux has shown them (two captures
    /// 30 ms apart agree).
    func feed(_ bytes: [UInt8]) throws(BenchFailure) -> ScreenCells {
        var offset = 0
        while offset < bytes.count {
            let done = bytes.withUnsafeBytes { write(fifo, $0.baseAddress! + offset, $0.count - offset) }
            if done < 0 {
                if errno == EINTR { continue }
                throw BenchFailure("writing to the tmux FIFO failed")
            }
            offset += done
        }
        Monotonic.sleep(ms: 30)
        var last = try capture()
        for _ in 0..<60 {
            Monotonic.sleep(ms: 30)
            let next = try capture()
            if next == last { return next }
            last = next
        }
        return last
    }

    /// Stops the server and closes the FIFO.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? Command.run(["tmux", "-S", socket, "kill-server"])
        Glibc.close(fifo)
    }
}
