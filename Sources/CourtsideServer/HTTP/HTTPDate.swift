import CourtsideCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The `Date` header's value (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`), formatted
/// when a response asks for it and kept for the rest of that second: no timer, so nothing wakes
/// the server while nobody asks (see ``CourtApplication``).
final class HTTPDate: Sendable {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private let time = SystemTimeSource()
    private let cached = Mutex<(second: Int64, text: String)>((-1, ""))

    /// The header's value now.
    func now() -> String {
        let second = time.wallMs / 1_000
        return cached.withLock { cached in
            if cached.second != second { cached = (second, Self.format(second: second)) }
            return cached.text
        }
    }

    /// IMF-fixdate for `second` seconds since 1970, in GMT.
    static func format(second: Int64) -> String {
        var seconds = time_t(second)
        var fields = tm()
        gmtime_r(&seconds, &fields)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(fields.tm_wday)]), \(two(fields.tm_mday)) \(months[Int(fields.tm_mon)]) "
            + "\(fields.tm_year + 1900) \(two(fields.tm_hour)):\(two(fields.tm_min)):\(two(fields.tm_sec)) GMT"
    }
}
