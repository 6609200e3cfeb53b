import CourtsideCore
import CourtsideServer
import CourtsideStore
import Foundation

/// A library in a temporary folder, a hub and a tail following it, and games scored in it as the
/// scoreboard scores them (prepare, record with fsync, apply).
///
/// Unchecked Sendable: each test uses it from one task at a time (the HTTP test closures are
/// `@Sendable`, but run one step after the other).
final class Court: @unchecked Sendable {
    let folder: String
    let library: FileGameLibrary
    let hub: CourtHub
    /// The LiveStats TV feed's hub, which the tail feeds too.
    let livestats: LiveStatsHub
    private(set) var tail: CourtTail?

    init(maxClients: Int = 256, bufferLimit: Int = 512, livestats: LiveStatsLimits = LiveStatsLimits()) throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("courtside-serve-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        library = FileGameLibrary(folder: folder)
        hub = CourtHub(maxClients: maxClients, bufferLimit: bufferLimit)
        self.livestats = LiveStatsHub(limits: livestats)
    }

    /// Starts following (the tests that need no follower never start one), with a keep-alive
    /// every `keepAliveMs` while event streams are open (the hub's and `snapshots`').
    func start(keepAliveMs: Int64 = 25_000, snapshots: [SnapshotHub] = []) throws {
        let tail = try CourtTail(
            library: library, hub: hub, livestats: livestats, snapshots: snapshots, keepAliveMs: keepAliveMs)
        tail.start()
        self.tail = tail
    }

    /// Stops following and deletes the folder.
    func remove() async {
        await tail?.stop()
        tail = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A new game, held for scoring, Ballerz against Ringerz, to `target` unless `rules` are given.
    func create(_ id: String, target: Int = 15, rules: Rules? = nil, createdMs: Int64 = 1_000) throws -> Scorer {
        Scorer(
            try library.create(
                try GameHeader(
                    id: GameID(rawValue: id)!,
                    home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
                    away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
                    rules: try rules ?? Rules(target: target, winBy: 2), createdMs: createdMs)))
    }

    /// The `/api/state` document now.
    func state() throws -> [String: Any] {
        try JSON.object(hub.stateJSON())
    }

    /// Waits up to `seconds` for `condition` on the state document; true when it held. It sleeps
    /// with `Task.sleep`, never blocking a thread of the pool the server under test runs on too.
    func waitForState(seconds: Double = 10, _ condition: ([String: Any]) -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(try state()) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        // Once more past the deadline: a sleeping task may wake long after it (the pool's threads
        // are shared with the end-to-end tests, which block them), and the state may have held
        // all along.
        return condition(try state())
    }

    static let shaq = PlayerID(side: .home, number: 1)
    static let kobe = PlayerID(side: .away, number: 3)
}

/// A game held for scoring, scored as the scoreboard scores it (unchecked Sendable as ``Court``).
final class Scorer: @unchecked Sendable {
    let session: ScoringSession
    private(set) var game: Game

    init(_ session: ScoringSession) {
        self.session = session
        game = session.game
    }

    /// Scores `kinds`: each prepared, recorded (written and synced), then applied.
    func play(_ kinds: [GameEventKind]) throws {
        for kind in kinds {
            let clock = game.state.clockMs + 100
            for event in try game.prepare(kind, clockMs: clock, wallMs: 2_000) {
                try session.recorder.record(event)
                try game.apply(event)
            }
        }
    }

    /// Closes the game (the scorer quits).
    func close() {
        session.recorder.close()
    }
}

/// JSON text as Foundation's objects, for looking at a few keys.
enum JSON {
    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }

    static func array(_ text: String) throws -> [[String: Any]] {
        guard let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return array
    }
}

/// Waits up to `seconds` for `condition`, with `Task.sleep` (no thread of the pool blocked);
/// whether it held.
func waitUntil(seconds: Double = 20, _ condition: () -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
    return condition()
}

/// Runs `body` with a new court and removes the court after it, however the body ends: a test's
/// `defer` cannot await the tail's stop, and serve has only the stop that awaits.
func withCourt<Result>(
    maxClients: Int = 256, bufferLimit: Int = 512, livestats: LiveStatsLimits = LiveStatsLimits(),
    _ body: (Court) async throws -> Result
) async throws -> Result {
    let court = try Court(maxClients: maxClients, bufferLimit: bufferLimit, livestats: livestats)
    do {
        let result = try await body(court)
        await court.remove()
        return result
    } catch {
        await court.remove()
        throw error
    }
}
