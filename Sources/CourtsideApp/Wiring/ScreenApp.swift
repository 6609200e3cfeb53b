import CourtsideCore
import CourtsideReports
import CourtsideScreen
import CourtsideStore
import CourtsideViewModels
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the terminal once and moves the scorer between screens until one of them ends the program.
///
/// The list is the hub: a game opened from it comes back to it. A game opened by `new` or `resume`
/// ends the program when the scorer quits. A FINAL board's next-game key and the list's rematch key
/// store a new game with the same teams and rules and open its scoreboard; a live game quit with no
/// event at all is removed, and the list's status (or, leaving to the shell, standard error) says so.
@MainActor
package final class ScreenApp {
    /// Where to go next.
    package enum Route {
        /// The game list.
        case gameList
        /// The form for a new game.
        case creator
        /// The live scoreboard of a game open for scoring; `isNew` when this process has just made
        /// the game (no run can be playing it, so no run file is read to ask).
        case scoreboard(ScoringSession, returnToList: Bool, isNew: Bool = false)
        /// A saved game played back.
        case replay(LoadedGame, speed: ReplaySpeed, returnToList: Bool)
        /// A game followed read-only: live while another process scores it, as saved otherwise;
        /// `correction` says how to change it instead (nil: watching a scorer).
        case watch(CourtFollower, returnToList: Bool, correction: String? = nil)
        /// The players or the leaders; `reload` reads them again (coming from the list, not from a
        /// player's page).
        case players(PlayersTableKind, reload: Bool)
        /// A player's page, opened from the players or the leaders.
        case playerPage(PlayerDirectory.Entry, from: PlayersTableKind)
        /// The run board (`courtside run`, or its key in the list).
        case run(RunViewModel, returnToList: Bool)
        /// A game of the run being scored; its board closes back to the run board, and the
        /// next-game key at FINAL starts the run's next game.
        case runGame(ScoringSession, RunViewModel, returnToList: Bool)
    }

    private let library: FileGameLibrary
    private let loop: ScreenRunLoop
    private let keys: KeyConfiguration
    /// Which way a time-limited clock reads on every scoreboard opened (nil: each game's default).
    private let clockDirection: ClockDirection?
    private let time: any TimeSource
    /// The theme and screen-reader mode every screen is shown in.
    private let preferences: ScreenPreferences
    private lazy var list = GameListViewModel(library: library, timeSource: time, keymap: keys.gameList)
    private lazy var playerStats = LibraryPlayerStats(library: library)
    /// The players and leaders screens' view models, kept so a player's page goes back to the row
    /// it was opened from, sorted and grouped as it was.
    private var tables: [PlayersTableKind: PlayersViewModel] = [:]
    /// Lines for standard error once the terminal is given back (nothing may be printed while the
    /// screen is up).
    private var farewells: [String] = []
    /// The league sender, when a league is configured (docs/league.md): every scoreboard shows
    /// how it stands on its bar and nudges it after each saved event.
    package var league: LeagueBoardLink?

    /// An app over `library` whose screens `loop` runs, with `keys`, boards reading a time-limited
    /// clock `clockDirection` (nil: each game's default) and every screen's time from `time`.
    /// ``run(_:library:keys:clockDirection:)`` makes one on the terminal; tests make one on a
    /// fake terminal and call ``navigate(from:)``.
    package init(
        library: FileGameLibrary, loop: ScreenRunLoop, keys: KeyConfiguration, clockDirection: ClockDirection? = nil,
        time: any TimeSource = SystemTimeSource(), preferences: ScreenPreferences = ScreenPreferences()
    ) {
        self.preferences = preferences
        self.library = library
        self.loop = loop
        self.keys = keys
        self.clockDirection = clockDirection
        self.time = time
    }

    /// Refuses, with exit 2 and one line on stderr, to start without a terminal; nothing is written
    /// to stdout before this passes.
    package static func requireTerminal() throws {
        if let problem = TerminalCheck.problem() {
            throw CommandFailure.usage("\(problem)")
        }
    }

    /// Runs screens from `route` with `keys` (``KeysFile/load(environment:)``, read before anything
    /// else) until the scorer quits. The terminal is restored on every way out.
    ///
    /// After SIGINT, SIGTERM or SIGHUP the screen on show records what it must (a running clock's
    /// pause), the terminal is given back, and the process ends by that same signal, so the shell
    /// reports 128 + N (130 for Ctrl-C). Scoreboards read a time-limited clock `clockDirection`
    /// (`--countdown`, `--count-up`; nil: each game's default); every screen is shown as
    /// `preferences` say (`--theme`, `--screen-reader`).
    package static func run(
        _ route: Route, library: FileGameLibrary, keys: KeyConfiguration, clockDirection: ClockDirection? = nil,
        preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let farewells = try runScreens(
            route, library: library, keys: keys, clockDirection: clockDirection, preferences: preferences)
        for line in farewells { OutputSink.standardError.report(line) }
        if let signal = TerminalSignals.receivedSignal { TerminalSignals.endProcess(by: signal) }
    }

    /// Runs the screens; returns what to say on standard error once the terminal is restored.
    private static func runScreens(
        _ route: Route, library: FileGameLibrary, keys: KeyConfiguration, clockDirection: ClockDirection?,
        preferences: ScreenPreferences
    ) throws -> [String] {
        try requireTerminal()
        // Read before the terminal is taken, so a bad config file is one line on the shell's screen.
        let leagueSettings = LeagueSettings.resolve(config: try ConfigFile.load())
        return try withLoop(preferences: preferences) { loop in
            let app = ScreenApp(
                library: library, loop: loop, keys: keys, clockDirection: clockDirection, preferences: preferences)
            if let url = leagueSettings.url {
                app.league = LeagueBoardLink(library: library, court: leagueSettings.court, url: url)
            }
            defer { app.league?.stop() }
            return app.navigate(from: route)
        }
    }

    /// Takes the terminal (refusing without one, as ``requireTerminal()``), runs `body` with a run
    /// loop on it, and gives the terminal back on every way out.
    static func withLoop<T>(preferences: ScreenPreferences, _ body: (ScreenRunLoop) throws -> T) throws -> T {
        try requireTerminal()
        let environment = ProcessInfo.processInfo.environment
        var trace: DrawTrace?
        if let path = DrawTrace.path(in: environment) {
            do {
                trace = DrawTrace(appendingTo: try WrittenFile.openForAppending(path))
            } catch {
                throw CommandFailure.usage("cannot use the draw trace (\(DrawTrace.environmentVariable)): \(error)")
            }
        }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(theme: preferences.theme, screenReader: preferences.screenReader)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        defer { terminal.end() }
        let loop = ScreenRunLoop(
            terminal: terminal, timeSource: SystemTimeSource(), mode: RedrawMode(environment: environment),
            trace: trace)
        return try body(loop)
    }

    /// Shows screens from `route` until one of them ends the program; returns what to say on
    /// standard error once the terminal is given back.
    package func navigate(from route: Route) -> [String] {
        var next: Route? = route
        while let current = next {
            next = show(current)
        }
        return farewells
    }

    /// Runs one screen and says where to go after it; nil ends the program (quit, input gone, or a
    /// terminating signal).
    private func show(_ route: Route) -> Route? {
        switch route {
        case .gameList:
            list.reload()
            let screen = GameListScreen(
                viewModel: list, libraryLocation: library.location, screenReader: preferences.screenReader)
            guard loop.run(screen) == .done else { return nil }
            switch list.takeAction() {
            case .resume(let session), .rematch(let session): return .scoreboard(session, returnToList: true)
            case .view(let loaded): return view(loaded)
            case .replay(let loaded): return .replay(loaded, speed: .x1, returnToList: true)
            case .create: return .creator
            case .players(let kind): return .players(kind, reload: true)
            case .run:
                do {
                    return .run(try RunBoard.open(library: library, keys: keys, time: time), returnToList: true)
                } catch {
                    say("the run cannot be opened: \(error)", returnToList: true)
                    return .gameList
                }
            case .quit, nil: return nil
            }
        case .creator:
            let creator = GameCreatorViewModel(
                library: library, timeSource: time, keymap: keys.creator, knownNames: KnownPlayers(library).names)
            guard loop.run(GameCreatorScreen(viewModel: creator, screenReader: preferences.screenReader)) == .done
            else { return nil }
            switch creator.takeAction() {
            case .created(let session): return .scoreboard(session, returnToList: true, isNew: true)
            case .cancelled, nil: return .gameList
            }
        case .scoreboard(let session, let returnToList, let isNew):
            // A run's game opened from the list or by `courtside resume`: as on the run board.
            // A game made just now is no run's (a run's start line follows its game's making).
            let (board, outcome) = score(
                session, inRun: !isNew && RunFile(folder: library.folder).isPlaying(session.game.header.id))
            guard outcome == .done else { return nil }
            if board.wantsNextGame { return nextGame(after: board.game.header, returnToList: returnToList) }
            if board.game.state.eventCount == 0 { removeEmpty(board.game.header, returnToList: returnToList) }
            return returnToList ? .gameList : nil
        case .replay(let loaded, let speed, let returnToList):
            let replay = ReplayViewModel(
                game: loaded.game, timeSource: time, speed: speed, keymap: keys.replay,
                scoreboardKeymap: keys.scoreboard)
            let outcome = loop.run(BoardScreen(viewModel: replay, screenReader: preferences.screenReader))
            return outcome == .done && returnToList ? .gameList : nil
        case .watch(let follower, let returnToList, let correction):
            defer { follower.close() }
            let watch = WatchViewModel(
                source: CourtWatchSource(follower), timeSource: time, keymap: keys.watch, correction: correction)
            let outcome = loop.run(BoardScreen(viewModel: watch, screenReader: preferences.screenReader))
            return outcome == .done && returnToList ? .gameList : nil
        case .players(let kind, let reload):
            let table = playersTable(kind)
            if reload { table.reload() }
            guard loop.run(PlayersScreen(viewModel: table, screenReader: preferences.screenReader)) == .done else {
                return nil
            }
            switch table.takeAction() {
            case .open(let entry): return .playerPage(entry, from: kind)
            case .back, nil: return .gameList
            }
        case .playerPage(let entry, let kind):
            let page = PlayerPageViewModel(entry: entry, keymap: keys.playerPage)
            guard loop.run(PlayerPageScreen(viewModel: page, screenReader: preferences.screenReader)) == .done else {
                return nil
            }
            return .players(kind, reload: false)
        case .run, .runGame:
            return show(run: route)
        }
    }

    /// The run board and the games of the run.
    private func show(run route: Route) -> Route? {
        switch route {
        case .run(let run, let returnToList):
            guard loop.run(RunScreen(viewModel: run, screenReader: preferences.screenReader)) == .done else {
                run.close()
                return nil
            }
            switch run.takeAction() {
            case .play(let session): return .runGame(session, run, returnToList: returnToList)
            case .quit, nil:
                run.close()
                return returnToList ? .gameList : nil
            }
        case .runGame(let session, let run, let returnToList):
            let (board, outcome) = score(session, inRun: true, run: run)
            run.gameClosed(board.game)
            guard outcome == .done else {
                run.close()
                return nil
            }
            // At FINAL one key does it all: the result is in, the winners stay, the next team is on.
            if board.wantsNextGame, let next = run.startNextGame() {
                return .runGame(next, run, returnToList: returnToList)
            }
            return .run(run, returnToList: returnToList)
        default:
            return nil
        }
    }

    /// Scores `session` on its live board until the scorer leaves it, and gives the game's file
    /// back; the board (its game as left) and how its run loop ended. Every board of a game open
    /// for scoring is set up here: `new`, `resume`, the list's, a rematch, a run's game. On a run's
    /// game started from its board (`run`) a latecomer joins the run's line through it, then maybe
    /// this game; on one opened without it (`inRun`: the list, `resume`) the run board's line takes
    /// them.
    private func score(
        _ session: ScoringSession, inRun: Bool, run: RunViewModel? = nil
    ) -> (ScoreboardViewModel, RunOutcome) {
        // The lock is held exactly while the scoreboard is up.
        defer { session.recorder.close() }
        let board = ScoreboardViewModel(
            game: session.takeGame(), recorder: session.recorder, timeSource: time, keymap: keys.scoreboard,
            editKeymap: keys.scoreboardEdit, notice: session.warnings.first?.summary, clockDirection: clockDirection)
        board.knownNames = { [library] in KnownPlayers(library).names }
        if inRun { board.lateArrivalRefusal = RunBoard.lateArrivalRefusal }
        board.run = run
        board.league = league?.link
        return (board, loop.run(BoardScreen(viewModel: board, screenReader: preferences.screenReader)))
    }

    /// The view model of the players or the leaders screen, made the first time it is shown.
    private func playersTable(_ kind: PlayersTableKind) -> PlayersViewModel {
        if let table = tables[kind] { return table }
        let table = PlayersViewModel(kind: kind, source: playerStats, keymap: keys.players)
        tables[kind] = table
        return table
    }

    /// Stores the next game between the teams of `header`, under its rules, and opens its scoreboard;
    /// if it cannot be stored, says why where the scorer will look next.
    private func nextGame(after header: GameHeader, returnToList: Bool) -> Route? {
        do {
            let session = try library.create(header.rematch(id: GameID.generate(), createdMs: time.wallMs))
            return .scoreboard(session, returnToList: returnToList, isNew: true)
        } catch {
            say("the next game was not created: \(error)", returnToList: returnToList)
            return returnToList ? .gameList : nil
        }
    }

    /// Deletes a game quit before anything happened in it (its lock already released), so no
    /// "0 - 0 in progress" game is left behind.
    private func removeEmpty(_ header: GameHeader, returnToList: Bool) {
        let teams = "\(header.home.name) vs \(header.away.name)"
        do {
            try library.delete(header.id)
            say("removed the empty game \(teams) (\(header.id)): nothing was scored", returnToList: returnToList)
        } catch {
            say("the empty game \(teams) (\(header.id)) was kept: \(error)", returnToList: returnToList)
        }
    }

    /// Says something on the list's status line when going back to it, else on standard error once
    /// the terminal is given back.
    private func say(_ message: String, returnToList: Bool) {
        if returnToList {
            list.status.value = message
        } else {
            farewells.append(message)
        }
    }

    /// `v` on the list: the game followed read-only, the one way every board is looked at. It
    /// changes while looked at when another process scores it, and shows as saved otherwise.
    private func view(_ loaded: LoadedGame) -> Route {
        let id = loaded.game.header.id
        do {
            let follower = try CourtFollower(library: library, game: id)
            let open = keys.gameList.label(for: .open)
            let correction =
                library.isBeingScored(id)
                ? nil : "\(open) in the list or `courtside resume \(id.rawValue)` to correct it"
            return .watch(follower, returnToList: true, correction: correction)
        } catch {
            say("\(id) cannot be opened: \(error)", returnToList: true)
            return .gameList
        }
    }
}
