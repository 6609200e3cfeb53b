import CourtsideCore
import CourtsideText

/// Shows one game position on a scoreboard: the score, the clock, the six panels, the highlighted
/// panel and the status line's words for what just happened.
///
/// Live scoring and replay each drive one: live scoring after every event it records, a replay after
/// every step or seek. Neither knows the other; both are drawn by the same views. ``show(_:clockMs:isClockRunning:)``
/// sets every value from a folded state, and only the `Dynamic`s whose values differ fire, so a
/// rebound fires one counter whether it came from a key or from a replay's step.
///
/// The screen's board views (header, panels, status line) bind to it alone. Each `Dynamic` holds
/// one fact: the "H - A" line, the winner's name and the chart at FINAL are derived by the views.
@MainActor
public final class BoardPresenter {
    /// The game's id, for the title.
    public let gameID: GameID
    /// The home team's name, as typed (the screen sanitizes it).
    public let homeName: String
    /// The away team's name, as typed (the screen sanitizes it).
    public let awayName: String
    /// The home team's points, corrections included.
    public let homeScore: Dynamic<Int>
    /// The away team's points, corrections included.
    public let awayScore: Dynamic<Int>
    /// The clock as `mm:ss.t`; with a time limit, "09:12.3 of 10:00" counting up or "00:47.7 left"
    /// counting down (``clockDirection``), and "10:04.2 OT" once a tie at the limit went to overtime.
    public let time: Dynamic<String>
    /// The shot clock's whole seconds left in two columns ("24", " 7", " 0"); empty in a game
    /// without one.
    public let shotClock: Dynamic<String>
    /// How many buzzers sounded (the time limit reached, the shot clock run out): the screen rings
    /// the terminal's bell once for each.
    public let buzzer: Dynamic<Int>
    /// How many of those were the shot clock's.
    public private(set) var shotClockBuzzers = 0
    /// Whether buzzers sound here: not on a replay, whose seeks would sound them out of time.
    private let buzzes: Bool
    /// Both clocks' text and buzzers.
    private var face: ClockFace
    /// Whether the clock runs, as last shown: the shot clock sounds its buzzer only running.
    private var isClockRunning = false
    /// Running, paused, or final with the winner.
    public let clockState: Dynamic<ClockState>
    /// Whether the game is won (the header charts the score progression then).
    public let isFinished: Dynamic<Bool>
    /// The home team's totals (fouls, rebounds, assists) and whether it is at game point.
    public let homeTotals: Dynamic<TeamTotals>
    /// The away team's totals and whether it is at game point.
    public let awayTotals: Dynamic<TeamTotals>
    /// The rules in a few words ("to 15 · win by 2"), for the header.
    public let rulesText: String
    /// What the made and missed shots are worth, for the panels' labels (2PT and 3PT under shots 2
    /// and 3).
    public let shots: ShotValues
    /// The last play, or why a key was refused.
    public let status: Dynamic<String>
    /// The latest plays, newest first, with the substitutions between them, as many lines as the
    /// screen has rows for (``playLogLength``); in edit mode, the page that holds the selected play.
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
    public let players: [PlayerViewModel]
    /// Who sits on each bench now (both empty without benches: no bench row).
    public let bench: Dynamic<BenchLine>

    /// The words for this game's plays, shared with the feed and the overlay files; the players
    /// named as the position shown has them (a late arrival, a new name).
    public private(set) var words: PlayWords

    /// A board of `header`'s teams showing `state`; see
    /// ``init(gameID:homeName:awayName:players:state:isReadOnly:selected:status:keymap:clockDirection:buzzes:)``.
    public convenience init(
        header: GameHeader, state: GameState, isReadOnly: Bool, selected: PlayerID?, status: String,
        keymap: ScoreboardKeymap = .standard, clockDirection: ClockDirection? = nil, buzzes: Bool = true
    ) {
        self.init(
            gameID: header.id, homeName: header.home.name, awayName: header.away.name,
            players: Array(header.home.players.prefix(Team.size) + header.away.players.prefix(Team.size)),
            state: state, isReadOnly: isReadOnly, selected: selected, status: status, keymap: keymap,
            clockDirection: clockDirection, buzzes: buzzes, rosterNames: state.playerNames)
    }

