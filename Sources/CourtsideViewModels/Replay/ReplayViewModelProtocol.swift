import CourtsideCore
import CourtsideReports

/// What the replay screen shows and what it can be asked to do: the board of the position
/// reached, and the replay bar.
///
/// The screen draws ``board`` with the same views as live scoring, adds the bar, forwards keys to
/// ``handle(_:)`` and drives time through ``tick(now:)``.
@MainActor
public protocol ReplayViewModelProtocol: AnyObject {
    /// The read-only board showing the game at the replay's position.
    var board: any BoardPresenterProtocol { get }
    /// Events in the game (the N of "event k of N").
    var eventCount: Int { get }
    /// Events shown so far, 0…``eventCount``.
    var position: Dynamic<Int> { get }
    /// "event k of N".
    var positionText: Dynamic<String> { get }
    /// The replay clock as `mm:ss.t` (the board's `time` shows the same).
    var clock: Dynamic<String> { get }
    /// The speed.
    var speed: Dynamic<ReplaySpeed> { get }
    /// The speed as shown: "1×" … "16×", "max".
    var speedLabel: Dynamic<String> { get }
    /// Playing, paused or ended.
    var playback: Dynamic<ReplayPlayback> { get }
    /// Whether the key help covers the screen; any key closes it.
    var isShowingHelp: Dynamic<Bool> { get }
    /// Becomes true when the viewer quits; the run loop then ends.
    var isDone: Dynamic<Bool> { get }
    /// The replay keys in force: the screen draws its help overlay and help bar from them.
    var keymap: ReplayKeymap { get }

    /// The score progression of the game as it stood at the replay's position (none before the
    /// first event; ``WormChart/points(of:)-(GameState)``), for the chart once the replay reaches FINAL.
    func scoreProgression() -> [ScorePoint]

    /// Handles a key: closes the help if it is up, else maps the key to an intent and performs it.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: ReplayIntent)
    /// Called by the run loop with a monotonic reading: while playing, advances the replay clock by
    /// the time elapsed × the speed and shows every event whose game-clock time it has reached.
    func tick(now: Int64)
    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it.
    func showPlayLog(length: Int)
    /// Milliseconds the run loop may sleep before the next tick can show something (the next tenth
    /// of the replay clock, or the next event, whichever comes first); 0 when a tick is due now;
    /// nil while paused or ended.
    func msUntilNextTick(now: Int64) -> Int64?
}
