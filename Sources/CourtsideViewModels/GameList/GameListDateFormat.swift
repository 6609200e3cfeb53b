import Foundation

/// Formats when a game was last played, in local time: "today 14:05", "yesterday 20:31", else
/// "2025-11-21 09:00" (sortable, and the same in every locale).
public struct GameListDateFormat: Sendable {
    /// The zone the dates are shown in.
    public let timeZone: TimeZone
    private let calendar: Calendar

    /// A format for a time zone (the machine's by default; tests pin one).
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The date for a wall-clock reading (ms since 1970), relative to `nowMs` for today and yesterday.
    public func string(ms: Int64, nowMs: Int64) -> String {
        let date = Self.date(ms)
        let now = Self.date(nowMs)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let time = "\(pad(parts.hour ?? 0)):\(pad(parts.minute ?? 0))"
        if calendar.isDate(date, inSameDayAs: now) { return "today \(time)" }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
            calendar.isDate(date, inSameDayAs: yesterday)
        {
            return "yesterday \(time)"
        }
        return "\(parts.year ?? 0)-\(pad(parts.month ?? 0))-\(pad(parts.day ?? 0)) \(time)"
    }

    private static func date(_ ms: Int64) -> Date {
        Date(timeIntervalSince1970: Double(ms) / 1000)
    }

    private func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
