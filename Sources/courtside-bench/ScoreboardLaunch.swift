#if canImport(Glibc)
    import Glibc
#endif

/// How the suite starts the real `courtside` binary: a fresh scoreboard (`courtside new`) in a
/// temporary library, on a pseudo-terminal (80×24 unless told), with a redraw mode and, unless
/// told not to, a draw trace.
struct ScoreboardLaunch {
    /// The release binary.
    let executable: String
    /// The suite's temporary folder.
    let folder: TempFolder
    /// Terminal width.
    var columns = ScoreboardLaunch.columns
    /// Terminal height.
    var rows = ScoreboardLaunch.rows
    /// Default terminal width.
    static let columns = 80
    /// Default terminal height.
    static let rows = 24
    /// The sizes sections 1–3 measure side by side, with the same targets: the classic 80×24 board,
    /// and a large window read from across a room.
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (200, 50)]

    /// Runs `section` at every size of ``sizes`` and returns its rows side by side: each measure's
    /// row for every size, one after the other, with the same targets.
    func atEverySize(_ section: (ScoreboardLaunch) throws(BenchFailure) -> [ResultRow]) throws(BenchFailure)
        -> [ResultRow]
    {
        var perSize: [[ResultRow]] = []
        for size in Self.sizes { perSize.append(try section(sized(size.columns, size.rows))) }
        return ResultRow.sideBySide(perSize)
    }

    /// The same launch on a `columns`×`rows` terminal.
    func sized(_ columns: Int, _ rows: Int) -> ScoreboardLaunch {
        var launch = self
        launch.columns = columns
        launch.rows = rows
        return launch
    }

    /// "80×24".
    var sizeLabel: String { "\(columns)×\(rows)" }

    /// Starts the floor of section 3, ``BareTenth`` (this suite's own executable), on a terminal
    /// like a scoreboard's; its first frame is read before this returns.
    func startBareTenth() throws(BenchFailure) -> PtyChild {
        guard let path = realpath("/proc/self/exe", nil) else {
            throw BenchFailure("cannot find the suite's executable")
        }
        let suite = String(cString: path)
        free(path)
        return try launch(suite, arguments: ["--bare-tenth"], environment: environment, what: "the bare tenth").child
    }

    /// Starts a scoreboard whose library and trace file are named after `name`; the first frame
    /// is read (and returned) before this returns. `arguments` replace `new --library <name>-library`
    /// (to resume a game written there beforehand).
    ///
    /// Without `traced` the draw trace is off, as for a scorer: the CPU figures then do not count
    /// the trace's own line and write per frame (the returned tail reads an empty file).
    func start(name: String, mode: String, arguments: [String]? = nil, traced: Bool = true) throws(BenchFailure)
        -> (child: PtyChild, trace: DrawTraceTail, firstFrame: [UInt8])
    {
        let tracePath = folder.file("\(name).trace")
        var environment = environment
        environment["COURTSIDE_REDRAW"] = mode
        if traced { environment["COURTSIDE_DRAW_TRACE"] = tracePath }
        let (child, first) = try launch(
            executable, arguments: arguments ?? ["new", "--library", folder.file("\(name)-library")],
            environment: environment, what: "courtside")
        return (child, DrawTraceTail(path: tracePath), first)
    }

    /// The environment of every program the suite starts on a pseudo-terminal.
    private var environment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    }

    /// Starts `program` on a pseudo-terminal of the launch's size and reads its first frame.
    private func launch(_ program: String, arguments: [String], environment: [String: String], what: String)
        throws(BenchFailure) -> (child: PtyChild, firstFrame: [UInt8])
    {
        let child = try PtyChild(
            executable: program, arguments: arguments, environment: environment, columns: columns, rows: rows)
        let first = child.readUntilQuiet(quietMs: 300, maxMs: 10_000)
        guard !first.isEmpty, child.isRunning else {
            child.stop()
            throw BenchFailure("\(what) drew nothing under the pseudo-terminal (\(program))")
        }
        return (child, first)
    }
}
