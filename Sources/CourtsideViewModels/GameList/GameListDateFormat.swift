import Foundation

/// Formats when a game was last played, in local time: "today 14:05", "yesterday 20:31", else
/// "2025-11-21 09:00" (sortable, and the same in every locale).
public struct GameListDateFormat: Sendable {
    /// The zone the dates are shown in.
    public let timeZone: TimeZone
    private let calendar: Calendar
    /// The days "today" and "yesterday" stand for, worked out once per `nowMs`: a list of
    /// thousands of games otherwise asks the calendar for both days on every row.
    private let days = GameListDayMemo()

    /// A format for a time zone (the machine's by default; tests pin one).
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The date for a wall-clock reading (ms since 1970), relative to `nowMs` for today and yesterday.
    public func string(ms: Int64, nowMs: Int64) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Self.date(ms))
        let time = "\(pad(parts.hour ?? 0)):\(pad(parts.minute ?? 0))"
        let day = GameListDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
        let (today, yesterday) = days.days(nowMs: nowMs) { () -> (GameListDay, GameListDay?) in
            let now = Self.date(nowMs)
            let todayParts = calendar.dateComponents([.year, .month, .day], from: now)
            let yesterdayParts = calendar.date(byAdding: .day, value: -1, to: now).map {
                calendar.dateComponents([.year, .month, .day], from: $0)
            }
            return (
                GameListDay(year: todayParts.year ?? 0, month: todayParts.month ?? 0, day: todayParts.day ?? 0),
                yesterdayParts.map { GameListDay(year: $0.year ?? 0, month: $0.month ?? 0, day: $0.day ?? 0) }
            )
        }
        if day == today { return "today \(time)" }
        if day == yesterday { return "yesterday \(time)" }
        return "\(parts.year ?? 0)-\(pad(parts.month ?? 0))-\(pad(parts.day ?? 0)) \(time)"
    }

    private static func date(_ ms: Int64) -> Date {
        Date(timeIntervalSince1970: Double(ms) / 1000)
    }

    private func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
