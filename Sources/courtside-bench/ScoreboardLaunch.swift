/// How the suite starts the real `courtside` binary: a fresh scoreboard (`courtside new`) in a
/// temporary library, on an 80×24 pseudo-terminal, with a draw trace and a redraw mode.
struct ScoreboardLaunch {
    /// The release binary.
    let executable: String
    /// The suite's temporary folder.
    let folder: TempFolder
    /// Terminal width.
    static let columns = 80
    /// Terminal height.
    static let rows = 24

    /// Starts a scoreboard whose library and trace file are named after `name`; the first frame
    /// is read (and returned) before this returns. `arguments` replace `new --library <name>-library`
    /// (to resume a game written there beforehand).
    func start(name: String, mode: String, arguments: [String]? = nil) throws(BenchFailure) -> (
        child: PtyChild, trace: DrawTraceTail, firstFrame: [UInt8]
    ) {
        let tracePath = folder.file("\(name).trace")
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
            "COURTSIDE_DRAW_TRACE": tracePath, "COURTSIDE_REDRAW": mode,
        ]
        let child = try PtyChild(
            executable: executable, arguments: arguments ?? ["new", "--library", folder.file("\(name)-library")],
            environment: environment, columns: Self.columns, rows: Self.rows)
        let trace = DrawTraceTail(path: tracePath)
        let first = child.readUntilQuiet(quietMs: 300, maxMs: 10_000)
        guard !first.isEmpty, child.isRunning else {
            child.stop()
            throw BenchFailure("courtside drew nothing under the pseudo-terminal (\(executable))")
        }
        return (child, trace, first)
    }
}
