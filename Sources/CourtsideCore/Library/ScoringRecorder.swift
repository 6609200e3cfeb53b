/// The recorder of a game open for live scoring: it holds the game's lock until closed.
///
/// ``GameRecorder/record(_:)`` keeps each event durably before returning and refuses, with a
/// ``LibraryError``, an event that does not follow the log (a wrong sequence number). It keeps no
/// state of the game: the rules were asked before, by the commit path's
/// ``Game/prepare(_:clockMs:wallMs:)``, so the stored log folds.
public protocol ScoringRecorder: GameRecorder {
    /// Whether ``close()`` has been called; a closed recorder refuses every event.
    var isClosed: Bool { get }
    /// Releases the lock so the game can be opened for scoring again. Also done when the recorder
    /// is freed; calling it twice does nothing.
    func close()
}
