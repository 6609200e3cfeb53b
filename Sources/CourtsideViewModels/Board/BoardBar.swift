import CourtsideText

/// The one-row bar a read-only board shows above its help bar: how the viewer stands with the game
/// (a replay's position and speed, a watcher's connection), as one value, so the bar's view draws
/// exactly when something on it changed.
///
/// From the left: a badge in reverse video (`▶ playing`, `● LIVE`), the parts, a gauge of how far
/// a replay has come, and on the right a flag (`GAME POINT: …`).
public struct BoardBar: Hashable, Sendable {
    /// How a badge is coloured; the words say it without colour too.
    public enum Tone: Hashable, Sendable {
        /// No colour: the terminal's own.
        case plain
        /// The colour of a running clock: playing, live.
        case running
        /// Something is wrong: the scorer is gone, the file deleted.
        case warning
    }

    /// One piece of text after the badge.
    public struct Part: Hashable, Sendable {
        /// The words, drawn after the badge or the part before.
        public let text: String
        /// Whether it is drawn in bold.
        public let isBold: Bool

        /// A piece of text, bold or not.
        public init(_ text: String, isBold: Bool = false) {
            self.text = text
            self.isBold = isBold
        }
    }

    /// The badge's words.
    public let badge: String
    /// The columns the badge takes, the same whatever it says, so the parts do not move.
    public let badgeWidth: Int
    /// The badge's colour.
    public let tone: Tone
    /// The texts after the badge; the last is cut to the room left.
    public let parts: [Part]
    /// How far through the game (done of total) a gauge shows, filling the rest of the row; nil for none.
    public let gauge: Gauge?
    /// Text on the right, in the FINAL colour ("GAME POINT: Ballerz"); empty for none.
    public let flag: String

    /// How far a gauge is filled.
    public struct Gauge: Hashable, Sendable {
        /// Done so far.
        public let done: Int
        /// In all (0: the gauge is full).
        public let total: Int

        /// A gauge `done` of `total` filled.
        public init(done: Int, total: Int) {
            self.done = done
            self.total = total
        }
    }

    /// A bar: `badge` in `tone` over `badgeWidth` columns, then `parts`, `gauge` and `flag`.
    public init(badge: String, badgeWidth: Int, tone: Tone, parts: [Part], gauge: Gauge? = nil, flag: String = "") {
        self.badge = badge
        self.badgeWidth = badgeWidth
        self.tone = tone
        self.parts = parts
        self.gauge = gauge
        self.flag = flag
    }
}

extension BoardBar {
    /// A replay's bar at `position` of `count` events: the playback's mark and word (plain text,
    /// so it reads without colour), "event k of N" in bold, the replay clock (as the board above
    /// shows it: the time left counting down from `limitMs`), the speed, the gauge.
    static func replay(
        position: Int, of count: Int, clockMs: Int64, countingDownFrom limitMs: Int64?, speed: ReplaySpeed,
        playback: ReplayPlayback
    ) -> BoardBar {
        let mark =
            switch playback {
            case .playing: "▶"
            case .paused: "‖"
            case .ended: "■"
            }
        return BoardBar(
            badge: "\(mark) \(playback.label)", badgeWidth: 10, tone: playback == .playing ? .running : .plain,
            parts: [
                Part("event \(position) of \(count)", isBold: true),
                Part(ClockFormat.string(ms: clockMs, countingDownFrom: limitMs)),
                Part("speed \(speed.label)"),
            ],
            gauge: Gauge(done: position, total: count))
    }

    /// A watcher's bar: how it stands with the game, in a badge and in words (bold when they
    /// warn), and `gamePoint` on the right.
    static func watch(_ connection: WatchConnection, gamePoint: String) -> BoardBar {
        let badge =
            switch connection {
            case .live: "● LIVE"
            case .waiting: "○ WAITING"
            case .final(let confirmed): "■ " + (confirmed ? ClockState.confirmedFinal : "FINAL")
            case .notBeingScored, .scorerGone: "■ NO SCORER"
            case .fileDeleted: "■ DELETED"
            case .failed: "■ ERROR"
            }
        let tone: Tone = connection.isWarning ? .warning : (connection == .live ? .running : .plain)
        return BoardBar(
            badge: badge, badgeWidth: 13, tone: tone, parts: [Part(connection.text, isBold: connection.isWarning)],
            flag: gamePoint)
    }
}
