import CourtsideCore
import CourtsideText

/// The play log's page, put in words: which plays (and substitutions, and name changes) the log
/// shows, and each one's line. Apart from the presenter's state (BoardPresenter.swift), which says
/// how long the page is and which line edit mode selected.
extension BoardPresenter {
    /// The newest `count` plays the log shows, newest first: every play when ``showsAllPlays``,
    /// else the plays that stand. O(count + the hidden plays among them).
    public func shownPlays(_ state: GameState, count: Int) -> [Play] {
        Self.plays(state, count: count, all: showsAllPlays)
    }

    /// The newest `count` lines the log shows, newest first: the plays of ``shownPlays(_:count:)``
    /// with the substitutions between them (the undone ones only when ``showsAllPlays``).
    public func shownEntries(_ state: GameState, count: Int) -> [PlayLogEntry] {
        let plays = shownPlays(state, count: count)
        let substitutions = state.substitutions
        // Nothing to merge in a game without a bench (the key path of most games).
        guard !substitutions.isEmpty else { return plays.map(PlayLogEntry.play) }
        return PlayLogEntry.merged(plays: plays, substitutions: substitutions, count: count, all: showsAllPlays)
    }

    /// The newest `count` plays of `state`, newest first: all of them, or only those that stand.
    public static func plays(_ state: GameState, count: Int, all: Bool) -> [Play] {
        guard !all else { return state.latestPlays(count) }
        var asked = max(1, count)
        while true {
            let latest = state.latestPlays(asked)
            let standing = latest.filter(\.counts)
            if standing.count >= count || latest.count < asked { return Array(standing.prefix(count)) }
            asked *= 2
        }
    }

    /// Shows the page of the log that ``playLogLength`` and ``selectedOffset`` say: the plays,
    /// the substitutions and the name changes between them, newest first.
    func showPlayLog(_ state: GameState) {
        let length = playLogLength
        let first = selectedOffset.map { max(0, $0 - length + 1) } ?? 0
        var home = state.homeScore
        var away = state.awayScore
        var lines: [PlayLogLine] = []
        lines.reserveCapacity(length)
        // Joins and renames take a line each among the others, outside edit mode (whose selection
        // counts plays and substitutions): newest first, each above the lines made before it.
        var names = selectedOffset == nil ? state.latestNameChanges(length)[...] : []
        func addNames(before sequence: Int) {
            while let change = names.first, change.sequence > sequence {
                lines.append(nameLine(change))
                names.removeFirst()
            }
        }
        func add(_ play: Play, at index: Int) {
            let points = play.counts ? state.rules.points(for: play.move) : 0
            let score = points > 0 ? "\(home)-\(away)" : nil
            if play.player.side == .home { home -= points } else { away -= points }
            guard index >= first else { return }
            addNames(before: play.insertedBefore ?? play.sequence)
            lines.append(line(for: play, score: score, rules: state.rules))
        }
        var selected: Int?
        var shown = 0
        if state.substitutions.isEmpty {
            // The plays alone, without wrapping them (a game without a bench: most keys' path).
            let plays = shownPlays(state, count: first + length)
            for (index, play) in plays.enumerated() { add(play, at: index) }
            shown = plays.count
            if let offset = selectedOffset, offset < plays.count { selected = plays[offset].sequence }
        } else {
            let entries = shownEntries(state, count: first + length)
            for (index, entry) in entries.enumerated() {
                switch entry {
                case .play(let play): add(play, at: index)
                case .substitution(let substitution) where index >= first:
                    addNames(before: substitution.sequence)
                    lines.append(line(for: substitution))
                case .substitution: break
                }
            }
            if let offset = selectedOffset, offset < entries.count { selected = entries[offset].sequence }
            shown = entries.count
        }
        // Older than every line shown: only when the log has room left below the oldest.
        if shown < first + length { lines += names.map(nameLine) }
        playLog.value = Array(lines.prefix(length))
        selectedPlay.value = selected
    }

    /// A play's line, `score` after it when it scored.
    private func line(for play: Play, score: String?, rules: Rules) -> PlayLogLine {
        PlayLogLine(
            sequence: play.sequence, time: ClockFormat.string(ms: play.clockMs, countingDownFrom: countdownLimitMs),
            side: play.player.side,
            player: words.name(of: play.player), move: rules.shots.label(for: play.move), score: score,
            was: play.isCorrected
                ? "\(words.name(of: play.original.player)) \(rules.shots.label(for: play.original.move))" : nil,
            isDeleted: play.isDeleted, isUndone: play.isUndone, isInserted: play.insertedBefore != nil,
            assist: play.creditedAssist.map { words.name(of: $0) })
    }

    /// A substitution's line: who came on, `SUB`, and who went off.
    private func line(for substitution: Substitution) -> PlayLogLine {
        PlayLogLine(
            sequence: substitution.sequence,
            time: ClockFormat.string(ms: substitution.clockMs, countingDownFrom: countdownLimitMs),
            side: substitution.on.side, player: words.name(of: substitution.on), move: "SUB", score: nil, was: nil,
            isDeleted: substitution.isDeleted, isUndone: substitution.isUndone, isInserted: false,
            replaces: words.name(of: substitution.off))
    }

    /// A join's or a rename's line in the log: "Gus JOIN", "John NAME * was Jon".
    private func nameLine(_ change: NameChange) -> PlayLogLine {
        PlayLogLine(
            sequence: change.sequence, time: ClockFormat.string(ms: change.clockMs, countingDownFrom: countdownLimitMs),
            side: change.player.side,
            player: change.to, move: change.isJoin ? "JOIN" : "NAME", score: nil,
            was: change.isJoin ? nil : change.from, isDeleted: false, isUndone: false, isInserted: false)
    }
}
