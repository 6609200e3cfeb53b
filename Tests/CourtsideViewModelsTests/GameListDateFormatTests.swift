import CourtsideViewModels
import Foundation
import Testing

/// "today" and "yesterday" follow the `nowMs` of each call, however many rows share one format.
@Suite struct GameListDateFormatTests {
    private let format = GameListDateFormat(timeZone: TimeZone(identifier: "UTC")!)
    /// 2025-11-21 09:00 UTC.
    private let morning: Int64 = 1_763_715_600_000
    private let day: Int64 = 86_400_000

    @Test func todayYesterdayAndOlderAsNowMovesOn() {
        #expect(format.string(ms: morning, nowMs: morning + 3_600_000) == "today 09:00")
        #expect(format.string(ms: morning, nowMs: morning + day) == "yesterday 09:00")
        #expect(format.string(ms: morning, nowMs: morning + 2 * day) == "2025-11-21 09:00")
        // Back to the first now: the remembered days must not stick.
        #expect(format.string(ms: morning, nowMs: morning + 3_600_000) == "today 09:00")
        #expect(format.string(ms: morning - day, nowMs: morning) == "yesterday 09:00")
    }
}
