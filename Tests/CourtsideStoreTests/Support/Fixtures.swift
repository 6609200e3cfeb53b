import CourtsideCore
import Foundation

/// Games and events for the store tests.
enum Fixtures {
    /// A valid id from text known to be valid.
    static func id(_ text: String) -> GameID { GameID(rawValue: text)! }

    /// The default teams under `id`, to `target` win by `winBy`, or under `rules` when given.
    static func header(
        _ id: String, createdMs: Int64 = 1_000, target: Int = 15, winBy: Int = 2, rules: Rules? = nil
    ) throws -> GameHeader {
        try GameHeader(
            id: Fixtures.id(id),
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: rules ?? Rules(target: target, winBy: winBy), createdMs: createdMs)
    }

    /// Plays intents on a session as a view model would: prepare, record, then apply.
    @discardableResult
    static func play(
        _ kinds: [GameEventKind], on session: ScoringSession, startingAt game: Game? = nil, wallMs: Int64 = 2_000
    ) throws -> Game {
        var game = game ?? session.game
        for (offset, kind) in kinds.enumerated() {
            let clock = game.state.clockMs + 100
            for event in try game.prepare(kind, clockMs: clock, wallMs: wallMs + Int64(offset)) {
                try session.recorder.record(event)
                try game.apply(event)
            }
        }
        return game
    }

    /// A short game with every kind of event: start, moves, undo, redo, pause.
    static let mixed: [GameEventKind] = [
        .clockStarted, .move(PlayerID(side: .home, number: 1), .twoPoints),
        .move(PlayerID(side: .away, number: 2), .rebound), .move(PlayerID(side: .away, number: 3), .onePoint),
        .undo, .redo, .move(PlayerID(side: .home, number: 2), .assist), .clockPaused,
        .move(PlayerID(side: .away, number: 1), .foul),
    ]
}

extension Fixtures {
    /// Runs `body` until it does not throw ``LibraryError/locked(_:file:)``, for a step that must
    /// succeed right after this process closed a game.
    ///
    /// Why a retry: tests in this process spawn children in parallel, and a spawned child holds a
    /// copy of every descriptor (and so every `flock`) between its fork and its exec, when
    /// `O_CLOEXEC` closes them. Refusals are checked without it: a stray copy can only add holders.
    static func onceUnlocked<T>(_ body: () throws -> T) throws -> T {
        for _ in 0..<400 {
            do {
                return try body()
            } catch LibraryError.locked {
                usleep(5_000)
            }
        }
        return try body()
    }
}
