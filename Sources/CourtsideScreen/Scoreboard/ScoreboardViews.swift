import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The views every scoreboard shows, live or replayed: the header, the six player panels and the
/// status line, bound to one board (``BoardPresenterProtocol``). ``ScoreboardScreen`` binds them to
/// the live scoreboard's board and ``ReplayScreen`` to the replay's, so a replay looks exactly like
/// the game did.
@MainActor
struct ScoreboardViews {
    /// The header (score, clock, and the worm chart once the game is won).
    let header: HeaderView
    /// Home 1…3 then away 1…3.
    let panels: [PlayerPanelView]
    /// The last play, or why a key was refused.
    let status: StatusLineView

    /// The views of `board`; `scorePoints` gives the score progression for the chart at FINAL
    /// (no chart when nil). With `largeDigits` the score fills a large header (a projector).
    init(board: any BoardPresenterProtocol, scorePoints: (@MainActor () -> [ScorePoint])?, largeDigits: Bool = false) {
        header = HeaderView(board: board, scorePoints: scorePoints, largeDigits: largeDigits)
        panels = board.players.map { PlayerPanelView(player: $0) }
        status = StatusLineView(status: board.status)
    }

    /// Back to front.
    var all: [any ScreenView] { [header] + panels + [status] }

    /// Places the views where `layout` says.
    func place(_ layout: ScoreboardLayout) {
        header.frame = layout.header
        for (panel, rect) in zip(panels, layout.panels) { panel.frame = rect }
        status.frame = layout.status
    }

    /// The live scoreboard's score progression, asked for only when the chart is drawn (at FINAL).
    static func livePoints(of viewModel: any ScoreboardViewModelProtocol) -> @MainActor () -> [ScorePoint] {
        { [weak viewModel] in viewModel?.scoreProgression() ?? [] }
    }

    /// A watched game's score progression so far, asked for only when the chart is drawn.
    static func watchPoints(of viewModel: any WatchViewModelProtocol) -> @MainActor () -> [ScorePoint] {
        { [weak viewModel] in viewModel?.scoreProgression() ?? [] }
    }

    /// The replay's score progression up to its position, asked for only when the chart is drawn.
    static func replayPoints(of viewModel: any ReplayViewModelProtocol) -> @MainActor () -> [ScorePoint] {
        { [weak viewModel] in viewModel?.scoreProgression() ?? [] }
    }
}
