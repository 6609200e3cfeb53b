import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels

@testable import CourtsideScreen

/// Any screen on a fake terminal, driven one loop iteration at a time, with the draw trace
/// collected in memory (the game list, the creator, the replay).
@MainActor
final class AnyScreenHarness<S: Screen> {
    let terminal: FakeTerminal
    let time: ManualTimeSource
    let screen: S
    let loop: ScreenRunLoop
    private let lines = TraceLines()

    init(
        screen: S, time: ManualTimeSource = ManualTimeSource(), size: TerminalSize = .minimum,
        mode: RedrawMode = .partial, theme: Theme = .standard, hasColors: Bool = true
    ) {
        ScreenHarness.useUTF8()
        self.screen = screen
        self.time = time
        terminal = FakeTerminal(size: size, hasColors: hasColors, theme: theme)
        loop = ScreenRunLoop(
            terminal: terminal, timeSource: time, mode: mode, trace: DrawTrace { [lines] in lines.all.append($0) })
        terminal.onTimeout = { [time] ms in time.advance(byMs: Int64(ms ?? 0)) }
        loop.renderer.invalidateLayout()
        screen.tick(now: time.monotonicMs)
        loop.renderer.render(screen)
    }

    /// Every trace line so far.
    var trace: [String] { lines.all }

    /// The view ids drawn in the first frame.
    var firstFrame: [String] { drawn(inFrame: 1) }

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

    /// Presses keys.
    @discardableResult
    func press(_ keys: Key...) -> [String] { feed(keys.map { .key($0) }) }

    /// The screen's text.
    var text: String { terminal.text }

    /// The first row holding `needle`, if any.
    func row(containing needle: String) -> Int? {
        terminal.lines.firstIndex { $0.contains(needle) }
    }

    /// The text of row `row`.
    func line(_ row: Int) -> String { terminal.lines[row] }
}
