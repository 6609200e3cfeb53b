import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

@MainActor
@Suite("Replay view model")
struct ReplayTests {
    private func replay(_ game: Game, speed: ReplaySpeed = .x1, interval: Int? = nil, playing: Bool = true)
        -> (ReplayViewModel, ManualTimeSource)
    {
        let time = ManualTimeSource(monotonicMs: 50_000)
        let replay = ReplayViewModel(
            game: game, timeSource: time, speed: speed, startsPlaying: playing, snapshotInterval: interval)
        return (replay, time)
    }

    @Test("a recorded game replayed to the end shows every value live scoring showed")
    func sameFinalValues() throws {
        let live = try ReplayFixtures.recorded()
        let (replay, _) = replay(live.board.game, interval: 4)
        #expect(replay.position.value == 0)
        #expect(replay.board.scoreLine == "0 - 0")
        replay.perform(.toEnd)
        #expect(BoardValues(replay.board) == BoardValues(live.shown))
        #expect(replay.board.status.value == "FINAL: Ballerz win 7 - 1")
        #expect(replay.playback.value == .ended)
        #expect(
            replay.bar?.value.parts[0].text
                == "event \(live.board.game.events.count) of \(live.board.game.events.count)")
    }

    @Test("the game scored through the keys is the scripted game the other modules test with")
    func liveGameIsTheScriptedGame() throws {
        let live = try ReplayFixtures.recorded().board.game
        let scripted = try GameFixtures.recorded()
        #expect(live.header == scripted.header)
        #expect(live.events == scripted.events)
    }

    @Test("played through at max in one tick, the replay ends where live scoring did")
    func maxPlaysToTheEnd() throws {
        let live = try ReplayFixtures.recorded()
        let (replay, time) = replay(live.board.game, speed: .max)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == 0)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value == replay.eventCount)
        #expect(replay.playback.value == .ended)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == nil)
        #expect(BoardValues(replay.board) == BoardValues(live.shown))
    }

    @Test("stepping forward one event at a time shows what live scoring showed after each key")
    func stepsMatchLive() throws {
        let live = try ReplayFixtures.recorded()
        let events = live.board.game.events
        let (replay, _) = replay(live.board.game, interval: 3, playing: false)
        for k in 1...events.count {
            replay.handle(.right)
            #expect(replay.position.value == k)
            #expect(replay.playback.value == (k == events.count ? .ended : .paused))
            let prefix = try Game(header: live.board.game.header, events: Array(events.prefix(k)))
            #expect(replay.state == prefix.state)
            #expect(replay.board.homeScore.value == prefix.state.homeScore)
            #expect(replay.board.awayScore.value == prefix.state.awayScore)
        }
    }

    @Test("a step fires the board values live scoring fired for the same key (lock and selection aside)")
    func stepsFireAsLive() throws {
        let live = try Harness(target: 4, winBy: 2)
        // Every key that recorded something: how many events it made and which board values fired.
        var keys: [(events: Int, fired: Set<String>)] = []
        for key in [" ", "u", "d", "j", "r", "k", "s", "z", "Z", " ", "l", "f", " ", "i", "a", "u", "d"] {
            live.time.advance(byMs: 1_350)
            let before = live.recorder.events.count
            let fired = live.firing { live.keys(key) }
            let made = live.recorder.events.count - before
            if made > 0 { keys.append((made, Set(fired))) }
        }
        #expect(keys.map(\.events) == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2], "the win brings its automatic pause")
        #expect(live.shown.clockState.value == .final(winner: .home, confirmed: false))
        let (replay, _) = replay(live.board.game, playing: false)
        var fired: [String] = []
        let tokens = FiringLog.watch(replay.board) { fired.append($0) }
        // The panels' lock and highlight are the board's mode (a replay is always locked and
        // highlights nobody), and the selection is the scorer's: neither is the game's position.
        let position = { (name: String) in !name.hasSuffix(".isLocked") && !name.hasSuffix(".isSelected") }
        let liveOnly: Set = ["selectedPlayer", "overlay", "isDone"]
        for (index, key) in keys.enumerated() {
            fired.removeAll()
            for _ in 0..<key.events { replay.handle(.right) }
            #expect(Set(fired.filter(position)) == key.fired.subtracting(liveOnly).filter(position), "key \(index + 1)")
        }
        #expect(replay.playback.value == .ended)
        #expect(BoardValues(replay.board) == BoardValues(live.shown))
        withExtendedLifetime(tokens) {}
    }

    @Test("the score progression is the replay's position's: the game as it stood after the events shown")
    func progressionFollowsPosition() throws {
        let live = try ReplayFixtures.recorded()
        let whole = live.board.scoreProgression()
        let game = live.board.game
        let (replay, time) = replay(game, speed: .x2, playing: false)
        #expect(replay.scoreProgression().isEmpty, "nothing before the first event")
        func progression(after k: Int) throws -> [ScorePoint] {
            WormChart.points(of: try GameState.rebuilt(rules: game.header.rules, events: game.events.prefix(k)))
        }
        let count = game.events.count
        for k in [1, 6, count, 3, 0, count - 1] {
            replay.perform(.seek(events: k))
            #expect(replay.scoreProgression() == (try progression(after: k)), "at \(k)")
        }
        replay.handle(.right)
        #expect(replay.scoreProgression() == whole)
        replay.handle(.home)
        replay.handle(.space)
        time.advance(byMs: 5_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value > 0)
        #expect(replay.scoreProgression() == (try progression(after: replay.position.value)))
        #expect(replay.scoreProgression().last?.clockMs ?? 0 <= replay.clockMs)
    }

    @Test("undos show as they happened, in the live words")
    func undoShows() throws {
        let live = try ReplayFixtures.recorded()
        let events = live.board.game.events
        let undo = try #require(events.firstIndex { $0.kind == .undo })
        let (replay, _) = replay(live.board.game, playing: false)
        replay.perform(.seek(events: undo))
        #expect(replay.board.scoreLine == "2 - 3")
        replay.handle(.right)
        #expect(replay.board.scoreLine == "2 - 1")
        #expect(replay.board.status.value == "undid Air Carter: 2 points  (Ballerz 2 - 1 Ringerz)")
        #expect(replay.board.players[4].counter(.twoPoints).value == 0)
        replay.handle(.left)
        #expect(replay.board.status.value == "Air Carter: 2 points  (Ballerz 2 - 3 Ringerz)")
        #expect(replay.board.players[4].counter(.twoPoints).value == 1)
    }

    @Test("random seeks and steps equal folding from zero", arguments: [1, 7, 64, 1_024])
    func seeksEqualFolds(interval: Int) throws {
        let game = try ReplayFixtures.random(count: 2_000, seed: 42)
        let (replay, _) = replay(game, interval: interval, playing: false)
        var generator = SplitMix64(seed: UInt64(interval))
        for _ in 0..<60 {
            let roll = generator.next() % 4
            switch roll {
            case 0: replay.perform(.stepForward)
            case 1: replay.perform(.stepBack)
            default: replay.perform(.seek(events: Int(generator.next() % UInt64(game.events.count + 1))))
            }
            let k = replay.position.value
            let folded = try GameState.rebuilt(rules: game.header.rules, events: game.events.prefix(k))
            #expect(replay.state == folded, "at \(k)")
            #expect(replay.board.homeScore.value == folded.homeScore)
            #expect(replay.board.awayScore.value == folded.awayScore)
            #expect(replay.board.time.value == ClockFormat.string(ms: folded.clockMs))
            for player in replay.board.players {
                #expect(player.points.value == folded.stats(for: player.id).points)
                #expect(player.counter(.foul).value == folded.stats(for: player.id).fouls)
            }
        }
    }

    @Test("a seek shows the same values as a read-only board opened on the game cut there")
    func seekMatchesOpenedPrefix() throws {
        let game = try ReplayFixtures.random(count: 500, seed: 7)
        let (replay, time) = replay(game, interval: 16, playing: false)
        for k in [0, 1, 15, 16, 17, 250, 499, 500, 3] {
            replay.perform(.seek(events: k))
            let prefix = try Game(header: game.header, events: Array(game.events.prefix(k)))
            let opened = ScoreboardViewModel(game: prefix, recorder: InMemoryRecorder(), timeSource: time)
            var expected = BoardValues(opened.board)
            var shown = BoardValues(replay.board)
            // The opened board's status and clock state are about opening it, not about the game.
            expected.header.removeLast()
            shown.header.removeLast()
            expected.header.remove(at: BoardValues.clockStateIndex)
            shown.header.remove(at: BoardValues.clockStateIndex)
            #expect(shown == expected, "at \(k)")
            #expect(
                replay.board.clockState.value
                    == (prefix.state.winner.map { .final(winner: $0, confirmed: prefix.state.isConfirmed) }
                        ?? (prefix.state.isClockRunning ? .running : .paused)))
        }
    }

    @Test(
        "playing shows events at their game-clock times scaled by the speed",
        arguments: [ReplaySpeed.x1, .x2, .x4, .x8, .x16])
    func playsAtScaledTimes(speed: ReplaySpeed) throws {
        let header = try ReplayFixtures.header()
        let shaq = PlayerID(side: .home, number: 1)
        let events = [
            GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0),
            GameEvent(sequence: 2, kind: .move(shaq, .twoPoints), clockMs: 1_600, wallMs: 0),
            GameEvent(sequence: 3, kind: .move(shaq, .onePoint), clockMs: 4_800, wallMs: 0),
            GameEvent(sequence: 4, kind: .clockPaused, clockMs: 8_000, wallMs: 0),
        ]
        let game = try Game(header: header, events: events)
        let (replay, time) = replay(game, speed: speed)
        let factor = try #require(speed.factor)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == 0)
        replay.tick(now: time.monotonicMs)
        #expect(replay.position.value == 1)
        #expect(replay.board.clockState.value == .running)
        for (index, event) in events.enumerated().dropFirst() {
            let due = (event.clockMs - replay.clockMs) / factor
            time.advance(byMs: due - 1)
            replay.tick(now: time.monotonicMs)
            #expect(replay.position.value == index, "just before event \(index + 1)")
            #expect(replay.clockMs == event.clockMs - factor)
            #expect(replay.bar?.value.parts[1].text == ClockFormat.string(ms: event.clockMs - factor))
            #expect(replay.board.time.value == replay.bar?.value.parts[1].text)
            #expect(replay.msUntilNextTick(now: time.monotonicMs) == 1)
            time.advance(byMs: 1)
            replay.tick(now: time.monotonicMs)
            #expect(replay.position.value == index + 1, "at event \(index + 1)")
        }
        #expect(replay.playback.value == .ended)
        #expect(replay.board.scoreLine == "3 - 0")
        #expect(replay.board.clockState.value == .paused)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == nil)
    }

    @Test("between events the run loop wakes for the next tenth of the replay clock")
    func wakesForTenths() throws {
        let header = try ReplayFixtures.header()
        let events = [
            GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0),
            GameEvent(sequence: 2, kind: .clockPaused, clockMs: 60_000, wallMs: 0),
        ]
        let (replay, time) = replay(try Game(header: header, events: events), speed: .x4)
        replay.tick(now: time.monotonicMs)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == 25)
        time.advance(byMs: 10)
        #expect(replay.msUntilNextTick(now: time.monotonicMs) == 15)
        replay.tick(now: time.monotonicMs)
        #expect(replay.bar?.value.parts[1].text == "00:00.0")
        time.advance(byMs: 15)
        replay.tick(now: time.monotonicMs)
        #expect(replay.bar?.value.parts[1].text == "00:00.1")
    }

    @Test("keys: Space, + and -, arrows, Home, End, ? and q")
    func keys() throws {
        let live = try ReplayFixtures.recorded()
        let count = live.board.game.events.count
        let (replay, time) = replay(live.board.game, playing: false)
        #expect(replay.playback.value == .paused)
        replay.handle(.space)
        #expect(replay.playback.value == .playing)
        time.advance(byMs: 5_000)
        replay.handle(.space)
        #expect(replay.playback.value == .paused)
        #expect(replay.clockMs == 5_000)
        #expect(replay.position.value == 2)
        time.advance(byMs: 5_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.clockMs == 5_000)
        replay.handle(.character("+"))
        replay.handle(.character("+"))
        #expect(replay.speed.value == .x4)
        #expect(replay.speed.value.label == "4×")
        for _ in 0..<9 { replay.handle(.character("+")) }
        #expect(replay.speed.value.label == "max")
        for _ in 0..<9 { replay.handle(.character("-")) }
        #expect(replay.speed.value == .x1)
        replay.handle(.end)
        #expect(replay.position.value == count)
        #expect(replay.playback.value == .ended)
        replay.handle(.right)
        #expect(replay.position.value == count)
        replay.handle(.left)
        #expect(replay.position.value == count - 1)
        #expect(replay.playback.value == .paused)
        replay.handle(.home)
        #expect(replay.position.value == 0)
        #expect(replay.bar?.value.parts[0].text == "event 0 of \(count)")
        #expect(replay.board.status.value == "replay: before the first event")
        replay.handle(.left)
        #expect(replay.position.value == 0)
        replay.handle(.character("x"))
        #expect(replay.board.status.value == "'x' does nothing here: press ? for the keys")
        replay.handle(.character("?"))
        #expect(replay.overlay.value == .help(0))
        replay.handle(.character("q"))
        #expect(replay.overlay.value == .none && !replay.isDone.value)
        #expect(replay.keymap.helpEntries.map(\.keys).contains("Space"))
        replay.handle(.character("q"))
        #expect(replay.isDone.value)
    }

    @Test("Space at the end plays again from the start")
    func replayAgain() throws {
        let live = try ReplayFixtures.recorded()
        let (replay, time) = replay(live.board.game, speed: .max)
        replay.tick(now: time.monotonicMs)
        #expect(replay.playback.value == .ended)
        replay.handle(.space)
        #expect(replay.playback.value == .playing)
        #expect(replay.position.value == 0)
        #expect(replay.board.scoreLine == "0 - 0")
    }

    @Test("a replay never writes, even when the game is open for scoring elsewhere")
    func neverWrites() throws {
        let live = try ReplayFixtures.recorded()
        let library = InMemoryGameLibrary()
        library.insert(live.board.game)
        let id = live.board.game.header.id
        library.setLockedElsewhere(id)
        let loaded = try library.load(id)
        let (replay, time) = replay(loaded.game, speed: .x16)
        #expect(replay.board.players.allSatisfy { !$0.isLocked.value }, "not FINAL: not locked, only not scored")
        // The scoring keys (a 2-pointer, undo, redo) mean nothing in a replay.
        for key in [Key.character("d"), .character("z"), .backspace, .character("Z")] { replay.handle(key) }
        #expect(replay.board.status.value == "'Z' does nothing here: press ? for the keys")
        time.advance(byMs: 100_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.playback.value == .ended)
        #expect(library.events(of: id) == live.board.game.events)
        #expect(replay.board.players.allSatisfy { $0.isLocked.value })
    }

    @Test("a game with no events replays as ended at 0 - 0")
    func emptyGame() throws {
        let (replay, time) = replay(Game(header: try ReplayFixtures.header()))
        #expect(replay.eventCount == 0)
        #expect(replay.playback.value == .ended)
        #expect(replay.bar?.value.parts[0].text == "event 0 of 0")
        replay.handle(.space)
        replay.handle(.right)
        replay.tick(now: time.monotonicMs + 1_000)
        #expect(replay.board.scoreLine == "0 - 0")
        #expect(replay.board.status.value == "replay: this game has no events")
    }

    @Test("speed arguments parse, and nothing else does")
    func speedArguments() {
        #expect(ReplaySpeed(argument: "1") == .x1)
        #expect(ReplaySpeed(argument: "16") == .x16)
        #expect(ReplaySpeed(argument: "4x") == .x4)
        #expect(ReplaySpeed(argument: "MAX") == .max)
        for bad in ["0", "3", "-1", "", "fast", "32"] { #expect(ReplaySpeed(argument: bad) == nil) }
        #expect(ReplaySpeed.max.faster == .max && ReplaySpeed.x1.slower == .x1)
    }

    @Test("in a game that counts down (FIBA 3x3) the bar's clock is the board's: the time left")
    func countdownBarMatchesTheBoard() throws {
        let header = try GameFixtures.header(rules: RulesPreset.fiba3x3.rules)
        let shaq = PlayerID(side: .home, number: 1)
        let events = [
            GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0),
            GameEvent(sequence: 2, kind: .move(shaq, .twoPoints), clockMs: 29_100, wallMs: 0),
            GameEvent(sequence: 3, kind: .clockPaused, clockMs: 33_300, wallMs: 0),
        ]
        let (replay, time) = replay(try Game(header: header, events: events), speed: .max)
        replay.tick(now: time.monotonicMs)
        time.advance(byMs: 1_000)
        replay.tick(now: time.monotonicMs)
        #expect(replay.playback.value == .ended)
        #expect(replay.bar?.value.parts[1].text == "09:26.7")
        #expect(replay.board.time.value == "09:26.7 left")
    }

}
