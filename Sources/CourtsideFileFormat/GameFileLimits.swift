import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a game file may hold beyond its shape: the ranges of its numbers and the size of its
/// lines and of the whole file (docs/file-format.md). Reading refuses anything outside them with
/// the file and line, and recording refuses to write it, so the file never holds a value that
/// would overflow the clock, the chart or the lists.
public enum GameFileLimits {
    /// `clock`: 0 to 100 hours of game time, in milliseconds (``GameClock/maximumMs``).
    public static let clockMs: ClosedRange<Int64> = 0...GameClock.maximumMs
    /// `wall` and `created`: 1970-01-01 to 9999-12-31 UTC, in milliseconds.
    public static let wallMs: ClosedRange<Int64> = 0...253_402_300_799_999
    /// `seq`: from 1; a file cannot hold more events than this anyway.
    public static let sequence: ClosedRange<Int> = 1...Int(Int32.max)
    /// A confirm's `home` and `away` (format 8): a score, 0 up; more than `seq` allows is no game.
    public static let score: ClosedRange<Int64> = 0...Int64(Int32.max)
    /// The longest line, in bytes without its newline: 64 KiB. Courtside writes lines of under
    /// 1 KiB; a longer one is damage, and is refused before it is parsed.
    public static let maxLineBytes = 64 * 1024
    /// Why a line over ``maxLineBytes`` is refused (a game's, a run's or the registry's).
    public static var tooLongLine: String {
        "the line is longer than \(maxLineBytes) bytes, more than any line courtside writes"
    }
    /// The largest game file read, in bytes (256 MiB, some 4 million events). Bigger is not a
    /// game courtside wrote, and reading it would only eat memory.
    public static let maxFileSize = 256 * 1024 * 1024

    /// Why an event's numbers are out of range, naming the field; nil when they are all in range.
    public static func problem(with event: GameEvent) -> (key: GameFileKey.Event, reason: String)? {
        if !sequence.contains(event.sequence) {
            return (
                .sequence, outside(Int64(sequence.lowerBound)...Int64(sequence.upperBound), "\(event.sequence)", "")
            )
        }
        if !clockMs.contains(event.clockMs) { return (.clockMs, outside(clockMs, "\(event.clockMs)", clockUnit)) }
        if !wallMs.contains(event.wallMs) { return (.wallMs, outside(wallMs, "\(event.wallMs)", wallUnit)) }
        let named: (GameFileKey.Event, Int)? =
            switch event.kind {
            case .amend(let play, _, _), .void(let play), .assist(let play, _): (.play, play)
            case .insert(let before, _, _): (.before, before)
            case .move, .clockStarted, .clockPaused, .undo, .redo, .clockSet, .timeout, .possession, .shotClockReset,
                .violation, .substitution, .join, .rename, .confirm:
                nil
            }
        if case .confirm(let home, let away) = event.kind {
            for (key, points) in [(GameFileKey.Event.home, home), (.away, away)] where !score.contains(Int64(points)) {
                return (key, outside(score, "\(points)", ""))
            }
        }
        if case .clockSet(let from) = event.kind, !clockMs.contains(from) {
            return (.was, outside(clockMs, "\(from)", clockUnit))
        }
        if let (key, play) = named, !sequence.contains(play) {
            return (key, outside(Int64(sequence.lowerBound)...Int64(sequence.upperBound), "\(play)", ""))
        }
        return nil
    }

    /// How `clock` limits are told.
    static let clockUnit = " ms (100 hours)"
    /// How `wall` and `created` limits are told.
    static let wallUnit = " ms (the year 9999)"

    /// Any integer a field can hold, for fields whose range is checked by their own type.
    static let anyInteger = Int64(Int.min)...Int64(Int.max)

    /// "must be 0 to 360000000 ms (100 hours), not -5".
    static func outside(_ range: ClosedRange<Int64>, _ value: String, _ unit: String) -> String {
        if range == anyInteger { return "must be a 64-bit whole number, not \(value)" }
        return "must be \(range.lowerBound) to \(range.upperBound)\(unit), not \(value)"
    }

    /// Decodes the integer at `key` and checks it is in `range`. A number no integer type holds
    /// (19 nines, 1.5) is refused naming its field, where the decoder alone would call the whole
    /// line "not valid JSON" and a last line would pass for a torn one.
    static func integer<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, in range: ClosedRange<Int64>, unit: String = ""
    ) throws -> Int64 {
        let value: Int64
        do {
            value = try container.decode(Int64.self, forKey: key)
        } catch let error as DecodingError {
            // A missing field or a string where a number belongs: already named.
            throw error
        } catch {
            // Foundation's own "not representable" error, which it would report without the field.
            let shown = (try? container.decode(Double.self, forKey: key)).map { "\($0)" } ?? "a number"
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: outside(range, shown, unit))
        }
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: outside(range, "\(value)", unit))
        }
        return value
    }
}
