import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A scripted ``WatchSource``: each poll hands over the next batch of updates a follower would have
/// read from the game's file.
@MainActor
final class ScriptedWatchSource: WatchSource {
    var location = "/games/vm000001.jsonl"
    var wakeDescriptors: [Int32] = [42]
    var recheckAfterMs: Int?
    /// The batches still to hand over, one per poll.
    var batches: [[FollowerReport]] = []
    /// How many times it was polled.
    private(set) var polls = 0

    init(_ first: FollowerReport...) {
        batches = [first]
    }

    func poll() -> [FollowerReport] {
        polls += 1
        return batches.isEmpty ? [] : batches.removeFirst()
    }
}

@MainActor
@Suite("Watch view model")
struct WatchTests {
    static let shaq = GameFixtures.shaq
    static let kobe = GameFixtures.kobe
    static let wall: Int64 = 1_763_712_000_000

    /// A new game to `target` (no events).
    private static func game(target: Int = 15) throws -> Game {
        Game(header: try GameFixtures.header(id: "vm000001", target: target))
    }

    /// A game whose clock started at `wall` and whose last event, a rebound by Shaq, came at 4 s.
    private static func running() throws -> Game {
        var game = try game()
        try game.apply(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: wall))
        try game.apply(GameEvent(sequence: 2, kind: .move(shaq, .rebound), clockMs: 4_000, wallMs: wall + 4_000))
        return game
    }

    /// A watcher of `source` on a manual clock whose wall time is `wallMs`.
    private static func watcher(_ source: ScriptedWatchSource, wallMs: Int64 = wall + 9_400) -> (
        WatchViewModel, ManualTimeSource
    ) {
        let time = ManualTimeSource(monotonicMs: 70_000, wallMs: wallMs)
        return (WatchViewModel(source: source, timeSource: time), time)
    }

    /// Hands `updates` over as the next poll and has the watcher read them, as a wake would.
    private static func deliver(
        _ updates: FollowerReport..., to watch: WatchViewModel, from source: ScriptedWatchSource
    ) {
        source.batches.append(updates)
        watch.refresh()
    }

    @Test("before a game is scored: no board, the bar says where it waits, and nothing but the source wakes it")
    func waiting() {
        let source = ScriptedWatchSource(.waiting)
        let (watch, time) = Self.watcher(source)
        #expect(watch.board.value == nil)
        #expect(watch.connection.value == .waiting(library: "/games/vm000001.jsonl"))
        #expect(watch.connection.value.text == "waiting for a game to be scored in /games/vm000001.jsonl")
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == nil)
        #expect(watch.wakeDescriptors == [42])
        #expect(watch.scoreProgression().isEmpty)
    }

    @Test("a game read while its clock runs: the watcher's clock goes on from the scorer's, tenth by tenth")
    func joinsARunningGame() throws {
        let source = ScriptedWatchSource(.loaded(try Self.running(), warnings: []), .scorer(present: true))
        let (watch, time) = Self.watcher(source)
        let board = try #require(watch.board.value)
        #expect(board.time.value == "00:09.4", "4 s at the rebound, 5.4 s of wall time since")
        #expect(board.clockState.value == .running)
        #expect(board.status.value == "Shaq: rebound")
        #expect(watch.connection.value == .live)
        #expect(board.players.allSatisfy { !$0.isLocked.value }, "a live game is not locked, only not scored here")
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == 100)
        time.advance(byMs: 250)
        watch.tick(now: time.monotonicMs)
        #expect(board.time.value == "00:09.6")
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == 50)
    }

    @Test("the scorer sets the running clock: the watcher's board shows the set time and runs on from it")
    func clockSetWhileRunning() throws {
        let game = try Self.running()
        let source = ScriptedWatchSource(.loaded(game, warnings: []), .scorer(present: true))
        let (watch, time) = Self.watcher(source)
        let board = try #require(watch.board.value)
        time.advance(byMs: 2_000)
        let set = try game.prepare(.clockSet(from: 11_400), clockMs: 59_000, wallMs: time.wallMs)
        Self.deliver(.events(set), to: watch, from: source)
        #expect(board.time.value == "00:59.0", "the scorer's new time, not 00:11.4")
        time.advance(byMs: 300)
        watch.tick(now: time.monotonicMs)
        #expect(board.time.value == "00:59.3")
    }

    @Test("nothing to show any more (the court's game deleted, no other played): the board goes")
    func waitingAgain() throws {
        let source = ScriptedWatchSource(.loaded(try Self.running(), warnings: []), .scorer(present: true))
        let (watch, _) = Self.watcher(source)
        #expect(watch.board.value != nil)
        Self.deliver(.fileMissing, .waiting, to: watch, from: source)
        #expect(watch.board.value == nil && watch.game == nil)
        #expect(watch.connection.value == .waiting(library: "/games/vm000001.jsonl"))
        #expect(!watch.clock.isRunning)
    }

    @Test("an event fires only what it changes, with the words the scorer's status line said")
    func eventsFireWhatTheyChange() throws {
        let source = ScriptedWatchSource(.loaded(try Self.game(), warnings: []), .scorer(present: true))
        let (watch, _) = Self.watcher(source)
        let board = try #require(watch.board.value)
        #expect(board.status.value == "no events yet" && board.clockState.value == .paused)
        var fired: [String] = []
        let tokens = FiringLog.watch(board) { fired.append($0) }
        Self.deliver(
            .events([GameEvent(sequence: 1, kind: .move(Self.kobe, .twoPoints), clockMs: 0, wallMs: Self.wall)]),
            to: watch, from: source)
        #expect(fired.sorted() == ["away.3.2PT", "away.3.points", "awayScore", "homeTotals", "status"], "the ball too")
        #expect(board.status.value == "Kobe: 2 points  (Ballerz 0 - 2 Ringerz)")
        fired.removeAll()
        watch.refresh()
        #expect(fired.isEmpty, "a wake with nothing new fires nothing")
        _ = tokens
    }

    @Test("followed key by key, the watcher shows what the scorer's board showed, and FINAL stays")
    func matchesTheLiveBoard() throws {
        let live = try Harness(target: 7, winBy: 2)
        let source = ScriptedWatchSource(.loaded(live.board.game, warnings: []), .scorer(present: true))
        let watch = WatchViewModel(source: source, timeSource: live.time)
        var read = 0
        func same() throws {
            let events = Array(live.board.game.events[read...])
            read = live.board.game.events.count
            if !events.isEmpty { Self.deliver(.events(events), to: watch, from: source) }
            let shown = BoardValues(try #require(watch.board.value))
            let expected = BoardValues(live.shown)
            #expect(shown.header == expected.header, "after event \(read)")
            #expect(shown.players == expected.players)
        }
        for (keys, wait) in [
            // Esc turns down the assist a teammate's key offers right after a basket (ReplayFixtures).
            (" ", 4_300), ("ud", 2_150), ("js", 800), ("k⎋d", 0), ("z", 3_000), ("ir", 0), ("z", 0), ("Z", 0),
            (" ", 0), ("of", 0), (" ", 9_999), ("ud", 1_234), ("i⎋a", 0), ("id", 5_555), ("o⎋s", 0),
        ] {
            live.keys(keys)
            try same()
            live.time.advance(byMs: Int64(wait))
            watch.tick(now: live.time.monotonicMs)
            live.board.tick(now: live.time.monotonicMs)
            try same()
        }
        let board = try #require(watch.board.value)
        #expect(board.status.value == "FINAL: Ballerz win 7 - 1")
        #expect(board.clockState.value == .final(winner: .home, confirmed: false))
        #expect(watch.msUntilNextTick(now: live.time.monotonicMs) == nil)
        #expect(watch.scoreProgression().last?.home == 7)
    }

    @Test("a winning basket and its automatic pause read apart still leave the FINAL line")
    func finalReadApart() throws {
        var game = try Self.game(target: 2)
        let source = ScriptedWatchSource(.loaded(game, warnings: []), .scorer(present: true))
        let (watch, _) = Self.watcher(source)
        try game.apply(try game.prepare(.clockStarted, clockMs: 0, wallMs: Self.wall)[0])
        let winning = try game.prepare(.move(Self.shaq, .twoPoints), clockMs: 3_000, wallMs: Self.wall + 3_000)
        Self.deliver(.events([game.events[0], winning[0]]), to: watch, from: source)
        let board = try #require(watch.board.value)
        #expect(board.status.value == "FINAL: Ballerz win 2 - 0")
        Self.deliver(.events([winning[1]]), to: watch, from: source)
        #expect(board.status.value == "FINAL: Ballerz win 2 - 0")
        #expect(board.time.value == "00:03.0")
    }

    @Test("the scorer goes: the last state stays, the clock stops where it was; back, it waits for the scorer's start")
    func scorerGoneAndBack() throws {
        let source = ScriptedWatchSource(.loaded(try Self.running(), warnings: []), .scorer(present: true))
        let (watch, time) = Self.watcher(source)
        let board = try #require(watch.board.value)
        time.advance(byMs: 1_500)
        watch.tick(now: time.monotonicMs)
        Self.deliver(.scorer(present: false), to: watch, from: source)
        #expect(watch.connection.value == .scorerGone)
        #expect(watch.connection.value.text == "scorer gone: showing the last state")
        #expect(board.time.value == "00:10.9" && board.clockState.value == .paused)
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == nil, "no wake-ups while nothing can change")
        time.advance(byMs: 60_000)
        Self.deliver(.scorer(present: true), to: watch, from: source)
        #expect(watch.connection.value == .live && board.time.value == "00:10.9")
        Self.deliver(
            .events([
                GameEvent(sequence: 3, kind: .clockPaused, clockMs: 4_000, wallMs: time.wallMs),
                GameEvent(sequence: 4, kind: .clockStarted, clockMs: 4_000, wallMs: time.wallMs),
            ]), to: watch, from: source)
        #expect(board.time.value == "00:04.0" && board.clockState.value == .running)
        #expect(board.status.value == "clock running")
    }

    @Test("nobody scoring, a deleted file, a file that cannot be followed: each said on the bar, the board kept")
    func connectionWords() throws {
        let source = ScriptedWatchSource(.loaded(try Self.running(), warnings: []), .scorer(present: false))
        let (watch, _) = Self.watcher(source)
        let board = try #require(watch.board.value)
        #expect(watch.connection.value == .notBeingScored && board.time.value == "00:04.0")
        #expect(watch.connection.value.isWarning)
        Self.deliver(.fileMissing, to: watch, from: source)
        #expect(watch.connection.value == .fileDeleted)
        #expect(watch.connection.value.text == "file deleted: showing the last state")
        #expect(watch.board.value === board && board.homeScore.value == 0)
        let error = LibraryError.corruptLine(file: "/g.jsonl", line: 4, reason: "not valid JSON")
        Self.deliver(.failed(error), to: watch, from: source)
        #expect(watch.connection.value == .failed(reason: "/g.jsonl:4: corrupt line: not valid JSON"))
        Self.deliver(.loaded(try Self.running(), warnings: []), .scorer(present: true), to: watch, from: source)
        #expect(watch.connection.value == .live)
        #expect(watch.board.value === board, "the same game keeps its board")
        Self.deliver(
            .loaded(Game(header: try GameFixtures.header(id: "vm000001", home: "Dunkers")), warnings: []),
            to: watch, from: source)
        #expect(watch.board.value !== board && watch.board.value?.homeName == "Dunkers", "another game, a new board")
    }

    @Test("following the court: the scorer leaves a game for its rematch, and the watcher's board is the rematch's")
    func movesToTheNextGame() throws {
        let source = ScriptedWatchSource(.loaded(try Self.running(), warnings: []), .scorer(present: true))
        let (watch, time) = Self.watcher(source)
        let first = try #require(watch.board.value)
        Self.deliver(.scorer(present: false), to: watch, from: source)
        #expect(watch.connection.value == .scorerGone)
        // The court follower's scout is waited on too while the game followed has no scorer.
        source.wakeDescriptors = [42, 43]
        #expect(watch.wakeDescriptors == [42, 43])
        time.advance(byMs: 3_000)
        let rematch = Game(header: try GameFixtures.header(id: "vm000002", home: "Dunkers"))
        Self.deliver(.loaded(rematch, warnings: []), .scorer(present: true), to: watch, from: source)
        let board = try #require(watch.board.value)
        #expect(board !== first && board.homeName == "Dunkers", "the rematch's board")
        #expect(watch.game?.header.id.rawValue == "vm000002")
        #expect(watch.connection.value == .live)
        #expect(board.time.value == "00:00.0" && board.homeScore.value == 0)
        Self.deliver(
            .events([GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: time.wallMs)]), to: watch,
            from: source)
        #expect(board.clockState.value == .running, "the rematch's events show on its board")
    }

    @Test("game point shows when a 2-pointer would win, and goes at FINAL")
    func gamePoint() throws {
        var game = try Self.game(target: 3)
        let source = ScriptedWatchSource(.loaded(game, warnings: []), .scorer(present: true))
        let (watch, _) = Self.watcher(source)
        #expect(watch.gamePoint.value == "")
        try GameFixtures.play(&game, [.move(Self.kobe, .onePoint)])
        Self.deliver(.events(game.events), to: watch, from: source)
        #expect(watch.gamePoint.value == "GAME POINT: Ringerz")
        try GameFixtures.play(&game, [.move(Self.shaq, .onePoint)])
        Self.deliver(.events([game.events[1]]), to: watch, from: source)
        #expect(watch.gamePoint.value == "GAME POINT: both teams")
        try GameFixtures.play(&game, [.move(Self.kobe, .twoPoints)])
        Self.deliver(.events([game.events[2]]), to: watch, from: source)
        #expect(watch.gamePoint.value == "")
    }

    @Test("a second look the source asks for wakes the watcher once, then it blocks again")
    func recheck() throws {
        let source = ScriptedWatchSource(.loaded(try Self.game(), warnings: []), .scorer(present: true))
        source.recheckAfterMs = 20
        let (watch, time) = Self.watcher(source)
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == 20)
        source.recheckAfterMs = nil
        time.advance(byMs: 10)
        watch.tick(now: time.monotonicMs)
        #expect(source.polls == 1, "not due yet")
        time.advance(byMs: 10)
        source.batches = [[.scorer(present: false)]]
        watch.tick(now: time.monotonicMs)
        #expect(source.polls == 2 && watch.connection.value == .scorerGone)
        #expect(watch.msUntilNextTick(now: time.monotonicMs) == nil)
    }

    @Test("keys: ? shows the help and any key closes it; q and Esc quit; others say watching is read-only")
    func keys() throws {
        let source = ScriptedWatchSource(.loaded(try Self.game(), warnings: []))
        let (watch, _) = Self.watcher(source)
        watch.handle(.character("?"))
        #expect(watch.overlay.value == .help(0))
        watch.handle(.character("x"))
        #expect(watch.overlay.value == .none && !watch.isDone.value)
        watch.handle(.character("d"))
        #expect(
            watch.board.value?.status.value == "'d' does nothing here: press ? for the keys (watching is read-only)")
        #expect(watch.game?.events.isEmpty == true, "nothing recorded")
        #expect(watch.keyHelps[0].entries.map(\.keys) == ["?", "q Q Esc"])
        watch.handle(.escape)
        #expect(watch.isDone.value)
        let other = Self.watcher(ScriptedWatchSource(.waiting)).0
        other.handle(.character("Q"))
        #expect(other.isDone.value)
    }

    @Test("the keys file remaps the live view's keys, and the watcher acts on them")
    func keysFile() throws {
        let keys = try KeyConfiguration(parsing: "watch quit x\nwatch help h", file: "keys")
        #expect(keys.watch.keys(for: .quit) == [.character("x")])
        #expect(KeyConfiguration.standard.fileText.contains("watch quit q Q Esc"))
        let source = ScriptedWatchSource(.loaded(try Self.game(), warnings: []))
        let watch = WatchViewModel(source: source, timeSource: ManualTimeSource(), keymap: keys.watch)
        watch.handle(.character("q"))
        #expect(!watch.isDone.value)
        #expect(
            watch.board.value?.status.value == "'q' does nothing here: press h for the keys (watching is read-only)")
        watch.handle(.character("h"))
        #expect(watch.overlay.value == .help(0))
        watch.handle(.character("z"))
        watch.handle(.character("x"))
        #expect(watch.isDone.value)
    }
}
