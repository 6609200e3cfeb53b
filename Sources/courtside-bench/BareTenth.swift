#if canImport(Glibc)
    import Glibc
#endif

/// The floor of section 3: a program that does only what any running clock must do here, and
/// nothing of courtside's. It waits like courtside (`poll` on the keyboard and on a self-pipe,
/// until the next tenth on the monotonic clock) and writes what a tenth writes (a backspace and a
/// digit, 2 bytes). The suite runs it (`courtside-bench --bare-tenth`) on the same
/// pseudo-terminal, in the same runs as courtside, so each run of courtside has a floor measured
/// in the same phase of the machine: on a shared VM the cost of waking ten times a second moves
/// by a factor of two or three over minutes, and that cost is not courtside's to cut.
///
/// Space starts and pauses the ticks, as on the scoreboard; `q` or the end of input quits.
enum BareTenth {
    /// Runs on the terminal on fds 0 and 1 until `q`; the exit status.
    static func main() -> Int32 {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return 1 }
        var raw = original
        cfmakeraw(&raw)
        _ = tcsetattr(0, TCSANOW, &raw)
        defer { _ = tcsetattr(0, TCSANOW, &original) }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return 1 }
        write([UInt8]("\u{1B}[2J\u{1B}[H00:00.0   PAUSED".utf8))
        var running = false
        var tenths: Int64 = 0
        var start: Int64 = 0
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let timeout = running ? Int32(clamping: max(0, start + (tenths + 1) * 100 - nowMs())) : -1
            for index in descriptors.indices { descriptors[index].revents = 0 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready > 0 && descriptors[0].revents != 0 {
                var key: UInt8 = 0
                guard read(0, &key, 1) == 1, key != UInt8(ascii: "q") else { return 0 }
                if key == UInt8(ascii: " ") {
                    running.toggle()
                    start = nowMs() - tenths * 100
                }
                continue
            }
            guard running, ready == 0 else { continue }
            tenths += 1
            write([8, UInt8(ascii: "0") + UInt8(tenths % 10)])
        }
    }

    private static func nowMs() -> Int64 {
        Int64(Monotonic.ns() / 1_000_000)
    }

    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = Glibc.write(1, $0.baseAddress, $0.count) }
    }
}
