import CourtsideCore
import CourtsideViewModels
import Testing

@MainActor
@Suite("Status line")
struct StatusLineTests {
    @Test("a refused key's message goes once the help it points to has been read")
    func refusalClearsAfterHelp() throws {
        let h = try Harness()
        h.keys(" ud")
        let played = h.shown.status.value
        h.keys("D")
        #expect(h.shown.status.value.contains("'D'"))
        h.keys("?")
        #expect(h.board.overlay.value == .help(0))
        h.board.handle(.escape)
        #expect(h.board.overlay.value == .none)
        #expect(h.shown.status.value == played, "the line the refusal covered comes back")
    }

    @Test("a refusal followed by a real key is replaced by that key's line, and help then changes nothing")
    func refusalThenAKey() throws {
        let h = try Harness()
        h.keys(" ")
        h.keys("D")
        h.keys("ur")
        let rebound = h.shown.status.value
        #expect(rebound.contains("Shaq: rebound"))
        h.keys("?")
        h.board.handle(.escape)
        #expect(h.shown.status.value == rebound)
    }

    @Test("a move on a clock never started says how to start it; once it has run, moves say nothing of it")
    func clockReminder() throws {
        let h = try Harness()
        h.keys("ud")
        #expect(h.shown.status.value.hasPrefix("Space starts the clock · Shaq: 2 points"))
        h.keys(" ")
        h.time.advance(byMs: 1_500)
        h.keys(" ir")
        #expect(h.shown.status.value == "A.I.: rebound", "paused after running: no reminder")
    }
}
