import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The views every scoreboard shows, live or replayed: the header, the six player panels and the
/// status line, bound to one scoreboard view model. ``ScoreboardScreen`` and ``ReplayScreen`` both
/// build theirs here, so a replay looks exactly like the game did.
@MainActor
struct ScoreboardViews {
    /// The header (score, clock, and the worm chart once the game is won).
    let header: HeaderView
    /// Home 1…3 then away 1…3.
    let panels: [PlayerPanelView]
    /// The last play, or why a key was refused.
    let status: StatusLineView

    /// The views of `viewModel`; `scorePoints` gives the score progression for the chart at FINAL
    /// (no chart when nil).
    init(viewModel: any ScoreboardViewModelProtocol, scorePoints: (@MainActor () -> [ScorePoint])?) {
        header = HeaderView(viewModel: viewModel, scorePoints: scorePoints)
        panels = viewModel.players.map { PlayerPanelView(player: $0) }
        status = StatusLineView(status: viewModel.status)
    }

    /// Back to front.
    var all: [any ScreenView] { [header] + panels + [status] }

    /// Places the views where `layout` says.
    func place(_ layout: ScoreboardLayout) {
        header.frame = layout.header
        for (panel, rect) in zip(panels, layout.panels) { panel.frame = rect }
        status.frame = layout.status
    }

    /// The board's score progression, asked for only when the chart is drawn (at FINAL).
    static func livePoints(of viewModel: any ScoreboardViewModelProtocol) -> @MainActor () -> [ScorePoint] {
        { [weak viewModel] in viewModel?.scoreProgression() ?? [] }
    }
}
