import CourtsideViewModels

/// The run board (`courtside run`, `R` in the game list): the game on court or next, who has next,
/// tonight's results and standings, the status line (where names are typed) and the help bar,
/// from the view model's one keymap; `?` shows its help.
///
/// The screen is done when the view model has an action (a game to score, or quit): the caller
/// takes it, shows the game's board, and runs this screen again.
@MainActor
public final class RunScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: RunViewModel
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    private let title: RunTitleView
    private let court: RunPanelView
    private let queue: RunPanelView
    private let results: RunPanelView
    private let standings: RunStandingsView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let keys: MenuKeys<RunIntent>

    /// A screen for `viewModel`, its views bound at once: the first frame shows the model as it is.
    /// In `screenReader` mode the status line is the announce line (``RunViewModel/makeAnnouncer()``)
    /// and the help is in sentences.
    public init(viewModel: RunViewModel, screenReader: Bool = false) {
        self.viewModel = viewModel
        let announcer = screenReader ? viewModel.makeAnnouncer() : nil
        title = RunTitleView(title: viewModel.title)
        court = RunPanelView(id: "run.court", panel: viewModel.court)
        queue = RunPanelView(id: "run.queue", panel: viewModel.queue)
        results = RunPanelView(id: "run.results", panel: viewModel.results)
        standings = RunStandingsView(standings: viewModel.standings, top: viewModel.standingsTop)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(
            viewModel.overlay, shownWhen: .help, entries: viewModel.keymap.helpEntries, spoken: screenReader)
        keys = MenuKeys(keymap: viewModel.keymap, exit: .quit, helpOverlay: helpOverlay, announcer: announcer)
        views = [title, court, queue, results, standings, status, helpBar, helpOverlay]
    }

    /// The title on top; on the left the court (seven rows) over who has next; on the right the
    /// results over the standings; the status line and the help bar at the bottom.
    public func layout(in size: TerminalSize) {
        let width = size.width
        let height = size.height
        let body = max(0, height - 3)
        let left = width / 2
        let courtHeight = min(7, body / 2)
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        court.frame = Rect(row: 1, column: 0, width: left, height: courtHeight)
        queue.frame = Rect(row: 1 + courtHeight, column: 0, width: left, height: body - courtHeight)
        // The standings take more: a row a player, where results show the latest few.
        let resultsHeight = body * 2 / 5
        results.frame = Rect(row: 1, column: left, width: width - left, height: resultsHeight)
        standings.frame = Rect(row: 1 + resultsHeight, column: left, width: width - left, height: body - resultsHeight)
        viewModel.showStandings(rows: RunStandingsView.visibleRows(height: body - resultsHeight))
        keys.placeFoot(status: status, helpBar: helpBar, in: size)
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) { keys.handle(key, forward: viewModel.handle) }

    /// The quit key leaves, whatever was up.
    public func handleBehindNotice(_ key: Key) -> Bool { keys.handleBehindNotice(key, perform: viewModel.perform) }

    /// The quit binding as the too-small notice shows it (`q quit` by default, or as the key file sets it).
    public var noticeKeys: String { keys.noticeKeys }

    /// The run file's changes: the organiser's phone writes it too, and the board shows that at once.
    public var wakeDescriptors: [Int32] { viewModel.changeDescriptors }

    /// The run's file may have changed: the view model reads it again.
    public func wake() { viewModel.wake() }

    /// Screen-reader mode: on the announce line, or the help's first line.
    public var cursor: CursorPosition? { keys.cursor(status: status) }

    /// Whether the view model has an action for the executable.
    public var isDone: Bool { viewModel.action.value != nil }
}
