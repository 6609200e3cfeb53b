import CourtsideCore
import CourtsideReports

/// What the live view shows and what it can be asked to do: the board of a game scored by another
/// process, a status bar saying how the watcher stands with it, and the keys.
///
/// The screen draws ``board`` with the scoreboard's own views once there is a game, waits on
/// ``wakeDescriptors`` with the keyboard, calls ``refresh()`` when one is readable, and drives the
/// watcher's own clock through ``tick(now:)``.
@MainActor
public protocol WatchViewModelProtocol: AnyObject {
    /// The read-only board of the game followed; nil while waiting for a game to be scored. It is
    /// set again (a new board) only when the file starts holding another game.
    var board: Dynamic<(any BoardPresenterProtocol)?> { get }
    /// How the watcher stands with the game: live, scorer gone, file deleted, waiting.
    var connection: Dynamic<WatchConnection> { get }
    /// "GAME POINT: Ballerz", "GAME POINT: both teams", or "".
    var gamePoint: Dynamic<String> { get }
    /// Whether the key help covers the screen; any key closes it.
    var isShowingHelp: Dynamic<Bool> { get }
    /// Becomes true when the watcher quits; the run loop then ends.
    var isDone: Dynamic<Bool> { get }
    /// The watch keys in force, for the help overlay and the help bar.
    var keymap: WatchKeymap { get }
    /// The watch keys, for the help overlay.
    var helpEntries: [HelpEntry] { get }
    /// Descriptors to wait on besides the keyboard: readable when the game may have changed.
    var wakeDescriptors: [Int32] { get }

    /// The score after each event so far, for the chart at FINAL.
    func scoreProgression() -> [ScorePoint]
    /// Reads what changed in the game and shows it.
    func refresh()
    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it.
    func showPlayLog(length: Int)
    /// Handles a key: closes the help if it is up, else maps the key to an intent and performs it.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: WatchIntent)
    /// Moves the watcher's own clock to a monotonic reading (and looks at the game again when a
    /// second look is due).
    func tick(now: Int64)
    /// Milliseconds until the shown tenth changes or a second look at the game is due, whichever
    /// is first; nil while neither will happen (the clock is stopped): then only a key or the game
    /// wakes the watcher.
    func msUntilNextTick(now: Int64) -> Int64?
}
