import CourtsideCore
import CourtsideText

/// `courtside desk`: every court of the league on one table, live from the league watch: court,
/// teams, score, clock, FINAL / live / offline, how long since the league last heard from it, and
/// how many of its games the league refused; above it, whether the league itself is reached.
///
/// The watch's news comes through a ``DeskFeed`` the run loop waits on; the "heard" column and the
/// league's offline time change with the wall clock, so while there is a court or the league is
/// offline the screen wakes once a second (``timeoutMs()``), and redraws only what changed.
@MainActor
public final class DeskViewModel {
    /// A court not heard from for this long is offline (a timeout, a half-time break and a slow
    /// game's minute are shorter); `/courts` uses the same five minutes.
    public static let quietAfterMs: Int64 = 5 * 60_000

    /// One court's line, in words: what the table shows and a screen reader can say.
    public struct Line: Equatable, Sendable {
        public let court: String
        public let home: String
        public let away: String
        public let homeScore: Int
        public let awayScore: Int
        /// The game clock as the scorer's board showed it at the court's last event.
        public let clock: String
        /// `FINAL ✓` (both sides confirmed the score), `FINAL`, `live` or `offline`.
        public let status: String
        /// How long since the league last heard from the court, `m:ss`.
        public let heard: String
        /// How many of its games the league refused.
        public let refused: Int
    }

    /// The courts, in the table.
    public let table: TableViewModel
    /// The league's line: connecting, live and how many courts, or offline since when and why.
    public let league: Dynamic<String>
    /// The outcome of the last key.
    public let status: Dynamic<String>
    /// What the watch's newest report changed, in words a screen reader says (screen-reader mode's
    /// ``makeAnnouncer()``): the league reached or lost, each court whose game moved ("Court 1:
    /// Ballerz 6, Ringerz 4."); never the times counting, which a listener asks for by selecting.
    public let news: Dynamic<String>
    /// Whether the `?` help is up.
    public let showsHelp: Dynamic<Bool>
    /// Set when the scorer quits.
    public let quits: Dynamic<Bool>
    /// The keys in force.
    public let keymap: DeskKeymap
    /// Each court's line as shown now, by court name.
    public private(set) var lines: [Line] = []

    private let feed: DeskFeed?
    private let time: any TimeSource
    private let dates: LocalDateFormat
    /// The watch's last report; nil before the first (connecting).
    private var report: DeskReport?
    /// The wall second the lines were last made for.
    private var shownSecond: Int64?

    static let columns = [
        TableColumn(key: "court", title: "COURT", alignsRight: false),
        TableColumn(key: "home", title: "HOME", alignsRight: false),
        TableColumn(key: "score", title: "SCORE", alignsRight: true),
        TableColumn(key: "away", title: "AWAY", alignsRight: false),
        TableColumn(key: "clock", title: "CLOCK", alignsRight: true),
        TableColumn(key: "status", title: "STATUS", alignsRight: false),
        TableColumn(key: "heard", title: "HEARD", alignsRight: true),
        TableColumn(key: "refused", title: "REFUSED", alignsRight: true),
    ]

    /// A desk reading `feed` (nil: no news ever, for tests that ``show(_:)`` reports themselves),
    /// its times from `timeSource`, shown in `dates`.
    public init(
        feed: DeskFeed?, timeSource: any TimeSource, dates: LocalDateFormat = LocalDateFormat(),
        keymap: DeskKeymap = .desk
    ) {
        self.feed = feed
        time = timeSource
        self.dates = dates
        self.keymap = keymap
        table = TableViewModel(
            columns: Self.columns, groupings: [.none], sort: TableSort(column: 0, descending: false),
            emptyMessage: "no court has sent a game to the league yet")
        league = Dynamic("league: connecting")
        status = Dynamic("")
        news = Dynamic("")
        showsHelp = Dynamic(false)
        quits = Dynamic(false)
        table.show { _ in [] }
    }

    /// The descriptors the run loop waits on besides the keyboard: the feed's.
    public var wakeDescriptors: [Int32] { feed.map { [$0.descriptor] } ?? [] }

    /// The feed is readable: shows its newest report.
    public func wake() {
        guard let news = feed?.take() else { return }
        show(news)
    }

    /// Shows `report` (the watch's newest).
    public func show(_ report: DeskReport) {
        // Why the league is offline, whole, on the status line (the league line cuts it).
        if let reason = report.reason, reason != self.report?.reason {
            status.value = TextSanitizer.displayForm(reason)
        } else if report.offlineSinceMs == nil, self.report?.offlineSinceMs != nil {
            status.value = ""
        }
        let said = Self.changes(from: self.report, to: report)
        self.report = report
        shownSecond = nil
        if !said.isEmpty { news.value = said }
        tick()
    }

    /// Screen-reader mode's announce line: the status line, the selected court's row and the news.
    public func makeAnnouncer() -> Announcer {
        let announcer = table.makeAnnouncer(status: status)
        announcer.follow(news, sayingNow: false) { $0 }
        return announcer
    }

