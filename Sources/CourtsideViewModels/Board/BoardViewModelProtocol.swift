import CourtsideCore
import CourtsideText

/// What a board screen shows and what it can be asked to do: the one contract the live
/// scoreboard, a replay and a watcher share, so one screen draws all three.
///
/// The screen binds the board's views to ``shownBoard``, its bar (if ``bar`` is given) to that
/// value, its help bar and `?` overlays to ``keyHelps``, ``keysInForce`` and ``overlay``, and
/// forwards keys, time and wake-ups; it keeps no state of its own. What differs between the three
/// (scoring, playing a recording back, following a file) is the view model's business alone.
@MainActor
public protocol BoardViewModelProtocol: AnyObject {
    /// The board shown; nil while there is none yet (``placeholder`` shows then). A new board
    /// (another game) is a new value.
    var shownBoard: Dynamic<(BoardPresenter)?> { get }
    /// The bar above the help bar; nil for a board with no bar (live scoring), fixed for the
    /// screen's life.
    var bar: Dynamic<BoardBar>? { get }
    /// What shows while there is no board.
    var placeholder: BoardPlaceholder { get }
    /// The key sets of the board's modes, for the help bar and the `?` overlays.
    var keyHelps: [KeyHelp] { get }
    /// The index in ``keyHelps`` of the keys in force, which the help bar shows.
    var keysInForce: Dynamic<Int> { get }
    /// What covers the board.
    var overlay: Dynamic<BoardOverlay> { get }
    /// Becomes true once the viewer is done; the run loop then ends.
    var isDone: Dynamic<Bool> { get }
    /// The line the too-small notice gives the keys that work behind it.
    var noticeKeys: String { get }
    /// Descriptors to wait on besides the keyboard: readable when the game may have changed.
    var wakeDescriptors: [Int32] { get }
    /// Whether the board is read from across a court (a watcher): on a large window its clock,
    /// team names and FINAL grow with the score.
    var isForAudience: Bool { get }

    /// Handles a key in the mode in force.
    func handle(_ key: Key)
    /// Takes a key typed behind the too-small notice: only the way out acts. Returns whether it did.
    func handleBehindNotice(_ key: Key) -> Bool
    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it.
    func showPlayLog(length: Int)
    /// The score progression of the game shown (``WormChart/points(of:)-(GameState)``), for the
    /// chart at FINAL; asked for only when the chart is drawn.
    func scoreProgression() -> [ScorePoint]
    /// Called by the run loop with a monotonic reading: brings the clocks up to it.
    func tick(now: Int64)
    /// Milliseconds the run loop may sleep before something time-driven changes; nil to block.
    func msUntilNextTick(now: Int64) -> Int64?
    /// One of ``wakeDescriptors`` is readable: read what changed in the game.
    func refresh()
    /// The program is ending without the viewer asking (a signal, the terminal gone): record
    /// what must not be lost (a running clock's pause).
    func pauseForExit()
}

extension BoardViewModelProtocol {
    /// No bar: only a replay and a watcher have one.
    public var bar: Dynamic<BoardBar>? { nil }
    /// Always a board.
    public var placeholder: BoardPlaceholder { .none }
    /// Only keys and time wake the board.
    public var wakeDescriptors: [Int32] { [] }
    /// The scorer's (or a replay's) board: the log and the panels keep their rows.
    public var isForAudience: Bool { false }
    /// Nothing to read.
    public func refresh() {}
    /// Nothing to record.
    public func pauseForExit() {}
}
