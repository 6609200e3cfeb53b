/// The things a scorer records for a player: a made or missed shot, an assist, a rebound, a foul.
///
/// The missed shots come last, so that the made 1-pointer stays the first case (the placeholder of
/// an empty play slot) and the older moves keep their order.
public enum Move: String, CaseIterable, Codable, Sendable, Hashable {
    /// A made 1-point shot.
    case onePoint = "1pt"
    /// A made 2-point shot.
    case twoPoints = "2pt"
    /// An assist.
    case assist = "ast"
    /// A rebound.
    case rebound = "reb"
    /// A foul.
    case foul = "foul"
    /// A missed 1-point attempt: no points, one more attempt.
    case onePointMiss = "1pt-miss"
    /// A missed 2-point attempt: no points, one more attempt.
    case twoPointMiss = "2pt-miss"

    /// Points the move adds to the score.
    public var points: Int {
        switch self {
        case .onePoint: 1
        case .twoPoints: 2
        case .assist, .rebound, .foul, .onePointMiss, .twoPointMiss: 0
        }
    }

    /// For a shot, made or missed, the value of the shot (1 or 2); nil for other moves.
    public var shotValue: Int? {
        switch self {
        case .onePoint, .onePointMiss: 1
        case .twoPoints, .twoPointMiss: 2
        case .assist, .rebound, .foul: nil
        }
    }

    /// Whether it is a missed shot.
    public var isMiss: Bool { self == .onePointMiss || self == .twoPointMiss }

    /// The column label used on screen and in exports; at most 5 characters, the play log's move
    /// column ("MISS2" for a missed 2).
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

    /// Words for the status line and play-by-play ("2 points", "rebound", "missed 2").
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
