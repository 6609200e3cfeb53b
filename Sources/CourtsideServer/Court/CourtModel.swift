import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// The game on the court as the server shows it: the followed game (its clock, its scorer), the
/// feed lines of its last plays, and the server-sent events each follower update makes.
///
/// Pure: no file, no clock of its own (every call gets the time), no lock; ``CourtHub`` keeps one
/// behind its mutex.
struct CourtModel {
    /// How many plays `recent` keeps.
    static let recentCount = 10

    /// The game followed; nil while waiting for one.
    private(set) var gameID: GameID?
    /// The game as followed: its events, its clock, its scorer.
    private(set) var followed = MirroredGame()
    /// The game's feed lines, made as its events are folded; nil before it is read whole.
    private var lines: FeedLineMaker?
    /// The feed lines of the last plays, newest first, encoded.
    private var recent: [String] = []
    /// The feed line of the last event, encoded.
    private var last: String?
    /// The status line's words after the last change.
    private var text = ""

    /// Whether a scorer holds the game now (nil: not known yet, or no game).
    var scorerPresent: Bool? { gameID == nil ? nil : followed.scorerPresent }

    /// Starts over on another game (the follower of `id`, at `location`, reports it whole next),
    /// or with none on no game at all.
    mutating func follow(_ id: GameID?, location: String = "") {
        gameID = id
        followed = MirroredGame(location: location)
        lines = nil
        recent = []
        last = nil
        text = ""
    }

    /// Folds one follower update at monotonic `now` and wall time `wallMs`; returns the events to
    /// send: a `feed` event per game event, and a `state` event when the game was read whole or
    /// its scorer or file changed, or when there is no game to show any more (``FollowerReport/waiting``).
    mutating func apply(_ update: FollowerReport, now: Int64, wallMs: Int64) -> [String] {
        guard case .events = update else {
            _ = followed.apply([update], now: now, wallMs: wallMs)
            return frames(after: update, now: now)
        }
        guard let gameID, var lines else {
            _ = followed.apply([update], now: now, wallMs: wallMs)
            return []
        }
        var frames: [String] = []
        var recent = recent
        var last = last
        // Each event as the followed game folds it (once: the feed lines are made from its fold).
        let step = followed.apply([update], now: now, wallMs: wallMs) { change, state in
            let line = Self.encode(lines.line(change, state))
            frames.append(
                SSEFrame.event("feed", id: EventID(game: gameID, sequence: change.event.sequence), data: line))
            last = line
            if change.action != nil {
                recent.insert(line, at: 0)
                if recent.count > Self.recentCount { recent.removeLast() }
            }
        }
        self.lines = lines
        self.recent = recent
        self.last = last
        if let shown = step.shownChange, let game = followed.game {
            text = lines.words.statusText(for: shown, state: game.state)
        }
        return frames
    }

    /// The events to send after `update`, folded, when it is not appended events.
    private mutating func frames(after update: FollowerReport, now: Int64) -> [String] {
        switch update {
        case .loaded(let game, _):
            load(game)
            return [stateFrame(now: now)]
        case .events:
            return []
        case .scorer, .fileMissing, .failed:
            return [stateFrame(now: now)]
        case .waiting:
            // The court has nothing to show (the game followed was deleted, and no other was
            // played): a page shows it waits, not a game that is gone.
            guard gameID != nil else { return [] }
            follow(nil)
            return [stateFrame(now: now)]
        }
    }

    /// `/api/state` at `now`.
    func stateJSON(now: Int64) -> String {
        guard let gameID, let game = followed.game, let words = lines?.words else {
            return CourtState(
                game: gameID?.rawValue, connection: connection, seq: 0, clockMs: 0,
                clockText: ClockFormat.string(ms: 0),
                running: false, timeLimitMs: nil, countdownFromMs: nil, status: "waiting", confirmed: false,
                winner: nil, rules: nil, text: "", home: nil, away: nil
            ).json(last: nil, recent: [])
        }
        let state = game.state
        let clock = followed.clock.elapsedMs(at: now)
        let countdown = ClockFormat.countdownLimitMs(state.rules)
        return CourtState(
            game: gameID.rawValue, connection: connection, seq: game.events.last?.sequence ?? 0, clockMs: clock,
            clockText: ClockFormat.string(ms: clock, countingDownFrom: countdown), running: followed.clock.isRunning,
            timeLimitMs: state.rules.timeLimitMs, countdownFromMs: countdown,
            status: state.isFinished ? "final" : (state.isClockRunning ? "running" : "paused"),
            confirmed: state.isConfirmed,
            winner: state.winner?.rawValue, rules: state.rules.summary, text: text,
            home: .init(.home, state: state, name: words.homeName),
            away: .init(.away, state: state, name: words.awayName)
        ).json(last: last, recent: recent)
    }

    /// The `state` event at `now`, with the id of the game's last event, so a browser that
    /// reconnects after it asks for what came next.
    func stateFrame(now: Int64) -> String {
        let id = gameID.map { EventID(game: $0, sequence: followed.game?.events.last?.sequence ?? 0) }
        return SSEFrame.event("state", id: id, data: stateJSON(now: now))
    }

    /// What a client that last had `id` missed, to fold into its `feed` events later, outside the
    /// hub's lock (``CourtReplay``): the events after it in this game, or this game's from the
    /// first when it had another game. O(1): the game's events are shared, not copied.
    func replay(after id: EventID) -> CourtReplay? {
        guard let gameID, let game = followed.game else { return nil }
        return CourtReplay(
            gameID: gameID, header: game.header, events: game.events,
            after: id.game == gameID ? id.sequence : 0)
    }

    /// `live`, `no-scorer`, `deleted`, `error` or `waiting`.
    private var connection: String {
        guard gameID != nil, followed.game != nil else { return "waiting" }
        if followed.failure != nil { return "error" }
        if followed.isFileMissing { return "deleted" }
        return followed.scorerPresent == true ? "live" : "no-scorer"
    }

    /// A game read whole: its words, and the feed lines of its last plays and last event (one
    /// fold of the log, encoding only those).
    private mutating func load(_ game: Game) {
        let words = PlayWords(header: game.header, state: game.state)
        lines = FeedLineMaker(header: game.header, state: game.state)
        recent = []
        last = nil
        text = MirroredGame.lastShownChange(of: game).map { words.statusText(for: $0, state: game.state) } ?? ""
        let events = game.events
        guard !events.isEmpty else { return }
        var wanted = Set<Int>()
        for index in events.indices.reversed() where wanted.count < Self.recentCount {
            if events[index].kind != .clockStarted && events[index].kind != .clockPaused { wanted.insert(index) }
        }
        wanted.insert(events.count - 1)
        var state = GameState(header: game.header)
        // Each line names the players as they were at its play, as the live lines did.
        var lines = FeedLineMaker(header: game.header)
        for (index, event) in events.enumerated() {
            guard let change = try? state.apply(event) else { return }
            let line = lines.line(change, state)
            guard wanted.contains(index) else { continue }
            let encoded = Self.encode(line)
            if change.action != nil { recent.insert(encoded, at: 0) }
            if index == events.count - 1 { last = encoded }
        }
    }

    /// A feed line as one line of JSON, without its newline.
    static func encode(_ line: FeedLine) -> String {
        String(line.json().dropLast())
    }
}
