import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// PgUp/PgDn, `[`/`]` and the highlight that follows the event shown.
@MainActor
@Suite("Replay navigation")
struct ReplayNavigationTests {
    private static let home = { PlayerID(side: .home, number: $0) }
    private static let away = { PlayerID(side: .away, number: $0) }

    /// A game of 30 rebounds, one every 20 s of game time (20 s … 600 s), after a clock start.
    private func longGame() throws -> Game {
        var script = ScriptedGame(header: try GameFixtures.header(id: "nav00001", target: 21, winBy: 2))
        try script.play(.clockStarted)
        for index in 0..<30 {
            script.advance(byMs: 20_000)
            let player = index % 2 == 0 ? Self.home(index % 3 + 1) : Self.away(index % 3 + 1)
            try script.play(.move(player, .rebound))
        }
        return script.game
    }

    private func replay(_ game: Game) -> (ReplayViewModel, ManualTimeSource) {
        let time = ManualTimeSource(monotonicMs: 10_000)
        return (ReplayViewModel(game: game, timeSource: time, startsPlaying: false), time)
    }

    private func highlighted(_ replay: ReplayViewModel) -> [PlayerID] {
        replay.board.players.filter { $0.isSelected.value }.map(\.id)
    }

    @Test("PgDn and PgUp move ten events, clamped at both ends, and pause")
    func pages() throws {
        let game = try longGame()
        let (replay, _) = replay(game)
        replay.handle(.pageDown)
        #expect(replay.position.value == 10)
        #expect(replay.playback.value == .paused)
        replay.handle(.pageDown)
        replay.handle(.pageDown)
        replay.handle(.pageDown)
        #expect(replay.position.value == game.events.count)
        #expect(replay.playback.value == .ended)
        replay.handle(.pageUp)
        #expect(replay.position.value == game.events.count - 10)
        #expect(replay.playback.value == .paused)
        for _ in 0..<4 { replay.handle(.pageUp) }
        #expect(replay.position.value == 0)
        #expect(replay.board.status.value == "replay: before the first event")
    }

    @Test("] and [ move the replay clock a minute of game time and show the events up to it")
    func minutes() throws {
        let game = try longGame()
        let (replay, _) = replay(game)
        replay.handle(.character("]"))
        #expect(replay.clockMs == 60_000)
        // The start and the rebounds at 20, 40 and 60 s.
        #expect(replay.position.value == 4)
        #expect(replay.bar?.value.parts[1].text == "01:00.0")
        #expect(replay.board.time.value == "01:00.0")
        replay.handle(.character("]"))
        #expect(replay.position.value == 7)
        replay.handle(.character("["))
        #expect(replay.clockMs == 60_000)
        #expect(replay.position.value == 4)
        replay.handle(.character("["))
        replay.handle(.character("["))
        #expect(replay.clockMs == 0)
        #expect(replay.position.value == 1)
        for _ in 0..<11 { replay.handle(.character("]")) }
        #expect(replay.clockMs == 600_000)
        #expect(replay.position.value == game.events.count)
        #expect(replay.playback.value == .ended)
        replay.handle(.character("["))
        #expect(replay.clockMs == 540_000)
        #expect(replay.position.value == 28)
        #expect(replay.playback.value == .paused)
    }

    @Test("a minute jump while playing keeps playing from the new time")
    func minuteWhilePlaying() throws {
        let game = try longGame()
        let (replay, time) = replay(game)
        replay.handle(.space)
        replay.handle(.character("]"))
        #expect(replay.playback.value == .playing)
        time.advance(byMs: 20_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.clockMs == 80_000)
        #expect(replay.position.value == 5)
    }

    @Test("the highlight follows the player of the event shown, and no one before the first play")
    func highlightFollows() throws {
        let game = try longGame()
        let (replay, _) = replay(game)
        #expect(highlighted(replay).isEmpty)
        replay.handle(.right)
        // The clock start has no player.
        #expect(highlighted(replay).isEmpty)
        replay.handle(.right)
        #expect(highlighted(replay) == [Self.home(1)])
        replay.handle(.right)
        #expect(highlighted(replay) == [Self.away(2)])
        replay.handle(.pageDown)
        #expect(highlighted(replay) == [Self.away(3)])
        replay.handle(.left)
        #expect(highlighted(replay) == [Self.home(2)])
        replay.handle(.home)
        #expect(highlighted(replay).isEmpty)
    }

    @Test("a correction highlights whoever has the play now; an undo the player whose play it took back")
    func highlightCorrections() throws {
        var script = ScriptedGame(header: try GameFixtures.header(id: "nav00002"))
        try script.play(.move(Self.home(1), .twoPoints))
        try script.play(.amend(play: 1, player: Self.away(3), move: .twoPoints))
        try script.play(.move(Self.home(2), .assist))
        try script.play(.undo)
        let (replay, _) = replay(script.game)
        replay.handle(.right)
        #expect(highlighted(replay) == [Self.home(1)])
        replay.handle(.right)
        #expect(highlighted(replay) == [Self.away(3)])
        replay.handle(.right)
        replay.handle(.right)
        #expect(highlighted(replay) == [Self.home(2)])
        #expect(replay.board.status.value.hasPrefix("undid"))
    }

    @Test("the new keys are in the keymap, with the help bar keeping them for wide screens")
    func keymapRows() {
        let keymap = ReplayKeymap.standard
        #expect(keymap.intent(for: .pageDown) == .skip(events: ReplayIntent.pageEvents))
        #expect(keymap.intent(for: .pageUp) == .skip(events: -ReplayIntent.pageEvents))
        #expect(keymap.intent(for: .character("]")) == .skipTime(ms: ReplayIntent.minuteMs))
        #expect(keymap.intent(for: .character("[")) == .skipTime(ms: -ReplayIntent.minuteMs))
        let entries = keymap.helpEntries.map(\.keys)
        #expect(["PgUp", "PgDn", "[", "]"].allSatisfy(entries.contains))
        let optional = keymap.barItems.filter(\.isOptional).map(\.keys)
        #expect(optional == ["PgUp/PgDn", "[/]"])
    }
}
