import CourtsideCore
import CourtsideViewModels

/// The live view (`courtside watch`): the board of a game scored by another process, drawn by the
/// scoreboard's own views (``ScoreboardViews``) with large digits on a large terminal, a status
/// bar saying how the watcher stands with the game, a help bar and a help overlay.
///
/// The run loop waits on the keyboard and on the view model's ``WatchViewModelProtocol/wakeDescriptors``
/// together: a scorer's event wakes it, is read and drawn in the same iteration. While the game's
/// clock is stopped nothing else wakes it; while it runs, the watcher's own clock wakes it for
/// each tenth. Before there is a game, a notice says it waits for one.
@MainActor
public final class WatchScreen: Screen {
    /// The view model shown.
    public let viewModel: any WatchViewModelProtocol
    /// The board's own minimum (``ScoreboardLayout/minimum``): compact below 80×24.
    public let minimumSize = ScoreboardLayout.minimum
    /// Whether a board appeared (or changed) since the last layout.
    public private(set) var needsLayout = false

    private var board: ScoreboardViews?
    private let waiting: WatchWaitingView
    private let bar: WatchBarView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private var boardToken: BindingToken?

    /// A screen for `viewModel`; the help bar and the help overlay show its keymap.
    public init(viewModel: any WatchViewModelProtocol) {
        self.viewModel = viewModel
        waiting = WatchWaitingView(viewModel: viewModel)
        bar = WatchBarView(viewModel: viewModel)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(viewModel.isShowingHelp, shownWhen: true, entries: viewModel.helpEntries)
        boardToken = viewModel.board.bindAndFire { [weak self] presenter in self?.showBoard(presenter) }
    }

    /// The views, back to front: the board (or the waiting notice), the bar, the help bar, the help.
    public var views: [any ScreenView] {
        (board?.all ?? [waiting]) + [bar, helpBar, helpOverlay]
    }

    private func showBoard(_ presenter: (any BoardPresenterProtocol)?) {
        board = presenter.map {
            ScoreboardViews(
                board: $0, scorePoints: ScoreboardViews.watchPoints(of: viewModel),
                logLength: { [weak viewModel] in viewModel?.showPlayLog(length: $0) })
        }
        needsLayout = true
    }

    /// Places every view for `size`: the scoreboard's layout with one row for the status bar.
    public func layout(in size: TerminalSize) {
        let layout = ScoreboardLayout(size: size, barRows: 1)
        board?.place(layout)
        waiting.frame = Rect(row: 0, column: 0, width: size.width, height: layout.status.row + 1)
        bar.frame = layout.bar
        helpBar.frame = layout.help
        helpOverlay.place(in: layout.body)
        needsLayout = false
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) {
        if helpOverlay.isVisible && helpOverlay.pager.handle(key) { return }
        viewModel.handle(key)
    }

    /// The quit key quits.
    public func handleBehindNotice(_ key: Key) -> Bool {
        guard viewModel.keymap.intent(for: key) == .quit else { return false }
        viewModel.perform(.quit)
        return true
    }

    /// The quit key.
    public var noticeKeys: String { TooSmallView.keysLine(viewModel.keymap, .quit) }

    /// Moves the watcher's clock.
    public func tick(now: Int64) {
        viewModel.tick(now: now)
    }

    /// Until the next tenth while the clock runs (or a second look at the game); nil (block) otherwise.
    public func timeoutMs(now: Int64) -> Int? {
        viewModel.msUntilNextTick(now: now).map { Int(clamping: max(0, $0)) }
    }

    /// The follower's descriptors.
    public var wakeDescriptors: [Int32] { viewModel.wakeDescriptors }

    /// Reads what changed in the game.
    public func wake() {
        viewModel.refresh()
    }

    /// Whether the watcher quit.
    public var isDone: Bool { viewModel.isDone.value }
}
