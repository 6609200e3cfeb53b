import CourtsideCore
import CourtsideViewModels

/// A player's page (Enter on the players or leaders screen): a title bar with the name, the
/// summary (averages, totals, best games), the game log as a table, a status line, a help bar
/// and the `?` help. Done when the view model asks to go back.
@MainActor
public final class PlayerPageScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: PlayerPageViewModel
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    /// The fewest rows the log keeps before the best games make way for it.
    static let minimumLogRows = 8

    private let title: TableTitleView
    private let summary: PlayerSummaryView
    private let table: TableView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let keys: MenuKeys<TableIntent>

    /// A page for `viewModel`, its views bound at once: the first frame shows the model as it is.
    /// In `screenReader` mode the status line is the announce line (the log's
    /// ``TableViewModel/makeAnnouncer(status:)``, opening with who the player is) and the help is in
    /// sentences.
    public init(viewModel: PlayerPageViewModel, screenReader: Bool = false) {
        self.viewModel = viewModel
        let announcer =
            screenReader ? viewModel.table.makeAnnouncer(status: viewModel.status, opening: viewModel.summary.who) : nil
        title = TableTitleView(title: viewModel.summary.who, noun: "game", table: viewModel.table)
        summary = PlayerSummaryView(summary: viewModel.summary)
        table = TableView(table: viewModel.table, pinned: 1)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(
            viewModel.showsHelp, shownWhen: true, entries: viewModel.keymap.helpEntries, spoken: screenReader)
        keys = MenuKeys(keymap: viewModel.keymap, exit: .back, helpOverlay: helpOverlay, announcer: announcer)
        views = [title, summary, table, status, helpBar, helpOverlay]
    }

    /// Title, summary, log, status, help bar; the best games go when the log would get fewer
    /// than ``minimumLogRows`` rows.
    public func layout(in size: TerminalSize) {
        let width = size.width
        let height = size.height
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        let room = height - 4
        let full = summary.height(width: width, bestGames: true)
        summary.showsBestGames = room - full - 1 >= Self.minimumLogRows
        let summaryHeight = summary.height(width: width, bestGames: summary.showsBestGames)
        summary.frame = Rect(row: 1, column: 0, width: width, height: summaryHeight)
        let top = 2 + summaryHeight
        table.frame = Rect(row: top, column: 0, width: width, height: max(0, height - 2 - top))
        keys.placeFoot(status: status, helpBar: helpBar, in: size)
    }

    /// Screen-reader mode: on the announce line, or the help's first line.
    public var cursor: CursorPosition? { keys.cursor(status: status) }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) { keys.handle(key, forward: viewModel.handle) }

    /// The back key goes back, whatever was up.
    public func handleBehindNotice(_ key: Key) -> Bool { keys.handleBehindNotice(key, perform: viewModel.perform) }

    /// The back binding as the too-small notice shows it (as the key file sets it, if it does).
    public var noticeKeys: String { keys.noticeKeys }

    /// Whether the view model asks to go back.
    public var isDone: Bool { viewModel.action.value != nil }
}
