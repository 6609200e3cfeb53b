/// The five things a scorer records for a player.
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

    /// Points the move adds to the score.
    public var points: Int {
        switch self {
        case .onePoint: 1
        case .twoPoints: 2
        case .assist, .rebound, .foul: 0
        }
    }

    /// The column label used on screen and in exports.
    public var label: String {
        switch self {
        case .onePoint: "1PT"
        case .twoPoints: "2PT"
        case .assist: "AST"
        case .rebound: "REB"
        case .foul: "FOUL"
        }
    }

    /// Words for the status line and play-by-play ("2 points", "rebound").
    public var phrase: String {
        switch self {
        case .onePoint: "1 point"
        case .twoPoints: "2 points"
        case .assist: "assist"
        case .rebound: "rebound"
        case .foul: "foul"
        }
    }
}
