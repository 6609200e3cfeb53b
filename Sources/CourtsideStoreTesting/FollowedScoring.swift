import CourtsideCore
import CourtsideStore

/// A game being scored and followed, for the follow gate and benchmark: a game of a given length
/// held open for scoring, the store's ``CourtFollower`` on it (as `feed --follow`, `watch`,
/// `overlay` and `serve` have) and the one fold of what it reports, ``MirroredGame``. Each step
/// records a rebound (write and fsync), has the follower read it and the fold take it: the cost
/// of an event reaching whoever shows it, which must not grow with the game.
public struct FollowedScoring {
    private let session: ScoringSession
    private let follower: CourtFollower
    /// The scorer's game, which prepares the events recorded.
    private var game: Game
    private var followed: MirroredGame
    private var wallMs: Int64

    /// The game's header (its id, its teams).
    public var header: GameHeader { game.header }

    /// A seeded game of `length` events written into a library in `folder` (which must not hold
    /// one yet), held open for scoring, and a follower that has read it whole once.
    public init(length: Int, folder: String) throws {
        let library = FileGameLibrary(folder: folder)
        game = try GameFileWriter.synthetic(count: length, seed: 2026, id: "follow01")
        session = try library.create(game.header)
        try session.recorder.record(game.events)
        follower = try CourtFollower(library: library, game: game.header.id)
        followed = MirroredGame(location: session.location)
        wallMs = game.events.last?.wallMs ?? 0
        _ = followed.apply(follower.poll(), now: 0, wallMs: wallMs)
        // A follower's first look reads the whole file: anything else measures something else.
        precondition(followed.game?.events.count == length, "the follower read no whole game of \(length) events")
    }

    /// Records `count` rebounds (an undo instead while the game is won, which reopens it), each
    /// read by the follower and folded before the next; `each` is told every change with the state
    /// right after it, as ``MirroredGame/apply(_:now:wallMs:each:)`` tells it.
    public mutating func follow(_ count: Int, each: (GameChange, GameState) -> Void) throws {
        let rebound = GameEventKind.move(PlayerID(side: .home, number: 1), .rebound)
        for _ in 0..<count {
            wallMs += 1_000
            let kind = game.state.isFinished ? GameEventKind.undo : rebound
            let events = try game.prepare(kind, clockMs: game.state.clockMs, wallMs: wallMs)
            try session.recorder.record(events)
            for event in events { try game.apply(event) }
            var seen = 0
            while seen < events.count {
                _ = followed.apply(follower.poll(), now: 0, wallMs: wallMs) { change, state in
                    seen += 1
                    each(change, state)
                }
            }
        }
    }

    /// Lets the follower and the game go.
    public func close() {
        follower.close()
        session.recorder.close()
    }
}
