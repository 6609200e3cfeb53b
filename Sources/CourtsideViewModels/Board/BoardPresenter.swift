import CourtsideCore
import CourtsideReports

/// Shows one game position on a scoreboard: the score, the clock, the six panels, the highlighted
/// panel and the status line's words for what just happened.
///
/// Live scoring and replay each drive one: live scoring after every event it records, a replay after
/// every step or seek. Neither knows the other; both are drawn by the same views. ``show(_:clockMs:isClockRunning:)``
/// sets every value from a folded state, and only the `Dynamic`s whose values differ fire, so a
/// rebound fires one counter whether it came from a key or from a replay's step.
@MainActor
public final class BoardPresenter: BoardPresenterProtocol {
    /// The game's id.
    public let gameID: GameID
    /// The home team's name.
    public let homeName: String
    /// The away team's name.
    public let awayName: String
    /// Home score.
    public let homeScore: Dynamic<Int>
    /// Away score.
    public let awayScore: Dynamic<Int>
    /// The clock as `mm:ss.t`.
    public let time: Dynamic<String>
    /// The tenths `time` shows, so a reading in the same tenth costs one comparison.
    private var shownTenths: Int64 = -1
    /// Running, paused or final.
    public let clockState: Dynamic<ClockState>
    /// Whether the game is won.
    public let isFinished: Dynamic<Bool>
    /// The last play, or why a key was refused.
    public let status: Dynamic<String>
    /// Whether every panel stays locked, won or not: a board that takes no moves (read-only, replay).
    public let isReadOnly: Bool
    /// The six players, home 1…3 then away 1…3.
    public var players: [any PlayerViewModelProtocol] { playerModels }

    /// The words for this game's plays, shared with the feed and the overlay files.
    public let words: PlayWords

    private let playerModels: [PlayerViewModel]

    /// A board of `header`'s teams showing `state`; see
    /// ``init(gameID:homeName:awayName:players:state:isReadOnly:selected:status:keymap:)``.
    public convenience init(
        header: GameHeader, state: GameState, isReadOnly: Bool, selected: PlayerID?, status: String,
        keymap: ScoreboardKeymap = .standard
    ) {
        self.init(
            gameID: header.id, homeName: header.home.name, awayName: header.away.name,
            players: header.home.players + header.away.players, state: state, isReadOnly: isReadOnly,
            selected: selected, status: status, keymap: keymap)
    }

    /// A board showing `state` with its clock stopped at the state's time; `players` are the six,
    /// home 1…3 then away 1…3, their select keys from `keymap`. `selected` is the highlighted panel
    /// (nil for none). The names are taken as given: the screen sanitizes them.
    public init(
        gameID: GameID, homeName: String, awayName: String, players: [Player], state: GameState, isReadOnly: Bool,
        selected: PlayerID?, status: String, keymap: ScoreboardKeymap = .standard
    ) {
        precondition(players.map(\.id) == PlayerID.all, "a board shows home 1…3 then away 1…3")
        self.gameID = gameID
        self.homeName = homeName
        self.awayName = awayName
        self.isReadOnly = isReadOnly
        words = PlayWords(homeName: homeName, awayName: awayName, playerNames: players.map(\.name))
        homeScore = Dynamic(state.homeScore)
        awayScore = Dynamic(state.awayScore)
        time = Dynamic(ClockFormat.string(ms: state.clockMs))
        clockState = Dynamic(Self.clockState(state, isClockRunning: false))
        isFinished = Dynamic(state.isFinished)
        self.status = Dynamic(status)
        let locked = isReadOnly || state.isFinished
        playerModels = players.map { player in
            PlayerViewModel(
                player: player, teamName: player.id.side == .home ? homeName : awayName,
                selectKey: keymap.selectKey(for: player.id).label, stats: state.stats(for: player.id),
                isSelected: player.id == selected, isLocked: locked)
        }
    }

    // MARK: Showing

    /// Shows the game at `state`: counters, scores, whether it is won (which locks the panels), and
    /// the clock at `clockMs`, shown running when `isClockRunning`. Only the `Dynamic`s whose values
    /// differ fire.
    public func show(_ state: GameState, clockMs: Int64, isClockRunning: Bool) {
        let locked = isReadOnly || state.isFinished
        for model in playerModels {
            model.show(state.stats(for: model.id))
            model.isLocked.value = locked
        }
        homeScore.value = state.homeScore
        awayScore.value = state.awayScore
        isFinished.value = state.isFinished
        clockState.value = Self.clockState(state, isClockRunning: isClockRunning)
        showTime(ms: clockMs)
    }

    /// Moves the shown clock alone; `time` fires only when the shown tenth changes.
    public func showTime(ms: Int64) {
        // Ten wake-ups a second: compare tenths before making any text.
        let tenths = max(0, ms) / 100
        guard tenths != shownTenths else { return }
        shownTenths = tenths
        time.value = ClockText.string(tenths: tenths)
    }

    /// Highlights `player`'s panel (none when nil); only the panels whose highlight changes fire.
    public func showSelection(_ player: PlayerID?) {
        for model in playerModels { model.isSelected.value = model.id == player }
    }

    // MARK: Words

    /// The status line for a change that led to `state`: live scoring says it after the key, and a
    /// replay says the same after the step ("undid Shaq: 2 points …", "FINAL: …", "… game reopened").
    public func statusText(for change: GameChange, state: GameState) -> String {
        words.statusText(for: change, state: state)
    }

    /// A scorer action in words: "Shaq: 2 points", "play 12 corrected to Kobe: rebound (was …)",
    /// "play 12 deleted (Shaq: 2 points)", "inserted before play 12: A.I.: assist".
    public func describe(_ action: ScorerAction?, play: Play?) -> String {
        words.describe(action, play: play)
    }

    private static func clockState(_ state: GameState, isClockRunning: Bool) -> ClockState {
        if let winner = state.winner { return .final(winner: winner) }
        return isClockRunning ? .running : .paused
    }
}
