import CourtsideCore
import CourtsideViewModels

/// The one board screen: live scoring, a replay and a watcher (`courtside watch`, or a saved game
/// opened from the list) are all this screen over a ``BoardViewModelProtocol``.
///
/// The board's views (``BoardViews``: header, team sides, six panels, play log, status line) bind
/// to the view model's board; a bar (a replay's position, a watcher's connection) sits above the
/// help bar when the view model has one; the help bar shows the keys in force and a `?` overlay per
/// key set pages through them; the quit question covers the board while it is asked. Every view
/// is redrawn only when its binding fires: a rebound draws its panel, its team side, the log and
/// the status line; a clock tenth draws the header alone.
///
/// Keys go to the view model; the run loop wakes for the next tenth (or replay event), for the
/// view model's descriptors (a followed file), or for a key. A new board (a watcher's next game)
/// makes new board views and asks for a layout; until there is a board, the placeholder shows.
@MainActor
public final class BoardScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: any BoardViewModelProtocol
    /// The board's own minimum (``ScoreboardLayout/minimum``): compact below 80×24.
    public let minimumSize = ScoreboardLayout.minimum
    /// Whether a board appeared (or changed) since the last layout.
    public private(set) var needsLayout = false

    private var board: BoardViews?
    private let placeholder: BoardPlaceholderView
    private let bar: BoardBarView?
    private let helpBar: HelpBarView
    private let helpOverlays: [HelpOverlayView]
    private let quitOverlay: QuitOverlayView
    private var boardToken: BindingToken?
    /// The shown board's benches: a bench row that comes or goes (a late arrival) lays out again.
    private var benchToken: BindingToken?
    /// Whether the last layout gave a bench row.
    private var laidOutBench = false
    /// The shown board's buzzer, and the buzzers not yet rung.
    private var buzzerToken: BindingToken?
    private var pendingBells = 0
    /// Screen-reader mode: the board's announcer, and the cursor on its line.
    private let screenReader: Bool
    private var announcer: BoardAnnouncer?

    /// A screen for `viewModel`, its views bound at once: the first frame shows the model as it is.
    /// In `screenReader` mode the status line is the announce line (``BoardAnnouncer``), the
    /// cursor sits on it (on the help's first line while the help is up), the clock does not
    /// tick, and the help is in sentences.
    public init(viewModel: any BoardViewModelProtocol, screenReader: Bool = false) {
        self.viewModel = viewModel
        self.screenReader = screenReader
        placeholder = BoardPlaceholderView(viewModel.placeholder)
        bar = viewModel.bar.map(BoardBarView.init(bar:))
        helpBar = HelpBarView(helps: viewModel.keyHelps, inForce: viewModel.keysInForce)
        helpOverlays = viewModel.keyHelps.indices.map { index in
            HelpOverlayView(
                viewModel.overlay, shownWhen: .help(index), entries: viewModel.keyHelps[index].entries,
                spoken: screenReader)
        }
        quitOverlay = QuitOverlayView(overlay: viewModel.overlay)
        boardToken = viewModel.shownBoard.bindAndFire { [weak self] presenter in self?.show(presenter) }
        // The run loop lays a new screen out before its first frame.
        needsLayout = false
    }

    /// The views, back to front: the board (or the placeholder), the bar, the help bar, the
    /// overlays. Made once per board, not per frame: the renderer asks for them every frame.
    public private(set) var views: [any ScreenView] = []

    private func show(_ presenter: (BoardPresenter)?) {
        // Only buzzers from now on: a board opened on a game past its limit sounds nothing.
        buzzerToken = presenter?.buzzer.bind { [weak self] _ in self?.pendingBells += 1 }
        benchToken = presenter?.bench.bind { [weak self] bench in
            guard let self, bench.isShown != self.laidOutBench else { return }
            self.needsLayout = true
        }
        announcer = screenReader ? presenter.map(BoardAnnouncer.init(board:)) : nil
        board = presenter.map {
            BoardViews(
                board: $0, announcer: announcer,
                scorePoints: { [weak viewModel] in viewModel?.scoreProgression() ?? [] },
                logLength: { [weak viewModel] in viewModel?.showPlayLog(length: $0) })
        }
        var views = board?.all ?? [placeholder]
        if let bar { views.append(bar) }
        views.append(helpBar)
        views += helpOverlays as [any ScreenView]
        views.append(quitOverlay)
        self.views = views
        needsLayout = true
    }

    /// Places every view for `size`: the scoreboard's layout, with a row for the bar if there is
    /// one, large for an audience (``BoardViewModelProtocol/isForAudience``).
    public func layout(in size: TerminalSize) {
        laidOutBench = board?.hasBench == true
        let layout = ScoreboardLayout(
            size: size, barRows: bar == nil ? 0 : 1, benchRows: laidOutBench ? 1 : 0, audience: viewModel.isForAudience)
        board?.place(layout)
        placeholder.frame = Rect(row: 0, column: 0, width: size.width, height: layout.status.row + 1)
        bar?.frame = layout.bar
        helpBar.frame = layout.help
        for overlay in helpOverlays { overlay.place(in: layout.body) }
        let quit = QuitOverlayView.preferredSize
        quitOverlay.frame = layout.body.centered(width: quit.width, height: quit.height)
        needsLayout = false
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) {
        for overlay in helpOverlays where overlay.isVisible {
            if overlay.pager.handle(key) { return }
        }
        viewModel.handle(key)
    }

    /// The way out, as the view model takes it behind the notice.
    public func handleBehindNotice(_ key: Key) -> Bool {
        viewModel.handleBehindNotice(key)
    }

    /// The quit key, or the question it asked.
    public var noticeKeys: String { viewModel.noticeKeys }

    /// Lets the clocks catch up.
    public func tick(now: Int64) {
        viewModel.tick(now: now)
    }

    /// Until the next thing time changes (0 when it is due); nil (block) while nothing will.
    public func timeoutMs(now: Int64) -> Int? {
        viewModel.msUntilNextTick(now: now).map { Int(clamping: max(0, $0)) }
    }

    /// The descriptors the run loop also waits on: a followed game's file changes for `watch`, none
    /// for a scored board.
    public var wakeDescriptors: [Int32] { viewModel.wakeDescriptors }

    /// Reads what changed in the game.
    public func wake() {
        viewModel.refresh()
    }

    /// The buzzers since the last call.
    public func takeBells() -> Int {
        defer { pendingBells = 0 }
        return pendingBells
    }

    /// Screen-reader mode: the start of the announce line's sentence (after its `» `), or the
    /// help's first line while it is up.
    public var cursor: CursorPosition? {
        guard screenReader else { return nil }
        return helpOverlays.lazy.compactMap(\.firstLine).first ?? board?.status.sentenceStart
    }

    /// Whether the viewer is done.
    public var isDone: Bool { viewModel.isDone.value }

    /// Records what must not be lost (a running clock's pause).
    public func interrupt() {
        viewModel.pauseForExit()
    }
}
