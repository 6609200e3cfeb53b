import CourtsideCore
import CourtsideViewModels

/// The live scoreboard: a header, six player panels, a status line, a help bar and two overlays,
/// each a view bound to the scoreboard view model.
///
/// Keys go to the view model; the views learn of every change through their bindings, so the render
/// pass draws exactly what changed: a rebound, that player's panel; a point, the panel and the header;
/// a clock tenth, the header alone.
@MainActor
public final class ScoreboardScreen: Screen {
    /// The view model shown.
    public let viewModel: any ScoreboardViewModelProtocol
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 80×24.
    public let minimumSize = TerminalSize.minimum

    private let header: HeaderView
    private let panels: [PlayerPanelView]
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let quitOverlay: QuitOverlayView

    /// A screen for `viewModel`; the help overlay lists `helpEntries` (the keymap's own by default).
    public init(
        viewModel: any ScoreboardViewModelProtocol,
        helpEntries: [ScoreboardKeymap.Entry] = ScoreboardKeymap.standard.entries
    ) {
        self.viewModel = viewModel
        header = HeaderView(viewModel: viewModel)
        panels = viewModel.players.map { PlayerPanelView(player: $0) }
        status = StatusLineView(status: viewModel.status)
        let keys = viewModel.players.map(\.selectKey)
        helpBar = HelpBarView(homeKeys: Array(keys.prefix(Team.size)), awayKeys: Array(keys.suffix(Team.size)))
        helpOverlay = HelpOverlayView(overlay: viewModel.overlay, entries: helpEntries)
        quitOverlay = QuitOverlayView(overlay: viewModel.overlay)
        views = [header] + panels + [status, helpBar, helpOverlay, quitOverlay]
    }

    /// Places every view for `size`.
    public func layout(in size: TerminalSize) {
        let layout = ScoreboardLayout(size: size)
        header.frame = layout.header
        for (panel, rect) in zip(panels, layout.panels) { panel.frame = rect }
        status.frame = layout.status
        helpBar.frame = layout.help
        let help = helpOverlay.preferredSize
        helpOverlay.frame = layout.body.centered(width: help.width, height: help.height)
        let quit = QuitOverlayView.preferredSize
        quitOverlay.frame = layout.body.centered(width: quit.width, height: quit.height)
    }

    /// Forwards the key to the view model.
    public func handle(_ key: Key) {
        viewModel.handle(key)
    }

    /// Lets the clock catch up.
    public func tick(now: Int64) {
        viewModel.tick(now: now)
    }

    /// Until the next tenth while the clock runs; nil (block) while it is stopped.
    public func timeoutMs(now: Int64) -> Int? {
        viewModel.msUntilNextTick(now: now).map { Int(clamping: max(1, $0)) }
    }

    /// Whether the scorer confirmed quitting.
    public var isDone: Bool { viewModel.isDone.value }
}
