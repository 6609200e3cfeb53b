import CourtsideCore
import CourtsideText

/// Edit mode's jumps across the whole log: through one player's plays (`w`), to the oldest or
/// the newest line (Home, End), to a clock time (`g`), each as a ``PlayLogCorrections/Outcome``.
///
/// A jump reads every line the log shows, O(the log): one key of the scorer's, never the clock's
/// path or a scoring key's.
@MainActor
struct PlayLogJumps {
    typealias Outcome = PlayLogCorrections.Outcome

    let words: ScoreboardWords
    let presenter: BoardPresenter
    let state: GameState

    /// Every line the log shows, newest first.
    private var entries: [PlayLogEntry] {
        presenter.shownEntries(state, count: state.plays.count + state.substitutions.count)
    }

    /// The places of `player`'s plays among `entries`, newest first.
    private func plays(of player: PlayerID, in entries: [PlayLogEntry]) -> [Int] {
        entries.indices.filter { place in
            if case .play(let play) = entries[place] { play.player == player } else { false }
        }
    }

    /// `count` of `player`'s plays older than the selection (newer when negative), or as far as
    /// they go; the status line says so when there is none that way.
    func step(by count: Int, among player: PlayerID, from editor: PlayLogEditor) -> Outcome {
        let places = plays(of: player, in: entries)
        let ahead = count > 0 ? places.filter { $0 > editor.offset } : places.filter { $0 < editor.offset }.reversed()
        guard !ahead.isEmpty else {
            return .note(
                editor.with(step: .choosing), words.noPlays(of: player, names: state.playerNames, further: true))
        }
        return select(ahead[min(abs(count), ahead.count) - 1], following: player)
    }

    /// The newest line or the oldest, of the player followed when one is.
    func end(newest: Bool, from editor: PlayLogEditor) -> Outcome {
        let entries = entries
        let places = editor.following.map { plays(of: $0, in: entries) } ?? Array(entries.indices)
        guard let place = newest ? places.first : places.last else {
            return editor.following.map {
                .note(editor.with(step: .choosing), words.noPlays(of: $0, names: state.playerNames, further: false))
            } ?? .stop(nil)
        }
        return select(place, following: editor.following)
    }

    /// Goes through `player`'s plays from now on (every line when nil): their nearest play at or
    /// older than the selection, else their newest.
    func follow(_ player: PlayerID?, from editor: PlayLogEditor) -> Outcome {
        guard let player else { return select(editor.offset, following: nil) }
        let places = plays(of: player, in: entries)
        guard let place = places.first(where: { $0 >= editor.offset }) ?? places.last else {
            return .note(
                editor.with(step: .choosing), words.noPlays(of: player, names: state.playerNames, further: false))
        }
        return select(place, following: player)
    }

    /// The line whose time, as the log shows it, is nearest the time `text` names (of the player
    /// followed when one is; the newest of equals), the prompt kept open; while `text` names no
    /// time yet, the selection stays.
    func seek(_ text: String, from editor: PlayLogEditor) -> Outcome {
        let asking = editor.with(step: .seeking(text))
        guard let lookup = ClockLookup(text) else { return .edit(asking) }
        let limitMs = presenter.countdownLimitMs
        var best: (place: Int, distance: Int64)?
        for (place, entry) in entries.enumerated() {
            if let player = editor.following {
                guard case .play(let play) = entry, play.player == player else { continue }
            }
            let distance = lookup.distance(
                toShown: ClockFormat.shownTenths(ms: entry.clockMs, countingDownFrom: limitMs))
            if best.map({ distance < $0.distance }) ?? true { best = (place, distance) }
        }
        guard let best else { return .edit(asking) }
        return select(best.place, step: asking.step, following: editor.following)
    }

    /// Edit mode on the line at `place`, its page shown.
    private func select(_ place: Int, step: PlayLogEditor.Step = .choosing, following: PlayerID?) -> Outcome {
        guard let editor = PlayLogEditor.selecting(place, step: step, following: following, on: presenter, state: state)
        else { return .stop(nil) }
        return .edit(editor)
    }
}
