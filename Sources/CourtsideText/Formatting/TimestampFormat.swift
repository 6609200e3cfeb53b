#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats wall-clock times (milliseconds since 1970, UTC) the one way exports and
/// `courtside list --json` write them: ISO 8601 in UTC with milliseconds,
/// `2025-11-21T08:00:27.038Z`, the same on every machine and in every locale, and read by every
/// date parser.
///
/// The calendar is the C library's (`gmtime_r`), as ``LocalDateFormat``'s is; Foundation's
/// ISO 8601 style goes through a `Double` of seconds and can print a millisecond less.
public enum TimestampFormat {
    /// ISO 8601, UTC, with milliseconds.
    public static func iso8601(ms: Int64) -> String {
        // Whole seconds rounded down, before 1970 too, so the milliseconds are never negative.
        let seconds = ms >= 0 ? ms / 1000 : (ms - 999) / 1000
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int64(parts.tm_year) + 1900, 4) + "-" + pad(parts.tm_mon + 1, 2) + "-" + pad(parts.tm_mday, 2)
            + "T" + pad(parts.tm_hour, 2) + ":" + pad(parts.tm_min, 2) + ":" + pad(parts.tm_sec, 2) + "."
            + pad(ms - seconds * 1000, 3) + "Z"
    }

    /// The FIBA LiveStats feed's wall time, UTC to the second: `2025-11-21 08:00:27`.
    public static func liveStats(ms: Int64) -> String {
        String(iso8601(ms: ms).prefix(19).map { $0 == "T" ? " " : $0 })
    }

    private static func pad(_ value: some BinaryInteger, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