    /// A board showing `state` with its clock stopped at the state's time; `players` are the six,
    /// home 1…3 then away 1…3, their select keys from `keymap`. `selected` is the highlighted panel
    /// (nil for none). The names are taken as given: the screen sanitizes them. A time-limited
    /// clock reads `clockDirection` (``ClockDirection/standard(for:)`` when nil); `buzzes` says
    /// whether ``buzzer`` counts the buzzers. `rosterNames` are every player's names by
    /// ``PlayerID/index`` (``PlayWords/names(of:)``), for the plays of a bench player; the six's
    /// when nil.
    public init(
        gameID: GameID, homeName: String, awayName: String, players: [Player], state: GameState, isReadOnly: Bool,
        selected: PlayerID?, status: String, keymap: ScoreboardKeymap = .standard,
        clockDirection: ClockDirection? = nil, buzzes: Bool = true, rosterNames: [String]? = nil
    ) {
        precondition(players.map(\.id) == PlayerID.all, "a board shows home 1…3 then away 1…3")
        self.gameID = gameID
        self.homeName = homeName
        self.awayName = awayName
        self.isReadOnly = isReadOnly
        words = PlayWords(
            homeName: homeName, awayName: awayName, playerNames: rosterNames ?? players.map(\.name),
            shots: state.rules.shots)
        homeScore = Dynamic(state.homeScore)
        awayScore = Dynamic(state.awayScore)
        self.buzzes = buzzes
        var face = ClockFace(
            rules: state.rules, direction: clockDirection ?? .standard(for: state.rules),
            showsOvertime: state.wentToOvertime, shotClockFromMs: state.ball.shotClockFromMs)
        time = Dynamic(face.time(ms: state.clockMs)?.text ?? "")
        shotClock = Dynamic(face.shotClock(ms: state.clockMs)?.text ?? "")
        self.face = face
        buzzer = Dynamic(0)
        clockState = Dynamic(Self.clockState(state, isClockRunning: false))
        isFinished = Dynamic(state.isFinished)
        homeTotals = Dynamic(TeamTotals(state, side: .home))
        awayTotals = Dynamic(TeamTotals(state, side: .away))
        rulesText = state.rules.summary
        shots = state.rules.shots
        self.status = Dynamic(status)
        playLog = Dynamic([])
        selectedPlay = Dynamic(nil)
        bench = Dynamic(BenchLine(home: [], away: []))
        // "locked" means the game is over and takes nothing: a read-only board of a game still
        // being played (watched, or replayed) is not locked.
        let locked = isReadOnly && state.isFinished
        self.players = players.map { player in
            PlayerViewModel(
                player: player, teamName: player.id.side == .home ? homeName : awayName,
                selectKey: keymap.selectKey(for: player.id).label, stats: state.stats(for: player.id),
                isSelected: player.id == selected, isLocked: locked)
        }
        showPlayLog(state)
        showCourt(state)
    }

    // MARK: Showing

    /// Shows in each panel the player on court in it now, with their counters, and the benches.
    private func showCourt(_ state: GameState) {
        for model in players {
            let player = state.courtPlayer(inPanel: model.id)
            model.playerName.value = words.name(of: player)
            model.show(state.stats(for: player))
        }
        bench.value = BenchLine(state, words: words)
    }

    /// Shows the game at `state`: counters, scores, team totals, whether it is won, the play log, and the clock
    /// at `clockMs`, shown running when `isClockRunning`. Only the `Dynamic`s whose values differ
    /// fire. A won game keeps its panels open: assists, rebounds and fouls are still taken.
    public func show(_ state: GameState, clockMs: Int64, isClockRunning: Bool) {
        // A join or a rename names the players anew: the panels, the log and the words say so.
        words = words.naming(state)
        showCourt(state)
        showPlayLog(state)
        homeScore.value = state.homeScore
        awayScore.value = state.awayScore
        let ball = state.ball
        homeTotals.value = TeamTotals(state, side: .home, possession: ball.possession)
        awayTotals.value = TeamTotals(state, side: .away, possession: ball.possession)
        isFinished.value = state.isFinished
        if isReadOnly {
            for model in players { model.isLocked.value = state.isFinished }
        }
        clockState.value = Self.clockState(state, isClockRunning: isClockRunning)
        // A pause that stopped the clock on the shot clock's last tenth still sounds its buzzer.
        let wasRunning = self.isClockRunning
        self.isClockRunning = isClockRunning
        face.follow(overtime: state.wentToOvertime, shotClockFromMs: ball.shotClockFromMs)
        showClocks(ms: clockMs, running: wasRunning || isClockRunning)
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

    /// Moves the shown clocks alone; `time` fires only when the shown tenth changes, `shotClock`
    /// when its second does.
    public func showTime(ms: Int64) {
        showClocks(ms: ms, running: isClockRunning)
    }

    /// Which way a time-limited clock reads.
    public var clockDirection: ClockDirection { face.countsDown ? .down : .up }

    /// The limit the board's times of plays count down from (the time left), nil when they are
    /// the time played: the header's way, which the log and edit mode follow.
    public var countdownLimitMs: Int64? { face.countdownLimitMs }

    /// Turns a time-limited clock the other way (counting down, the time left), and the log's
    /// times with it; false in a game without a limit, whose clock only counts up, and in
    /// overtime. `ms` is the clock's reading.
    @discardableResult
    public func flipClockDirection(ms: Int64, state: GameState) -> Bool {
        guard !face.showsOvertime, face.flip() else { return false }
        showClocks(ms: ms, running: false)
        showPlayLog(state)
        return true
    }

    /// Both clocks at `ms`; a buzzer counts when the limit is reached, or when the shot clock runs
    /// out while the clock ran (`running`).
    private func showClocks(ms: Int64, running: Bool) {
        if let shown = face.time(ms: ms) {
            time.value = shown.text
            if shown.buzzer && buzzes { buzzer.value += 1 }
        }
        if let shown = face.shotClock(ms: ms) {
            shotClock.value = shown.text
            if shown.buzzer && running && buzzes {
                shotClockBuzzers += 1
                buzzer.value += 1
            }
        }
    }

    /// Highlights `player`'s panel (none when nil); only the panels whose highlight changes fire.
    public func showSelection(_ player: PlayerID?) {
        for model in players { model.isSelected.value = model.id == player }
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
        if let winner = state.winner { return .final(winner: winner, confirmed: state.isConfirmed) }
        return isClockRunning ? .running : .paused
    }
}

extension BoardPresenter {
    /// The totals of `side`.
    public func totals(for side: Side) -> Dynamic<TeamTotals> {
        side == .home ? homeTotals : awayTotals
    }

    /// The name of `side`'s team.
    public func teamName(for side: Side) -> String {
        side == .home ? homeName : awayName
    }
}
