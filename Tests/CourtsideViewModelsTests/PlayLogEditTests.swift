import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The play log and edit mode, through the scoreboard's public protocol: every edit key, what it
/// records, and what the log and the status line show.
@MainActor
@Suite("Play log and edit mode")
struct PlayLogEditTests {
    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)
    static let kobe = PlayerID(side: .away, number: 3)

    /// Shaq 2, Shaq rebound, Hakeem 2, Kobe foul, Shaq 1: plays 1…5 (no clock events).
    static func scored(target: Int = 15) throws -> Harness {
        let h = try Harness(target: target)
        h.keys("drjdlfus")
        return h
    }

    /// The log as `time player move score note` strings, newest first.
    static func log(_ h: Harness) -> [String] {
        h.shown.playLog.value.map { line in
            var text = "\(line.player) \(line.move)"
            if let score = line.score { text += " \(score)" }
            if line.isDeleted { text += " deleted" }
            if line.isUndone { text += " undone" }
            if let was = line.was { text += " was \(was)" }
            if line.isInserted { text += " inserted" }
            return text
        }
    }

    @Test("the log shows the latest plays newest first, the score after each point, as many as the screen asks")
    func latest() throws {
        let h = try Self.scored()
        #expect(Self.log(h) == ["Shaq 1PT 3-2", "Kobe FOUL", "Hakeem 2PT 2-2"])
        h.board.showPlayLog(length: 5)
        #expect(Self.log(h) == ["Shaq 1PT 3-2", "Kobe FOUL", "Hakeem 2PT 2-2", "Shaq REB", "Shaq 2PT 2-0"])
        #expect(h.shown.selectedPlay.value == nil)
        #expect(h.shown.playLog.value.first?.time == "00:00.0")
    }

    @Test("in edit mode m then x makes the play a missed 1, m then c a missed 2; - deletes; the log says MISS1")
    func correctToAMiss() throws {
        let h = try Self.scored()
        h.keys("emx")
        #expect(h.recorder.events.last?.kind == .amend(play: 5, player: Self.shaq, move: .onePointMiss))
        #expect(h.shown.scoreLine == "2 - 2")
        #expect(h.shown.players[0].onePointShots.value == "0/1")
        #expect(Self.log(h).first == "Shaq MISS1 was Shaq 1PT")
        #expect(h.board.isEditing.value, "a correction keeps edit mode on the play")
        h.keys("mc")
        #expect(h.recorder.events.last?.kind == .amend(play: 5, player: Self.shaq, move: .twoPointMiss))
        #expect(h.shown.players[0].onePointShots.value == "0/0" && h.shown.players[0].twoPointShots.value == "1/2")
        h.keys("-")
        #expect(h.recorder.events.last?.kind == .void(play: 5))
        #expect(h.shown.players[0].twoPointShots.value == "1/1")
    }

    @Test("e selects the newest play; ↑ ↓ PgUp PgDn move within the log; the status says what each key does")
    func selecting() throws {
        let h = try Self.scored()
        h.keys("e")
        #expect(h.board.isEditing.value)
        #expect(h.shown.selectedPlay.value == 5)
        #expect(
            h.shown.status.value
                == "play 5 (00:00.0 Shaq 1PT): p player, m move, - delete, b insert; scoring keys score")
        let fired = h.firing { h.board.handle(.up) }
        #expect(fired == ["status"], "moving the selection touches no panel, score or clock")
        #expect(h.shown.selectedPlay.value == 4)
        h.board.handle(.up)
        h.board.handle(.up)
        #expect(h.shown.selectedPlay.value == 2)
        #expect(Self.log(h) == ["Kobe FOUL", "Hakeem 2PT 2-2", "Shaq REB"], "the page holding the selection")
        h.board.handle(.pageUp)
        #expect(h.shown.selectedPlay.value == 1, "kept within the log")
        h.board.handle(.pageDown)
        #expect(h.shown.selectedPlay.value == 4)
        h.board.handle(.down)
        h.board.handle(.down)
        #expect(h.shown.selectedPlay.value == 5)
        #expect(h.recorder.events.count == 5, "moving records nothing")
    }

    @Test("p then a select key gives the play to that player: one amend event, the log says what it was")
    func givePlayer() throws {
        let h = try Self.scored()
        h.keys("e")
        h.board.handle(.up)
        h.board.handle(.up)
        h.keys("p")
        #expect(h.shown.status.value.hasPrefix("play 3 goes to: a select key (uiojkl)"))
        h.keys("u")
        #expect(h.recorder.events.last?.kind == .amend(play: 3, player: Self.shaq, move: .twoPoints))
        #expect(h.shown.homeScore.value == 5)
        #expect(h.shown.awayScore.value == 0)
        #expect(h.player("away.1").points.value == 0)
        #expect(h.player("home.1").points.value == 5)
        #expect(Self.log(h) == ["Shaq 1PT 5-0", "Kobe FOUL", "Shaq 2PT 4-0 was Hakeem 2PT"])
        #expect(h.shown.status.value.hasPrefix("play 3 corrected to Shaq: 2 points (was Hakeem: 2 points)"))
        #expect(h.board.isEditing.value, "still editing")
    }

    @Test("m then a move key changes the play's kind; Backspace right after takes the correction back")
    func changeMoveAndUndo() throws {
        let h = try Self.scored()
        h.keys("e")
        h.board.handle(.up)
        h.keys("mr")
        #expect(h.recorder.events.last?.kind == .amend(play: 4, player: Self.kobe, move: .rebound))
        #expect(h.player("away.3").counter(.foul).value == 0)
        #expect(h.player("away.3").counter(.rebound).value == 1)
        h.board.handle(.backspace)
        #expect(h.recorder.events.last?.kind == .undo)
        #expect(h.player("away.3").counter(.foul).value == 1)
        #expect(h.player("away.3").counter(.rebound).value == 0)
        #expect(Self.log(h)[1] == "Kobe FOUL", "the play is back as it was, not undone")
        #expect(h.board.isEditing.value)
        h.keys("Z")
        #expect(h.player("away.3").counter(.rebound).value == 1, "redo restores the correction")
    }

    @Test("- and Delete delete the play: one void event; the log drops it (v shows it, dimmed)")
    func delete() throws {
        let h = try Self.scored()
        h.keys("e")
        h.board.handle(.up)
        h.board.handle(.up)
        h.keys("-")
        #expect(h.recorder.events.last?.kind == .void(play: 3))
        #expect(h.shown.awayScore.value == 0)
        #expect(Self.log(h) == ["Shaq 1PT 3-0", "Kobe FOUL", "Shaq REB"], "the page holding the selection")
        #expect(h.shown.selectedPlay.value == 2, "the next older play is selected")
        h.keys("v")
        #expect(h.board.isEditing.value, "the log toggle keeps edit mode")
        #expect(Self.log(h).contains("Hakeem 2PT deleted"))
        #expect(h.shown.playLog.value.contains { $0.isVoid })
        h.keys("v")
        h.board.handle(.delete)
        #expect(h.recorder.events.last?.kind == .void(play: 2))
    }

    @Test("b inserts a forgotten play before the selected one: a select key, then a move key; Esc drops it")
    func insert() throws {
        let h = try Self.scored()
        h.keys("e")
        h.board.handle(.up)
        h.keys("b")
        #expect(h.shown.status.value.hasPrefix("insert before play 4 at 00:00.0"))
        h.board.handle(.escape)
        #expect(h.board.isEditing.value, "Esc drops the insert, not edit mode")
        #expect(h.recorder.events.count == 5)
        h.keys("bjd")
        #expect(h.recorder.events.last?.kind == .insert(before: 4, player: Self.hakeem, move: .twoPoints))
        #expect(h.shown.awayScore.value == 4)
        h.board.showPlayLog(length: 3)
        #expect(h.shown.selectedPlay.value == 4, "the selection stays on its play")
        h.board.handle(.up)
        #expect(Self.log(h).contains("Hakeem 2PT 2-4 inserted"))
        h.keys("ba")
        #expect(
            h.recorder.events.last?.kind == .insert(before: 6, player: Self.shaq, move: .assist),
            "without a player key, the selected panel's player")
    }

    @Test("Esc or e leaves edit mode; a key that would score leaves it and scores; undo keeps it")
    func leaving() throws {
        let h = try Self.scored()
        h.keys("e")
        h.board.handle(.escape)
        #expect(!h.board.isEditing.value)
        #expect(h.shown.selectedPlay.value == nil)
        #expect(h.shown.status.value == "done editing")
        h.keys("ee")
        #expect(!h.board.isEditing.value)
        h.keys("e ")
        #expect(!h.board.isEditing.value, "Space leaves edit mode")
        #expect(h.recorder.events.last?.kind == .clockStarted, "and starts the clock")
        h.keys("e")
        h.board.handle(.right)
        #expect(!h.board.isEditing.value)
        #expect(h.board.selectedPlayer.value == PlayerID(side: .home, number: 2))
        h.keys("ez")
        #expect(h.board.isEditing.value, "undo keeps edit mode")
        h.keys("?")
        #expect(h.board.overlay.value == .help(1), "the help of the mode in force")
        h.board.handle(.escape)
        #expect(h.board.isEditing.value, "closing the help keeps edit mode")
    }

    @Test("no plays: e says so")
    func nothingToEdit() throws {
        let h = try Harness()
        h.keys("e")
        #expect(!h.board.isEditing.value)
        #expect(h.shown.status.value == "no plays to edit yet")
    }

    @Test("after FINAL: points refused with the reason, assists taken, the clock stays stopped")
    func afterFinal() throws {
        let h = try Harness(target: 3, winBy: 2)
        h.keys(" dd")
        #expect(h.shown.isFinished.value)
        h.keys("s")
        #expect(h.shown.status.value.contains("over"), "\(h.shown.status.value)")
        h.keys("ia")
        #expect(h.player("home.2").counter(.assist).value == 1, "the assist on the winner comes after it")
        h.keys(" ")
        #expect(h.shown.clockState.value == .final(winner: .home, confirmed: false))
        #expect(h.recorder.events.last?.kind == .move(PlayerID(side: .home, number: 2), .assist))
    }

    @Test("a correction below the rule reopens the game; one that meets it finishes it and pauses the clock")
    func correctionsFinishAndReopen() throws {
        let h = try Harness(target: 3, winBy: 2)
        h.keys(" dd")
        #expect(h.shown.isFinished.value)
        h.keys("emr")
        #expect(!h.shown.isFinished.value)
        #expect(h.shown.status.value.hasPrefix("game reopened: play 3 corrected to Shaq: rebound"))
        #expect(h.shown.clockState.value == .paused, "the clock stays stopped")
        h.keys(" ")
        #expect(h.shown.clockState.value == .running)
        h.keys("emd")
        #expect(h.shown.isFinished.value)
        #expect(h.shown.status.value == "FINAL: Ballerz win 4 - 0  Enter: confirm 4 - 0  n next game · q quit")
        #expect(
            h.recorder.events.suffix(2).map(\.kind) == [
                .amend(play: 3, player: Self.shaq, move: .twoPoints), .clockPaused,
            ])
    }
}
