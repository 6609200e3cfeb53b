import CourtsideCore
import CourtsideText

/// Screen-reader mode's words for a board: one sentence on the announce line (an ``Announcer``,
/// as every screen has) after each change, and the clock as it is shown without ticking.
///
/// A screen reader reads a terminal by what changes under and around the cursor, so a board in
/// this mode says each thing once, as a sentence: a play ("Shaq: 2 points. Ballerz 2, Ringerz
/// 0."), the player a selection picked, a prompt's question (the status line's words), the clock
/// at each new minute, game point and the buzzer. The clock shown (``time``) moves only then, when
/// the clock is paused or set, and when the scorer asks (`C`, ``ScoreboardIntent/readClock``):
/// never each tenth. It binds to a ``BoardPresenter`` alone, so live scoring, a replay and a
/// watcher say the same.
@MainActor
public final class BoardAnnouncer {
    /// The sentence on the announce line (its ``Announcer``'s).
    public var line: Dynamic<String> { announcer.line }
    private let announcer = Announcer()
    /// The game clock as screen-reader mode shows it: the presenter's, at the minute (or on a change).
    public let time: Dynamic<String>
    private let board: BoardPresenter
    private var tokens: [BindingToken] = []
    /// The teams a play put at game point, said after the play's own sentence.
    private var pendingGamePoint: [Side] = []
    /// The buzzer's sentence, said before the status line's when that follows in the same tenth.
    private var buzzerSentence: String?
    /// Whether home and away were at game point when last told.
    private var wasGamePoint: [Bool]

    /// The announcer of `board`, its line starting with the status line's words.
    public init(board: BoardPresenter) {
        self.board = board
        time = Dynamic(board.time.value)
        wasGamePoint = [board.homeTotals.value.isGamePoint, board.awayTotals.value.isGamePoint]
        announcer.say(sentence(board.status.value))
        tokens = [
            board.status.bind { [weak self] in self?.said($0) },
            board.time.bind { [weak self] in self?.ticked($0) },
            board.buzzer.bind { [weak self] _ in self?.buzzed() },
            board.homeTotals.bind { [weak self] in self?.gamePoint($0, side: .home) },
            board.awayTotals.bind { [weak self] in self?.gamePoint($0, side: .away) },
        ]
        tokens += board.players.map { player in
            player.isSelected.bind { [weak self, weak player] selected in
                guard selected, let player else { return }
                self?.announcer.say("\(player.playerName.value) selected, \(player.teamName)")
            }
        }
    }

    /// The status line changed: its words as a sentence, the clock shown as it is now.
    private func said(_ status: String) {
        time.value = board.time.value
        var text = sentence(status)
        if let buzzer = buzzerSentence { text = buzzer + " " + text }
        if !pendingGamePoint.isEmpty {
            text +=
                " Game point, \(pendingGamePoint.count > 1 ? "both teams" : board.teamName(for: pendingGamePoint[0]))."
        }
        (buzzerSentence, pendingGamePoint) = (nil, [])
        announcer.say(text)
    }

    /// A tenth: shown only at a new minute while the clock runs (and said), or when it is not running.
    private func ticked(_ now: String) {
        buzzerSentence = nil
        guard board.clockState.value == .running else { return time.value = now }
        guard Self.minutes(of: now) != Self.minutes(of: time.value) else { return }
        time.value = now
        announcer.say("Clock \(now)")
    }

    private func buzzed() {
        time.value = board.time.value
        let text = "Buzzer. Clock \(board.time.value)."
        buzzerSentence = text
        announcer.say(text)
    }

    private func gamePoint(_ totals: TeamTotals, side: Side) {
        // Said once, as it comes: the play that made it is said first.
        if totals.isGamePoint, !wasGamePoint[side == .home ? 0 : 1] { pendingGamePoint.append(side) }
        wasGamePoint[side == .home ? 0 : 1] = totals.isGamePoint
    }

    /// The clock's minutes: what comes before its first colon.
    private static func minutes(of time: String) -> Substring { time.prefix { $0 != ":" } }

    /// The status line's words as a sentence: the score in parentheses ("  (Ballerz 2 - 0
    /// Ringerz)") said as "Ballerz 2, Ringerz 0", and a full stop at the end.
    func sentence(_ status: String) -> String {
        let (home, away) = (board.homeScore.value, board.awayScore.value)
        let written = "  (\(board.homeName) \(ScoreFormat.string(home: home, away: away)) \(board.awayName))"
        return Announcer.sentence(
            status.replacing(written, with: ". \(board.homeName) \(home), \(board.awayName) \(away)"))
    }
}
