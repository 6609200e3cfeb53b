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
    /// The clock as `mm:ss.t`; with a time limit, "09:12.3 of 10:00", and "10:04.2 OT" once a tie
    /// at the limit went to overtime.
    public let time: Dynamic<String>
    /// The tenths `time` shows, so a reading in the same tenth costs one comparison.
    private var shownTenths: Int64 = -1
    /// What follows the clock for a time-limited game (" of 10:00"), nil without a limit.
    private let limitSuffix: String?
    /// Whether the game went to overtime: the clock then says " OT" instead of the limit.
    private var showsOvertime: Bool
    /// Running, paused or final.
    public let clockState: Dynamic<ClockState>
    /// Whether the game is won.
    public let isFinished: Dynamic<Bool>
    /// The home team's totals and game point.
    public let homeTotals: Dynamic<TeamTotals>
    /// The away team's totals and game point.
    public let awayTotals: Dynamic<TeamTotals>
    /// The rules in a few words ("to 15 · win by 2").
    public let rulesText: String
    /// What the made and missed shots are worth, for the panels' labels (2PT and 3PT under shots 2
    /// and 3).
    public let shots: ShotValues
    /// The last play, or why a key was refused.
    public let status: Dynamic<String>
    /// The latest plays, newest first, as many as the screen has rows for (``playLogLength``); in
    /// edit mode, the page that holds the selected play.
    public let playLog: Dynamic<[PlayLogLine]>
    /// The play selected for editing (its sequence number); nil outside edit mode.
    public let selectedPlay: Dynamic<Int?>
    /// Whether every panel stays locked, won or not: a board that takes no moves (read-only, replay).
    public let isReadOnly: Bool
    /// How many lines the play log shows; the screen sets it from its layout (see
    /// ``showPlayLog(_:length:selectedOffset:)``).
    public private(set) var playLogLength = 3
    /// The selected play's place in the log, 0 for the newest; nil outside edit mode.
    public private(set) var selectedOffset: Int?
    /// Whether the log shows every play, undone and deleted ones too; by default it shows only
    /// the plays that stand (``Play/counts``), so an undone play takes no row.
    public private(set) var showsAllPlays = false
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
        words = PlayWords(
            homeName: homeName, awayName: awayName, playerNames: players.map(\.name), shots: state.rules.shots)
        homeScore = Dynamic(state.homeScore)
        awayScore = Dynamic(state.awayScore)
        limitSuffix = state.rules.timeLimitMs.map { " of " + Rules.limitText($0) }
        showsOvertime = state.wentToOvertime
        time = Dynamic(
            ClockFormat.string(ms: state.clockMs) + (state.wentToOvertime ? Self.overtimeSuffix : limitSuffix ?? ""))
        clockState = Dynamic(Self.clockState(state, isClockRunning: false))
        isFinished = Dynamic(state.isFinished)
        homeTotals = Dynamic(TeamTotals(state, side: .home))
        awayTotals = Dynamic(TeamTotals(state, side: .away))
        rulesText = state.rules.summary
        shots = state.rules.shots
        self.status = Dynamic(status)
        playLog = Dynamic([])
        selectedPlay = Dynamic(nil)
        // "locked" means the game is over and takes nothing: a read-only board of a game still
        // being played (watched, or replayed) is not locked.
        let locked = isReadOnly && state.isFinished
        playerModels = players.map { player in
            PlayerViewModel(
                player: player, teamName: player.id.side == .home ? homeName : awayName,
                selectKey: keymap.selectKey(for: player.id).label, stats: state.stats(for: player.id),
                isSelected: player.id == selected, isLocked: locked)
        }
        showPlayLog(state)
    }

    // MARK: Showing

    /// Shows the game at `state`: counters, scores, team totals, whether it is won, the play log, and the clock
    /// at `clockMs`, shown running when `isClockRunning`. Only the `Dynamic`s whose values differ
    /// fire. A won game keeps its panels open: assists, rebounds and fouls are still taken.
    public func show(_ state: GameState, clockMs: Int64, isClockRunning: Bool) {
        for model in playerModels {
            model.show(state.stats(for: model.id))
        }
        showPlayLog(state)
        homeScore.value = state.homeScore
        awayScore.value = state.awayScore
        let ball = state.ball
        homeTotals.value = TeamTotals(state, side: .home, possession: ball.possession)
        awayTotals.value = TeamTotals(state, side: .away, possession: ball.possession)
        isFinished.value = state.isFinished
        if isReadOnly {
            for model in playerModels { model.isLocked.value = state.isFinished }
        }
        clockState.value = Self.clockState(state, isClockRunning: isClockRunning)
        if state.wentToOvertime != showsOvertime {
            showsOvertime = state.wentToOvertime
            shownTenths = -1
        }
        showTime(ms: clockMs)
    }

    /// Shows the play log of `state`: `length` lines (unchanged when nil), the page holding the
    /// play `selectedOffset` places from the newest selected (none when nil: the newest plays).
    ///
    /// O(offset + length), whatever the length of the game: the plays come newest first from
    /// ``GameState/latestPlays(_:)``, and the score after each point is found by walking back
    /// from the current score.
    public func showPlayLog(_ state: GameState, length: Int? = nil, selectedOffset: Int?) {
        if let length { playLogLength = max(0, length) }
        self.selectedOffset = selectedOffset.map { max(0, $0) }
        showPlayLog(state)
    }

    /// Shows every play in the log (`all`), or only the plays that stand.
    public func showAllPlays(_ all: Bool, state: GameState) {
        showsAllPlays = all
        showPlayLog(state)
    }

    /// The newest `count` plays the log shows, newest first: every play when ``showsAllPlays``,
    /// else the plays that stand. O(count + the hidden plays among them).
    public func shownPlays(_ state: GameState, count: Int) -> [Play] {
        Self.plays(state, count: count, all: showsAllPlays)
    }

    /// The newest `count` plays of `state`, newest first: all of them, or only those that stand.
    public static func plays(_ state: GameState, count: Int, all: Bool) -> [Play] {
        guard !all else { return state.latestPlays(count) }
        var asked = max(1, count)
        while true {
            let latest = state.latestPlays(asked)
            let standing = latest.filter(\.counts)
            if standing.count >= count || latest.count < asked { return Array(standing.prefix(count)) }
            asked *= 2
        }
    }

    private func showPlayLog(_ state: GameState) {
        let length = playLogLength
        let first = selectedOffset.map { max(0, $0 - length + 1) } ?? 0
        let plays = shownPlays(state, count: first + length)
        var home = state.homeScore
        var away = state.awayScore
        var lines: [PlayLogLine] = []
        lines.reserveCapacity(length)
        for (index, play) in plays.enumerated() {
            let points = play.counts ? state.rules.points(for: play.move) : 0
            let score = points > 0 ? "\(home)-\(away)" : nil
            if play.player.side == .home { home -= points } else { away -= points }
            guard index >= first else { continue }
            lines.append(
                PlayLogLine(
                    sequence: play.sequence, time: ClockFormat.string(ms: play.clockMs), side: play.player.side,
                    player: words.name(of: play.player), move: state.rules.shots.label(for: play.move), score: score,
                    was: play.isCorrected
                        ? "\(words.name(of: play.original.player)) \(state.rules.shots.label(for: play.original.move))"
                        : nil,
                    isDeleted: play.isDeleted, isUndone: play.isUndone, isInserted: play.insertedBefore != nil,
                    assist: play.creditedAssist.map { words.name(of: $0) }))
        }
        playLog.value = lines
        selectedPlay.value = selectedOffset.flatMap { $0 < plays.count ? plays[$0].sequence : nil }
    }

    /// What follows the clock in overtime.
    private static let overtimeSuffix = " OT"

    /// Moves the shown clock alone; `time` fires only when the shown tenth changes.
    public func showTime(ms: Int64) {
        // Ten wake-ups a second: compare tenths before making any text.
        let tenths = max(0, ms) / 100
        guard tenths != shownTenths else { return }
        shownTenths = tenths
        let clock = ClockFormat.string(tenths: tenths)
        if showsOvertime {
            time.value = clock + Self.overtimeSuffix
        } else if let limitSuffix {
            time.value = clock + limitSuffix
        } else {
            time.value = clock
        }
    }

    /// Highlights `player`'s panel (none when nil); only the panels whose highlight changes fire.
    public func showSelection(_ player: PlayerID?) {
        for model in playerModels { model.isSelected.value = model.id == player }
    }

    // MARK: Words

    /// The status line for a change that led to `state`: live scoring says it after the key, and a
    /// replay says the same after the step ("undid Shaq: 2 points …", "FINAL: …", "game reopened: …").
    ///
    /// A reopened game says so first: a correction's words are long, and the status line is one
    /// row that cuts the end off.
    public func statusText(for change: GameChange, state: GameState) -> String {
        let text = words.statusText(for: change, state: state)
        let reopened = ": game reopened"
        guard change.finishedChanged, !state.isFinished, text.hasSuffix(reopened) else { return text }
        return "game reopened: " + text.dropLast(reopened.count)
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
