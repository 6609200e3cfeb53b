/// The recorder of a game open for live scoring: it holds the game's lock until closed.
///
/// ``GameRecorder/record(_:)`` keeps each event durably before returning and refuses, with a
/// ``LibraryError``, an event that does not follow the log (wrong sequence, or one the rules refuse),
/// so the stored log always folds.
public protocol ScoringRecorder: GameRecorder {
    /// Whether ``close()`` has been called; a closed recorder refuses every event.
    var isClosed: Bool { get }
    /// Releases the lock so the game can be opened for scoring again. Also done when the recorder
    /// is freed; calling it twice does nothing.
    func close()
}
