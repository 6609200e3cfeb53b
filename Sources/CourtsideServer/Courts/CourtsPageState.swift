import CourtsideCore
import CourtsideLeague
import CourtsideText
import FoundationEssentials

/// `/api/courts` (docs/serve.md, "/courts"): every court of the league, its newest game's score
/// and clock as folded from the events the league holds, and whether the league is reached.
///
/// Every name came from a court's laptop through the database: cleaned by the one sanitizer
/// (``TextSanitizer``) here, and set with `textContent` by the page.
struct CourtsPageState: Encodable {
    /// The schema version, the `"state"` field: a change that could break a reader bumps it.
    static let version = 1
    /// A court not heard from for this long is shown offline (a timeout, a half-time break and a
    /// slow game's minute are shorter).
    static let quietAfterMs: Int64 = 5 * 60_000

    let state = Self.version
    /// `connecting` before the league was first reached, `live`, or `offline`.
    let league: String
    /// Since when the league cannot be reached (Unix ms), while `offline`.
    let offlineSinceMs: Int64?
    /// Why, while `offline`.
    let reason: String?
    let quietAfterMs = Self.quietAfterMs
    let courts: [Court]

    /// One court's newest game.
    struct Court: Encodable {
        let court: String
        let game: String
        let home: String
        let away: String
        let homeScore: Int
        let awayScore: Int
        let seq: Int
        /// The game clock as the scorer's board showed it at the court's last event.
        let clockText: String
        let running: Bool
        /// `final` once the game is won, else `live` (the page shows `offline` for a court not
        /// heard from for ``CourtsPageState/quietAfterMs``).
        let status: String
        /// Whether both sides confirmed the final score as it stands (``GameState/isConfirmed``):
        /// the page says `FINAL ✓`, or `FINAL (unconfirmed)` before, as the court pages do.
        let confirmed: Bool
        /// `home` or `away` once the game is won.
        let winner: String?
        /// When the league received the court's last event (Unix ms, the database's clock).
        let lastHeardMs: Int64

        init(_ court: LeagueCourt) {
            let state = court.state
            self.court = TextSanitizer.printable(court.court)
            game = court.header.id.rawValue
            home = TextSanitizer.printable(court.header.home.name)
            away = TextSanitizer.printable(court.header.away.name)
            homeScore = state.score(.home)
            awayScore = state.score(.away)
            seq = court.seq
            clockText = ClockFormat.string(
                ms: state.clockMs, countingDownFrom: ClockFormat.countdownLimitMs(state.rules))
            running = state.isClockRunning
            status = state.isFinished ? "final" : "live"
            confirmed = state.isConfirmed
            winner = state.winner?.rawValue
            lastHeardMs = court.lastHeardMs
        }
    }

    /// Before the league was first read.
    static let connecting = CourtsPageState(league: "connecting", offlineSinceMs: nil, reason: nil, courts: [])

    private init(league: String, offlineSinceMs: Int64?, reason: String?, courts: [Court]) {
        self.league = league
        self.offlineSinceMs = offlineSinceMs
        self.reason = reason
        self.courts = courts
    }

    /// The page for what the league watch reported.
    init(_ report: LeagueCourtsReport) {
        self.init(
            league: report.offlineSinceMs == nil ? "live" : "offline", offlineSinceMs: report.offlineSinceMs,
            reason: report.reason.map { TextSanitizer.printable($0) }, courts: report.courts.map(Court.init))
    }

    /// The document, as one line of JSON.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"state\":\(Self.version),\"courts\":[]}" }
        return String(decoding: data, as: UTF8.self)
    }
}
