import CourtsideCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Follows one named game, or with none the court: the game being scored now in the library,
/// moving to the next one by itself (a rematch, the next game of a run, a new game).
///
/// It is made of ``GameFollower``s: the game followed, and while that game has no scorer (never
/// opened, the scorer quit or went on to the next game, its file gone or damaged), a scout waiting
/// for a game to be scored. A game the scout finds is taken on only once it has started (its first
/// event): a rematch or a run's next game is made, and locked, when the last one ends, and may be
/// deleted again without ever starting, so until then the game before stays the one followed. The
/// scout's updates are held back till then and passed on together (first a whole
/// ``FollowerReport/loaded(_:warnings:)``): a reader knows a new game began by the loaded game's id.
///
/// With `showsLastResult` (a board: `watch`, `overlay`, `serve`'s pages), between games the court
/// shows the last result: before any game is scored, and when the file of the game followed is
/// deleted, it follows the library's last finished game (with none, the last one played; with
/// none, it reports ``FollowerReport/waiting``, which takes the deleted game off). Without it (the
/// feed, whose lines are printed once), a deleted game stays the one followed until the next.
///
/// Given a game, it follows that game only, exactly as a ``GameFollower``.
public final class CourtFollower {
    /// The library folder.
    public let folder: String
    /// Whether it moves from game to game (no game was named).
    public let followsCourt: Bool
    /// Whether, between games, it follows the last result (see the type's description).
    public let showsLastResult: Bool
    private let library: FileGameLibrary
    /// The game followed; nil while there is none to show.
    private var current: GameFollower?
    private var scout: GameFollower?
    /// The scout's updates about a game that has not started yet, passed on once it has.
    private var held: [FollowerReport] = []
    /// Whether the game followed has a scorer, as its follower last said.
    private var scorerHere: Bool?
    /// Whether anything was reported yet (the first poll says ``FollowerReport/waiting`` when there
    /// is no game to show).
    private var started = false

    /// A follower of `game`, or of the court when `game` is nil (between games, with
    /// `showsLastResult`, on the last result); reads nothing until ``poll()``.
    public init(library: FileGameLibrary, game: GameID?, showsLastResult: Bool = false) throws(LibraryError) {
        self.library = library
        folder = library.folder
        followsCourt = game == nil
        self.showsLastResult = showsLastResult && game == nil
        if let game {
            current = try GameFollower(library: library, game: game)
        } else {
            scout = try GameFollower(library: library, game: nil)
        }
    }

    /// The game followed; nil while waiting for one.
    public var gameID: GameID? { current?.gameID }
    /// The followed game's file; nil while waiting for one.
    public var path: String? { current?.path }
    /// The descriptors to wait on (any readable: call ``poll()``).
    public var descriptors: [Int32] { [current, scout].compactMap { $0?.descriptor } }
    /// When set, call ``poll()`` again after this many milliseconds even if nothing is notified.
    public var recheckAfterMs: Int? { [current?.recheckAfterMs, scout?.recheckAfterMs].compactMap { $0 }.min() }

    /// Sleeps in `poll(2)` until there may be news (a descriptor of this follower is readable, or
    /// its second look at the lock is due: call ``poll()``), `timeoutMs` passed (nil: no limit), a
    /// signal came, or one of `others` is ready; returns `others` as `poll(2)` left them (their
    /// `revents` say which woke it). `feed --follow` and `overlay` (which have no run loop) wait
    /// here; serve's court tail waits on ``descriptors`` and ``recheckAfterMs`` with its
    /// ``PollThread``, the screens with their run loop.
    public func wait(timeoutMs: Int64?, others: [pollfd] = []) -> [pollfd] {
        let limits = [timeoutMs, recheckAfterMs.map(Int64.init)].compactMap { $0 }
        let wait = limits.min().map { Int32(clamping: max(0, $0)) } ?? -1
        var descriptors = others + self.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = Glibc.poll(&descriptors, nfds_t(descriptors.count), wait)
        return Array(descriptors.prefix(others.count))
    }

