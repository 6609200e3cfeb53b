import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The live scoreboard: a header, six player panels, a status line, a help bar and two overlays,
/// each a view bound to the scoreboard view model.
///
/// Keys go to the view model; the views learn of every change through their bindings, so the render
/// pass draws exactly what changed: a rebound, that player's panel; a point, the panel and the header;
/// a clock tenth, the header alone. Once the game is won the header shows the worm chart of the
/// score over game time; an undo of the winning move takes it away again.
@MainActor
public final class ScoreboardScreen: Screen {
    /// The view model shown.
    public let viewModel: any ScoreboardViewModelProtocol
    /// The views, back to front.
    public let views: [any ScreenView]
    /// The board's own minimum (``ScoreboardLayout/minimum``): compact below 80×24.
    public let minimumSize = ScoreboardLayout.minimum

    private let board: ScoreboardViews
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let editHelpOverlay: HelpOverlayView
    private let quitOverlay: QuitOverlayView

    /// A screen for `viewModel`; the help bar and the help overlay show the view model's keymap.
    ///
    /// `scorePoints` gives the score after every event for the worm chart at FINAL; by default it is
    /// the view model's ``ScoreboardViewModelProtocol/scoreProgression()``.
    public init(
        viewModel: any ScoreboardViewModelProtocol, scorePoints: (@MainActor () -> [ScorePoint])? = nil
    ) {
        self.viewModel = viewModel
        board = ScoreboardViews(
            board: viewModel.board, scorePoints: scorePoints ?? ScoreboardViews.livePoints(of: viewModel),
            logLength: { [weak viewModel] in viewModel?.showPlayLog(length: $0) })
        helpBar = HelpBarView(
            items: viewModel.keymap.barItems, editItems: viewModel.editKeymap.barItems,
            isEditing: viewModel.isEditing)
        helpOverlay = HelpOverlayView(overlay: viewModel.overlay, entries: viewModel.keymap.helpEntries)
        // `?` shows the keys of the mode in force: in edit mode, the edit keys.
        editHelpOverlay = HelpOverlayView(
            viewModel.overlay, shownWhen: .editHelp,
            entries: viewModel.editKeymap.helpEntries(scoring: viewModel.keymap))
        quitOverlay = QuitOverlayView(overlay: viewModel.overlay)
        views = board.all + [helpBar, helpOverlay, editHelpOverlay, quitOverlay]
    }

    /// Places every view for `size`.
    public func layout(in size: TerminalSize) {
        let layout = ScoreboardLayout(size: size)
        board.place(layout)
        helpBar.frame = layout.help
        helpOverlay.place(in: layout.body)
        editHelpOverlay.place(in: layout.body)
        let quit = QuitOverlayView.preferredSize
        quitOverlay.frame = layout.body.centered(width: quit.width, height: quit.height)
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) {
        if helpOverlay.isVisible && helpOverlay.pager.handle(key) { return }
        if editHelpOverlay.isVisible && editHelpOverlay.pager.handle(key) { return }
        viewModel.handle(key)
    }

    /// The quit key asks, as on the board, whatever else was going on (a game that is on asks
    /// y/n; a finished or read-only one closes); while it asks, y and n answer.
    public func handleBehindNotice(_ key: Key) -> Bool {
        if viewModel.overlay.value == .confirmQuit {
            viewModel.handle(key)
            return true
        }
        guard viewModel.keymap.intent(for: key) == .requestQuit else { return false }
        viewModel.perform(.requestQuit)
        return true
    }

    /// The quit key, or the question it asked.
    public var noticeKeys: String {
        viewModel.overlay.value == .confirmQuit
            ? "Quit? y quits · n keeps scoring" : TooSmallView.keysLine(viewModel.keymap, .requestQuit)
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

    /// Records the clock's pause if it runs, so the time since the last event is not lost.
    public func interrupt() {
        viewModel.pauseForExit()
    }
}
