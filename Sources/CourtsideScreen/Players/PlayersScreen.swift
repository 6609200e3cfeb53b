import CourtsideCore
import CourtsideViewModels

/// The players screen and the leaders screen (`s` and `l` in the game list): a title bar, the
/// table of players, a status line, a help bar from the view model's keymap and the `?` help.
///
/// The screen is done as soon as the view model has an action (a player's page, back): the
/// caller takes it with `takeAction()` and may run this screen again, as it left it.
@MainActor
public final class PlayersScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: PlayersViewModel
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    private let title: TableTitleView
    private let table: TableView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let keys: MenuKeys<TableIntent>
    private var hasTicked = false

    /// A screen for `viewModel`. If it has not read the players yet, it does on the first tick. In
    /// `screenReader` mode the status line is the announce line (the table's
    /// ``TableViewModel/makeAnnouncer(status:)``) and the help is in sentences.
    public init(viewModel: PlayersViewModel, screenReader: Bool = false) {
        self.viewModel = viewModel
        let announcer = screenReader ? viewModel.table.makeAnnouncer(status: viewModel.status) : nil
        title = TableTitleView(title: viewModel.kind.title, noun: "player", table: viewModel.table)
        table = TableView(table: viewModel.table, pinned: viewModel.table.showsRank ? 2 : 1)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(
            viewModel.showsHelp, shownWhen: true, entries: viewModel.keymap.helpEntries, spoken: screenReader)
        keys = MenuKeys(keymap: viewModel.keymap, exit: .back, helpOverlay: helpOverlay, announcer: announcer)
        views = [title, table, status, helpBar, helpOverlay]
    }

    /// Title on top, status and help at the bottom, the table between.
    public func layout(in size: TerminalSize) {
        let width = size.width
        let height = size.height
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        table.frame = Rect(row: 2, column: 0, width: width, height: max(0, height - 4))
        keys.placeFoot(status: status, helpBar: helpBar, in: size)
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) { keys.handle(key, forward: viewModel.handle) }

    /// The back key goes back, whatever was up.
    public func handleBehindNotice(_ key: Key) -> Bool { keys.handleBehindNotice(key, perform: viewModel.perform) }

    /// The back binding as the too-small notice shows it (as the key file sets it, if it does).
    public var noticeKeys: String { keys.noticeKeys }

    /// Reads the players on the first tick if nothing was read yet; nothing here is timed.
    public func tick(now: Int64) {
        guard !hasTicked else { return }
        hasTicked = true
        if viewModel.table.state.value == .loading { viewModel.reload() }
    }

    /// Screen-reader mode: on the announce line, or the help's first line.
    public var cursor: CursorPosition? { keys.cursor(status: status) }

    /// Whether the view model has an action for the run loop.
    public var isDone: Bool { viewModel.action.value != nil }
}
