import CourtsideCore
import CourtsideViewModels

/// The game list (`courtside` with no arguments): a title bar, the games grouped by status or team,
/// a status line, a help bar from the view model's keymap, the `?` help and the delete confirmation.
///
/// The screen is done as soon as the view model has an action for the run loop (resume, view,
/// replay, create, quit): the caller takes it with `takeAction()`, shows the next screen, and may
/// run this one again after calling `reload()`.
@MainActor
public final class GameListScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: any GameListViewModelProtocol
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    private let title: GameListTitleView
    private let list: GameListView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let keys: MenuKeys<GameListIntent>
    private let deleteOverlay: DeleteOverlayView
    private var hasTicked = false

    /// A screen for `viewModel` over the library at `libraryLocation` (shown in the title bar); in
    /// `screenReader` mode the status line is the announce line (the view model's
    /// ``GameListViewModelProtocol/makeAnnouncer()``) and the help is in sentences.
    ///
    /// If the view model has not read the library yet, the screen asks it to on the first tick.
    public init(viewModel: any GameListViewModelProtocol, libraryLocation: String, screenReader: Bool = false) {
        self.viewModel = viewModel
        let announcer = screenReader ? viewModel.makeAnnouncer() : nil
        title = GameListTitleView(viewModel: viewModel, location: libraryLocation)
        list = GameListView(viewModel: viewModel)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(
            viewModel.overlay, shownWhen: .help, entries: viewModel.keymap.helpEntries, spoken: screenReader)
        keys = MenuKeys(keymap: viewModel.keymap, exit: .quit, helpOverlay: helpOverlay, announcer: announcer)
        deleteOverlay = DeleteOverlayView(overlay: viewModel.overlay)
        views = [title, list, status, helpBar, helpOverlay, deleteOverlay]
    }

    /// Title on top, status and help at the bottom, the list between.
    public func layout(in size: TerminalSize) {
        let width = size.width
        let height = size.height
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        list.frame = Rect(row: 2, column: 0, width: width, height: max(0, height - 4))
        keys.placeFoot(status: status, helpBar: helpBar, in: size)
        let body = Rect(row: 0, column: 0, width: width, height: max(0, height - 1))
        let delete = DeleteOverlayView.preferredSize
        deleteOverlay.frame = body.centered(width: min(delete.width, width - 4), height: delete.height)
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) { keys.handle(key, forward: viewModel.handle) }

    /// The quit key quits, whatever was up (the help, a delete question left unanswered).
    public func handleBehindNotice(_ key: Key) -> Bool { keys.handleBehindNotice(key, perform: viewModel.perform) }

    /// The quit binding as the too-small notice shows it (`q quit` by default, or as the key file sets it).
    public var noticeKeys: String { keys.noticeKeys }

    /// Reads the library on the first tick if nothing was read yet; nothing in the list is timed.
    public func tick(now: Int64) {
        guard !hasTicked else { return }
        hasTicked = true
        if viewModel.state.value == .loading { viewModel.reload() }
    }

    /// Screen-reader mode: on the announce line, or the help's first line.
    public var cursor: CursorPosition? { keys.cursor(status: status) }

    /// Whether the view model has an action for the run loop.
    public var isDone: Bool { viewModel.action.value != nil }
}
