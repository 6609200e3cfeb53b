import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The views every board shows, live, replayed or watched: the header, the six player panels, the
/// bench row (in a game with a bench), the play log and the status line, bound to one board (``BoardPresenter``), so a replay
/// looks exactly like the game did. ``BoardScreen`` makes them anew for each board it is given.
@MainActor
struct BoardViews {
    /// The header's middle (score, clock, and the worm chart once the game is won).
    let header: HeaderView
    /// The header's sides: each team's name, totals and game point.
    let teams: [TeamHeaderView]
    /// Home 1…3 then away 1…3.
    let panels: [PlayerPanelView]
    /// The benches, under the panels.
    let bench: BenchView
    /// The latest plays, newest first.
    let log: PlayLogView
    /// The last play, or why a key was refused.
    let status: StatusLineView
    /// Tells the view model how many plays the log has room for.
    private let logLength: @MainActor (Int) -> Void

    /// The views of `board`; `scorePoints` gives the score progression for the chart at FINAL
    /// (no chart when nil), and `logLength` hears how many plays the log has room for. With an
    /// `announcer` (screen-reader mode) the status line is its announce line and the header's
    /// clock its time, which does not tick.
    init(
        board: BoardPresenter, announcer: BoardAnnouncer? = nil, scorePoints: (@MainActor () -> [ScorePoint])?,
        logLength: @escaping @MainActor (Int) -> Void
    ) {
        header = HeaderView(board: board, time: announcer?.time, scorePoints: scorePoints)
        teams = [TeamHeaderView(board: board, side: .home), TeamHeaderView(board: board, side: .away)]
        panels = board.players.map { PlayerPanelView(player: $0, shots: board.shots) }
        bench = BenchView(board: board)
        log = PlayLogView(board: board)
        self.logLength = logLength
        status = StatusLineView(status: announcer?.line ?? board.status)
    }

    /// Back to front.
    var all: [any ScreenView] { [teams[0], header, teams[1]] + panels + [bench, log, status] }

    /// Whether the board has a bench row now (its rows come from the log's).
    var hasBench: Bool { bench.isShown }

    /// Places the views where `layout` says.
    func place(_ layout: ScoreboardLayout) {
        header.isLarge = layout.isLarge
        header.frame = layout.header
        for team in teams { team.isLarge = layout.isLarge }
        teams[0].frame = layout.homeTeam
        teams[1].frame = layout.awayTeam
        for (panel, rect) in zip(panels, layout.panels) { panel.frame = rect }
        bench.frame = layout.bench
        log.frame = layout.log
        status.frame = layout.status
        logLength(layout.log.height)
    }
}
