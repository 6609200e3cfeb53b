import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

/// Screen-reader mode's sentences on every screen but the board (``BoardAnnouncerTests``): the
/// one ``Announcer`` and each view model's words, headless.
@MainActor
@Suite("Announcer: every screen's sentences")
struct AnnouncerTests {
    @Test("a sentence ends with a full stop; blank words say nothing; a key's sentences are one line, each once")
    func gathering() {
        #expect(Announcer.sentence("grouped by team") == "grouped by team.")
        #expect(Announcer.sentence("end the run?") == "end the run?")
        #expect(Announcer.sentence("  ") == "")
        let announcer = Announcer()
        let value = Dynamic(0)
        announcer.follow(value) { "value \($0)" }
        #expect(announcer.line.value == "value 0.", "said at once: what the screen opens on")
        var lines: [String] = []
        let token = announcer.line.bind { lines.append($0) }
        announcer.gather {
            announcer.say("one")
            value.value = 1
            announcer.say("one")
            announcer.say("")
        }
        #expect(lines == ["one. value 1."], "written once, each sentence once, the blank left out")
        announcer.gather {}
        #expect(lines.count == 1, "a key that says nothing writes nothing")
        _ = token
    }

    @Test("the game list says the selected game's teams, score, status and date, the delete question and refusals")
    func gameList() throws {
        let h = GameListHarness()
        try h.add("g0000001", hoursAgo: 1)
        try h.add("g0000002", home: "Hawks", away: "Owls", hoursAgo: 30, finished: true)
        h.list.reload()
        let announcer = h.list.makeAnnouncer()
        #expect(announcer.line.value == "Ballerz 2, Ringerz 0, in progress, today 07:00.")
        announcer.gather { h.list.handle(.down) }
        #expect(announcer.line.value == "Hawks 2, Owls 0, Hawks won, yesterday 02:00.")
        announcer.gather { h.list.handle(.character("x")) }
        #expect(announcer.line.value == "Delete Hawks vs Owls? y deletes it, n keeps it.")
        announcer.gather { h.list.handle(.character("n")) }
        #expect(announcer.line.value == "kept Hawks vs Owls.")
        announcer.gather { h.list.handle(.character("b")) }
        #expect(announcer.line.value == "'b' does nothing here: press ? for the keys.")
        announcer.gather { h.list.handle(.character("g")) }
        #expect(announcer.line.value.hasPrefix("grouped by team."), "the status, then the game the regrouping selected")
    }

    @Test("the creator says the focused field and its value, as the focus comes and as it is typed, with its error")
    func creator() {
        let h = CreatorHarness()
        let announcer = h.creator.makeAnnouncer()
        #expect(announcer.line.value == "Home team: Ballerz.")
        announcer.gather { h.press(.tab) }
        #expect(announcer.line.value == "Home player 1: Shaq.")
        announcer.gather { h.type("Z") }
        #expect(announcer.line.value == "Home player 1: Z.", "typing replaces the selected value")
        announcer.gather { h.focus(.target) }
        #expect(announcer.line.value.hasPrefix("Target: 15."))
        announcer.gather { h.press(.backspace, 2) }
        #expect(announcer.line.value.hasPrefix("Target: empty."))
    }

    @Test("a table says the selected row, cell by cell after its column's title, and the status line")
    func table() {
        let model = PlayersViewModel(
            kind: .players, source: PlayerStatsFixture(), dateFormat: LocalDateFormat(fixedOffsetSeconds: 0))
        model.reload()
        let announcer = model.table.makeAnnouncer(status: model.status)
        #expect(announcer.line.value.hasPrefix(PlayerTables.ratingNote), "the status line first")
        #expect(announcer.line.value.contains("PLAYER Ann, GP 3, W "))
        announcer.gather { model.handle(.down) }
        #expect(announcer.line.value.hasPrefix("PLAYER Bob, GP 1, "))
        announcer.gather { model.handle(.right) }
        #expect(announcer.line.value == "column GP: s sorts by it.")
    }
}
