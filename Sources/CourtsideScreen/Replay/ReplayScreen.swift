import CourtsideCore
import CourtsideViewModels

/// A replay: the board of the position reached, drawn by the same views as live scoring
/// (``ScoreboardViews``), with the replay bar above a help bar of the replay keys in force, and a
/// help overlay. At FINAL the header charts the score progression up to the replay's position, as
/// the replay view model gives it.
///
/// Time comes from the replay view model: while it plays, the run loop wakes for the next tenth of
/// the replay clock or the next event, whichever is first; paused or ended, the read blocks. A step
/// draws what the event changed on the board (as live scoring did) and the replay bar.
@MainActor
public final class ReplayScreen: Screen {
    /// The view model shown.
    public let viewModel: any ReplayViewModelProtocol
    /// The views, back to front.
    public let views: [any ScreenView]
    /// The board's own minimum (``ScoreboardLayout/minimum``): compact below 80×24.
    public let minimumSize = ScoreboardLayout.minimum

    private let board: ScoreboardViews
    private let bar: ReplayBarView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView

    /// A screen for `viewModel`; the help bar and the help overlay show its keymap.
    public init(viewModel: any ReplayViewModelProtocol) {
        self.viewModel = viewModel
        board = ScoreboardViews(
            board: viewModel.board, scorePoints: ScoreboardViews.replayPoints(of: viewModel),
            logLength: { [weak viewModel] in viewModel?.showPlayLog(length: $0) })
        bar = ReplayBarView(viewModel: viewModel)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(viewModel.isShowingHelp, shownWhen: true, entries: viewModel.keymap.helpEntries)
        views = board.all + [bar, helpBar, helpOverlay]
    }

    /// Places every view for `size`: the scoreboard's layout with one row for the replay bar.
    public func layout(in size: TerminalSize) {
        let layout = ScoreboardLayout(size: size, barRows: 1)
        board.place(layout)
        bar.frame = layout.bar
        helpBar.frame = layout.help
        helpOverlay.place(in: layout.body)
    }

    /// Forwards the key to the replay view model, unless it turns a page of the help that is up.
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

    /// Moves the replay clock.
    public func tick(now: Int64) {
        viewModel.tick(now: now)
    }

    /// Until the next tenth or event while playing (0 when one is due); nil (block) otherwise.
    public func timeoutMs(now: Int64) -> Int? {
        viewModel.msUntilNextTick(now: now).map { Int(clamping: max(0, $0)) }
    }

    /// Whether the viewer quit.
    public var isDone: Bool { viewModel.isDone.value }
}
