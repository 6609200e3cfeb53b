#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats wall-clock times (milliseconds since 1970) in local time, the one way courtside shows
/// a day and an hour: `2025-11-21 09:00` in `courtside list`, and "today 14:05" or
/// "yesterday 20:31" in the game list. Sortable, and the same in every locale.
///
/// The machine's zone is the C library's (`localtime_r`: `TZ`, else `/etc/localtime`), so the
/// binary needs no time-zone database of its own; tests pin a fixed offset from UTC instead.
public struct LocalDateFormat: Hashable, Sendable {
    /// Seconds east of UTC that every time is shown at, or nil for the machine's zone.
    public let fixedOffsetSeconds: Int?

    /// A format in the machine's zone, or at a fixed offset from UTC (`0` for UTC).
    public init(fixedOffsetSeconds: Int? = nil) {
        self.fixedOffsetSeconds = fixedOffsetSeconds
    }

    /// `2025-11-21 09:00`.
    public func string(ms: Int64) -> String {
        let local = fields(ms)
        return "\(local.tm_year + 1900)-\(pad(local.tm_mon + 1))-\(pad(local.tm_mday)) \(time(local))"
    }

    /// "today 14:05" or "yesterday 20:31" when `ms` falls on the day of `nowMs` or the one before,
    /// else as ``string(ms:)``.
    public func relative(ms: Int64, nowMs: Int64) -> String {
        let local = fields(ms)
        let now = fields(nowMs)
        if local.tm_year == now.tm_year && local.tm_yday == now.tm_yday { return "today \(time(local))" }
        let yesterday =
            now.tm_yday > 0
            ? (year: now.tm_year, day: now.tm_yday - 1)
            : (year: now.tm_year - 1, day: Self.isLeap(now.tm_year + 1899) ? 365 : 364)
        if local.tm_year == yesterday.year && local.tm_yday == yesterday.day { return "yesterday \(time(local))" }
        return string(ms: ms)
    }

    /// The first millisecond of the day `YYYY-MM-DD` in this format's zone (`leaders --since`); nil
    /// for any other text, or a day no calendar has (`2025-02-30`).
    public func dayStartMs(_ text: String) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int32(parts[0]), let month = Int32(parts[1]), let day = Int32(parts[2]), year >= 1900
        else { return nil }
        var calendar = tm()
        calendar.tm_year = year - 1900
        calendar.tm_mon = month - 1
        calendar.tm_mday = day
        calendar.tm_isdst = -1
        let seconds: Int64
        if let offset = fixedOffsetSeconds {
            seconds = Int64(timegm(&calendar)) - Int64(offset)
        } else {
            seconds = Int64(mktime(&calendar))
        }
        // The C library moves a day past the month's end into the next month: not a day.
        guard calendar.tm_mday == day, calendar.tm_mon == month - 1 else { return nil }
        return seconds * 1000
    }

    /// The calendar fields of `ms` in this format's zone.
    private func fields(_ ms: Int64) -> tm {
        // Whole seconds, rounded down (before 1970 too): a time is shown in the minute it fell in.
        let seconds = ms >= 0 ? ms / 1000 : (ms - 999) / 1000
        var parts = tm()
        if let offset = fixedOffsetSeconds {
            var shifted = time_t(seconds + Int64(offset))
            gmtime_r(&shifted, &parts)
        } else {
            var time = time_t(seconds)
            localtime_r(&time, &parts)
        }
        return parts
    }

    private func time(_ parts: tm) -> String { "\(pad(parts.tm_hour)):\(pad(parts.tm_min))" }

    private func pad(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func isLeap(_ year: Int32) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
}
