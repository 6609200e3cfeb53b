import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The league desk on the fake terminal, over the real view model fed reports by hand: the whole
/// 80×24 frame, the too-small notice (q still quits) and a huge terminal.
@MainActor
@Suite("Desk screen")
struct DeskScreenTests {
    static let start: Int64 = 1_763_712_000_000

    static func harness(size: TerminalSize) throws -> (AnyScreenHarness<DeskScreen>, DeskViewModel) {
        let time = ManualTimeSource(wallMs: start)
        let desk = DeskViewModel(feed: nil, timeSource: time, dates: LocalDateFormat(fixedOffsetSeconds: 0))
        var one = Game(header: try GameFixtures.header(id: "court001", home: "Hoopers", target: 4))
        try GameFixtures.play(&one, [.move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.shaq, .twoPoints)])
        var two = Game(header: try GameFixtures.header(id: "court002"))
        try GameFixtures.play(&two, [.clockStarted], clockMs: 0)
        try GameFixtures.play(&two, [.move(GameFixtures.kobe, .twoPoints)], clockMs: 83_400)
        desk.show(
            DeskReport(
                courts: [
                    DeskCourt(
                        court: "Court 1", header: one.header, state: one.state, lastHeardMs: start - 65_000,
                        refused: 1),
                    DeskCourt(
                        court: "Gym B\u{1B}[2J", header: two.header, state: two.state, lastHeardMs: start - 4_000,
                        refused: 0),
                ], offlineSinceMs: start - 130_000, reason: "league database unreachable: connection refused"))
        return (AnyScreenHarness(screen: DeskScreen(viewModel: desk), time: time, size: size), desk)
    }

    @Test("the whole desk at 80×24: the league offline, a FINAL court with a refusal, a court gone quiet")
    func golden() throws {
        let (h, _) = try Self.harness(size: TerminalSize(width: 80, height: 24))
        let shown = h.terminal.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        let golden = [
            " courtside   League desk                     2 courts · not grouped · by COURT▲",
            " league: OFFLINE since 07:57 (2:10), reconnecting · league database unreachable…",
            "  COURT▲    HOME      SCORE  AWAY       CLOCK  STATUS    HEARD   REFUSED",
            "▶ Court 1   Hoopers     4-0  Ringerz  00:00.0  FINAL      1:05         1",
            "  Gym B[2J  Ballerz     0-2  Ringerz  01:23.4  offline    0:04",
        ]
        for (row, want) in golden.enumerated() {
            #expect(shown[row] == want, "row \(row)")
        }
        for row in golden.count..<21 { #expect(shown[row].isEmpty || row == 21, "row \(row): \(shown[row])") }
        #expect(shown[22] == " » league database unreachable: connection refused")
        #expect(shown[23] == " ↑↓ select  ? help  q quit")
        #expect(!h.text.contains("\u{1B}"), "a court's name is shown sanitized")
        #expect(h.terminal.overflowCount == 0)
    }

    @Test("a tiny terminal shows the too-small notice, where q still quits; a huge one lays out whole")
    func sizes() throws {
        let (tiny, desk) = try Self.harness(size: TerminalSize(width: 40, height: 10))
        #expect(tiny.text.contains("too small"))
        tiny.type("q")
        #expect(desk.quits.value)

        let (huge, _) = try Self.harness(size: TerminalSize(width: 250, height: 80))
        #expect(huge.line(3).contains("Court 1"))
        #expect(huge.line(79).contains("q quit"))
        #expect(huge.terminal.overflowCount == 0)
    }

    @Test("a second later only the times redraw: the table and the league line, not the help bar")
    func timesRedraw() throws {
        let (h, _) = try Self.harness(size: TerminalSize(width: 80, height: 24))
        let drawn = h.feed([.wait])
        #expect(drawn.contains("table") && drawn.contains("league") && !drawn.contains("help"))
        #expect(h.line(3).contains("1:06"))
        #expect(h.line(1).contains("(2:11)"))
    }

    @Test(
        "screen-reader mode: the cursor on the announce line, which says the league's courts, the selected court and each court that moves; the counting seconds are never said"
    )
    func screenReader() throws {
        let time = ManualTimeSource(wallMs: Self.start)
        var next: DeskReport?
        let feed = DeskFeed(
            descriptor: 42,
            take: {
                defer { next = nil }
                return next
            })
        let desk = DeskViewModel(feed: feed, timeSource: time, dates: LocalDateFormat(fixedOffsetSeconds: 0))
        let h = AnyScreenHarness(
            screen: DeskScreen(viewModel: desk, screenReader: true), time: time,
            size: TerminalSize(width: 80, height: 24))
        var game = Game(header: try GameFixtures.header(id: "court001", home: "Hoopers", target: 4))
        func report() -> DeskReport {
            DeskReport(
                courts: [
                    DeskCourt(
                        court: "Court 1", header: game.header, state: game.state, lastHeardMs: time.wallMs, refused: 0)
                ], offlineSinceMs: nil, reason: nil)
        }
        next = report()
        h.feed([.wake])
        // The league first, then the selected court's row (cut at the line's end, as every line is).
        #expect(h.announced.hasPrefix("» League live, 1 court. COURT Court 1, HOME Hoopers, SCORE 0-0, AWAY Ringerz"))
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))

        // A second passes: the HEARD cell counts, the announce line stays as it was.
        let said = h.announced
        h.feed([.wait])
        #expect(h.row(containing: "0:01") != nil)
        #expect(h.announced == said)

        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints), .move(GameFixtures.shaq, .twoPoints)])
        next = report()
        h.feed([.wake])
        #expect(h.announced == "» Court 1: Hoopers 4, Ringerz 0, final.")
        try GameFixtures.play(&game, [.confirm(home: 4, away: 0)])
        next = report()
        h.feed([.wake])
        #expect(h.announced == "» Court 1: Hoopers 4, Ringerz 0, final, confirmed.")
        #expect(h.terminal.cursor == CursorPosition(row: 22, column: 3))
    }
}
