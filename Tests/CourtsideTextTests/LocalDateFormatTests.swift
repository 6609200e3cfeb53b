import CourtsideText
import Testing

/// Local dates: the list's `2025-11-21 09:00`, the game list's "today" and "yesterday", at a pinned
/// offset from UTC.
@Suite struct LocalDateFormatTests {
    private let format = LocalDateFormat(fixedOffsetSeconds: 0)
    /// 2025-11-21 09:00 UTC.
    private let morning: Int64 = 1_763_715_600_000
    private let day: Int64 = 86_400_000

    @Test func todayYesterdayAndOlderAsNowMovesOn() {
        #expect(format.relative(ms: morning, nowMs: morning + 3_600_000) == "today 09:00")
        #expect(format.relative(ms: morning, nowMs: morning + day) == "yesterday 09:00")
        #expect(format.relative(ms: morning, nowMs: morning + 2 * day) == "2025-11-21 09:00")
        #expect(format.relative(ms: morning, nowMs: morning + 3_600_000) == "today 09:00")
        #expect(format.relative(ms: morning - day, nowMs: morning) == "yesterday 09:00")
    }

    @Test("yesterday across a new year, after a leap year and not")
    func newYear() {
        // 2025-01-01 00:30 UTC and 2024-12-31 23:10 (2024 is a leap year: day 365 of the year).
        let newYear: Int64 = 1_735_691_400_000
        #expect(format.relative(ms: newYear - 80 * 60_000, nowMs: newYear) == "yesterday 23:10")
        // 2026-01-01 00:30 UTC and 2025-12-31 23:10.
        let next = newYear + 365 * day
        #expect(format.relative(ms: next - 80 * 60_000, nowMs: next) == "yesterday 23:10")
        #expect(format.relative(ms: next - day - 80 * 60_000, nowMs: next) == "2025-12-30 23:10")
    }

    @Test("the list's form; an offset moves the day and the hour; the minute is cut, not rounded")
    func offsets() {
        #expect(format.string(ms: morning) == "2025-11-21 09:00")
        #expect(format.string(ms: morning + 59_999) == "2025-11-21 09:00")
        #expect(LocalDateFormat(fixedOffsetSeconds: -10 * 3600).string(ms: morning) == "2025-11-20 23:00")
        #expect(LocalDateFormat(fixedOffsetSeconds: 5 * 3600 + 1800).string(ms: morning) == "2025-11-21 14:30")
        #expect(format.string(ms: -1) == "1969-12-31 23:59")
    }
}
