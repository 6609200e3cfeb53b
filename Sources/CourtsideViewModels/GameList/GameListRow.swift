import CourtsideCore
import CourtsideText

/// One readable game in the list, with every field already formatted for display.
///
/// The names are as typed; the screen sanitizes them like every other name it draws.
public struct GameListRow: Hashable, Sendable {
    /// The game's id.
    public let id: GameID
    /// The home team's name.
    public let homeName: String
    /// The away team's name.
    public let awayName: String
    /// "Ballerz vs Ringerz".
    public let teams: String
    /// "H - A", as the scoreboard shows it.
    public let score: String
    /// In progress or finished: decides what Enter does.
    public let status: GameStatus
    /// "in progress", or "Ballerz won" once finished ("FINAL ✓ Ballerz won" once both sides
    /// confirmed the score: the mark first, so a narrow column keeps it).
    public let statusText: String
    /// The game clock at the last event, `mm:ss.t`.
    public let clock: String
    /// When the game was last played (its creation if nothing happened yet): "today 14:05",
    /// "yesterday 20:31", else "2025-11-21 09:00", in local time.
    public let date: String
    /// The rules in words: "to 15 · win by 2", "to 21 or 10:00 · OT first to 2".
    public let rules: String
    /// Recoverable oddities of the stored game (a skipped torn last line), as messages.
    public let warnings: [String]

    /// Formats a summary; `nowMs` decides what "today" is.
    public init(summary: GameSummary, dateFormat: LocalDateFormat, nowMs: Int64) {
        id = summary.id
        homeName = summary.homeName
        awayName = summary.awayName
        teams = "\(summary.homeName) vs \(summary.awayName)"
        score = ScoreFormat.string(home: summary.homeScore, away: summary.awayScore)
        status = summary.status
        let result =
            switch summary.winner {
            case .home: "\(summary.homeName) won"
            case .away: "\(summary.awayName) won"
            case nil: summary.status == .finished ? "finished" : "in progress"
            }
        statusText = summary.confirmed ? "\(PlayWords.confirmedFinal) \(result)" : result
        clock = ClockFormat.string(ms: summary.clockMs)
        date = dateFormat.relative(ms: summary.lastActivityMs, nowMs: nowMs)
        rules = summary.rules.summary
        warnings = summary.warnings.map(\.description)
    }
}
