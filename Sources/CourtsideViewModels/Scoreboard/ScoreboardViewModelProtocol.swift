import CourtsideCore
import CourtsideReports

/// What the scoreboard screen shows and what it can be asked to do.
///
/// The screen binds to the ``board`` (the same views draw a replay's board) and to the selection and
/// overlays here, and forwards keys; it keeps no state of its own.
@MainActor
public protocol ScoreboardViewModelProtocol: AnyObject {
    /// What the board shows of the game: names, score, clock, the six panels and the status line.
    var board: any BoardPresenterProtocol { get }
    /// The selected player.
    var selectedPlayer: Dynamic<PlayerID> { get }
    /// What covers the board, if anything.
    var overlay: Dynamic<ScoreboardOverlay> { get }
    /// Becomes true once the scorer confirmed quitting; the run loop then ends.
    var isDone: Dynamic<Bool> { get }
    /// Whether the scorer asked for the next game (the next-game key on a FINAL board); read once
    /// ``isDone`` is true, to open the next game instead of leaving.
    var wantsNextGame: Bool { get }
    /// Whether the board takes no moves at all (a finished game opened from the list).
    var isReadOnly: Bool { get }
    /// The keys in force: the screen draws its help overlay and help bar from them.
    var keymap: ScoreboardKeymap { get }
    /// The keys in force in edit mode, which works on the play selected in the log.
    var editKeymap: PlayLogKeymap { get }
    /// Whether edit mode is on (the help bar shows the edit keys then).
    var isEditing: Dynamic<Bool> { get }

    /// The score progression so far (``WormChart/points(of:)-(GameState)``: the plays that count, at
    /// their plays' times), for the score-progression chart at FINAL.
    func scoreProgression() -> [ScorePoint]

    /// Handles a key: maps it to an intent (or answers the overlay) and performs it.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: ScoreboardIntent)
    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it.
    func showPlayLog(length: Int)
    /// Called by the run loop with a monotonic reading; updates the board's `time` when the shown
    /// tenth changes.
    func tick(now: Int64)
    /// Milliseconds the run loop may sleep before the board's `time` can change; nil while it cannot (paused).
    func msUntilNextTick(now: Int64) -> Int64?
    /// The program is ending without a quit (a signal, the terminal gone): records the clock's
    /// pause if it runs, written like any event, so a resume shows the time the scorer saw.
    func pauseForExit()
}
