import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
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
    let viewModel: any BoardViewModelProtocol
    let screen: BoardScreen
    /// The generic harness doing the driving; this one adds the scoreboard's game and recorder.
    let driver: AnyScreenHarness<BoardScreen>
    var loop: ScreenRunLoop { driver.loop }

    /// A harness over the real view model of a new game.
    convenience init(
        size: TerminalSize = .minimum, mode: RedrawMode = .partial,
        homePlayers: [String] = ["Shaq", "A.I.", "T-Mac"], awayPlayers: [String] = ["Hakeem", "Air Carter", "Kobe"],
        homeName: String = "Ballerz", awayName: String = "Ringerz", rules: Rules = .standard,
        theme: Theme = .standard, hasColors: Bool = true, screenReader: Bool = false
    ) throws {
        let home = try Team(side: .home, name: homeName, playerNames: homePlayers)
        let away = try Team(side: .away, name: awayName, playerNames: awayPlayers)
        let header = try GameHeader(id: GameID(rawValue: "test1")!, home: home, away: away, rules: rules, createdMs: 0)
        let time = ManualTimeSource()
        let recorder = InMemoryRecorder()
        let viewModel = ScoreboardViewModel(game: Game(header: header), recorder: recorder, timeSource: time)
        self.init(
            viewModel: viewModel, time: time, recorder: recorder, size: size, mode: mode, theme: theme,
            hasColors: hasColors, screenReader: screenReader)
    }

    /// A harness over any view model (the stub, for names the core would refuse).
    init(
        viewModel: any BoardViewModelProtocol, time: ManualTimeSource = ManualTimeSource(),
        recorder: InMemoryRecorder = InMemoryRecorder(), size: TerminalSize = .minimum, mode: RedrawMode = .partial,
        theme: Theme = .standard, hasColors: Bool = true, screenReader: Bool = false
    ) {
        self.time = time
        self.recorder = recorder
        self.viewModel = viewModel
        screen = BoardScreen(viewModel: viewModel, screenReader: screenReader)
        driver = AnyScreenHarness(
            screen: screen, time: time, size: size, mode: mode, theme: theme, hasColors: hasColors)
        terminal = driver.terminal
    }

    /// The board shown.
    var board: BoardPresenter { viewModel.shownBoard.value! }

    /// Every trace line so far.
    var trace: [String] { driver.trace }

    /// The view ids drawn in frame `number` (1-based).
    func drawn(inFrame number: Int) -> [String] { driver.drawn(inFrame: number) }

    /// Feeds inputs, one loop iteration each, and returns the ids drawn meanwhile, in order.
    @discardableResult
    func feed(_ inputs: [FakeInput]) -> [String] { driver.feed(inputs) }

    /// Presses keys as typed (" " is Space).
    @discardableResult
    func type(_ text: String) -> [String] { driver.type(text) }

    /// Presses one key.
    @discardableResult
    func press(_ key: Key) -> [String] { driver.press(key) }

    /// The screen's text.
    var text: String { terminal.text }

    /// The first row holding `needle`, if any.
    func row(containing needle: String) -> Int? { driver.row(containing: needle) }

    /// ncursesw and the width code measure with the C library, which needs a UTF-8 LC_CTYPE, as the
    /// real terminal gets from setlocale(LC_ALL, "").
    static func useUTF8() {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
}
