/// Takes each event before the screen may show it.
///
/// The store's implementation writes the events' lines in one `write` and fsyncs before
/// returning, so an event that reached the screen survives a crash. A throw means none of the
/// events was kept: the commit path (the view models' `GameCommitter`) then applies none of them.
/// A recorder appends and keeps nothing of the game: the events it is given were prepared
/// (checked against the rules) by ``Game/prepare(_:clockMs:wallMs:)``, and the one fold is the
/// commit path's ``Game``.
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
