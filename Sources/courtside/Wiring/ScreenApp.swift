import CourtsideCore
import CourtsideScreen
import CourtsideStore
import CourtsideViewModels
import Foundation

/// Opens the terminal once and moves the scorer between screens until one of them ends the program.
@MainActor
enum ScreenApp {
    /// Where to go next.
    enum Route {
        /// The live scoreboard of a game open for scoring; back to the list afterwards if it came from there.
        case scoreboard(ScoringSession, library: FileGameLibrary, returnToList: Bool)
    }

    /// Refuses, with exit 2 and one line on stderr, to start without a terminal; nothing is written
    /// to stdout before this passes.
    static func requireTerminal() throws {
        if let problem = TerminalCheck.problem() {
            throw CommandFailure.usage("\(problem)")
        }
    }

    /// Runs screens from `route` until the scorer quits. The terminal is restored on every way out.
    static func run(_ route: Route) throws {
        try requireTerminal()
        let environment = ProcessInfo.processInfo.environment
        let trace: DrawTrace?
        do {
            trace = try DrawTrace.fromEnvironment(environment)
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            throw CommandFailure.usage("\(error)")
        }
        defer { terminal.end() }
        let time = SystemTimeSource()
        let loop = ScreenRunLoop(
            terminal: terminal, timeSource: time, mode: RedrawMode(environment: environment), trace: trace)
        var next: Route? = route
        while let current = next {
            next = show(current, loop: loop, time: time)
        }
    }

    private static func show(_ route: Route, loop: ScreenRunLoop, time: SystemTimeSource) -> Route? {
        switch route {
        case .scoreboard(let session, _, _):
            defer { session.recorder.close() }
            let board = ScoreboardViewModel(game: session.game, recorder: session.recorder, timeSource: time)
            _ = loop.run(ScoreboardScreen(viewModel: board))
            return nil
        }
    }
}
