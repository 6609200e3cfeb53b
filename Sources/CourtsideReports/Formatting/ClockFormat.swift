import CourtsideCore

/// Formats the game clock as `mm:ss.t`.
public enum ClockFormat {
    /// `mm:ss.t` for a number of milliseconds; tenths are cut, not rounded, so the clock never
    /// shows a tenth before it has passed. Minutes keep counting past 59 (`75:02.4`).
    public static func string(ms: Int64) -> String {
        let tenths = max(0, ms) / 100
        let minutes = tenths / 600
        let seconds = tenths / 10 % 60
        let tenth = tenths % 10
        return "\(pad(minutes)):\(pad(seconds)).\(tenth)"
    }

    /// Whole seconds as `m:ss` (durations in lists and exports).
    public static func duration(ms: Int64) -> String {
        let seconds = max(0, ms) / 1000
        return "\(seconds / 60):\(pad(seconds % 60))"
    }

    private static func pad(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
