import CourtsideCore

/// Follows one named game, or with none the court: the game being scored now in the library,
/// moving to the next one by itself (a rematch, the next game of a run, a new game).
///
/// It is made of ``GameFollower``s, as `courtside serve` follows the court: the game followed,
/// and while that game has no scorer (never opened, the scorer quit or went on to the next game,
/// its file gone or damaged), a scout waiting for a game to be scored. When the scout finds a
/// game other than the one followed, that game becomes the one followed and its updates (first a
/// whole ``FollowUpdate/loaded(_:warnings:)``) are reported: a reader knows a new game began by
/// the loaded game's id. Given a game, it follows that game only, exactly as a ``GameFollower``.
public final class CourtFollower {
    /// The library folder.
    public let folder: String
    /// Whether it moves from game to game (no game was named).
    public let followsCourt: Bool
    private let library: FileGameLibrary
    private var current: GameFollower
    private var scout: GameFollower?
    /// Whether the game followed has a scorer, as its follower last said.
    private var scorerHere: Bool?

    /// A follower of `game`, or of the court when `game` is nil; reads nothing until ``poll()``.
    public init(library: FileGameLibrary, game: GameID?) throws(LibraryError) {
        self.library = library
        folder = library.folder
        followsCourt = game == nil
        current = try GameFollower(library: library, game: game)
    }

    /// The game followed; nil while waiting for one.
    public var gameID: GameID? { current.gameID }
    /// The followed game's file; nil while waiting for one.
    public var path: String? { current.path }
    /// The descriptors to wait on (any readable: call ``poll()``).
    public var descriptors: [Int32] { [current.descriptor] + (scout.map { [$0.descriptor] } ?? []) }
    /// When set, call ``poll()`` again after this many milliseconds even if nothing is notified.
    public var recheckAfterMs: Int? { [current.recheckAfterMs, scout?.recheckAfterMs].compactMap { $0 }.min() }

    /// Stops following: closes the files read (the descriptors close when it is freed).
    public func close() {
        current.close()
        scout?.close()
        scout = nil
    }

    /// What changed since the last call, in order; after a move to the next game, that game's
    /// updates, starting with the whole game. Never blocks.
    public func poll() -> [FollowUpdate] {
        var updates = current.poll()
        note(updates)
        guard followsCourt else { return updates }
        if let scout { adopt(scout, &updates) }
        if scout == nil, current.gameID != nil, scorerHere == false,
            let fresh = try? GameFollower(library: library, game: nil)
        {
            // Nobody scores the game followed: wait for one that somebody does; a scout made now
            // looks at once, so a game already being scored is taken on this poll.
            scout = fresh
            adopt(fresh, &updates)
        }
        return updates
    }

    /// Lets the scout look; when it found a game, that game becomes the one followed (unless it is
    /// the one followed already, being scored again: its own follower says so).
    private func adopt(_ candidate: GameFollower, _ updates: inout [FollowUpdate]) {
        let found = candidate.poll()
        guard let id = candidate.gameID else { return }
        scout = nil
        guard id != current.gameID else { return }
        current.close()
        current = candidate
        scorerHere = nil
        note(found)
        updates += found
    }

    /// Learns from the followed game's updates whether it has a scorer.
    private func note(_ updates: [FollowUpdate]) {
        for update in updates {
            switch update {
            case .scorer(let present): scorerHere = present
            case .fileMissing, .failed: scorerHere = false
            case .waiting, .loaded, .events: break
            }
        }
    }
}
