import CourtsideCore
import CourtsideStore

/// Writes a whole game into a library the way courtside stores it, without an fsync per event:
/// the header through ``FileGameLibrary/create(_:)``, then every event through the store's own
/// recorder in one batch (one write, one fsync), so the lines are exactly the store's.
enum GameFileWriter {
    /// Writes `game` into `library` and returns the file's path.
    static func write(_ game: Game, into library: FileGameLibrary) throws -> String {
        let session = try library.create(game.header)
        defer { session.recorder.close() }
        guard session.game.header.id == game.header.id else {
            throw BenchFailure("the library gave the game a new id (\(session.game.header.id))")
        }
        try session.recorder.record(game.events)
        return session.location
    }
}
