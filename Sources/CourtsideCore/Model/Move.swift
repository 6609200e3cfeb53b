/// The things a scorer records for a player: a made or missed shot, an assist, a rebound, a foul.
/// The shots are the low and the high shot: what a made one is worth comes from the game's
/// ``Rules/shots`` (``Rules/points(for:)``); a missed one is worth nothing and counts an attempt.
///
/// The missed shots come after the first five, and the stat-sheet moves of format version 4
/// (turnover, steal, block, the split rebounds, free throws) after them, so that the made low shot
/// stays the first case (the placeholder of an empty play slot) and the older moves keep their
/// order (``ordinal``).
public enum Move: String, CaseIterable, Codable, Sendable, Hashable {
    /// A made low shot (1 point, or 2 under shots 2 and 3).
    case onePoint = "1pt"
    /// A made high shot (2 points, or 3 under shots 2 and 3).
    case twoPoints = "2pt"
    /// An assist: the pass before a teammate's basket, credited to the passer.
    case assist = "ast"
    /// A rebound not said to be offensive or defensive (see ``offensiveRebound``, ``defensiveRebound``).
    case rebound = "reb"
    /// A personal foul, charged to the player who committed it.
    case foul = "foul"
    /// A missed low shot (1, or 2 under shots 2 and 3): no points, one more attempt.
    case onePointMiss = "1pt-miss"
    /// A missed high shot (2, or 3 under shots 2 and 3): no points, one more attempt.
    case twoPointMiss = "2pt-miss"
    /// A turnover: the player lost the ball.
    case turnover = "to"
    /// A steal: the player took the ball from the other team.
    case steal = "stl"
    /// A blocked shot (the blocker's).
    case block = "blk"
    /// An offensive rebound: of a shot the player's own team missed.
    case offensiveRebound = "oreb"
    /// A defensive rebound: of a shot the other team missed.
    case defensiveRebound = "dreb"
    /// A made free throw: 1 point, apart from the field goals (rules with free throws only).
    case freeThrow = "ft"
    /// A missed free throw: no points, one more free-throw attempt.
    case freeThrowMiss = "ft-miss"

    /// The moves format version 4 added: an older courtside refuses them by name.
    public static let statSheet: [Move] = [
        .turnover, .steal, .block, .offensiveRebound, .defensiveRebound, .freeThrow, .freeThrowMiss,
    ]

    /// The position in ``allCases`` (tables indexed by move, built once per export).
    public var ordinal: Int {
        switch self {
        case .onePoint: 0
        case .twoPoints: 1
        case .assist: 2
        case .rebound: 3
        case .foul: 4
        case .onePointMiss: 5
        case .twoPointMiss: 6
        case .turnover: 7
        case .steal: 8
        case .block: 9
        case .offensiveRebound: 10
        case .defensiveRebound: 11
        case .freeThrow: 12
        case .freeThrowMiss: 13
        }
    }

    /// Whether it is a rebound of any kind (the plain one of older files, offensive, defensive).
    public var isRebound: Bool { self == .rebound || self == .offensiveRebound || self == .defensiveRebound }

    /// Whether it is a free throw, made or missed.
    public var isFreeThrow: Bool { self == .freeThrow || self == .freeThrowMiss }

    /// For a shot, made or missed, which one: 1 the low shot, 2 the high shot; nil for other moves.
    public var shotValue: Int? {
        switch self {
        case .onePoint, .onePointMiss: 1
        case .twoPoints, .twoPointMiss: 2
        case .assist, .rebound, .foul, .turnover, .steal, .block, .offensiveRebound, .defensiveRebound,
            .freeThrow, .freeThrowMiss:
            nil
        }
    }

    /// Who has the ball after this move by a player of `side` under `rules`: the other team after a
    /// made basket or free throw and after a turnover; the player's team after a rebound of any
    /// kind and after a steal; nil for a move that does not say (a miss, an assist, a block, a foul).
    public func possession(after side: Side, rules: Rules) -> Side? {
        if rules.points(for: self) > 0 { return side.opponent }
        switch self {
        case .turnover: return side.opponent
        case .rebound, .offensiveRebound, .defensiveRebound, .steal: return side
        default: return nil
        }
    }

    /// Whether it is a missed shot (a field goal; see ``isMissedAttempt`` for free throws too).
    public var isMiss: Bool { self == .onePointMiss || self == .twoPointMiss }

    /// Whether it is a missed field goal or free throw: a ball a rebound can follow.
    public var isMissedAttempt: Bool { isMiss || self == .freeThrowMiss }

    /// The column label under shots 1 and 2 (``ShotValues/label(for:)`` follows the rules); at
    /// most 5 characters, the play log's move column ("MISS2" for a missed 2).
    public var label: String {
        switch self {
        case .onePoint: "1PT"
        case .twoPoints: "2PT"
        case .assist: "AST"
        case .rebound: "REB"
        case .foul: "FOUL"
        case .onePointMiss: "MISS1"
        case .twoPointMiss: "MISS2"
        case .turnover: "TO"
        case .steal: "STL"
        case .block: "BLK"
        case .offensiveRebound: "OREB"
        case .defensiveRebound: "DREB"
        case .freeThrow: "FT"
        case .freeThrowMiss: "MISFT"
        }
    }

    /// Words under shots 1 and 2 ("2 points", "rebound", "missed 2"; ``ShotValues/phrase(for:)``
    /// follows the rules).
    public var phrase: String {
        switch self {
        case .onePoint: "1 point"
        case .twoPoints: "2 points"
        case .assist: "assist"
        case .rebound: "rebound"
        case .foul: "foul"
        case .onePointMiss: "missed 1"
        case .twoPointMiss: "missed 2"
        case .turnover: "turnover"
        case .steal: "steal"
        case .block: "block"
        case .offensiveRebound: "offensive rebound"
        case .defensiveRebound: "defensive rebound"
        case .freeThrow: "free throw"
        case .freeThrowMiss: "missed free throw"
        }
    }
}
