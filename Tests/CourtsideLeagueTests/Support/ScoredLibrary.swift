import CourtsideCore
import CourtsideLeague
import CourtsideStore
import CourtsideTesting
import Foundation

/// A library in a temporary folder with one game being scored in it through the store's own
/// recorder (written and fsynced as the board does), and a sender for it.
final class ScoredLibrary {
    let library: FileGameLibrary
    private(set) var game: Game
    private let session: ScoringSession

    /// The library on `fileSystem` (a test's journal of the store's calls, if it wants one).
    init(gameID: String, court: String, fileSystem: any FileSystem = PosixFileSystem()) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courtside-league-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        library = FileGameLibrary(folder: folder, fileSystem: fileSystem)
        session = try library.create(try GameFixtures.header(id: gameID, target: 21, winBy: 2))
        game = session.game
    }

    deinit {
        session.recorder.close()
        try? FileManager.default.removeItem(atPath: library.folder)
    }

    /// Scores `count` rebounds (nobody scores, so the game never ends), each saved as the board saves.
    func rebounds(_ count: Int) throws {
        for _ in 0..<count {
            let events = try game.prepare(.move(GameFixtures.shaq, .rebound), clockMs: 0, wallMs: 1_000)
            try session.recorder.record(events)
            for event in events { _ = try game.apply(event) }
        }
    }

    /// A sender of this library to `url` as `court`.
    func sender(url: String, court: String) -> LeagueSender {
        LeagueSender(library: library, court: court, url: url)
    }
}
