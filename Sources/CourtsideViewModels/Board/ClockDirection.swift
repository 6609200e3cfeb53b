import CourtsideCore
import CourtsideText

/// Which way a time-limited game's clock reads: the time played ("02:47.7 of 10:00") or the time
/// left ("07:12.3 left"). A display preference only: nothing of it is written to the game file.
public enum ClockDirection: Hashable, Sendable {
    /// The time played, with the limit beside it.
    case up
    /// The time left in regulation.
    case down

    /// The default for a game under `rules`: the time left where the game is played FIBA 3x3's
    /// way, against a time limit and a shot clock; the time played otherwise.
    public static func standard(for rules: Rules) -> ClockDirection {
        ClockFormat.countdownLimitMs(rules) != nil ? .down : .up
    }

    /// The other way.
    public var flipped: ClockDirection { self == .up ? .down : .up }
}