    /// The sentences for what `report` changed since `before`: the league's first report says how
    /// many courts (a listener arrows through them), later ones each court that moved on.
    private static func changes(from before: DeskReport?, to report: DeskReport) -> String {
        let wasOffline = before?.offlineSinceMs != nil
        guard report.offlineSinceMs == nil else { return wasOffline ? "" : "League database offline." }
        guard let before, !wasOffline || !before.courts.isEmpty else {
            let count = report.courts.count
            return "League live, \(count) court\(count == 1 ? "" : "s")."
        }
        var said = wasOffline ? ["League live again."] : []
        let old = Dictionary(before.courts.map { ($0.court, $0) }, uniquingKeysWith: { $1 })
        for court in report.courts {
            let was = old[court.court]
            guard was?.state.eventCount != court.state.eventCount || was?.refused != court.refused else { continue }
            said.append(sentence(court, refusedNow: court.refused - (was?.refused ?? 0)))
        }
        return said.joined(separator: " ")
    }

    /// `Court 1: Ballerz 6, Ringerz 4, final, confirmed.`, with a refusal if one came.
    private static func sentence(_ court: DeskCourt, refusedNow: Int) -> String {
        let state = court.state
        let home = TextSanitizer.displayForm(court.header.home.name)
        let away = TextSanitizer.displayForm(court.header.away.name)
        let outcome = state.isConfirmed ? ", final, confirmed" : state.isFinished ? ", final" : ""
        let refusal = refusedNow > 0 ? ", the league refused an event of it" : ""
        return "\(TextSanitizer.displayForm(court.court)): \(home) \(state.score(.home)), \(away) \(state.score(.away))"
            + outcome + refusal + "."
    }

    /// Makes the lines again when the wall clock's second changed since they were made.
    public func tick() {
        let now = time.wallMs
        let second = now / 1000
        guard second != shownSecond else { return }
        shownSecond = second
        guard let report else { return }
        league.value = Self.leagueWords(report, now: now, dates: dates)
        let lines = report.courts.map { Self.line($0, now: now, leagueOffline: report.offlineSinceMs != nil) }
        guard lines != self.lines else { return }
        self.lines = lines
        table.show { _ in lines.map(Self.row) }
    }

    /// Milliseconds until the next wall-clock second while anything shown counts time; nil: nothing does.
    public func timeoutMs() -> Int? {
        guard let report, !report.courts.isEmpty || report.offlineSinceMs != nil else { return nil }
        return Int(1000 - time.wallMs % 1000)
    }

    /// Handles a key: closes the help if it is up, or maps the key to an intent.
    public func handle(_ key: Key) {
        if let intent = keymap.intent(for: key, closing: showsHelp, refusingOn: status) { perform(intent) }
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: TableIntent) {
        switch intent {
        case .back: quits.value = true
        case .showHelp: showsHelp.value = true
        case .moveSelection:
            if let said = table.perform(intent) { status.value = said }
        case .open, .moveColumn, .sort, .group: break
        }
    }

    /// `league: live · 3 courts`, or `league: OFFLINE since 21:04 (2:10), reconnecting · reason`.
    private static func leagueWords(_ report: DeskReport, now: Int64, dates: LocalDateFormat) -> String {
        guard let since = report.offlineSinceMs else {
            let count = report.courts.count
            return "league: live · \(count) court\(count == 1 ? "" : "s")"
        }
        let reason = report.reason.map { " · " + TextSanitizer.displayForm($0) } ?? ""
        let at = dates.string(ms: since).split(separator: " ").last.map(String.init) ?? ""
        return "league: OFFLINE since \(at) (\(ClockFormat.duration(ms: now - since))), reconnecting\(reason)"
    }

    private static func line(_ court: DeskCourt, now: Int64, leagueOffline: Bool) -> Line {
        let state = court.state
        let quiet = now - court.lastHeardMs > quietAfterMs
        return Line(
            court: court.court, home: court.header.home.name, away: court.header.away.name,
            homeScore: state.score(.home), awayScore: state.score(.away),
            clock: ClockFormat.string(ms: state.clockMs, countingDownFrom: ClockFormat.countdownLimitMs(state.rules)),
            status: state.isConfirmed
                ? PlayWords.confirmedFinal : state.isFinished ? "FINAL" : leagueOffline || quiet ? "offline" : "live",
            heard: ClockFormat.duration(ms: now - court.lastHeardMs), refused: court.refused)
    }

    private static func row(_ line: Line) -> TableRowViewModel {
        func text(_ value: String) -> TableCellViewModel {
            TableCellViewModel(text: value, sortValue: .text(value.lowercased()), alignsRight: false)
        }
        func number(_ text: String, _ value: Int) -> TableCellViewModel {
            TableCellViewModel(text: text, sortValue: .number(Double(value)), alignsRight: true)
        }
        return TableRowViewModel(
            id: line.court,
            cells: [
                text(line.court), text(line.home), number("\(line.homeScore)-\(line.awayScore)", line.homeScore),
                text(line.away), number(line.clock, 0), text(line.status), number(line.heard, 0),
                number(line.refused == 0 ? "" : "\(line.refused)", line.refused),
            ])
    }
}
