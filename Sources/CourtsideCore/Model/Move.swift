/// The five things a scorer records for a player. The two made shots are the low and the high
/// shot: what they are worth comes from the game's ``Rules/shots`` (``Rules/points(for:)``).
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

    /// The column label under shots 1 and 2 (``ShotValues/label(for:)`` follows the rules).
    public var label: String {
        switch self {
        case .onePoint: "1PT"
        case .twoPoints: "2PT"
        case .assist: "AST"
        case .rebound: "REB"
        case .foul: "FOUL"
        }
    }

    /// Words under shots 1 and 2 ("2 points", "rebound"; ``ShotValues/phrase(for:)`` follows the
    /// rules).
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
