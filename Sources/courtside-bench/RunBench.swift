import FoundationEssentials

/// The run (issue 31): at FINAL, from the next-game key to the new game's first full frame; and a
/// follower of the court (`courtside feed --follow`, no game id) showing the new game's first
/// event.
enum RunBench {
    /// Games played, one after the other, in one run.
    static let games = 7
    /// Most time from `n` at FINAL to the new board's first full frame (median), in ms.
    static let frameLimitMs = 100.0
    /// Most time from the new game's first key to the follower's line for it (median), in ms.
    static let followLimitMs = 250.0
    /// Quiet after the last byte that ends a frame.
    static let quietMs = 300

    static func run(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        log("the run: \(games) games, n at FINAL, a feed following the court")
        let library = scoreboard.folder.file("run")
        let players = "Ann,Bob,Cy,Dee,Eve,Flo,Gus,Hal,Ida"
        let board = try PtyChild(
            executable: scoreboard.executable,
            arguments: ["run", "--library", library, "--players", players, "--to", "2", "--win-by", "1"],
            environment: scoreboard.environment, columns: 80, rows: 24)
        defer { board.stop() }
        guard !board.readUntilQuiet(quietMs: quietMs, maxMs: 10_000).isEmpty, board.isRunning else {
            throw BenchFailure("courtside run drew nothing under the pseudo-terminal")
        }
        let feed = try PtyChild(
            executable: scoreboard.executable, arguments: ["feed", "--follow", "--library", library],
            environment: scoreboard.environment, columns: 200, rows: 50)
        defer { feed.stop() }
        // The first game from the run board; its first event is the follower's first line.
        board.type("\r")
        _ = board.readUntilQuiet(quietMs: quietMs, maxMs: 10_000)
        var starts = 0
        var seen: [UInt8] = []
        var frames: [Double] = []
        var follows: [Double] = []
        for game in 0...games {
            let start = Monotonic.ns()
            board.type(" ")
            starts += 1
            follows.append(try followerSees(start: starts, in: feed, since: start, seen: &seen))
            _ = board.readUntilQuiet(quietMs: quietMs)
            // A basket by the first home player ends the game at 2.
            board.type("ud")
            _ = board.readUntilQuiet(quietMs: quietMs)
            guard game < games else { break }
            frames.append(try nextGameFrame(board))
        }
        let frameStats = Stats(frames)
        let followStats = Stats(follows)
        return [
            BenchRow(
                measure: "run: n at FINAL → the next game's first full frame, median of \(games)",
                value: frameStats.durationSummary, target: "≤ " + Format.fixed(frameLimitMs, 0) + " ms",
                met: frameStats.median <= frameLimitMs * 1e6),
            BenchRow(
                measure: "run: a new game's first key → feed --follow (no id) prints it, median of \(games + 1)",
                value: followStats.durationSummary, target: "≤ " + Format.fixed(followLimitMs, 0) + " ms",
                met: followStats.median <= followLimitMs * 1e6),
        ]
    }

    /// The arrivals of the two run files `run export` reads: reading a run was quadratic in its
    /// lines (issue 41: 10,000 arrivals 5 s, 40,000 84 s).
    static let arrivals = [10_000, 40_000]
    /// Most the four times longer run may take over the shorter: 4 in proportion, 16 quadratic.
    static let proportionLimit = 6.0

    /// `courtside run export` of a run of each of ``arrivals`` players arriving (CPU, median of 3),
    /// and how the times compare.
    static func reading(_ scoreboard: Scoreboard, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        log("reading a run: run export of \(arrivals.map(String.init).joined(separator: " and ")) arrivals")
        var medians: [Double] = []
        var rows: [BenchRow] = []
        for count in arrivals {
            let library = scoreboard.folder.file("run-\(count)")
            try writeArrivals(count, into: library)
            let stats = Stats(
                try TimedChild.cpuTimes([scoreboard.executable, "run", "export", "--library", library], times: 3))
            medians.append(stats.median)
            rows.append(
                BenchRow(
                    measure: "run export: a run of \(count) arrivals (CPU, median of 3)",
                    value: stats.durationSummary, target: "", met: nil))
        }
        let ratio = medians[1] / medians[0]
        rows.append(
            BenchRow(
                measure: "run export: \(arrivals[1]) arrivals / \(arrivals[0])", value: Format.fixed(ratio, 2),
                target: "≤ " + Format.fixed(proportionLimit, 0), met: ratio <= proportionLimit))
        return rows
    }

    /// A library in `folder` with one run of `count` players arriving, as the run board writes it.
    private static func writeArrivals(_ count: Int, into folder: String) throws(BenchFailure) {
        var text =
            #"{"created":1795602410048,"format":3,"id":"ybnjsmjq","rotation":"winners-stay","rules":{"target":15,"#
            + #""winBy":2},"run":"courtside run","teams":"arrival"}"# + "\n"
        for n in 1...count {
            text += #"{"name":"Player \#(n)","seq":\#(n),"type":"arrive","wall":1795602410067}"# + "\n"
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/run-ybnjsmjq.jsonl"))
        } catch {
            throw BenchFailure("cannot write a run of \(count) arrivals: \(error)")
        }
    }

    /// Nanoseconds from `n` to the last byte before ``quietMs`` of quiet (the new board drawn).
    private static func nextGameFrame(_ board: PtyChild) throws(BenchFailure) -> Double {
        let start = Monotonic.ns()
        board.type("n")
        guard let (last, bytes) = board.frameEnd(after: start, quietMs: quietMs), bytes > 1_000, board.isRunning else {
            throw BenchFailure("n at FINAL drew too little for a frame")
        }
        return Double(last - start)
    }

    /// Nanoseconds from `since` until the follower has printed the `start`-th game start (a first
    /// event, `"seq":1,"type":"start"`); `seen` keeps what it printed (a few games: kept whole).
    private static func followerSees(
        start: Int, in feed: PtyChild, since: UInt64, seen: inout [UInt8]
    ) throws(BenchFailure) -> Double {
        let marker = Array(#""seq":1,"type":"start""#.utf8)
        while Monotonic.ns() < since + 10_000_000_000 {
            let chunk = feed.read(timeoutMs: 50)
            seen.append(contentsOf: chunk)
            if occurrences(of: marker, in: seen) >= start { return Double(Monotonic.ns() - since) }
        }
        throw BenchFailure("feed --follow did not print game \(start)'s first event within 10 s")
    }

    private static func occurrences(of marker: [UInt8], in bytes: [UInt8]) -> Int {
        guard bytes.count >= marker.count else { return 0 }
        var count = 0
        var index = 0
        while index <= bytes.count - marker.count {
            if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker {
                count += 1
                index += marker.count
            } else {
                index += 1
            }
        }
        return count
    }
}
