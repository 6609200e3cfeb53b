import CourtsideCore
import CourtsideReports

/// The run board (README, "The run"): the game being played, who has next, tonight's results and
/// standings, and the organiser's keys (players arrive and leave, teams made again, the next
/// game). Every change goes one way: the queue rules (``RunState``) take the entries first, the
/// run file records them (write + fsync), and only then does the board show them.
///
/// The executable asks it for the games: ``startNextGame()`` (Enter, and the scoreboard's
/// next-game key at FINAL), and tells it when a game's board closes (``gameClosed(_:)``), which
/// records a finished game's result and moves the players by the rotation.
@MainActor
public final class RunViewModel {
    /// The run as recorded.
    public private(set) var state: RunState
    /// The title bar.
    public let title: Dynamic<String>
    /// The game being played, or the next one.
    public let court: Dynamic<RunPanel>
    /// Who has next, and after.
    public let queue: Dynamic<RunPanel>
    /// Tonight's results.
    public let results: Dynamic<RunPanel>
    /// Tonight's standings, best record first (``RunState/rankedStandings``); the screen sizes
    /// their columns to the names and the width it has.
    public let standings: Dynamic<[RunStanding]>
    /// The first standings row shown: the standings scroll, where they have more rows than their box.
    public let standingsTop = Dynamic(0)
    /// The status line (and the line being typed).
    public let status: Dynamic<String>
    /// What is over the board.
    public let overlay = Dynamic(RunOverlay.none)
    /// What the executable is to do next; the screen is done once it is set.
    public let action = Dynamic<RunAction?>(nil)
    /// The run board's keys (``KeyConfiguration/run``), which the help overlay lists.
    public let keymap: RunKeymap

    private let recorder: any RunRecorder
    private let library: any GameLibrary
    private let timeSource: any TimeSource
    private let players: (any RunPlayers)?
    /// The library's ratings as last read (``readRatings()``), by lowercased name.
    private var ratings: [String: Double] = [:]
    private let knownNames: [String]
    private var draw: RunDraw
    private var prompt: RunPrompt?
    private var confirmingEnd = false
    /// The standings rows the screen shows at once (``showStandings(rows:)``): a page.
    private var standingsRows = 10

    /// A board over `state` (as `recorder`'s file holds it), starting games in `library`.
    /// `players` are the library's (their ratings for balanced teams, read again each time teams
    /// are made; the registry told of a new name; nil: every rating the initial one, and a new
    /// name the run's alone), `knownNames` the names Tab completes (the player registry's and the
    /// library's).
    public init(
        state: RunState, recorder: any RunRecorder, library: any GameLibrary, timeSource: any TimeSource,
        keymap: RunKeymap = .standard, players: (any RunPlayers)? = nil,
        knownNames: [String] = [], draw: RunDraw = RunDraw(), notice: String? = nil
    ) {
        self.state = state
        self.recorder = recorder
        self.library = library
        self.timeSource = timeSource
        self.keymap = keymap
        self.players = players
        self.ratings = players?.ratings() ?? [:]
        self.knownNames = knownNames
        self.draw = draw
        let play = keymap.label(for: .play)
        let rating = { [ratings] (name: String) in ratings[name.lowercased()] ?? EloRatings.initial }
        title = Dynamic(RunBoardText.title(state))
        court = Dynamic(RunBoardText.court(state, rating: rating, playKey: play))
        queue = Dynamic(RunBoardText.queue(state, rating: rating))
        results = Dynamic(RunBoardText.results(state))
        standings = Dynamic(state.rankedStandings)
        status = Dynamic(notice ?? Self.opening(state, keymap: keymap))
    }

    /// Lets the run go (its file's lock).
    public func close() { recorder.close() }

    /// The action, once: the executable takes it and the screen can be shown again.
    public func takeAction() -> RunAction? {
        defer { action.value = nil }
        return action.value
    }

    /// Answers the question or the typing that is up, or maps the key to an intent.
    public func handle(_ key: Key) {
        if let prompt {
            switch prompt.reading(key, names: completions) {
            case .typing(let next):
                self.prompt = next
                status.value = next.line
            case .cancel:
                self.prompt = nil
                status.value = "nothing changed"
            case .submit(let text):
                self.prompt = nil
                submit(text, for: prompt.purpose)
            }
            return
        }
        if confirmingEnd {
            confirmingEnd = false
            switch key {
            case .character("y"), .character("Y"): endRun()
            default: status.value = "the run goes on"
            }
            return
        }
        if overlay.value == .help {
            overlay.value = .none
            return
        }
        guard let intent = keymap.intent(for: key) else {
            status.value = keymap.refusal(for: key)
            return
        }
        perform(intent)
    }

