import CourtsideCore
import CourtsideViewModels
import Glibc

@testable import CourtsideScreen

/// A scoreboard screen on a fake terminal, driven one loop iteration at a time, with the draw trace
/// collected in memory.
@MainActor
final class ScreenHarness {
    let terminal: FakeTerminal
    let time: ManualTimeSource
    let recorder: InMemoryRecorder
    let viewModel: any ScoreboardViewModelProtocol
    let screen: ScoreboardScreen
    let loop: ScreenRunLoop
    private let lines: TraceLines

    /// A harness over the real view model of a new game.
    convenience init(
        size: TerminalSize = .minimum, mode: RedrawMode = .partial,
        homePlayers: [String] = ["Shaq", "A.I.", "T-Mac"], awayPlayers: [String] = ["Hakeem", "Air Carter", "Kobe"],
        homeName: String = "Ballerz", awayName: String = "Ringerz", rules: Rules = .standard
    ) throws {
        let home = try Team(side: .home, name: homeName, playerNames: homePlayers)
        let away = try Team(side: .away, name: awayName, playerNames: awayPlayers)
        let header = try GameHeader(id: GameID(rawValue: "test1")!, home: home, away: away, rules: rules, createdMs: 0)
        let time = ManualTimeSource()
        let recorder = InMemoryRecorder()
        let viewModel = ScoreboardViewModel(game: Game(header: header), recorder: recorder, timeSource: time)
        self.init(viewModel: viewModel, time: time, recorder: recorder, size: size, mode: mode)
    }

    /// A harness over any view model (the stub, for names the core would refuse).
    init(
        viewModel: any ScoreboardViewModelProtocol, time: ManualTimeSource = ManualTimeSource(),
        recorder: InMemoryRecorder = InMemoryRecorder(), size: TerminalSize = .minimum, mode: RedrawMode = .partial
    ) {
        Self.useUTF8()
        self.time = time
        self.recorder = recorder
        self.viewModel = viewModel
        terminal = FakeTerminal(size: size)
        screen = ScoreboardScreen(viewModel: viewModel)
        let lines = TraceLines()
        self.lines = lines
        loop = ScreenRunLoop(
            terminal: terminal, timeSource: time, mode: mode, trace: DrawTrace { lines.all.append($0) })
        terminal.onTimeout = { [time] ms in time.advance(byMs: Int64(ms ?? 0)) }
        // The first frame, as ScreenRunLoop.run draws it before its first read.
        loop.renderer.invalidateLayout()
        screen.tick(now: time.monotonicMs)
        loop.renderer.render(screen)
    }

    /// Every trace line so far.
    var trace: [String] { lines.all }

    /// The view ids drawn in frame `number` (1-based).
    func drawn(inFrame number: Int) -> [String] {
        trace.compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 && Int(parts[1]) == number ? String(parts[0]) : nil
        }
    }

    /// Feeds inputs, one loop iteration each, and returns the ids drawn meanwhile, in order.
    @discardableResult
    func feed(_ inputs: [FakeInput]) -> [String] {
        let before = trace.count
        for input in inputs {
            terminal.script = [input]
            loop.step(screen)
        }
        return trace.dropFirst(before).map { String($0.split(separator: " ")[0]) }
    }

    /// Presses keys as typed (" " is Space).
    @discardableResult
    func type(_ text: String) -> [String] {
        feed(text.map { $0 == " " ? .key(.space) : .key(.character($0)) })
    }

    /// Presses one key.
    @discardableResult
    func press(_ key: Key) -> [String] { feed([.key(key)]) }

    /// The screen's text.
    var text: String { terminal.text }

    /// The first row holding `needle`, if any.
    func row(containing needle: String) -> Int? {
        terminal.lines.firstIndex { $0.contains(needle) }
    }

    /// ncursesw and the width code measure with the C library, which needs a UTF-8 LC_CTYPE, as the
    /// real terminal gets from setlocale(LC_ALL, "").
    static func useUTF8() {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
}

/// The collected trace, shared with the trace's closure.
@MainActor
final class TraceLines {
    var all: [String] = []
}
