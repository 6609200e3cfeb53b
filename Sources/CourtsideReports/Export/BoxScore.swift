import CourtsideCore
import CourtsideText

/// A game's box score and the facts every export starts with: both teams' rows and totals, the
/// final (or current) score, the status, the winner, the rules, the game clock at the last event,
/// and when the game was created and last played. Read from the header and the folded state, whose
/// counters already hold every correction in force, so it costs O(players).
public struct BoxScore: Hashable, Sendable {
    /// The game's id, as the export's heading names the game.
    public let id: GameID
    /// Whether the game is won, or can still be resumed.
    public let status: GameStatus
    /// Whether both sides confirmed the final score as it stands (``GameState/isConfirmed``).
    public let confirmed: Bool
    /// The winner, or nil while the game goes on.
    public let winner: Side?
    /// The game clock at the last event, in milliseconds.
    public let clockMs: Int64
    /// The rules the game is played to.
    public let rules: Rules
    /// When the game was created, in milliseconds since 1970 (UTC).
    public let createdMs: Int64
    /// The wall time of the last event, in milliseconds since 1970 (UTC); nil before the first event.
    public let lastEventMs: Int64?
    /// The home team.
    public let home: TeamBox
    /// The away team.
    public let away: TeamBox

    /// The box score of a game as it stands after its last event.
    public init(game: some GameLog) {
        let state = game.state
        id = game.header.id
        status = state.isFinished ? .finished : .inProgress
        confirmed = state.isConfirmed
        winner = state.winner
        clockMs = state.clockMs
        rules = state.rules
        createdMs = game.header.createdMs
        lastEventMs = game.lastEventWallMs
        home = TeamBox(team: game.header.home, state: state)
        away = TeamBox(team: game.header.away, state: state)
    }

    /// Both teams, home first.
    public var teams: [TeamBox] { [home, away] }

    /// Whether the tables for people show the stat sheet's columns (``StatSheetLine``): only when
    /// the game recorded one of its moves, so a pickup game's box score stays as narrow as before.
    public var showsStatSheet: Bool { home.total.sheet != StatSheetLine() || away.total.sheet != StatSheetLine() }

    /// A team by side.
    public func team(_ side: Side) -> TeamBox { side == .home ? home : away }

    /// The duration on the game clock, `m:ss`.
    public var duration: String { ClockFormat.duration(ms: clockMs) }

    /// The rules in words, as the board and the list say them: "to 15 · win by 2",
    /// "to 21 or 10:00 · OT first to 2".
    public var rulesText: String { rules.summary }

    /// The status in words for people: "in-progress", "finished", or "finished, confirmed" once
    /// both sides confirmed the final score (the machine outputs carry `confirmed` on its own).
    public var statusText: String { confirmed ? "\(status.rawValue), confirmed" : status.rawValue }

    /// One line on the result: "FINAL: Ballerz win 15 - 12" (`FINAL ✓` once confirmed) or
    /// "in progress: Ballerz 9 - 7 Ringerz".
    public var headline: String {
        if let winner {
            let won = team(winner)
            let lost = team(winner.opponent)
            return
                "\(PlayWords.finalWord(confirmed: confirmed)): \(won.name) win \(ScoreFormat.string(home: won.score, away: lost.score))"
        }
        return "in progress: \(home.name) \(ScoreFormat.string(home: home.score, away: away.score)) \(away.name)"
    }
}
