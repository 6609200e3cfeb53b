import CourtsideCore

/// What the run board hands back to the executable.
public enum RunAction {
    /// Score this game of the run (its lock held until the recorder is closed).
    case play(ScoringSession)
    /// The organiser left the run board (the run stays open unless it was ended).
    case quit
}
