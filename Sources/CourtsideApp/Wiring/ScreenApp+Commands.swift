import CourtsideCore
import CourtsideScreen
import CourtsideStore
import CourtsideViewModels

/// The commands that open screens, once their arguments are parsed, the keys file read and the
/// terminal checked: each finds or makes what its first screen shows and runs the screens until
/// the scorer quits (``ScreenApp/run(_:library:keys:clockDirection:)``).
extension ScreenApp {
    /// `courtside new`: stores a game of `header` and opens its scoreboard. When the screens cannot
    /// start (the terminal, the draw trace), nothing was scored, so the game goes too and `new`
    /// leaves nothing behind.
    package static func newGame(
        _ header: GameHeader, library: FileGameLibrary, keys: KeyConfiguration, clockDirection: ClockDirection?,
        preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let session: ScoringSession
        do {
            session = try library.create(header)
        } catch {
            throw CommandFailure.library(error)
        }
        do {
            try run(
                .scoreboard(session, returnToList: false, isNew: true), library: library, keys: keys,
                clockDirection: clockDirection, preferences: preferences)
        } catch {
            session.recorder.close()
            try? library.delete(header.id)
            throw error
        }
    }

    /// `courtside resume`: the scoreboard of the game `reference` names (an id or a unique
    /// prefix; nil: the last unfinished game), its clock paused at its saved time. A game scored
    /// elsewhere is refused with the way to watch it.
    package static func resume(
        _ reference: String?, library: FileGameLibrary, keys: KeyConfiguration, clockDirection: ClockDirection?,
        preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let session: ScoringSession
        do {
            let id = try reference.map { try library.resolve($0) } ?? library.mostRecentUnfinished().id
            session = try library.openForScoring(id)
        } catch {
            if case .locked(let id, _) = error as? LibraryError {
                throw CommandFailure.game("\(error); `courtside watch \(id)` shows it live")
            }
            throw CommandFailure.library(error)
        }
        try run(
            .scoreboard(session, returnToList: false), library: library, keys: keys, clockDirection: clockDirection,
            preferences: preferences)
    }

    /// `courtside watch`: the live board of the game `reference` names, read-only; nil follows the
    /// court (the game being scored now, then the next).
    package static func watch(
        _ reference: String?, library: FileGameLibrary, keys: KeyConfiguration,
        preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let follower: CourtFollower
        do {
            follower = try CourtFollower(
                library: library, game: try reference.map { try library.resolve($0) }, showsLastResult: true)
        } catch {
            throw CommandFailure.library(error)
        }
        try run(.watch(follower, returnToList: false), library: library, keys: keys, preferences: preferences)
    }

    /// `courtside replay`: the game `reference` names played back at `speed`; never writes to it.
    package static func replay(
        _ reference: String, speed: ReplaySpeed, library: FileGameLibrary, keys: KeyConfiguration,
        preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let loaded: LoadedGame
        do {
            loaded = try library.load(try library.resolve(reference))
        } catch {
            throw CommandFailure.library(error)
        }
        try run(
            .replay(loaded, speed: speed, returnToList: false), library: library, keys: keys, preferences: preferences)
    }

    /// `courtside run`: the run board on the library's open run (unless `startNew`), else a new run
    /// with `settings`; `arrivals` (checked beforehand) arrive first. When the screens cannot
    /// start, a run made for them goes too, so `run` leaves nothing behind; a run resumed is left
    /// as it was.
    package static func runBoard(
        _ settings: RunSettings, startNew: Bool, arrivals: [String], library: FileGameLibrary, keys: KeyConfiguration,
        time: any TimeSource, preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        let board: RunViewModel
        do {
            board = try RunBoard.open(
                library: library, keys: keys, time: time, settings: settings, startNew: startNew, arrivals: arrivals)
        } catch {
            throw CommandFailure.library(error)
        }
        do {
            try run(.run(board, returnToList: false), library: library, keys: keys, preferences: preferences)
        } catch {
            board.close()
            if board.state.settings.id == settings.id { try? RunFile(folder: library.folder).remove(settings.id) }
            throw error
        }
    }

    /// `courtside desk`: every court of the league at `settings`' URL, live, until the scorer quits.
    /// Without a league it is one line and exit 1; a league that cannot be reached shows offline
    /// and is tried again.
    package static func desk(
        settings: LeagueSettings, keys: KeyConfiguration, preferences: ScreenPreferences = ScreenPreferences()
    ) throws {
        guard let url = settings.url else { throw CommandFailure.game(LeagueSettings.noLeague) }
        try requireTerminal()
        guard let link = LeagueDeskLink(url: url) else {
            throw CommandFailure.game("the league cannot be watched: no pipe could be made")
        }
        try withLoop(preferences: preferences) { loop in
            let desk = DeskViewModel(feed: link.feed, timeSource: SystemTimeSource(), keymap: keys.desk)
            _ = loop.run(DeskScreen(viewModel: desk, screenReader: preferences.screenReader))
        }
        // The watch's thread ends with the process (it holds nothing that must be written).
        if let signal = TerminalSignals.receivedSignal { TerminalSignals.endProcess(by: signal) }
    }
}
