import CourtsideReports
import Testing

@testable import CourtsideViewModels

/// The running clock's fast text says what the reports' clock format says.
@Suite struct ClockTextTests {
    @Test func agreesWithClockFormatOverHoursOfTenths() {
        // Every tenth of the first 2 hours 47 minutes (past 99 minutes, where a third minute digit comes).
        for tenths in Int64(0)...100_000 {
            let fast = ClockText.string(tenths: tenths)
            guard fast == ClockFormat.string(ms: tenths * 100) else {
                Issue.record("\(tenths) tenths: \(fast) against \(ClockFormat.string(ms: tenths * 100))")
                return
            }
        }
    }

    @Test(arguments: [Int64(-5), 0, 599, 35_999, 36_000, 3_599_999, Int64.max / 100])
    func agreesAtTheEdges(tenths: Int64) {
        #expect(ClockText.string(tenths: tenths) == ClockFormat.string(ms: max(0, tenths) * 100))
    }
}
