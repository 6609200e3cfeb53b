/// The things a scorer records for a player: a made or missed shot, an assist, a rebound, a foul.
/// The shots are the low and the high shot: what a made one is worth comes from the game's
/// ``Rules/shots`` (``Rules/points(for:)``); a missed one is worth nothing and counts an attempt.
///
/// The missed shots come last, so that the made low shot stays the first case (the placeholder of
/// an empty play slot) and the older moves keep their order.
public enum Move: String, CaseIterable, Codable, Sendable, Hashable {
    /// A made low shot (1 point, or 2 under shots 2 and 3).
    case onePoint = "1pt"
    /// A made high shot (2 points, or 3 under shots 2 and 3).
    case twoPoints = "2pt"
    /// An assist.
    case assist = "ast"
    /// A rebound.
    case rebound = "reb"
    /// A foul.
    case foul = "foul"
    /// A missed low shot (1, or 2 under shots 2 and 3): no points, one more attempt.
    case onePointMiss = "1pt-miss"
    /// A missed high shot (2, or 3 under shots 2 and 3): no points, one more attempt.
    case twoPointMiss = "2pt-miss"

    /// For a shot, made or missed, which one: 1 the low shot, 2 the high shot; nil for other moves.
    public var shotValue: Int? {
        switch self {
        case .onePoint, .onePointMiss: 1
        case .twoPoints, .twoPointMiss: 2
        case .assist, .rebound, .foul: nil
        }
    }

    /// Whether it is a missed shot.
    public var isMiss: Bool { self == .onePointMiss || self == .twoPointMiss }

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
        }
    }
}
