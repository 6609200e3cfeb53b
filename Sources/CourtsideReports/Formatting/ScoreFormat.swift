import CourtsideCore

/// Formats scores the way the tutorial does.
public enum ScoreFormat {
    /// "H - A".
    public static func string(home: Int, away: Int) -> String { "\(home) - \(away)" }
}
