import CourtsideCore

/// What a scoreboard shows of one game position, live or replayed: the names, the score, the clock,
/// the six player panels, the play log and the status line, as bindable values.
///
/// The screen's board views (header, panels, status line) bind to this alone, so live scoring and a
/// replay are drawn by the same views. Each `Dynamic` holds one fact: the "H - A" line, the winner's
/// name and the chart at FINAL are derived by the views from these.
@MainActor
public protocol BoardPresenterProtocol: AnyObject {
    /// The game's id, for the title.
    var gameID: GameID { get }
    /// The home team's name, as typed (the screen sanitizes it).
    var homeName: String { get }
    /// The away team's name, as typed (the screen sanitizes it).
    var awayName: String { get }
    /// Home score.
    var homeScore: Dynamic<Int> { get }
    /// Away score.
    var awayScore: Dynamic<Int> { get }
    /// The game clock as `mm:ss.t` (with the limit, the time left, or OT beside it).
    var time: Dynamic<String> { get }
    /// The shot clock's whole seconds left, two columns ("24", " 7"); empty without a shot clock.
    var shotClock: Dynamic<String> { get }
    /// How many buzzers sounded (the time limit reached, the shot clock run out): the screen rings
    /// the terminal's bell once for each.
    var buzzer: Dynamic<Int> { get }
    /// Running, paused, or final with the winner.
    var clockState: Dynamic<ClockState> { get }
    /// Whether the game is won (the header charts the score progression then).
    var isFinished: Dynamic<Bool> { get }
    /// The home team's totals (fouls, rebounds, assists) and whether it is at game point.
    var homeTotals: Dynamic<TeamTotals> { get }
    /// The away team's totals and whether it is at game point.
    var awayTotals: Dynamic<TeamTotals> { get }
    /// The rules in a few words ("to 15 · win by 2"), for the header.
    var rulesText: String { get }
    /// What the made and missed shots are worth, for the panels' labels (2PT and 3PT under shots
    /// 2 and 3).
    var shots: ShotValues { get }
    /// The last play, or why a key was refused.
    var status: Dynamic<String> { get }
    /// The latest plays, newest first (in edit mode, the page holding the selected play).
    var playLog: Dynamic<[PlayLogLine]> { get }
    /// The play selected for editing (its sequence number); nil outside edit mode.
    var selectedPlay: Dynamic<Int?> { get }
    /// The six players, home 1…3 then away 1…3.
    var players: [any PlayerViewModelProtocol] { get }
    /// Who sits on each bench now (both empty without benches: no bench row).
    var bench: Dynamic<BenchLine> { get }
}

extension BoardPresenterProtocol {
    /// The totals of `side`.
    public func totals(for side: Side) -> Dynamic<TeamTotals> {
        side == .home ? homeTotals : awayTotals
    }

    /// The name of `side`'s team.
    public func teamName(for side: Side) -> String {
        side == .home ? homeName : awayName
    }
}
