import CourtsideCore
import CourtsideText

/// The text of a board's two clocks at a game-clock reading, and when each buzzer sounds: the game
/// clock (counting up or, against a time limit, down) and the shot clock, which runs from its last
/// reset point (``GameState/ball``) on the same game clock, so a replay, a watcher and a resumed
/// game show the same shot clock as the scorer did.
///
/// A reading in the same tenth, and a shot clock in the same second, cost a comparison and make no
/// text: the board asks ten times a second.
struct ClockFace {
    /// The rules' time limit, if any.
    let limitMs: Int64?
    /// The rules' shot clock, if any.
    let shotClockMs: Int64?
    /// Up (the time played) or down (the time left; only against a limit).
    private(set) var direction: ClockDirection
    /// Whether the game went to overtime: the clock then counts up and says " OT".
    private(set) var showsOvertime: Bool
    /// The game clock at the shot clock's last reset.
    private(set) var shotClockFromMs: Int64
    /// ``shownShotSeconds`` while the shot clock is off, and its text then.
    private static let off: Int64 = -2
    private static let offText = "--"
    /// The tenths last shown; -1 before any.
    private var shownTenths: Int64 = -1
    /// Whether the next reading makes the text anew even in the same tenth (the clock turned, or
    /// went to overtime).
    private var textStale = false
    /// The shot clock's seconds last shown; -1 before any.
    private var shownShotSeconds: Int64 = -1
    /// What follows the time played for a time-limited game (" of 10:00").
    private let limitSuffix: String?

    /// What follows the clock in overtime, and the time left.
    private static let overtimeSuffix = " OT"
    private static let leftSuffix = " left"

    /// The clocks of a game under `rules` reading `direction` (up without a limit, whatever is asked).
    init(rules: Rules, direction: ClockDirection, showsOvertime: Bool, shotClockFromMs: Int64) {
        limitMs = rules.timeLimitMs
        shotClockMs = rules.shotClockMs
        self.direction = rules.timeLimitMs == nil ? .up : direction
        self.showsOvertime = showsOvertime
        self.shotClockFromMs = shotClockFromMs
        limitSuffix = rules.timeLimitMs.map { " of " + Rules.limitText($0) }
    }

    /// Whether the clock shows the time left.
    var countsDown: Bool { direction == .down && !showsOvertime && limitMs != nil }

    /// The limit a moment of the game counts down from as this clock shows it (a play's time in
    /// the log), nil when it shows the time played. Overtime's plays count up past the limit
    /// (``ClockFormat/shownTenths(ms:countingDownFrom:)``), as the clock did then.
    var countdownLimitMs: Int64? { direction == .down ? limitMs : nil }

    /// Turns the clock the other way (a game without a limit only counts up); false when nothing
    /// changed. The next ``time(ms:)`` makes the text anew.
    mutating func flip() -> Bool {
        guard limitMs != nil else { return false }
        direction = direction.flipped
        textStale = true
        return true
    }

    /// Notes overtime (the clock counts up from then on) and the shot clock's reset point, from
    /// the state a change led to.
    mutating func follow(overtime: Bool, shotClockFromMs: Int64) {
        if overtime != showsOvertime {
            showsOvertime = overtime
            textStale = true
        }
        guard shotClockFromMs != self.shotClockFromMs else { return }
        // A reset: the next reading shows the shot clock anew, and its running out from a time
        // before the reset is no buzzer.
        self.shotClockFromMs = shotClockFromMs
        shownShotSeconds = -1
    }

    /// The game clock's text at `ms`, nil when the shown tenth is unchanged; `buzzer` is true when
    /// this reading reached the time limit (the game clock's buzzer).
    mutating func time(ms: Int64) -> (text: String, buzzer: Bool)? {
        let tenths = max(0, ms) / 100
        guard tenths != shownTenths || textStale else { return nil }
        let before = shownTenths
        textStale = false
        shownTenths = tenths
        var buzzer = false
        if let limitMs, before >= 0 {
            let limitTenths = limitMs / 100
            buzzer = before < limitTenths && tenths >= limitTenths
        }
        if showsOvertime { return (ClockFormat.string(tenths: tenths) + Self.overtimeSuffix, buzzer) }
        guard let limitMs, let limitSuffix else { return (ClockFormat.string(tenths: tenths), buzzer) }
        guard direction == .down else { return (ClockFormat.string(tenths: tenths) + limitSuffix, buzzer) }
        // Past the limit without overtime (a FINAL at the limit) the time left stays 00:00.0.
        let shown = ClockFormat.string(ms: min(tenths * 100, limitMs), countingDownFrom: limitMs)
        return (shown + Self.leftSuffix, buzzer)
    }

    /// The shot clock's text at `ms` (whole seconds left, rounded up, two columns: "24", " 7", " 0"),
    /// nil without a shot clock or when the shown second is unchanged; `buzzer` is true when the
    /// clock ran down to zero since the reading before, from the same reset. With no more game time
    /// left than shot-clock time it is off (FIBA's rule: a shot clock that cannot run out before the
    /// game's does not run): "--", and no buzzer but the game's.
    mutating func shotClock(ms: Int64) -> (text: String, buzzer: Bool)? {
        guard let shotClockMs else { return nil }
        let left = max(0, shotClockMs - max(0, ms - shotClockFromMs))
        if let limitMs, !showsOvertime, limitMs - ms <= left {
            guard shownShotSeconds != Self.off else { return nil }
            shownShotSeconds = Self.off
            return (Self.offText, false)
        }
        let seconds = (left + 999) / 1_000
        guard seconds != shownShotSeconds else { return nil }
        let buzzer = seconds == 0 && shownShotSeconds > 0
        shownShotSeconds = seconds
        return (Self.twoColumns(seconds), buzzer)
    }

    /// `seconds` (0…99) in two columns, built without allocating: it fits a small string.
    private static func twoColumns(_ seconds: Int64) -> String {
        let value = min(max(seconds, 0), 99)
        let tens = value >= 10 ? UInt8(ascii: "0") + UInt8(value / 10) : UInt8(ascii: " ")
        let bytes: (UInt8, UInt8) = (tens, UInt8(ascii: "0") + UInt8(value % 10))
        return withUnsafeBytes(of: bytes) { String(decoding: $0, as: UTF8.self) }
    }
}
