import CourtsideCore
import CourtsideStore

/// Which run serve shows on `/run` and the organiser writes to: the one named (`--run ID`), else
/// tonight's, the library's newest run not yet ended (what `courtside run` resumes), else its
/// newest run (an ended run's night stays on the page).
public struct ServedRun: Sendable {
    /// The library's runs.
    let runs: RunFile
    /// The run named on the command line, if one was.
    let named: GameID?

    /// The run `named` in `folder`, or tonight's there when nil.
    public init(folder: String, named: GameID? = nil) {
        runs = RunFile(folder: folder)
        self.named = named
    }

    /// The run's file now; nil when the library has no run (or not the one named).
    func path() -> String? {
        if let named { return runs.path(of: named) }
        if let open = try? runs.latestOpen() { return open }
        return (try? runs.runs())?.last
    }

    /// The run as its file's good lines make it; nil when there is none to read.
    func state() -> RunState? {
        guard let path = path() else { return nil }
        return try? runs.read(path).state
    }
}