    /// Players arrive (a pasted list): at the back of the line, teams made as they allow.
    public func arrive(_ names: [String]) {
        if commit(names.map { .arrive(name: $0) }, formTeams: true) {
            status.value = "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") here"
        }
    }

    /// A latecomer typed on the board of the game being played (`+` there): at the back of the
    /// line, an `arrive` as `a` here records it, but no team is made of them yet, so they can
    /// join the game from the line (``joinGame(_:side:)``) without leaving a team short; the
    /// teams are made once they wait (``makeTeams()``). One here already and waiting is taken as
    /// they are. Nil when they are in the line, else why not (the run's status line says it too).
    public func lateArrival(_ typed: String) -> String? {
        if let name = state.presentName(typed) {
            guard let game = state.game, game.home.contains(name) || game.away.contains(name) else { return nil }
            return RunError.playing(name, game: game.id).description
        }
        guard commit([.arrive(name: typed)], formTeams: false) else { return status.value }
        status.value = "\(typed) is here"
        return nil
    }

    /// Makes the teams the line allows (a latecomer who does not join the game being played waits).
    public func makeTeams() {
        readRatings()
        commit(RunTeamMaker.entries(for: state, rating: rating, using: &draw), formTeams: false)
    }

    /// The latecomer `name` (here, waiting) joins `side` of the game being played, recorded in
    /// the run's file (a `join`) before the game's: its result counts their points. Nil when
    /// recorded, else why not.
    public func joinGame(_ name: String, side: Side) -> String? {
        guard let game = state.game else { return RunError.noGame.description }
        guard commit([.join(game: game.id, side: side, name: name)], formTeams: false) else {
            return "\(name) stays in the run's line, not in the game: \(status.value)"
        }
        status.value = "\(name) joins \(game.team(side).name) in game \(game.id)"
        return nil
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: RunIntent) {
        switch intent {
        case .play:
            if let session = state.game == nil ? startNextGame() : resumeGame() { action.value = .play(session) }
        case .scroll(let step):
            switch step {
            case .up: scrollStandings(to: standingsTop.value - 1)
            case .down: scrollStandings(to: standingsTop.value + 1)
            case .first: scrollStandings(to: 0)
            case .last: scrollStandings(to: standings.value.count)
            }
        case .scrollPage(let pages): scrollStandings(to: standingsTop.value + pages * standingsRows)
        case .add: ask(.arrive)
        case .leave: ask(.leave)
        case .swap: ask(.swap)
        case .rename: ask(.rename)
        case .cycleMaking:
            readRatings()
            let making = state.making.next
            if commit(RunTeamMaker.remake(state, making: making, rating: rating, using: &draw), formTeams: false) {
                status.value = "teams are made by \(making.rawValue) now"
            }
        case .remake:
            readRatings()
            if commit(RunTeamMaker.remake(state, rating: rating, using: &draw), formTeams: false) {
                status.value = state.teams.isEmpty ? "no team is waiting" : "the waiting teams are made again"
            }
        case .end:
            confirmingEnd = true
            status.value = "end the run? y ends it (no more games), any other key goes on"
        case .showHelp: overlay.value = .help
        case .quit: action.value = .quit
        }
    }

    /// Stores the next game between the teams due (its `start` recorded) and opens it for scoring;
    /// nil with the reason on the status line when there is none (too few players, a team short).
    public func startNextGame() -> ScoringSession? {
        let teams: (home: RunTeam, away: RunTeam)
        do throws(RunError) {
            teams = try state.nextGame()
        } catch {
            status.value = error.description
            return nil
        }
        let session: ScoringSession
        do {
            session = try library.create(header(GameID.generate(), teams.home, teams.away))
        } catch {
            status.value = "not created: \(FailureWords.reason(error))"
            return nil
        }
        let id = session.game.header.id
        guard commit([.start(game: id, home: teams.home.players, away: teams.away.players)], formTeams: false) else {
            session.recorder.close()
            try? library.delete(id)
            return nil
        }
        return session
    }

    /// A game's board closed: a player given a new name on it has it in the whole run (and the
    /// registry); a finished game of the run has its result recorded (who sat on the bench all
    /// game played no game), its players moved by the rotation and the teams made, rated as the
    /// library rates them now; anything else stays the game being played.
    public func gameClosed(_ game: Game) {
        guard let before = state.game, before.id == game.header.id else { return }
        let renamed = renames(in: game, playing: before)
        // The game as the run has it now: under the new names.
        guard game.state.isFinished, let playing = state.game else { return }
        // Every player of the team, the bench's and a latecomer's too; one who never came on court
        // (or is not in the game's file: its join was not written) played no game.
        let lines = Dictionary(
            GamePlayerLine.lines(header: game.header, state: game.state).map { ($0.player, $0) },
            uniquingKeysWith: { first, _ in first })
        var dnp: [String] = []
        let points = [Side.home, .away].map { side in
            playing.team(side).players.enumerated().map { index, name in
                let line = lines[PlayerID(side: side, number: index + 1)]
                if line?.played != true { dnp.append(name) }
                return line?.points ?? 0
            }
        }
        let kind = RunEntry.Kind.finish(
            game: playing.id, homeScore: points[0].reduce(0, +), awayScore: points[1].reduce(0, +),
            homePoints: points[0], awayPoints: points[1], dnp: dnp)
        if commit([kind], formTeams: true), let last = state.results.last {
            let winner = last.game.team(last.winner)
            status.value =
                "game \(last.number): \(winner.name) won \(max(last.homeScore, last.awayScore))-"
                + "\(min(last.homeScore, last.awayScore))" + (renamed.isEmpty ? "" : "; " + renamed)
        }
    }

    /// Records the new names `game`'s board gave the players of the run's game (`rename` entries),
    /// and tells the registry, from the game's creation on; what was done, for the status line.
    private func renames(in game: Game, playing: RunGame) -> String {
        var said: [String] = []
        for side in [Side.home, .away] {
            let names = game.state.players(side).map(\.name)
            for (index, old) in playing.team(side).players.enumerated() where index < names.count {
                guard names[index] != old else { continue }
                said.append(
                    rename(old, to: names[index], fromMs: game.header.createdMs)
                        ?? "\(old) keeps their name in the run: \(status.value)")
            }
        }
        if !said.isEmpty { status.value = said.joined(separator: "; ") }
        return said.joined(separator: "; ")
    }

    /// `old` is called `new` in the run from now on, and in the registry from the games created
    /// at `fromMs` on; what came of it, in words. Nil when the run refuses (the status line says
    /// why).
    private func rename(_ old: String, to new: String, fromMs: Int64) -> String? {
        guard commit([.rename(from: old, to: new)], formTeams: false) else { return nil }
        if let refusal = players?.rename(old, to: new, fromMs: fromMs) {
            return "\(old) is now \(new) in the run; the player registry did not take it: \(refusal)"
        }
        return "\(old) is now \(new)"
    }

    /// The game being played, opened again for scoring (made again from the run if its file is gone).
    private func resumeGame() -> ScoringSession? {
        guard let game = state.game else { return nil }
        do {
            return try library.openForScoring(game.id)
        } catch LibraryError.notFound(_) {
            do {
                return try library.create(header(game.id, game.home, game.away))
            } catch {
                status.value = "not made again: \(FailureWords.reason(error))"
            }
        } catch {
            status.value = "game \(game.id) cannot be opened: \(error)"
        }
        return nil
    }

    /// A game's header between two teams of the run, under its rules.
    private func header(_ id: GameID, _ home: RunTeam, _ away: RunTeam) throws -> GameHeader {
        try GameHeader(
            id: id, home: Team(side: .home, name: home.name, playerNames: home.players),
            away: Team(side: .away, name: away.name, playerNames: away.players), rules: state.settings.rules,
            createdMs: timeSource.wallMs)
    }

    /// Folds `kinds` (and, with `formTeams`, the teams the line then allows) into a copy of the
    /// run, records them in one write and shows them; false, with the reason shown, when the
    /// queue rules or the disk refuse (nothing changes then).
    @discardableResult
    private func commit(_ kinds: [RunEntry.Kind], formTeams: Bool) -> Bool {
        guard !kinds.isEmpty else { return true }
        // Teams are balanced by the ratings as they are now: games finished tonight count.
        if formTeams { readRatings() }
        let wallMs = timeSource.wallMs
        var prepared: RunState?
        var refusal: RunError?
        // Prepared on the run as its file holds it when written: the organiser's phone may have
        // appended since the board last read it.
        let latest: RunState
        do {
            latest = try recorder.record(after: state) { latest in
                do throws(RunError) {
                    let made = try latest.prepared(
                        kinds, wallMs: wallMs, teamsRatedBy: formTeams ? rating : nil, using: &draw)
                    prepared = made.state
                    return made.entries
                } catch {
                    refusal = error
                    return []
                }
            }
        } catch {
            status.value = "not saved: \(FailureWords.reason(error))"
            return false
        }
        guard let prepared else {
            adopt(latest)
            status.value = refusal?.description ?? "nothing changed"
            return false
        }
        state = prepared
        show()
        return true
    }

    /// The descriptors that wake the board when its run's file may have been written elsewhere
    /// (the organiser's phone, through `courtside serve --organiser`): the run loop polls them.
    public var changeDescriptors: [Int32] { recorder.changeDescriptor.map { [$0] } ?? [] }

    /// One of ``changeDescriptors`` is readable: the run is read again if its file changed.
    public func wake() {
        if recorder.takeChange() { refresh() }
    }

    /// Reads the lines written elsewhere since the board last read or wrote, and shows them.
    public func refresh() {
        do {
            let latest = try recorder.latest(after: state)
            guard latest != state else { return }
            adopt(latest)
            status.value = "the run changed elsewhere (the organiser's phone): shown as it is now"
        } catch {
            status.value = "the run's file cannot be read: \(FailureWords.reason(error))"
        }
    }

    /// The run as its file holds it, shown (what another writer appended).
    private func adopt(_ latest: RunState) {
        guard latest != state else { return }
        state = latest
        show()
    }

    /// Reads the library's ratings again.
    private func readRatings() {
        if let players { ratings = players.ratings() }
    }

    /// A player's strength: their rating as last read, the initial one for a newcomer.
    private var rating: (String) -> Double {
        { [ratings] name in ratings[name.lowercased()] ?? EloRatings.initial }
    }

    private func show() {
        let play = keymap.label(for: .play)
        title.value = RunBoardText.title(state)
        court.value = RunBoardText.court(state, rating: rating, playKey: play)
        queue.value = RunBoardText.queue(state, rating: rating)
        results.value = RunBoardText.results(state)
        standings.value = state.rankedStandings
        scrollStandings(to: standingsTop.value)
    }

    /// The screen shows `rows` standings rows at once (on each layout): a page of PgUp and PgDn,
    /// and the last row shown at the bottom of the box, never a blank below it.
    public func showStandings(rows: Int) {
        standingsRows = max(1, rows)
        scrollStandings(to: standingsTop.value)
    }

    /// Scrolls the standings to `top`, kept within the rows there are.
    private func scrollStandings(to top: Int) {
        let clamped = max(0, min(top, standings.value.count - standingsRows))
        if standingsTop.value != clamped { standingsTop.value = clamped }
    }

    private func ask(_ purpose: RunPrompt.Purpose) {
        let prompt = RunPrompt(purpose: purpose)
        self.prompt = prompt
        status.value = prompt.line
    }

    /// Names Tab completes: who is here when someone leaves or players change places, else everyone
    /// known and not here.
    private var completions: [String] {
        if prompt?.purpose == .leave || prompt?.purpose == .swap || prompt?.purpose == .rename { return state.present }
        return knownNames.filter { !state.isHere($0) }
    }

    private func submit(_ text: String, for purpose: RunPrompt.Purpose) {
        let names = text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        guard !names.isEmpty else { return status.value = "nobody typed: nothing changed" }
        switch purpose {
        case .arrive: arrive(names)
        case .leave:
            let name = state.presentName(names[0]) ?? names[0]
            if commit([.leave(name: name)], formTeams: true) { status.value = "\(name) has gone" }
        case .swap:
            guard names.count == 2 else { return status.value = "two names, a comma between: nothing changed" }
            let (first, second) = (state.presentName(names[0]) ?? names[0], state.presentName(names[1]) ?? names[1])
            if commit([.swap(first: first, second: second)], formTeams: false) {
                status.value = "\(first) and \(second) have changed places"
            }
        case .rename:
            guard names.count == 2 else {
                return status.value = "the name, a comma, the new name: nothing changed"
            }
            let old = state.runName(names[0]) ?? names[0]
            if let game = state.game, game.home.contains(old) || game.away.contains(old) {
                return status.value =
                    "\(old) is playing game \(game.id): \(keymap.label(for: .play)), then N on its board renames them"
            }
            if let said = rename(old, to: names[1], fromMs: timeSource.wallMs) { status.value = said }
        }
    }

    private func endRun() {
        if commit([.end], formTeams: false) {
            status.value = "the run is over: courtside run export shows the night"
        }
    }

    private static func opening(_ state: RunState, keymap: RunKeymap) -> String {
        if state.present.isEmpty { return "\(keymap.label(for: .add)): players arrive (a pasted list of names works)" }
        return "\(state.present.count) here: \(keymap.label(for: .play)) plays the next game"
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
