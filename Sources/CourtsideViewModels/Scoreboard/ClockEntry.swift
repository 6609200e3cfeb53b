import CourtsideCore

/// What the scorer types after `t` to set the game clock: `mm:ss.t` (minutes, two-digit seconds,
/// an optional tenth), read into milliseconds, or the reason it cannot be.
public enum ClockEntry {
    /// The most characters the prompt takes: "5999:59.9".
    public static let maximumLength = 9

    /// Whether `character` can be part of a time (a digit, `:` or `.`), so the prompt takes it.
    public static func accepts(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || character == ":" || character == ".")
    }

    /// The time `text` names, in milliseconds, or why it names none, in words for the status line.
    public static func milliseconds(_ text: String) -> Result<Int64, ClockEntryError> {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isNumber), parts[0].count <= 4 else {
            return .failure(ClockEntryError("type the time as mm:ss.t (02:00.0)"))
        }
        let secondsParts = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard secondsParts.count <= 2, secondsParts[0].count == 2, secondsParts[0].allSatisfy(\.isNumber),
            secondsParts.count == 1 || (secondsParts[1].count == 1 && secondsParts[1].allSatisfy(\.isNumber)),
            let minutes = Int64(parts[0]), let seconds = Int64(secondsParts[0])
        else {
            return .failure(ClockEntryError("type the time as mm:ss.t (02:00.0)"))
        }
        guard seconds < 60 else { return .failure(ClockEntryError("seconds go up to 59")) }
        let tenths = secondsParts.count == 2 ? Int64(secondsParts[1]) ?? 0 : 0
        let ms = (minutes * 60 + seconds) * 1_000 + tenths * 100
        guard ms <= GameClock.maximumMs else { return .failure(ClockEntryError("the clock stops at 100 hours")) }
        return .success(ms)
    }
}
