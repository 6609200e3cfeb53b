import CourtsideCore
import CourtsideReports

/// What the scoreboard screen shows and what it can be asked to do.
///
/// The screen binds to the `Dynamic`s and forwards keys; it keeps no state of its own.
@MainActor
public protocol ScoreboardViewModelProtocol: AnyObject {
    /// The game's id, for the title.
    var gameID: GameID { get }
    /// The home team's name.
    var homeName: String { get }
    /// The away team's name.
    var awayName: String { get }
    /// "H - A", as the header and the list show it.
    var score: Dynamic<String> { get }
    /// Home score as a number (for large digits).
    var homeScore: Dynamic<Int> { get }
    /// Away score as a number (for large digits).
    var awayScore: Dynamic<Int> { get }
    /// The game clock as `mm:ss.t`.
    var time: Dynamic<String> { get }
    /// Running, paused, or final with the winner.
    var clockState: Dynamic<ClockState> { get }
    /// Whether the game is won.
    var isFinished: Dynamic<Bool> { get }
    /// The winner, once there is one.
    var winner: Dynamic<Side?> { get }
    /// The last play, or why a key was refused.
    var status: Dynamic<String> { get }
    /// The selected player.
    var selectedPlayer: Dynamic<PlayerID> { get }
    /// What covers the board, if anything.
    var overlay: Dynamic<ScoreboardOverlay> { get }
    /// Becomes true once the scorer confirmed quitting; the run loop then ends.
    var isDone: Dynamic<Bool> { get }
    /// Whether the board takes no moves at all (a finished game opened from the list, or a replay).
    var isReadOnly: Bool { get }
    /// The six players, home 1…3 then away 1…3.
    var players: [any PlayerViewModelProtocol] { get }
    /// The keys in force: the screen draws its help overlay and help bar from them.
    var keymap: ScoreboardKeymap { get }

    /// The score after every event so far, for the score-progression chart at FINAL.
    func scoreProgression() -> [ScorePoint]

    /// Handles a key: maps it to an intent (or answers the overlay) and performs it.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: ScoreboardIntent)
    /// Called by the run loop with a monotonic reading; updates `time` when the shown tenth changes.
    func tick(now: Int64)
    /// Milliseconds the run loop may sleep before `time` can change; nil while it cannot (paused).
    func msUntilNextTick(now: Int64) -> Int64?
}
