import CourtsideCore

/// Formats the game clock: `mm:ss.t` on the board, in lists, feeds and exports, and `m:ss` for
/// durations. The one clock formatter; the export writer streams the same digits
/// (``ExportWriter/write(clockMs:width:)``, held to this by a test).
public enum ClockFormat {
    /// `mm:ss.t` for a number of milliseconds; tenths are cut, not rounded, so the clock never
    /// shows a tenth before it has passed. Minutes keep counting past 59 (`75:02.4`).
    public static func string(ms: Int64) -> String {
        string(tenths: max(0, ms) / 100)
    }

    /// `mm:ss.t` for a whole number of tenths (negative counts as 0).
    ///
    /// The running clock asks ten times a second, so the digits are written into one small buffer
    /// rather than built from pieces: the string fits in a Swift small string, and a tenth
    /// allocates nothing.
    public static func string(tenths: Int64) -> String {
        let tenths = max(0, tenths)
        let minutes = tenths / 600
        let seconds = tenths / 10 % 60
        guard minutes < 100 else {
            // Three or more minute digits: rare enough to build the ordinary way.
            return "\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenths % 10)"
        }
        let zero = UInt8(ascii: "0")
        let bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            zero + UInt8(minutes / 10), zero + UInt8(minutes % 10), UInt8(ascii: ":"),
            zero + UInt8(seconds / 10), zero + UInt8(seconds % 10), UInt8(ascii: "."), zero + UInt8(tenths % 10)
        )
        return withUnsafeBytes(of: bytes) { String(decoding: $0, as: UTF8.self) }
    }

    /// A moment of a game (a play's time) as its clock shows it, `mm:ss.t`: the time played, or,
    /// counting down from `limitMs`, the time left (``shownTenths(ms:countingDownFrom:)``). The one
    /// convention of the header, the log, edit mode, watch and the exports' play-by-play.
    public static func string(ms: Int64, countingDownFrom limitMs: Int64?) -> String {
        string(tenths: shownTenths(ms: ms, countingDownFrom: limitMs))
    }

    /// The tenths a clock shows at `ms`: the time played, or, counting down from `limitMs`, the
    /// time left in regulation, rounded up as the tenths played are cut (00:00.0 left is the
    /// limit); past the limit (overtime, which counts up) the time played again.
    public static func shownTenths(ms: Int64, countingDownFrom limitMs: Int64?) -> Int64 {
        let tenths = max(0, ms) / 100
        guard let limitMs, ms <= limitMs else { return tenths }
        return (limitMs - tenths * 100 + 99) / 100
    }

    /// The limit a game under `rules` counts down from unless the scorer turns its clock: a time
    /// limit with a shot clock (FIBA 3x3's way) shows the time left; nil when the time played.
    public static func countdownLimitMs(_ rules: Rules) -> Int64? {
        rules.shotClockMs != nil ? rules.timeLimitMs : nil
    }

    /// Whole seconds as `m:ss` (durations in lists and exports).
    public static func duration(ms: Int64) -> String {
        let seconds = max(0, ms) / 1000
        return "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }
}
