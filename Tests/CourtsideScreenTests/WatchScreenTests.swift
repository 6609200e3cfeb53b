import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The live view against the fake terminal: the scoreboard's views bound to a watch view model,
/// woken by the follower's descriptor.
@MainActor
@Suite("Watch screen")
struct WatchScreenTests {
    static let wall: Int64 = 1_763_712_000_000

    static func game(target: Int = 15) throws -> Game {
        Game(header: try GameFixtures.header(id: "watch001", target: target))
    }

    static func harness(_ first: [FollowerReport], size: TerminalSize = .minimum) -> (
        AnyScreenHarness<BoardScreen>, StubWatchSource
    ) {
        let source = StubWatchSource([first])
        let time = ManualTimeSource(monotonicMs: 1_000, wallMs: wall)
        let viewModel = WatchViewModel(source: source, timeSource: time)
        return (AnyScreenHarness(screen: BoardScreen(viewModel: viewModel), time: time, size: size), source)
    }

    /// One wake of the follower's descriptor that reads `updates`.
    static func wake(_ h: AnyScreenHarness<BoardScreen>, _ source: StubWatchSource, _ updates: FollowerReport...)
        -> [String]
    {
        source.batches.append(updates)
        return h.feed([.wake])
    }

    @Test("waiting for a game: the notice and the bar; the read blocks on the keyboard and the follower together")
    func waiting() {
        let (h, _) = Self.harness([.waiting])
        #expect(h.firstFrame == ["board.placeholder", "bar", "help"])
        #expect(h.text.contains("waiting for a game to be scored"))
        #expect(h.text.contains("library: /games"))
        #expect(h.line(22).contains("WAITING"))
        h.feed([.key(.character("x"))])
        #expect(h.terminal.readDescriptors.last == [7])
        #expect(h.terminal.readTimeouts.last == .some(nil), "nothing timed: the read blocks")
    }

    @Test("a game appears: the board is laid out in place of the notice; an event draws what it changed")
    func gameAppears() throws {
        let (h, source) = Self.harness([.waiting])
        let drawn = Self.wake(h, source, .loaded(try Self.game(), warnings: []), .scorer(present: true))
        #expect(Set(drawn).isSuperset(of: ["header", "home.1", "away.3", "status", "bar", "help"]))
        #expect(!drawn.contains("board.placeholder"))
        #expect(h.text.contains("Ballerz") && h.text.contains("Ringerz") && !h.text.contains("waiting for a game"))
        #expect(h.line(22).contains("● LIVE"))
        let shot = GameEvent(sequence: 1, kind: .move(GameFixtures.shaq, .twoPoints), clockMs: 0, wallMs: Self.wall)
        #expect(
            Self.wake(h, source, .events([shot])) == ["header", "away.team", "home.1", "log", "status"], "the ball too")
        #expect(h.text.contains("Shaq: 2 points  (Ballerz 2 - 0 Ringerz)"))
        #expect(Self.wake(h, source) == [], "a wake with nothing new draws nothing")
    }

    @Test("the clock runs: the read waits for the next tenth; the scorer goes: the bar says so and the read blocks")
    func clockAndScorer() throws {
        var game = try Self.game()
        try game.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: Self.wall))
        let (h, source) = Self.harness([.loaded(game, warnings: []), .scorer(present: true)])
        h.feed([.key(.character("x"))])
        #expect(h.terminal.readTimeouts.last == 100)
        #expect(h.feed([.wait]) == ["header"], "a tenth draws the header alone")
        _ = Self.wake(h, source, .scorer(present: false))
        #expect(h.line(22).contains("NO SCORER") && h.line(22).contains("scorer gone: showing the last state"))
        h.feed([.key(.character("x"))])
        #expect(h.terminal.readTimeouts.last == .some(nil))
    }

    @Test("game point on the bar, FINAL in the header; q quits")
    func gamePointAndFinal() throws {
        var game = try Self.game(target: 3)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        let (h, source) = Self.harness([.loaded(game, warnings: []), .scorer(present: true)])
        #expect(h.line(22).contains("GAME POINT: Ballerz"))
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)])
        _ = Self.wake(h, source, .events([game.events[1]]))
        #expect(h.text.contains("FINAL: Ballerz win"))
        #expect(!h.line(22).contains("GAME POINT"))
        h.type("q")
        #expect(h.screen.isDone)
    }

    @Test("on a projector the score's digits grow with the header")
    func largeDigits() throws {
        let (h, _) = Self.harness(
            [.loaded(try Self.game(), warnings: []), .scorer(present: true)], size: TerminalSize(width: 160, height: 50)
        )
        let digitRows = h.terminal.lines.filter { $0.contains("████") }.count
        #expect(digitRows >= 15, "three or more rows per pixel, not one")
        let small = Self.harness([.loaded(try Self.game(), warnings: []), .scorer(present: true)]).0
        #expect(small.terminal.lines.filter { $0.contains("██") }.count == 5)
    }

    @Test("a game that appears behind the too-small notice waits for the resize: keys there draw nothing")
    func gameAppearsBehindNotice() throws {
        let (h, source) = Self.harness([.waiting], size: TerminalSize(width: 60, height: 20))
        #expect(h.text.contains("terminal too small"))
        _ = Self.wake(h, source, .loaded(try Self.game(), warnings: []), .scorer(present: true))
        #expect(h.type("x").isEmpty, "the notice is not laid out again for every key")
        let drawn = h.feed([.resize(TerminalSize(width: 80, height: 24))])
        #expect(drawn.contains("header") && h.text.contains("Ballerz"))
    }
}
