/// Takes each event before the screen may show it.
///
/// The store's implementation writes the events' lines in one `write` and fsyncs before
/// returning, so an event that reached the screen survives a crash. A throw means none of the
/// events was kept: the view model must not apply any of them.
public protocol GameRecorder: AnyObject {
    /// Keeps all of `events` durably, in order, or none of them and throws. An intent that makes
    /// several events (a winning move and the clock's automatic pause) records them in one call,
    /// so the file never holds the move without its pause.
    func record(_ events: [GameEvent]) throws

    /// Stores the whole game again after its stored copy was lost
    /// (``LibraryError/fileGone(file:change:)``), and goes on recording there. `game` is the game
    /// as recorded so far. Returns where a file that had taken the game's place was kept, if one
    /// had.
    func writeBack(_ game: Game) throws -> String?
}

extension GameRecorder {
    /// Keeps one event durably, or throws.
    public func record(_ event: GameEvent) throws {
        try record([event])
    }
}
