import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The run board against the fake terminal, over the real view model, an in-memory run and library.
@MainActor
@Suite("Run board screen")
struct RunScreenTests {
    static let eight = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]

    static func harness(
        size: TerminalSize = .minimum, names: [String] = eight
    ) -> (AnyScreenHarness<RunScreen>, RunViewModel) {
        let time = ManualTimeSource()
        let settings = RunSettings(
            id: GameID(rawValue: "run00001")!, createdMs: 0, rules: RulesPreset.pickup.rules, rotation: .standard,
            making: .arrival)
        let viewModel = RunViewModel(
            state: RunState(settings: settings), recorder: InMemoryRunRecorder(), library: InMemoryGameLibrary(),
            timeSource: time, knownNames: ["Ivy"])
        viewModel.arrive(names)
        return (AnyScreenHarness(screen: RunScreen(viewModel: viewModel), time: time, size: size), viewModel)
    }

    @Test("the first frame: the title, the next game, who has next, results, standings, status and help")
    func firstFrame() {
        let (h, _) = Self.harness()
        #expect(h.firstFrame == ["title", "run.court", "run.queue", "run.results", "run.standings", "status", "help"])
        #expect(h.line(0).contains("courtside run · to 15 · win by 2 · 8 here · winners stay"))
        #expect(h.text.contains("Game 1 · next"))
        #expect(h.text.contains("Team Ann: Ann, Bob, Cy"))
        #expect(h.text.contains("line  Gus, Hal"))
        #expect(h.text.contains("no game finished yet"))
        #expect(h.text.contains("Hal        0-0     0") || h.text.contains("Hal      0-0     0"))
        #expect(h.text.contains(" Enter play a arrive x leave"))
    }

    @Test("a latecomer typed with Tab redraws the queue, the standings, the title and the status, not the results")
    func latecomer() {
        let (h, viewModel) = Self.harness(size: TerminalSize(width: 80, height: 24))
        _ = h.type("a")
        let typed = h.type("I")
        #expect(typed == ["status"])
        _ = h.press(.tab)
        #expect(viewModel.status.value.hasSuffix("Ivy▏"))
        let drawn = h.press(.enter)
        #expect(Set(drawn) == ["title", "run.queue", "run.standings", "status"], "\(drawn)")
        #expect(h.text.contains("next  Team Gus: Gus, Hal, Ivy"))
    }

    @Test("? shows the run board's keys from its keymap; any key closes them")
    func help() {
        let (h, _) = Self.harness(size: TerminalSize(width: 80, height: 24))
        _ = h.type("?")
        #expect(h.text.contains("end the run (asks y/n)"))
        _ = h.type("x")
        #expect(!h.text.contains("end the run (asks y/n)"))
    }

    @Test("the standings scroll: ↓ a row, PgDn a box's worth, End the bottom, ↑ PgUp Home back; only they redraw")
    func standingsScroll() {
        let names = GoldenScreenTests.fourteen + ["Oz", "Pat", "Quin", "Rae", "Sam", "Ty"]
        let (h, viewModel) = Self.harness(size: TerminalSize(width: 80, height: 24), names: names)
        #expect(h.text.contains("▼ 10 more"), "20 players, 10 rows")
        #expect(h.press(.down) == ["run.standings"])
        #expect(viewModel.standingsTop.value == 1 && h.text.contains("▲ 1 more ▼ 9 more"))
        _ = h.press(.pageDown)
        #expect(viewModel.standingsTop.value == 10 && h.text.contains("▲ 10 more") && !h.text.contains("▼"))
        _ = h.press(.up)
        _ = h.press(.pageUp)
        #expect(viewModel.standingsTop.value == 0)
        _ = h.press(.end)
        #expect(viewModel.standingsTop.value == 10)
        #expect(h.press(.end).isEmpty, "at the bottom already: nothing to draw")
        _ = h.press(.home)
        #expect(viewModel.standingsTop.value == 0 && h.text.contains("▼ 10 more"))
        // A smaller window shows fewer rows: a page is what shows.
        _ = h.feed([.resize(TerminalSize(width: 64, height: 20))])
        _ = h.press(.pageDown)
        #expect(viewModel.standingsTop.value == 8)
    }
}
