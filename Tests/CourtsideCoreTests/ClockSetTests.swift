import CourtsideCore
import CourtsideTesting
import Testing

@Suite("Setting the game clock")
struct ClockSetTests {
    private static func event(_ sequence: Int, _ kind: GameEventKind, _ clockMs: Int64) -> GameEvent {
        GameEvent(sequence: sequence, kind: kind, clockMs: clockMs, wallMs: 0)
    }

    @Test("a set moves the clock back or forward; undo puts the difference back, redo sets it again")
    func undoRedo() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 300_000)
        let set = try game.prepare(.clockSet(from: 300_000), clockMs: 120_000, wallMs: 0)
        #expect(set.map(\.clockMs) == [120_000])
        try game.apply(set[0])
        #expect(game.state.clockMs == 120_000)
        #expect(game.state.clockSetting(2)! == (300_000, 120_000))
        // Ten seconds later, undo: the clock reads what it would have without the set.
        let undo = try game.prepare(.undo, clockMs: 130_000, wallMs: 0)
        #expect(undo.map(\.clockMs) == [310_000])
        try game.apply(undo[0])
        #expect(game.state.homeScore == 2, "undo took the clock set back, not the basket")
        let redo = try game.prepare(.redo, clockMs: 311_000, wallMs: 0)
        #expect(redo.map(\.clockMs) == [131_000])
        try game.apply(redo[0])
        #expect(game.state.clockMs == 131_000)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
    }

    @Test("a set is a scorer action: it empties redo; a new move after it is undone first")
    func isAnAction() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .onePoint), .undo], clockMs: 5_000)
        try game.apply(try game.prepare(.clockSet(from: 5_000), clockMs: 1_000, wallMs: 0)[0])
        #expect(throws: GameError.nothingToRedo) { try game.prepare(.redo, clockMs: 1_000, wallMs: 0) }
        try GameFixtures.play(&game, [.move(GameFixtures.kobe, .foul)], clockMs: 2_000)
        try GameFixtures.play(&game, [.undo], clockMs: 2_000)
        #expect(game.state.clockMs == 2_000)
        try GameFixtures.play(&game, [.undo], clockMs: 2_500)
        #expect(game.state.clockMs == 6_500)
    }

    @Test("the clock set's own reading cannot be before the last event; other events still cannot go back")
    func refusals() throws {
        var state = GameState(rules: try GameFixtures.header().rules)
        try state.apply(Self.event(1, .clockStarted, 4_000))
        #expect(throws: GameError.clockWentBack(sequence: 2)) {
            try state.apply(Self.event(2, .clockSet(from: 3_999), 0))
        }
        try state.apply(Self.event(2, .clockSet(from: 4_000), 0))
        #expect(state.isClockRunning, "a set keeps the clock running")
        #expect(throws: GameError.clockWentBack(sequence: 3)) { try state.apply(Self.event(3, .undo, 3_999)) }
        try state.apply(Self.event(3, .undo, 4_000))
        #expect(state.clockMs == 4_000)
    }

    @Test("a time-limited game's clock cannot be set to its limit or past it, nor jump there by undo or redo")
    func limit() throws {
        let base = try GameFixtures.header()
        let rules = try Rules(target: 15, winBy: 2, timeLimitMs: 60_000)
        var game = Game(
            header: try GameHeader(id: base.id, home: base.home, away: base.away, rules: rules, createdMs: 0))
        try GameFixtures.play(&game, [.clockStarted], clockMs: 0)
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints)], clockMs: 50_000)
        #expect(throws: GameError.clockSetPastLimit(limitMs: 60_000)) {
            try game.prepare(.clockSet(from: 50_000), clockMs: 60_000, wallMs: 0)
        }
        #expect(GameError.clockSetPastLimit(limitMs: 60_000).description.contains("1:00"))
        // Back to 0:20; 35 s later (0:55) an undo would put the clock at 1:25, past the buzzer.
        try game.apply(try game.prepare(.clockSet(from: 50_000), clockMs: 20_000, wallMs: 0)[0])
        #expect(throws: GameError.clockSetPastLimit(limitMs: 60_000)) {
            try game.prepare(.undo, clockMs: 55_000, wallMs: 0)
        }
        // Five seconds after the set, the undo lands at 0:55: allowed.
        try game.apply(try game.prepare(.undo, clockMs: 25_000, wallMs: 0)[0])
        #expect(game.state.clockMs == 55_000)
        // A file with such a set is refused too.
        var state = GameState(rules: rules)
        try state.apply(Self.event(1, .clockStarted, 0))
        #expect(throws: GameError.clockSetPastLimit(limitMs: 60_000)) {
            try state.apply(Self.event(2, .clockSet(from: 1_000), 61_000))
        }
    }

    @Test("unapply takes a set and its undo and redo back exactly")
    func unapply() throws {
        let rules = try GameFixtures.header().rules
        let events = [
            Self.event(1, .clockStarted, 0), Self.event(2, .move(GameFixtures.shaq, .twoPoints), 9_000),
            Self.event(3, .clockSet(from: 10_000), 2_000), Self.event(4, .undo, 11_000),
            Self.event(5, .redo, 3_500), Self.event(6, .move(GameFixtures.kobe, .onePointMiss), 4_000),
        ]
        var states = [GameState(rules: rules)]
        for event in events {
            var next = states[states.count - 1]
            try next.apply(event)
            states.append(next)
        }
        var state = states[states.count - 1]
        for index in stride(from: events.count - 1, through: 0, by: -1) {
            let cleared = events[index].kind.startsAction ? states[index].redoStack : ScorerActions()
            state.unapply(
                events[index], previousClockMs: index > 0 ? events[index - 1].clockMs : 0, clearedRedoStack: cleared)
            #expect(state == states[index], "event \(index + 1)")
        }
    }
}
