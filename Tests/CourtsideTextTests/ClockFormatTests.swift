import CourtsideTesting
import CourtsideText
import Testing

@Suite("Clock format")
struct ClockFormatTests {
    @Test(
        "mm:ss.t, tenths cut not rounded, minutes past 59",
        arguments: [
            (0, "00:00.0"), (99, "00:00.0"), (100, "00:00.1"), (59_999, "00:59.9"), (60_000, "01:00.0"),
            (754_321, "12:34.3"), (40 * 60_000, "40:00.0"), (75 * 60_000 + 2_450, "75:02.4"), (-5, "00:00.0"),
            (6_000_000, "100:00.0"),
        ] as [(Int64, String)])
    func format(ms: Int64, text: String) {
        #expect(ClockFormat.string(ms: ms) == text)
    }

    @Test("the running clock's tenths: every tenth of 2 hours 47 minutes reads as its pieces say")
    func tenths() {
        // Past 99 minutes, where a third minute digit comes.
        for tenths in Int64(0)...100_000 {
            let minutes = tenths / 600
            let seconds = tenths / 10 % 60
            let expected = "\(minutes < 10 ? "0" : "")\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenths % 10)"
            guard ClockFormat.string(tenths: tenths) == expected else {
                Issue.record("\(tenths) tenths: \(ClockFormat.string(tenths: tenths)) against \(expected)")
                return
            }
        }
        #expect(ClockFormat.string(tenths: -5) == "00:00.0")
        #expect(ClockFormat.string(tenths: Int64.max / 100) == ClockFormat.string(ms: Int64.max / 100 * 100))
    }

    @Test("durations as m:ss")
    func duration() {
        #expect(ClockFormat.duration(ms: 754_321) == "12:34")
        #expect(ClockFormat.duration(ms: 5_000) == "0:05")
    }
}