    /// Stops following: closes the files read (the descriptors close when it is freed).
    public func close() {
        current?.close()
        scout?.close()
        scout = nil
        held = []
    }

    /// What changed since the last call, in order; after a move to the next game, that game's
    /// updates, starting with the whole game. Never blocks.
    public func poll() -> [FollowerReport] {
        var updates = current?.poll() ?? []
        note(updates)
        guard followsCourt else { return updates }
        if showsLastResult, Self.isGone(updates) {
            // The game followed was deleted: the court shows the last result instead of it.
            current?.close()
            current = nil
            scorerHere = nil
            updates.removeAll { if case .fileMissing = $0 { true } else { false } }
            showLastResult(&updates)
        }
        if let scout { look(with: scout, &updates) }
        if scout == nil, current == nil || scorerHere == false,
            let fresh = try? GameFollower(library: library, game: nil)
        {
            // Nobody scores the game followed: wait for one that somebody does; a scout made now
            // looks at once, so a game already being scored is taken on this poll.
            scout = fresh
            look(with: fresh, &updates)
        }
        if !started {
            started = true
            if current == nil, showsLastResult { showLastResult(&updates) }
            if current == nil { updates.append(.waiting) }
        }
        return updates
    }

    /// Lets the scout look. A game it found becomes the one followed once it has started (unless
    /// it is the one followed already, being scored again: its own follower says so); until then
    /// its updates are held, and it is let go if its scorer leaves or its file goes first.
    private func look(with candidate: GameFollower, _ updates: inout [FollowerReport]) {
        let found = candidate.poll()
        guard let id = candidate.gameID else { return }
        guard id != current?.gameID else {
            scout = nil
            held = []
            return
        }
        held += found
        switch Self.progress(of: held) {
        case .notStarted:
            scout = candidate
        case .abandoned:
            candidate.close()
            scout = nil
            held = []
        case .started:
            scout = nil
            current?.close()
            current = candidate
            scorerHere = nil
            note(held)
            updates += held
            held = []
        }
    }

    /// Follows the library's last result (its last finished game, else its last game played), if
    /// it has one and it is not the game followed; else says there is no game to show.
    private func showLastResult(_ updates: inout [FollowerReport]) {
        let summaries = (try? library.list().summaries) ?? []
        let last =
            summaries.first { $0.status == .finished && $0.eventCount > 0 }
            ?? summaries.first { $0.eventCount > 0 }
        guard let last, let follower = try? GameFollower(library: library, game: last.id) else {
            if started { updates.append(.waiting) }
            return
        }
        current = follower
        let found = follower.poll()
        note(found)
        updates += found
    }

    private enum Progress { case notStarted, started, abandoned }

    /// Where a game found by the scout stands, from its updates so far: started once it has an
    /// event; abandoned when its scorer left or its file went before that.
    private static func progress(of updates: [FollowerReport]) -> Progress {
        var progress = Progress.notStarted
        for update in updates {
            switch update {
            case .loaded(let game, _): progress = game.events.isEmpty ? .notStarted : .started
            case .events(let events) where !events.isEmpty: progress = .started
            case .scorer(present: false), .fileMissing: if progress == .notStarted { progress = .abandoned }
            case .waiting, .events, .scorer, .failed: break
            }
        }
        return progress
    }

    /// Whether the followed game's updates leave its file gone (not back again after).
    private static func isGone(_ updates: [FollowerReport]) -> Bool {
        for update in updates.reversed() {
            switch update {
            case .fileMissing: return true
            case .loaded, .events: return false
            case .waiting, .scorer, .failed: continue
            }
        }
        return false
    }

    /// Learns from the followed game's updates whether it has a scorer.
    private func note(_ updates: [FollowerReport]) {
        for update in updates {
            switch update {
            case .scorer(let present): scorerHere = present
            case .fileMissing, .failed: scorerHere = false
            case .waiting, .loaded, .events: break
            }
        }
    }
}
