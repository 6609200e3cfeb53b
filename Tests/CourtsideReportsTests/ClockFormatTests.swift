import CourtsideReports
import CourtsideTesting
import Testing

@Suite("Clock format")
struct ClockFormatTests {
    @Test(
        "mm:ss.t, tenths cut not rounded, minutes past 59",
        arguments: [
            (0, "00:00.0"), (99, "00:00.0"), (100, "00:00.1"), (59_999, "00:59.9"), (60_000, "01:00.0"),
            (754_321, "12:34.3"), (40 * 60_000, "40:00.0"), (75 * 60_000 + 2_450, "75:02.4"), (-5, "00:00.0"),
        ] as [(Int64, String)])
    func format(ms: Int64, text: String) {
        #expect(ClockFormat.string(ms: ms) == text)
    }

    @Test("durations as m:ss")
    func duration() {
        #expect(ClockFormat.duration(ms: 754_321) == "12:34")
        #expect(ClockFormat.duration(ms: 5_000) == "0:05")
    }
}
