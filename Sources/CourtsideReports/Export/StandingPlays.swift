import CourtsideCore

/// The play-by-play as the game stands (docs/file-format.md, "Play-by-play"): one line per play
/// that counts — undone and deleted plays left out, corrected plays as corrected — and per
/// shot-clock violation that stands (a team turnover: the feed and the box score count it, so the
/// play-by-play must show it), and, `withCalls`, per other team call, substitution and name change
/// that stands (what the board's log and the event log show between the plays), in game-clock
/// order, an inserted play at its game time (just before the play it was inserted before), with
/// running scores that end at the box score's.
///
/// Read from the folded state alone, so the events are not read again: O(plays log plays) at
/// worst (a clock set back makes the log's order differ from the clock's, and then the plays are
/// sorted), and memory for a play's number and clock per play.
public enum StandingPlays {
    /// Calls `body` with every line, in order: the plays and violations, and `withCalls` every
    /// call, substitution and name change that stands.
    public static func forEach(
        in state: GameState, withCalls: Bool = false, _ body: (StandingPlay) throws -> Void
    ) rethrows {
        let rules = state.rules
        var home = 0
        var away = 0
        for (clockMs, sequence, call) in order(of: state, withCalls: withCalls) {
            if let call {
                let renamed = call.isNameChange ? state.nameChange(at: sequence) : nil
                try body(
                    StandingPlay(
                        call: call, sequence: sequence, clockMs: clockMs, renamed: renamed, homeScore: home,
                        awayScore: away))
                continue
            }
            guard let play = state.plays[sequence] else { continue }
            let points = rules.points(for: play.move)
            if play.player.side == .home { home += points } else { away += points }
            try body(
                StandingPlay(
                    play: sequence, clockMs: play.clockMs, current: play.current,
                    entered: play.isCorrected ? play.original : nil, insertedBefore: play.insertedBefore,
                    points: points, homeScore: home, awayScore: away, assist: play.creditedAssist))
        }
    }

    /// Every line, in order, in memory: for tests and small games.
    public static func lines(in state: GameState, withCalls: Bool = false) -> [StandingPlay] {
        var lines: [StandingPlay] = []
        forEach(in: state, withCalls: withCalls) { lines.append($0) }
        return lines
    }

    /// The counting plays' clocks and numbers, in game-clock order: the log's order (an inserted
    /// play just before the play it names, which it takes its clock from), sorted by clock, stably,
    /// only when a clock set moved the clock back. The violations that stand (few), and `withCalls`
    /// the other calls, are merged in by clock, after the plays made at the same clock before them.
    private static func order(
        of state: GameState, withCalls: Bool
    ) -> [(clockMs: Int64, sequence: Int, call: ScorerAction.Kind?)] {
        // Inserted plays are few: kept aside by the play they sit before.
        var inserted: [Int: [Int]] = [:]
        for play in state.plays {
            if let before = play.insertedBefore { inserted[before, default: []].append(play.sequence) }
        }
        var result: [(clockMs: Int64, sequence: Int, call: ScorerAction.Kind?)] = []
        result.reserveCapacity(state.plays.count)
        func emit(_ play: Play) {
            for sequence in inserted[play.sequence] ?? [] {
                if let before = state.plays[sequence] { emit(before) }
            }
            if play.counts { result.append((play.clockMs, play.sequence, nil)) }
        }
        for play in state.plays where play.insertedBefore == nil { emit(play) }
        if zip(result, result.dropFirst()).contains(where: { $0.clockMs > $1.clockMs }) {
            // Stable: the log's order among plays at the same clock.
            result = result.enumerated().sorted {
                ($0.element.clockMs, $0.offset) < ($1.element.clockMs, $1.offset)
            }.map(\.element)
        }
        let calls: [(clockMs: Int64, sequence: Int, call: ScorerAction.Kind?)] =
            withCalls
            ? state.callsInForce.map { ($0.clockMs, $0.sequence, $0.kind) }
            : state.violationsInForce.map { ($0.clockMs, $0.sequence, .violation($0.side)) }
        guard !calls.isEmpty else { return result }
        var merged: [(clockMs: Int64, sequence: Int, call: ScorerAction.Kind?)] = []
        merged.reserveCapacity(result.count + calls.count)
        var next = calls.sorted { ($0.clockMs, $0.sequence) < ($1.clockMs, $1.sequence) }[...]
        for line in result {
            while let call = next.first, (call.clockMs, call.sequence) < (line.clockMs, line.sequence) {
                merged.append(call)
                next = next.dropFirst()
            }
            merged.append(line)
        }
        merged.append(contentsOf: next)
        return merged
    }
}
