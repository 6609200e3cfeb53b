import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The scoreboard's one mode at a time (``ScoreboardMode``), and what each mode does with a key:
/// scoring, help, the quit question, the clock prompt and edit mode with its corrections.
@MainActor
@Suite("Scoreboard modes")
struct ScoreboardModeTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)
    static let kobe = PlayerID(side: .away, number: 3)

    @Test("a basket typed while correcting is a basket: e, then j d scores for Hakeem and leaves edit mode")
    func basketMidCorrection() throws {
        let h = try Harness()
        h.keys("lr")  // Kobe's rebound is the newest play
        h.keys("e")
        #expect(h.board.isEditing.value)
        h.keys("jd")
        #expect(!h.board.isEditing.value, "a select key leaves edit mode")
        #expect(h.recorder.events.map(\.kind) == [.move(Self.kobe, .rebound), .move(Self.hakeem, .twoPoints)])
        #expect(h.player("away.3").counter(.rebound).value == 1, "the old play is untouched")
        #expect(h.shown.awayScore.value == 2)
        #expect(h.shown.status.value.contains("Hakeem"))
        #expect(PlayLogEditTests.log(h).prefix(2) == ["Hakeem 2PT 0-2", "Kobe REB"])
    }

    @Test("x means one thing: in edit mode it records a missed 1 for the selected player and leaves edit mode")
    func missInEditMode() throws {
        let h = try Harness()
        h.keys("ud")
        h.keys("ex")
        #expect(!h.board.isEditing.value)
        #expect(h.recorder.events.last?.kind == .move(Self.shaq, .onePointMiss))
        #expect(h.recorder.events.count == 2, "nothing deleted")
    }

    @Test("the mode is one value: each key moves it, and help returns to the mode under it")
    func oneValue() throws {
        let h = try Harness()
        #expect(h.board.mode.value == .scoring)
        h.keys("?")
        #expect(h.board.mode.value == .help(over: .scoring))
        h.keys("a")
        #expect(h.board.mode.value == .scoring)
        #expect(h.recorder.events.isEmpty, "the key that closes the help does nothing else")
        h.keys("t1")
        guard case .clockEntry(let prompt) = h.board.mode.value else {
            Issue.record("t opens the clock prompt")
            return
        }
        #expect(prompt.text == "1")
        h.board.handle(.escape)
        #expect(h.board.mode.value == .scoring)
        h.keys("ude")
        #expect(h.board.mode.value == .editing(PlayLogEditor(offset: 0)))
        h.keys("p")
        #expect(h.board.mode.value == .editing(PlayLogEditor(offset: 0, step: .player)))
        h.keys("?")
        #expect(h.board.mode.value == .help(over: .editing(PlayLogEditor(offset: 0, step: .player))))
        #expect(h.board.overlay.value == .help(1))
        #expect(h.board.isEditing.value)
        h.keys("x")
        #expect(h.board.mode.value == .editing(PlayLogEditor(offset: 0, step: .player)), "back to the correction")
        h.board.handle(.escape)
        #expect(h.board.mode.value == .editing(PlayLogEditor(offset: 0)), "Esc drops the correction, not edit mode")
        h.keys("q")
        #expect(h.board.mode.value == .confirmQuit(over: .editing(PlayLogEditor(offset: 0))))
        #expect(h.board.overlay.value == .confirmQuit)
        h.keys("n")
        #expect(h.board.mode.value == .editing(PlayLogEditor(offset: 0)), "n goes back to edit mode")
        #expect(h.shown.selectedPlay.value == 1, "with its play selected")
        #expect(h.shown.status.value.hasPrefix("play 1 ("))
        h.board.handle(.escape)
        h.keys("q")
        #expect(h.board.mode.value == .confirmQuit(over: .scoring))
        h.keys("n")
        #expect(h.board.mode.value == .scoring)
        #expect(h.shown.status.value == "still scoring")
    }

    @Test("mid-correction, a key that answers nothing is refused with what is asked; nothing is recorded")
    func refusedMidCorrection() throws {
        let h = try Harness()
        h.keys("ud")
        h.keys("ep")
        h.keys("d")
        #expect(h.shown.status.value == "'d': press a select key (uiojkl), or Esc to cancel")
        h.keys("m")
        #expect(h.shown.status.value.hasPrefix("play 1 becomes: a move key (sdxcarf;,/'.)"))
        h.keys("u")
        #expect(h.shown.status.value.hasPrefix("'u': press a move key"))
        #expect(h.recorder.events.count == 1)
        h.keys("r")
        #expect(h.recorder.events.last?.kind == .amend(play: 1, player: Self.shaq, move: .rebound))
    }

    @Test("a keys-file binding holds in edit mode: with `scoreboard assist w`, m then w makes the play an assist")
    func keysFileInEditMode() throws {
        let keys = try KeyConfiguration(parsing: "scoreboard assist w\n", file: "keys")
        let h = try Harness(keymap: keys.scoreboard)
        h.keys("ud")
        h.keys("emw")
        #expect(h.recorder.events.last?.kind == .amend(play: 1, player: Self.shaq, move: .assist))
        #expect(h.board.isEditing.value)
        h.keys("ma")
        #expect(h.shown.status.value.hasPrefix("'a': press a move key (sdxcwrf;,/'.)"), "the keys in force")
    }

    @Test("a key a keys file gives to a scoring action and to an edit action scores in edit mode")
    func scoringKeyWinsInEditMode() throws {
        let keys = try KeyConfiguration(parsing: "scoreboard select.away.1 m\n", file: "keys")
        let h = try Harness(keymap: keys.scoreboard)
        h.keys("ud")
        h.keys("emd")
        #expect(!h.board.isEditing.value)
        #expect(h.recorder.events.map(\.kind) == [.move(Self.shaq, .twoPoints), .move(Self.hakeem, .twoPoints)])
    }

    @Test("? in edit mode lists the edit keys, the scoring keys a correction takes, and what other keys do")
    func editHelp() {
        let entries = PlayLogKeymap.standard.helpEntries(scoring: .standard)
        #expect(entries.contains(HelpEntry(keys: "p", action: "another player for the play (a select key next)")))
        #expect(entries.contains(HelpEntry(keys: "- Delete", action: "delete the play")))
        #expect(entries.contains(HelpEntry(keys: "u i o j k l", action: "after p or b: the player")))
        #expect(entries.contains(HelpEntry(keys: "s d x c a r f ; , / ' .", action: "after m or b: the move")))
        #expect(entries.contains(HelpEntry(keys: "z Backspace / Z", action: "undo the last move, redo it")))
        #expect(entries.last == HelpEntry(keys: "other keys", action: "score as usual and leave edit mode"))
        #expect(!entries.contains { $0.action == "missed 1-point attempt" }, "no scoreboard row that leaves")
    }

    @Test("undone plays take no row in the log; v in edit mode shows every play, and leaving hides them again")
    func undonePlaysHidden() throws {
        let h = try Harness()
        h.keys("udjdlr")
        h.keys("zz")
        #expect(PlayLogEditTests.log(h) == ["Shaq 2PT 2-0"])
        h.keys("ev")
        #expect(PlayLogEditTests.log(h) == ["Kobe REB undone", "Hakeem 2PT undone", "Shaq 2PT 2-0"])
        #expect(h.shown.selectedPlay.value == 1, "the same play stays selected")
        h.board.handle(.up)
        #expect(h.shown.selectedPlay.value == 1, "the oldest play")
        h.board.handle(.down)
        #expect(h.shown.selectedPlay.value == 2, "an undone play can be selected while every play shows")
        h.keys("v")
        #expect(PlayLogEditTests.log(h) == ["Shaq 2PT 2-0"])
        #expect(h.shown.selectedPlay.value == 1, "a hidden play's selection goes to the nearest play shown")
        h.keys("v")
        h.board.handle(.escape)
        #expect(PlayLogEditTests.log(h) == ["Shaq 2PT 2-0"], "leaving edit mode hides them again")
        h.keys("v")
        #expect(h.shown.status.value == "'v' does nothing here: press ? for the keys")
    }

    @Test("t on a FINAL board is refused with the reason; the clock is untouched")
    func setClockAfterFinal() throws {
        let h = try Harness(target: 3, winBy: 2)
        h.keys(" dd")
        #expect(h.shown.isFinished.value)
        let count = h.recorder.events.count
        h.keys("t")
        #expect(h.board.mode.value == .scoring)
        #expect(h.shown.status.value == "FINAL: no clock set after the win (z takes the winning play back)")
        #expect(h.recorder.events.count == count)
    }

    @Test("Space on a FINAL board says why the clock does not start")
    func clockAfterFinal() throws {
        let h = try Harness(target: 3, winBy: 2)
        h.keys(" dd ")
        #expect(h.shown.status.value == "FINAL: the clock stays stopped after the win (z takes the winning play back)")
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
    }

    @Test("resume selects the player of the newest play that stands, not home 1")
    func resumeKeepsSelection() throws {
        let events = [
            GameEvent(sequence: 1, kind: .move(Self.kobe, .twoPoints), clockMs: 0, wallMs: 0),
            GameEvent(sequence: 2, kind: .move(Self.hakeem, .rebound), clockMs: 0, wallMs: 0),
            GameEvent(sequence: 3, kind: .undo, clockMs: 0, wallMs: 0),
        ]
        let h = try Harness(events: events)
        #expect(h.board.selectedPlayer.value == Self.kobe)
        #expect(h.player("away.3").isSelected.value)
        #expect(!h.player("home.1").isSelected.value)
    }

    @Test("BONUS is shown by the team that shoots it: the one whose opponent reached the foul threshold")
    func bonusBySide() throws {
        let rules = try Rules(target: 15, winBy: 2, bonusFouls: [2])
        let h = try Harness(rules: rules)
        h.keys("ufif")
        #expect(h.shown.homeTotals.value.fouls == 2)
        #expect(h.shown.homeTotals.value.bonusLevel == 0)
        #expect(h.shown.awayTotals.value.bonusLevel == 1, "the away team shoots the bonus")
    }
}
