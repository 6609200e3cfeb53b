import CourtsideCore
import CourtsideStore
import CourtsideTesting

/// Writes a whole game into a library the way courtside stores it, without an fsync per event:
/// the header through ``FileGameLibrary/create(_:)``, then every event through the store's own
/// recorder in one batch (one write, one fsync), so the lines are exactly the store's. For the
/// benchmarks and the gates, which load, follow and export long games.
public enum GameFileWriter {
    /// Writes `game` into `library` and returns the file's path.
    public static func write(_ game: Game, into library: FileGameLibrary) throws -> String {
        let session = try library.create(game.header)
        defer { session.recorder.close() }
        try session.recorder.record(game.events)
        return session.location
    }

    /// The benchmarks' long game: ``RandomGame``'s seeded mix of what scorers do, to 21 by 2, with
    /// the default teams and a fixed creation time, so every run measures the same game.
    public static func synthetic(count: Int, seed: UInt64, id: String, corrections: Bool = false) throws -> Game {
        let header = try GameFixtures.header(id: id, target: 21, winBy: 2, createdMs: 1_763_712_000_000)
        return try RandomGame.make(count: count, seed: seed, header: header, corrections: corrections)
    }
}
