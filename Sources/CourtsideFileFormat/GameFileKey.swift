/// Every JSON key of the game file (docs/file-format.md), in this one place: the coding of headers
/// and events and the fast event-line reader all take their keys from here.
public enum GameFileKey {
    /// The header line's keys.
    public enum Header: String, CodingKey, CaseIterable {
        case format, id, home, away, rules, created
    }

    /// A team object's keys.
    public enum Team: String, CodingKey, CaseIterable {
        case side, name, players
    }

    /// A player object's keys.
    public enum Player: String, CodingKey, CaseIterable {
        case id, name
    }

    /// The rules object's keys: `target` and `winBy` always; the others (format 3) only when
    /// they say something, so a pickup game's header is what it always was.
    public enum Rules: String, CodingKey, CaseIterable {
        case target, winBy, cap
        case timeLimitMs = "timeLimit"
        case overtime, shots
        case bonusFouls = "bonus"
        /// The shot clock in milliseconds (format version 4); absent without one.
        case shotClockMs = "shotClock"
    }

    /// An event line's keys.
    public enum Event: String, CodingKey, CaseIterable {
        case sequence = "seq"
        case type, player, move, play, before
        case clockMs = "clock"
        case wallMs = "wall"
        /// For a clock set (`type` `clock`): what the game clock read before it was set.
        case was
        /// For a team call (`timeout`, `possession`, `violation`): the team, `home` or `away`.
        case team
        /// For a substitution (`type` `sub`): the player going to the bench.
        case off = "out"
        /// For a substitution: the player coming on court.
        case on = "in"
        /// For a late arrival (`join`, with `team`) and a new name (`rename`, with `player`): the name.
        case name
        /// For a confirmed final score (`confirm`, format 8): the home and the away team's points.
        case home, away
    }
}
