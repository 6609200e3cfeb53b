/// Formats wall-clock times (milliseconds since 1970, UTC) the one way exports write them: ISO 8601
/// in UTC with milliseconds, `2025-11-21T08:00:27.038Z`, the same on every machine and in every
/// locale, and read by every date parser.
public enum TimestampFormat {
    /// ISO 8601, UTC, with milliseconds.
    public static func iso8601(ms: Int64) -> String {
        let (days, msOfDay) = floorDivision(ms, 86_400_000)
        let date = civilDate(daysSince1970: days)
        let seconds = msOfDay / 1000
        return pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2) + "T"
            + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2) + "."
            + pad(msOfDay % 1000, 3) + "Z"
    }

    /// Year, month and day of the proleptic Gregorian calendar for a count of days since
    /// 1970-01-01, by whole 400-year eras (each exactly 146,097 days), so no calendar library is
    /// needed and any day is exact.
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468  // days since 0000-03-01: leap days then fall at the end of a year
        let era = floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
