import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// `courtside watch` on a large window (issue 32, item 4): the clock, the team names and FINAL in
/// the score's block font, readable across a court; an 80×24 watcher as before.
@MainActor
@Suite("Audience board screen")
struct AudienceBoardScreenTests {
    static let large = TerminalSize(width: 120, height: 40)
    static let projector = TerminalSize(width: 200, height: 60)

    static func watcher(_ game: Game, size: TerminalSize, mode: RedrawMode = .partial) -> AnyScreenHarness<BoardScreen>
    {
        let source = StubWatchSource([[.loaded(game, warnings: []), .scorer(present: true)]])
        let time = ManualTimeSource(monotonicMs: 1_000, wallMs: WatchScreenTests.wall)
        let viewModel = WatchViewModel(source: source, timeSource: time)
        return AnyScreenHarness(screen: BoardScreen(viewModel: viewModel), time: time, size: size, mode: mode)
    }

    /// The first row of `text` drawn in blocks of `sizes` on the screen (each row of the glyphs
    /// on the next line down), or nil.
    static func blockRow(_ text: String, in h: AnyScreenHarness<BoardScreen>, sizes: [BlockSize] = BlockSize.words)
        -> Int?
    {
        let lines = h.terminal.lines
        for size in sizes {
            guard let rows = size.lines(text) else { continue }
            for top in 0..<max(0, lines.count - rows.count + 1)
            where rows.indices.allSatisfy({ lines[top + $0].contains(rows[$0]) }) {
                return top
            }
        }
        return nil
    }

    static func finishedGame() throws -> Game {
        var game = try WatchScreenTests.game(target: 3)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.shaq, .twoPoints)])
        return game
    }

    @Test("120×40: the clock in blocks under the score, PAUSED beside it; a name too long for its side stays a line")
    func largeClock() throws {
        let h = Self.watcher(try WatchScreenTests.game(), size: Self.large)
        let clock = try #require(Self.blockRow("00:00.0", in: h), "\(h.text)")
        let header = ScoreboardLayout(size: Self.large, barRows: 1, audience: true).header
        #expect(clock > 10 && clock + 3 <= header.height, "under ten rows of digits, inside the header")
        #expect(h.text.contains("PAUSED") && !h.text.contains("00:00.0   PAUSED"), "no clock line of text")
        #expect(h.text.contains("Ballerz") && h.text.contains("Ringerz"))
        #expect(Self.blockRow("BALLERZ", in: h) == nil, "seven letters take 27 columns; the side has 21")
    }

    @Test("200×60: team names in blocks, the clock five rows high, the score's digits twenty")
    func projectorSize() throws {
        let h = Self.watcher(try WatchScreenTests.game(), size: Self.projector)
        #expect(Self.blockRow("BALLERZ", in: h) != nil && Self.blockRow("RINGERZ", in: h) != nil, "\(h.text)")
        #expect(Self.blockRow("00:00.0", in: h, sizes: [BlockSize(rows: 1, columns: 2)]) != nil)
        #expect(Self.blockRow("0-0", in: h, sizes: [BlockSize(rows: 4, columns: 8)]) != nil)
        #expect(!h.text.contains("Ballerz"), "the name once, in blocks")
    }

    @Test("FINAL in blocks at 120×40 and 200×60, the winner and the time beside it")
    func final() throws {
        for size in [Self.large, Self.projector] {
            let h = Self.watcher(try Self.finishedGame(), size: size)
            let row = try #require(Self.blockRow("FINAL", in: h), "\(size): \(h.text)")
            let winner = try #require(h.row(containing: "Ballerz win"))
            #expect(winner >= row && winner < row + 5, "\(size)")
            let header = ScoreboardLayout(size: size, barRows: 1, audience: true).header
            #expect(
                !h.terminal.lines.prefix(header.height).contains { $0.contains("FINAL: Ballerz win") },
                "\(size): no line of text in the header")
        }
    }

    @Test("a running clock at 120×40: a tenth repaints the changed glyph alone, and the screen equals a whole redraw")
    func tenthAtLargeSize() throws {
        var game = try WatchScreenTests.game()
        try game.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: WatchScreenTests.wall))
        let partial = Self.watcher(game, size: Self.large)
        let full = Self.watcher(game, size: Self.large, mode: .full)
        #expect(partial.text.contains("RUNNING"))
        #expect(partial.feed([.wait]) == ["header"], "a tenth draws the header alone")
        let size = try #require(
            BlockSize.words.first { size in Self.blockRow("00:00.1", in: partial, sizes: [size]) != nil })
        #expect(partial.terminal.lastFrameTexts == size.lines("1"), "the tenth's glyph, nothing else")
        full.feed([.wait])
        for _ in 0..<25 {
            partial.feed([.wait])
            full.feed([.wait])
            #expect(partial.terminal.grid == full.terminal.grid)
        }
        #expect(Self.blockRow("00:02.6", in: partial) != nil)
    }

    @Test("80×24 and anything under 120×40: the watcher's board is laid out and drawn as before")
    func smallUnchanged() throws {
        for size in [
            TerminalSize.minimum, TerminalSize(width: 119, height: 60), TerminalSize(width: 200, height: 39),
        ] {
            let audience = ScoreboardLayout(size: size, barRows: 1, audience: true)
            #expect(audience == ScoreboardLayout(size: size, barRows: 1), "\(size)")
            #expect(!audience.isLarge)
        }
        let h = Self.watcher(try WatchScreenTests.game(), size: .minimum)
        #expect(h.text.contains("00:00.0   PAUSED"))
        #expect(Self.blockRow("00:00.0", in: h) == nil)
    }

    @Test("the large layout keeps rows for the block clock and the log its two fifths")
    func largeLayout() {
        for (size, header) in [(Self.large, 16), (TerminalSize(width: 160, height: 48), 21), (Self.projector, 28)] {
            let layout = ScoreboardLayout(size: size, audience: true)
            #expect(layout.isLarge)
            #expect(layout.header.height == header, "\(size)")
            let available = size.height - 2 - 10
            #expect(layout.log.height >= max(3, available * 2 / 5), "\(size)")
        }
    }
}
