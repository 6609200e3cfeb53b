import CourtsideCore
import CourtsideViewModels

/// The league desk (`courtside desk`): a title bar, the league's line (live, or offline since
/// when and why), every court's row (court, teams, score, clock, status, last heard, refused), a
/// status line, a help bar from the view model's keymap and the `?` help. Wakes on the league
/// watch's news and once a second while times show; done when the scorer quits.
@MainActor
public final class DeskScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: DeskViewModel
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size

    private let title: TableTitleView
    private let league: StatusLineView
    private let table: TableView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let helpOverlay: HelpOverlayView
    private let keys: MenuKeys<TableIntent>
    /// Screen-reader mode's announcer; nil otherwise.
    private let announcer: Announcer?

    /// A desk for `viewModel`, its views bound at once. In `screenReader` mode the status line is
    /// the announce line (``DeskViewModel/makeAnnouncer()``: the selected court, each court that
    /// moved, the league lost or reached) and the help is in sentences.
    public init(viewModel: DeskViewModel, screenReader: Bool = false) {
        self.viewModel = viewModel
        let announcer = screenReader ? viewModel.makeAnnouncer() : nil
        self.announcer = announcer
        title = TableTitleView(title: viewModel.keymap.title, noun: "court", table: viewModel.table)
        league = StatusLineView(status: viewModel.league, id: "league", marker: "")
        table = TableView(table: viewModel.table, pinned: 1)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        helpOverlay = HelpOverlayView(
            viewModel.showsHelp, shownWhen: true, entries: viewModel.keymap.helpEntries, spoken: screenReader)
        keys = MenuKeys(keymap: viewModel.keymap, exit: .back, helpOverlay: helpOverlay, announcer: announcer)
        views = [title, league, table, status, helpBar, helpOverlay]
    }

    /// Title and league line on top, status and help at the bottom, the courts between.
    public func layout(in size: TerminalSize) {
        let width = size.width
        title.frame = Rect(row: 0, column: 0, width: width, height: 1)
        league.frame = Rect(row: 1, column: 0, width: width, height: 1)
        table.frame = Rect(row: 2, column: 0, width: width, height: max(0, size.height - 4))
        keys.placeFoot(status: status, helpBar: helpBar, in: size)
    }

    /// Forwards the key to the view model, unless it turns a page of the help that is up.
    public func handle(_ key: Key) { keys.handle(key, forward: viewModel.handle) }

    /// The quit key quits, whatever was up.
    public func handleBehindNotice(_ key: Key) -> Bool { keys.handleBehindNotice(key, perform: viewModel.perform) }

    /// The quit binding as the too-small notice shows it.
    public var noticeKeys: String { keys.noticeKeys }

    /// The "heard" times and the league's offline time follow the wall clock.
    public func tick(now: Int64) { viewModel.tick() }

    /// Until the next wall-clock second while times show; else the read blocks.
    public func timeoutMs(now: Int64) -> Int? { viewModel.timeoutMs() }

    /// The league watch's pipe.
    public var wakeDescriptors: [Int32] { viewModel.wakeDescriptors }

    /// Reads the league watch's news; in screen-reader mode what it changed is said as one line.
    public func wake() {
        guard let announcer else { return viewModel.wake() }
        announcer.gather { viewModel.wake() }
    }

    /// Screen-reader mode: on the announce line, or the help's first line.
    public var cursor: CursorPosition? { keys.cursor(status: status) }

    /// Whether the scorer quit.
    public var isDone: Bool { viewModel.quits.value }
}
