import CourtsideText

/// How the league sender stands, as the scorer's board shows it on its bar: sent, caught up, events
/// waiting while the league cannot be reached (and for how long), or a game the league refused.
public enum LeagueLine: Equatable, Sendable {
    /// Not heard from the sender yet.
    case starting
    /// The last pass sent events and nothing waits.
    case sent
    /// Nothing waits (nothing new was sent).
    case caughtUp
    /// The league cannot be reached: `count` events wait (nil: not known before it was first
    /// reached), since `sinceMs` on the monotonic clock; `reason` is the connection's one line.
    case waiting(count: Int?, sinceMs: Int64, reason: String)
    /// The league refused game `game` from event `seq` on: it is sent no further.
    case refused(game: String, seq: Int)

    /// The bar's words at `now` (monotonic ms): `league: 14 events waiting (offline 2:10)`.
    public func bar(now: Int64) -> BoardBar {
        let parts: [BoardBar.Part]
        switch self {
        case .starting: parts = [.init("league: connecting")]
        case .sent: parts = [.init("league: sent")]
        case .caughtUp: parts = [.init("league: caught up")]
        case .waiting(let count, let sinceMs, let reason):
            let offline = "offline \(ClockFormat.duration(ms: now - sinceMs))"
            let words =
                switch count {
                case nil: "league: not reached yet (\(offline))"
                case 1: "league: 1 event waiting (\(offline))"
                case let count?: "league: \(count) events waiting (\(offline))"
                }
            parts = [.init(words, isBold: true), .init(reason)]
        case .refused(let game, let seq):
            parts = [.init("league: REFUSED game \(game) at event \(seq): not sent, see league status", isBold: true)]
        }
        return BoardBar(badge: "", badgeWidth: 0, tone: isWarning ? .warning : .plain, parts: parts)
    }

    /// Whether the bar's words change with time (the offline duration).
    public var isTimed: Bool {
        if case .waiting = self { return true }
        return false
    }

    private var isWarning: Bool {
        switch self {
        case .waiting, .refused: true
        case .starting, .sent, .caughtUp: false
        }
    }
}
