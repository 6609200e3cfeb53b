import CourtsideCore

/// Formats scores as "home - away", the one way courtside writes a score.
public enum ScoreFormat {
    /// "H - A".
    public static func string(home: Int, away: Int) -> String { "\(home) - \(away)" }
}
