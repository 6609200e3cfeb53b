/// Where a run's entries go: the run file (the store's `RunFile`) or, in tests, memory. The run
/// board folds an entry into a copy of its ``RunState`` first (the queue rules refuse bad input
/// there), records it, and only then shows it: prepare → write + fsync → apply → show.
///
/// A run file has more than one writer: the run board, and the organiser's phone through
/// `courtside serve --organiser`. So an entry is prepared on the run as the file holds it at the
/// moment it is written (``record(after:_:)``: what the other wrote is read first, under the
/// run's append lock), and the board reads what the other wrote when the file changes
/// (``latest(after:)``), so neither loses the other's lines.
public protocol RunRecorder: AnyObject {
    /// The run as its file holds it now: `known` (the run as this recorder last gave it) with the
    /// lines another writer appended since folded in; `known` itself when none did.
    func latest(after known: RunState) throws(LibraryError) -> RunState
    /// Appends the entries `prepare` makes of the run as its file holds it now
    /// (``latest(after:)``, read under the run's append lock, so that nothing comes between), in
    /// one write, on disk before it returns; returns the run the file then holds (with them).
    /// Nothing is written when `prepare` makes none, or kept when it throws.
    func record(after known: RunState, _ prepare: (RunState) -> [RunEntry]) throws(LibraryError) -> RunState
    /// Readable when the run's file may have been written by another writer (the run board
    /// hands it to its run loop); nil when nobody else writes.
    var changeDescriptor: Int32? { get }
    /// Reads what made ``changeDescriptor`` readable: whether the run's file may have changed.
    func takeChange() -> Bool
    /// Lets the run go (its lock).
    func close()
}
