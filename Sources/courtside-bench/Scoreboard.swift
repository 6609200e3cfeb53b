/// How the suite starts the real `courtside`: a new game (`courtside new`) in a library of its
/// own in the suite's temporary folder, on an 80×24 pseudo-terminal, as a scorer would.
struct Scoreboard {
    /// The release binary.
    let executable: String
    /// The suite's temporary folder.
    let folder: TempFolder

    /// The environment of every courtside the suite starts.
    var environment: [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
    }

    /// Starts a new game in the library `name` without waiting for anything, `extra` added to
    /// its environment.
    func spawn(_ name: String, extra: [String: String] = [:]) throws(BenchFailure) -> PtyChild {
        try PtyChild(
            executable: executable, arguments: ["new", "--library", folder.file(name)],
            environment: environment.merging(extra) { $1 }, columns: 80, rows: 24)
    }

    /// Starts a new game in the library `name` and reads its first frame before returning.
    func start(_ name: String, extra: [String: String] = [:]) throws(BenchFailure) -> PtyChild {
        let child = try spawn(name, extra: extra)
        guard !child.readUntilQuiet(quietMs: 300, maxMs: 10_000).isEmpty, child.isRunning else {
            child.stop()
            throw BenchFailure("courtside drew nothing under the pseudo-terminal (\(executable))")
        }
        return child
    }
}
