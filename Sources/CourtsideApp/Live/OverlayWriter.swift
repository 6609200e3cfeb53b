import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// Keeps an ``OverlayFolder``'s files saying what a followed game shows: folds what the follower
/// reports (with the follower's own clock, as the live view runs it) and rewrites the files whose
/// text changed.
package struct OverlayWriter {
    /// The folder kept.
    package let folder: OverlayFolder
    /// Whether the clock file shows whole seconds.
    package let wholeSeconds: Bool
    /// The game followed.
    package private(set) var followed: MirroredGame
    private var words: PlayWords?
    private var lastPlay = ""

    /// A writer into `folder` for the game at `location`.
    package init(folder: OverlayFolder, location: String, wholeSeconds: Bool) {
        self.folder = folder
        self.wholeSeconds = wholeSeconds
        followed = MirroredGame(location: location)
    }

    /// Folds a batch of updates at monotonic `now` (wall time `wallMs`).
    package mutating func apply(_ updates: [FollowerReport], now: Int64, wallMs: Int64) {
        let step = followed.apply(updates, now: now, wallMs: wallMs)
        guard let game = followed.game else { return }
        if step.isNewGame || words == nil { words = PlayWords(header: game.header) }
        // A join or a rename names the players anew.
        guard let words = words?.naming(game.state) else { return }
        self.words = words
        if let change = MirroredGame.lastPlayChange(step.changes) {
            lastPlay = words.play(for: change)
        } else if step.loaded {
            lastPlay = MirroredGame.lastPlayChange(of: game).map(words.play(for:)) ?? ""
        }
    }

    /// Writes every file whose text differs from what it holds; names come from the game's file,
    /// so they go through the sanitizer (no control or bidi character reaches the stream).
    package func write(now: Int64) throws(LibraryError) {
        guard let game = followed.game, let words else { return }
        let text = OverlayText(
            state: game.state, words: words, clockMs: followed.clock.elapsedMs(at: now),
            isClockRunning: followed.clock.isRunning, lastPlay: lastPlay, wholeSeconds: wholeSeconds)
        for file in text.files {
            try folder.update(file.name, to: TextSanitizer.printable(file.text))
        }
    }

    /// Milliseconds until the clock file's text changes (the next tenth, or second); nil while the
    /// clock is stopped.
    package func msUntilClockChanges(now: Int64) -> Int64? {
        guard followed.clock.isRunning else { return nil }
        let step: Int64 = wholeSeconds ? 1_000 : 100
        return step - followed.clock.elapsedMs(at: now) % step
    }

    /// Whether the game is won and its clock stopped (or its scorer gone): where overlay stops.
    package var isOver: Bool {
        guard let state = followed.game?.state else { return false }
        return state.isFinished && (!state.isClockRunning || followed.scorerPresent == false)
    }
}
