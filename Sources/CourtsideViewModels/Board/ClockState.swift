import CourtsideCore

/// What the header says about the clock.
public enum ClockState: Hashable, Sendable {
    /// The clock counts up.
    case running
    /// The clock is stopped; moves may still be entered.
    case paused
    /// The game is won by a side: the clock is stopped and moves are refused.
    case final(winner: Side)
}
