import CourtsideCore
import CourtsideText

/// What the header says about the clock.
public enum ClockState: Hashable, Sendable {
    /// The clock counts up.
    case running
    /// The clock is stopped; moves may still be entered.
    case paused
    /// The game is won by a side: the clock is stopped and moves are refused.
    /// `confirmed` once both sides agreed the final score (a confirm is the game's last event):
    /// the board then says `FINAL ✓`.
    case final(winner: Side, confirmed: Bool)

    /// What a won game whose final score both sides confirmed says in place of `FINAL`: the word
    /// every output uses (``PlayWords/confirmedFinal``).
    public static let confirmedFinal = PlayWords.confirmedFinal
}
