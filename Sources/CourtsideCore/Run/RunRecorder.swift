/// Where a run's entries go: the run file (the store's `RunFile`) or, in tests, memory. The run
/// board folds an entry into a copy of its ``RunState`` first (the queue rules refuse bad input
/// there), records it, and only then shows it: prepare → write + fsync → apply → show.
public protocol RunRecorder: AnyObject {
    /// Appends `entries` in one write, on disk before it returns; nothing is kept when it throws.
    func record(_ entries: [RunEntry]) throws(LibraryError)
    /// Lets the run go (its lock).
    func close()
}
