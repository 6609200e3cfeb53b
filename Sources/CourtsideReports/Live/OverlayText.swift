import CourtsideCore
import CourtsideText

/// The text of each file `courtside overlay` keeps for streaming software (docs/feed.md, "Overlay
/// files"): one short fact per file, without a line end, so a text source shows exactly it.
public struct OverlayText: Sendable {
    /// The files, in the order they are written: each name and its text.
    public let files: [(name: String, text: String)]

    /// The names of every file, in order.
    public static let fileNames = [
        "home_name.txt", "away_name.txt", "home_score.txt", "away_score.txt", "score.txt", "clock.txt",
        "status.txt", "last_play.txt", "game_point.txt",
    ]

    /// The files for a game at `state` with its clock showing `clockMs` (running or not, as
    /// `isClockRunning` says); `lastPlay` is the last play in words ("" before the first). With
    /// `wholeSeconds` the clock is `mm:ss`, so it changes once a second rather than every tenth.
    public init(
        state: GameState, words: PlayWords, clockMs: Int64, isClockRunning: Bool, lastPlay: String,
        wholeSeconds: Bool
    ) {
        let status: String
        if let winner = state.winner {
            status = "\(PlayWords.finalWord(confirmed: state.isConfirmed)): \(words.name(of: winner)) win"
        } else {
            status = isClockRunning ? "RUNNING" : "PAUSED"
        }
        files = [
            ("home_name.txt", words.homeName),
            ("away_name.txt", words.awayName),
            ("home_score.txt", String(state.homeScore)),
            ("away_score.txt", String(state.awayScore)),
            ("score.txt", ScoreFormat.string(home: state.homeScore, away: state.awayScore)),
            (
                "clock.txt",
                Self.clock(
                    ms: clockMs, countingDownFrom: ClockFormat.countdownLimitMs(state.rules), wholeSeconds: wholeSeconds
                )
            ),
            ("status.txt", status),
            ("last_play.txt", lastPlay),
            ("game_point.txt", words.gamePointText(state)),
        ]
    }

    /// The text of one file; nil for a name that is not one of ``fileNames``.
    public func text(of name: String) -> String? {
        files.first { $0.name == name }?.text
    }

    /// The clock as the board shows it (the time left when counting down from `limitMs`), as
    /// `mm:ss.t`, or `mm:ss` in whole seconds.
    public static func clock(ms: Int64, countingDownFrom limitMs: Int64?, wholeSeconds: Bool) -> String {
        let text = ClockFormat.string(ms: ms, countingDownFrom: limitMs)
        return wholeSeconds ? String(text.dropLast(2)) : text
    }
}
