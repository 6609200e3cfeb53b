import Foundation

/// `courtside serve` with ``clients`` event-stream clients connected (issue 32's figures): from an
/// event reaching the game file to each client, the server's memory, and its wake-ups while
/// nothing happens.
///
/// A real scorer (the release binary on a pseudo-terminal) records rebounds; serve follows its
/// library; this process holds the clients' sockets and watches the game file with inotify, so
/// an event's time starts when its write is visible to any reader of the file and ends when a
/// client's socket has its frame, read by one `poll(2)` loop over all the sockets.
enum ServeBench {
    /// Event-stream clients connected.
    static let clients = 200
    /// Events timed (each reaches every client: clients × events deliveries).
    static let events = 50
    /// Seconds of nothing happening, for the wake-ups.
    static let idleSeconds = 10
    /// Most p99 latency from the file to a client, in ms.
    static let p99LimitMs = 50.0
    /// Most resident memory with the clients connected, in MB.
    static let memoryLimitMB = 60.0

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        log("serve: a scorer, serve, \(clients) event streams")
        let library = scoreboard.folder.file("serve")
        let scorer = try scoreboard.start("serve")
        defer { scorer.quit() }
        guard
            let name = try? FileManager.default.contentsOfDirectory(atPath: library).first(where: {
                $0.hasSuffix(".jsonl")
            })
        else { throw BenchFailure("the scorer wrote no game file in \(library)") }
        let writes = try FileWrites(path: library + "/" + name)
        let server = try PtyChild(
            executable: scoreboard.executable, arguments: ["serve", "--library", library, "--listen", "127.0.0.1:0"],
            environment: scoreboard.environment, columns: 80, rows: 24)
        defer { server.stop() }
        let port = try listeningPort(server)
        let streams = try EventStreams(port: port, count: clients)

        log("serve: idle \(idleSeconds) s with \(clients) streams open")
        server.drain(forMs: 500)
        let before = try ProcUsage.read(pid: server.pid)
        let start = Monotonic.ns()
        Monotonic.sleep(ms: idleSeconds * 1_000)
        let after = try ProcUsage.read(pid: server.pid)
        let idleWakeups =
            Double(after.wakeups(since: before)) / (Double(Monotonic.ns() - start) / 1e9)

        log("serve: \(events) rebounds, each to \(clients) streams")
        var latencies: [Double] = []
        var firsts: [Double] = []
        var spreads: [Double] = []
        for _ in 0..<events {
            scorer.drain(forMs: 30)
            writes.drain()
            scorer.type("r")
            let written = try writes.next(timeoutMs: 2_000)
            let arrivals = try streams.arrivals(of: "event: feed", timeoutMs: 5_000).map { Double($0 - written) }
            latencies += arrivals
            firsts.append(arrivals.min() ?? 0)
            spreads.append((arrivals.max() ?? 0) - (arrivals.min() ?? 0))
        }
        let memory = try ProcMemory.read(pid: server.pid)
        let stats = Stats(latencies)
        let megabytes = Double(memory.residentBytes) / 1_000_000
        let label = "serve: event on disk → event-stream client, \(clients) clients, \(events) events"
        return [
            BenchRow(measure: "\(label), p50", value: Format.duration(ns: stats.median)),
            BenchRow(
                measure: "serve: event on disk → its first client (the follower and the hub), median of events",
                value: Format.duration(ns: Stats(firsts).median)),
            BenchRow(
                measure: "serve: an event's first client → its last (sending to \(clients)), median of events (max)",
                value: Format.duration(ns: Stats(spreads).median) + " (" + Format.duration(ns: Stats(spreads).max) + ")"
            ),
            BenchRow(
                measure: "\(label), p99",
                value: Format.duration(ns: stats.percentile(99)) + " (max "
                    + Format.duration(ns: stats.max) + ")",
                target: "≤ " + Format.fixed(p99LimitMs, 0) + " ms", met: stats.percentile(99) <= p99LimitMs * 1e6),
            BenchRow(
                measure: "serve: resident memory with \(clients) clients (peak)",
                value: Format.fixed(megabytes, 1) + " MB (" + Format.fixed(Double(memory.peakBytes) / 1_000_000, 1)
                    + " MB)", target: "≤ " + Format.fixed(memoryLimitMB, 0) + " MB", met: megabytes <= memoryLimitMB),
            BenchRow(
                measure: "serve: wake-ups/s, nothing happening (\(idleSeconds) s, \(clients) clients)",
                value: Format.fixed(idleWakeups, 1), target: "0", met: idleWakeups < 0.5),
        ]
    }

    /// The port serve printed in its URL (`http://127.0.0.1:PORT/`).
    private static func listeningPort(_ server: PtyChild) throws(BenchFailure) -> Int {
        let deadline = Monotonic.ns() + 10_000_000_000
        var output = ""
        while Monotonic.ns() < deadline {
            output += String(decoding: server.read(timeoutMs: 100), as: UTF8.self)
            if let range = output.range(of: "http://127.0.0.1:"),
                let end = output[range.upperBound...].firstIndex(of: "/"),
                let port = Int(output[range.upperBound..<end])
            {
                return port
            }
        }
        throw BenchFailure("serve printed no URL: \(output)")
    }
}
