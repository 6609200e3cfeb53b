import CourtsideCore
import CourtsideStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's game files as a ``LeagueSender`` last read them: each game's size and events,
/// and the games being scored read through the store's ``GameFollower`` (folded by a
/// ``MirroredGame``, as every follower's reports are), so the pass after a key reads the bytes that
/// key appended, not its game again.
///
/// A game is followed from the look that finds its file changed since the one before (it is being
/// scored); the first look reads each game whole once, and a board's passes look only at the games
/// it saved to. At most ``followedLimit`` games are followed
/// (each holds an inotify descriptor and its game): the one changed longest ago lets go first.
final class SenderFiles {
    /// Games followed at once: a court scores one game at a time, and a run's next game follows
    /// the last.
    static let followedLimit = 2

    /// A game being scored: its follower and the game folded from what it read.
    private struct Followed {
        let follower: GameFollower
        var mirror: MirroredGame
    }

    private let library: FileGameLibrary
    /// Per game: the file's size at the last look and the events it held then.
    private var seen: [GameID: (size: Int64, events: Int)] = [:]
    /// Every game known: the library's as last listed, then each new one named since.
    private var known: [GameID] = []
    private var followed: [GameID: Followed] = [:]
    /// The followed games, the one changed longest ago first.
    private var recent: [GameID] = []

    /// The files of `library`; nothing is read until ``look()``.
    init(library: FileGameLibrary) {
        self.library = library
    }

    /// Every game known, reading what changed in each file whose size changed since the last
    /// look: of the whole library (listed again), or, given `games` (those a board saved to), of
    /// those alone, so a key's pass costs the same in a library of ten games or ten thousand.
    func look(only games: Set<GameID>? = nil) -> [GameID] {
        guard let games, !known.isEmpty else {
            known = (try? library.gameIDs()) ?? []
            for id in known { check(id) }
            return known
        }
        for id in games {
            if seen[id] == nil, !known.contains(id) { known.append(id) }
            check(id)
        }
        return known
    }

    /// Reads what changed in game `id`'s file if its size changed since it was last read.
    private func check(_ id: GameID) {
        var status = stat()
        guard stat(library.path(of: id), &status) == 0 else { return }
        let size = Int64(status.st_size)
        guard let before = seen[id] else {
            // A file that cannot be read now (damaged, being rewritten) is looked at again when it changes.
            guard let loaded = try? library.load(id) else { return }
            seen[id] = (size, loaded.game.events.count)
            return
        }
        guard before.size != size, let game = read(id) else { return }
        seen[id] = (size, game.events.count)
    }

    /// How many events game `id` held at the last look; nil for a game not read.
    func events(of id: GameID) -> Int? { seen[id]?.events }

    /// Game `id` as on disk now: a followed game as its follower has read it, any other read whole.
    func game(_ id: GameID) -> Game? {
        if followed[id] != nil, poll(id) { return followed[id]?.mirror.game }
        return try? library.load(id).game
    }

    /// Reads what changed in game `id`, following it from now on.
    private func read(_ id: GameID) -> Game? {
        if followed[id] == nil {
            guard let follower = try? GameFollower(library: library, game: id) else {
                return try? library.load(id).game
            }
            followed[id] = Followed(follower: follower, mirror: MirroredGame(location: library.path(of: id)))
        }
        recent.removeAll { $0 == id }
        recent.append(id)
        while recent.count > Self.followedLimit {
            let oldest = recent.removeFirst()
            followed[oldest]?.follower.close()
            followed[oldest] = nil
        }
        return poll(id) ? followed[id]?.mirror.game : try? library.load(id).game
    }

    /// Folds what game `id`'s follower reads now; false (and the game no longer followed) when its
    /// file went away or cannot be followed, so it is read whole as any other.
    private func poll(_ id: GameID) -> Bool {
        guard let follower = followed[id]?.follower else { return false }
        // Changed in place: the game is not copied for each report.
        _ = followed[id]?.mirror.apply(follower.poll(), now: 0, wallMs: 0)
        guard let mirror = followed[id]?.mirror, mirror.game != nil, mirror.failure == nil, !mirror.isFileMissing
        else {
            follower.close()
            followed[id] = nil
            recent.removeAll { $0 == id }
            return false
        }
        return true
    }
}
