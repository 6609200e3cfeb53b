import CourtsideCore
import CourtsideViewModels

/// The players screen and the leaders screen (`s` and `l` in the game list): a title bar, the
/// table of players, a status line, a help bar from the view model's keymap and the `?` help.
///
/// The screen is done as soon as the view model has an action (a player's page, back): the
/// caller takes it with `takeAction()` and may run this screen again, as it left it.
@MainActor
public final class PlayersScreen: Screen {
    /// The view model shown.
    public let viewModel: any PlayersViewModelProtocol
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    private let title: TableTitleView
    private let table: TableView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private var hasTicked = false

    /// A screen for `viewModel`. If it has not read the players yet, it does on the first tick.
    public init(viewModel: any PlayersViewModelProtocol) {
        self.viewModel = viewModel
        title = TableTitleView(title: viewModel.kind.title, noun: "player", table: viewModel.table)
        table = TableView(table: viewModel.table, pinned: viewModel.table.showsRank ? 2 : 1)
        status = StatusLineView(status: viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(viewModel.showsHelp, shownWhen: true, entries: viewModel.keymap.helpEntries)
        views = [title, table, status, helpBar, helpOverlay]
    }

    /// Title on top, status and help at the bottom, the table between.
    public func layout(in size: TerminalSize) {
        let width = size.width
        let height = size.height
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        table.frame = Rect(row: 2, column: 0, width: width, height: max(0, height - 4))
        status.frame = Rect(row: height - 2, column: 0, width: width, height: 1)
        helpBar.frame = Rect(row: height - 1, column: 0, width: width, height: 1)
        helpOverlay.place(in: Rect(row: 0, column: 0, width: width, height: max(0, height - 1)))
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) {
        if helpOverlay.isVisible && helpOverlay.pager.handle(key) { return }
        viewModel.handle(key)
    }

    /// The back key goes back, whatever was up.
    public func handleBehindNotice(_ key: Key) -> Bool {
        guard viewModel.keymap.intent(for: key) == .back else { return false }
        viewModel.perform(.back)
        return true
    }

    /// The back key.
    public var noticeKeys: String { viewModel.keymap.noticeLine(for: .back) }

    /// Reads the players on the first tick if nothing was read yet; nothing here is timed.
    public func tick(now: Int64) {
        guard !hasTicked else { return }
        hasTicked = true
        if viewModel.table.state.value == .loading { viewModel.reload() }
    }

    /// Nothing changes by itself.
    public func timeoutMs(now: Int64) -> Int? { nil }

    /// Whether the view model has an action for the run loop.
    public var isDone: Bool { viewModel.action.value != nil }
}
