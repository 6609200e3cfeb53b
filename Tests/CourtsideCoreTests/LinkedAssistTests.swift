import CourtsideCore
import CourtsideTesting
import Testing

/// Assists linked to the basket (issue 33 item 2): an `assist` event credits the passer on a made
/// basket; a correction of the basket carries the assist while it stays a teammate's made field
/// goal and drops it otherwise; undo, redo and a fold from zero agree.
@Suite("Linked assists")
struct LinkedAssistTests {
    private let shaq = PlayerID(side: .home, number: 1)
    private let ai = PlayerID(side: .home, number: 2)
    private let tmac = PlayerID(side: .home, number: 3)
    private let hakeem = PlayerID(side: .away, number: 1)

    private func game(_ kinds: [GameEventKind]) throws -> Game {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, kinds)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
        return game
    }

    @Test("the passer's assist counts on the basket; undo takes it back and redo restores it")
    func linkUndoRedo() throws {
        var game = try game([.move(shaq, .twoPoints), .assist(play: 1, player: ai)])
        #expect(game.state.stats(for: ai).assists == 1)
        #expect(game.state.plays[1]?.creditedAssist == ai)
        #expect(game.state.plays.count == 1, "no play of its own: the basket carries it")
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.stats(for: ai).assists == 0 && game.state.plays[1]?.assist == nil)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.stats(for: ai).assists == 1)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
    }

    @Test("a correction carries the assist to a teammate's basket and drops it for a miss, the passer or a delete")
    func correctionsCarryOrDrop() throws {
        var game = try game([.move(shaq, .twoPoints), .assist(play: 1, player: ai)])
        try GameFixtures.play(&game, [.amend(play: 1, player: tmac, move: .onePoint)])
        #expect(game.state.stats(for: ai).assists == 1, "carried: T-Mac's 1 is still a teammate's basket")
        try GameFixtures.play(&game, [.amend(play: 1, player: tmac, move: .onePointMiss)])
        #expect(game.state.stats(for: ai).assists == 0, "dropped: a miss takes no assist")
        #expect(game.state.plays[1]?.creditedAssist == nil)
        try GameFixtures.play(&game, [.amend(play: 1, player: ai, move: .twoPoints)])
        #expect(game.state.stats(for: ai).assists == 0, "dropped: nobody assists his own basket")
        try GameFixtures.play(&game, [.undo, .undo])
        #expect(game.state.stats(for: ai).assists == 1, "undoing the corrections carries it back")
        try GameFixtures.play(&game, [.void(play: 1)])
        #expect(game.state.stats(for: ai).assists == 0)
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.stats(for: ai).assists == 1)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
    }

    @Test("refused: an assist on a miss, by an opponent, by the shooter, twice; accepted after FINAL")
    func refusals() throws {
        var game = try game([.move(shaq, .twoPointMiss), .move(shaq, .twoPoints), .assist(play: 2, player: ai)])
        #expect(throws: GameError.assistNotTaken(play: 1)) { try game.state.check(.assist(play: 1, player: ai)) }
        #expect(throws: GameError.assistNotTaken(play: 2)) { try game.state.check(.assist(play: 2, player: hakeem)) }
        #expect(throws: GameError.assistNotTaken(play: 2)) { try game.state.check(.assist(play: 2, player: shaq)) }
        #expect(throws: GameError.nothingToCorrect(play: 2)) { try game.state.check(.assist(play: 2, player: ai)) }
        try GameFixtures.play(&game, [.assist(play: 2, player: tmac)])
        #expect(game.state.stats(for: ai).assists == 0 && game.state.stats(for: tmac).assists == 1, "moved")
        // To 15 by 2 in ones: the winning basket, then its assist after the final whistle.
        var final = Game(header: try GameFixtures.header())
        try GameFixtures.play(&final, Array(repeating: .move(shaq, .onePoint), count: 15))
        #expect(final.state.isFinished)
        try GameFixtures.play(&final, [.assist(play: 15, player: ai)])
        #expect(final.state.stats(for: ai).assists == 1)
    }

    @Test("a linked assist deleted on its own (issue 40 item 1): the basket stays; undo, redo and a fold agree")
    func deleteOnItsOwn() throws {
        var game = try game([.move(shaq, .twoPoints), .assist(play: 1, player: ai), .assist(play: 1, player: nil)])
        #expect(game.state.stats(for: ai).assists == 0)
        #expect(game.state.plays[1]?.assist == nil && game.state.plays[1]?.counts == true, "the basket stays")
        #expect(game.state.homeScore == 2 && game.state.stats(for: shaq).points == 2)
        #expect(throws: GameError.noLinkedAssist(play: 1)) { try game.state.check(.assist(play: 1, player: nil)) }
        try GameFixtures.play(&game, [.undo])
        #expect(game.state.stats(for: ai).assists == 1 && game.state.plays[1]?.creditedAssist == ai)
        try GameFixtures.play(&game, [.redo])
        #expect(game.state.stats(for: ai).assists == 0)
        #expect(game.state == (try GameState.rebuilt(rules: game.header.rules, events: game.events)))
        // unapply (a replay stepping back) takes the deletion back exactly.
        var linked = try self.game([.move(shaq, .twoPoints), .assist(play: 1, player: ai), .undo])
        try GameFixtures.play(&linked, [.redo])
        var state = linked.state
        let before = state
        let deletion = GameEvent(
            sequence: state.nextSequence, kind: .assist(play: 1, player: nil), clockMs: state.clockMs, wallMs: 0)
        try state.apply(deletion)
        state.unapply(deletion, previousClockMs: before.clockMs, clearedRedoStack: before.redoStack)
        #expect(state == before)
    }

    @Test("a change names the passer among the players it touched")
    func touchedPlayers() throws {
        var state = GameState(rules: try GameFixtures.header().rules)
        try state.apply(GameEvent(sequence: 1, kind: .move(shaq, .twoPoints), clockMs: 0, wallMs: 0))
        let link = try state.apply(GameEvent(sequence: 2, kind: .assist(play: 1, player: ai), clockMs: 0, wallMs: 0))
        #expect(Set(link.touchedPlayers) == [shaq, ai])
        let undo = try state.apply(GameEvent(sequence: 3, kind: .undo, clockMs: 0, wallMs: 0))
        #expect(undo.touchedPlayers.contains(ai), "the passer whose assist it took back")
    }
}
