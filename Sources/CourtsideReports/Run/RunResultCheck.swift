import CourtsideCore

/// What a run's result is worth next to its game's file. A run's `finish` line is the run board's
/// word for a game; the game file is the record, so where there is one it wins: a result that does
/// not agree with it is shown with the file's score, and a result with no file to check is shown
/// as unchecked (a run file can say anything: 1000-999 in a game to 15).
public enum RunResultCheck: Hashable, Sendable {
    /// The game file is finished with the same score, and each side's players who scored scored
    /// the same points.
    case agrees
    /// No game file to check it against (deleted, never kept, or not readable).
    case unchecked
    /// The game file says otherwise: its score, and whether it is finished. Its score is the one
    /// shown.
    case differs(homeScore: Int, awayScore: Int, finished: Bool)

    /// `result` checked against `record`, its game as its file has it (nil when there is none).
    public init(_ result: RunResult, record: GameRecord?) {
        guard let record else {
            self = .unchecked
            return
        }
        let summary = record.summary
        // The players' points by side, in any order: a team's order on the run board and its
        // slots in the game are the same people, compared as a set of points. A player who scored
        // none has nothing to disagree on: a latecomer the run put on a team whose join the game
        // took back (z) is in the run's result with 0 and in no line of the game.
        func scored(_ points: [Int]) -> [Int] { points.filter { $0 > 0 }.sorted() }
        func points(_ side: Side) -> [Int] { scored(record.lines.filter { $0.player.side == side }.map(\.points)) }
        if summary.status == .finished, summary.homeScore == result.homeScore, summary.awayScore == result.awayScore,
            points(.home) == scored(result.homePoints), points(.away) == scored(result.awayPoints)
        {
            self = .agrees
        } else {
            self = .differs(
                homeScore: summary.homeScore, awayScore: summary.awayScore, finished: summary.status == .finished)
        }
    }

    /// The score to show for `result`: the game file's where it differs.
    func score(of result: RunResult) -> (home: Int, away: Int) {
        if case .differs(let home, let away, _) = self { return (home, away) }
        return (result.homeScore, result.awayScore)
    }

    /// The winner to show for `result`: the game file's leader where it differs (nil while level).
    func winner(of result: RunResult) -> Side? {
        let (home, away) = score(of: result)
        return home == away ? nil : (home > away ? .home : .away)
    }

    /// One word for CSV and JSON: `yes`, `unchecked` or `no`.
    var word: String {
        switch self {
        case .agrees: "yes"
        case .unchecked: "unchecked"
        case .differs: "no"
        }
    }

    /// What the text and Markdown tables say in the `checked` column.
    func summary(of result: RunResult) -> String {
        switch self {
        case .agrees: "yes"
        case .unchecked: "unchecked: no game file"
        case .differs(_, _, let finished):
            "no: the run says \(result.homeScore)-\(result.awayScore)" + (finished ? "" : "; the game is unfinished")
        }
    }
}
