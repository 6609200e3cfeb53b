import CourtsideCore
import CourtsideTesting
import Testing

@testable import CourtsideViewModels

/// Screen-reader mode's sentences, headless: a live scoreboard on a manual clock with an
/// announcer on its board, as `--screen-reader` puts one there.
@MainActor
@Suite("Screen-reader announcements")
struct BoardAnnouncerTests {
    @Test("a play is one sentence with the score in words")
    func play() throws {
        let h = try Harness()
        let announcer = BoardAnnouncer(board: h.shown)
        h.keys("ud")
        #expect(announcer.line.value.hasSuffix("Shaq: 2 points. Ballerz 2, Ringerz 0."), "\(announcer.line.value)")
        h.keys("jd")
        #expect(announcer.line.value.hasSuffix("Hakeem: 2 points. Ballerz 2, Ringerz 2."), "\(announcer.line.value)")
    }

    @Test("a selection says the player picked and the team")
    func selection() throws {
        let h = try Harness()
        let announcer = BoardAnnouncer(board: h.shown)
        h.keys("k")
        #expect(announcer.line.value == "Air Carter selected, Ringerz.")
    }

    @Test("a prompt says its question")
    func prompt() throws {
        let h = try Harness()
        let announcer = BoardAnnouncer(board: h.shown)
        h.keys("t")
        #expect(announcer.line.value.hasPrefix("set clock to:"), "\(announcer.line.value)")
    }

    @Test("a running clock is shown and said at each new minute, never each tenth; C reads it at once")
    func clock() throws {
        let h = try Harness()
        let announcer = BoardAnnouncer(board: h.shown)
        var shown: [String] = []
        let token = announcer.time.bind { shown.append($0) }
        defer { token.dispose() }
        h.keys(" ")
        shown.removeAll()
        h.run(forMs: 59_000)
        #expect(shown.isEmpty, "no tenth shown in the first minute: \(shown.prefix(3))")
        #expect(h.shown.time.value == "00:59.0", "the board itself still ticks")
        h.run(forMs: 1_000)
        #expect(shown == ["01:00.0"])
        #expect(announcer.line.value == "Clock 01:00.0.")
        h.run(forMs: 2_300)
        h.keys("C")
        #expect(announcer.line.value == "clock 01:02.3, running.")
        #expect(announcer.time.value == "01:02.3")
    }

    @Test("game point is said after the play that makes it, once")
    func gamePoint() throws {
        let h = try Harness(target: 3, winBy: 1)
        let announcer = BoardAnnouncer(board: h.shown)
        h.keys("ud")
        #expect(announcer.line.value.hasSuffix("Shaq: 2 points. Ballerz 2, Ringerz 0. Game point, Ballerz."))
        h.keys("jr")
        #expect(!announcer.line.value.contains("Game point"), "\(announcer.line.value)")
    }

    @Test("the buzzer is said with the clock, before what the time limit's pause says")
    func buzzer() throws {
        let h = try Harness(rules: try Rules(target: 21, winBy: 1, timeLimitMs: 60_000))
        let announcer = BoardAnnouncer(board: h.shown)
        h.keys(" ")
        h.run(forMs: 60_000)
        #expect(
            announcer.line.value
                == "Buzzer. Clock 01:00.0 OT. tied at time: overtime, first to 2 more wins · Space restarts the clock."
                + " Game point, both teams.")
    }
}
