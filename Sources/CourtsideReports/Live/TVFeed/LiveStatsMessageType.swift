/// The kinds of message the LiveStats TV feed sends that courtside speaks (its `type` field), and
/// the codes a client's `parameters` names them by (docs/feed.md, "LiveStats TV feed").
public enum LiveStatsMessageType: String, CaseIterable, Sendable, Hashable {
    /// The game's set-up: its periods, shot clock and bonus.
    case setup
    /// Both teams and their players.
    case teams
    /// The clock, the period, the possession and the scores.
    case status
    /// One action: a play as entered, edited or deleted.
    case action
    /// Every player's and team's totals.
    case boxscore
    /// Every action that stands.
    case playbyplay
    /// The keep-alive.
    case ping

    /// The type a `parameters` code names: `se`, `te`, `st` (and `sc`, which LiveStats' own
    /// example asks for), `ac`, `box` (and the period breakdowns `bxa` and `bxt`, answered with the
    /// game's totals: a game is one period here), `pbp`; nil for a code courtside has nothing for
    /// (`mi`, `of`, `su`…).
    public init?(code: String) {
        switch code.lowercased() {
        case "se": self = .setup
        case "te": self = .teams
        case "st", "sc": self = .status
        case "ac": self = .action
        case "box", "bxa", "bxt": self = .boxscore
        case "pbp": self = .playbyplay
        default: return nil
        }
    }
}
