import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// A saved game opened from the list (`v`): the one read-only path, a watcher of its file with
/// nobody scoring it. It changes nothing, says how to correct the game, and closes with q or Esc.
@MainActor
@Suite("Saved game view")
struct SavedGameViewTests {
    static let shaq = GameFixtures.shaq
    static let correction = "Enter in the list or `courtside resume vm000001` to correct it"

    /// A game to 3 with Shaq's basket, won when `won` (a second basket).
    private static func game(won: Bool) throws -> Game {
        let count = won ? 2 : 1
        return try Game(
            header: GameFixtures.header(id: "vm000001", target: 3),
            events: (1...count).map {
                GameEvent(sequence: $0, kind: .move(shaq, .twoPoints), clockMs: Int64($0) * 1_000, wallMs: 0)
            })
    }

    private static func view(_ game: Game) -> WatchViewModel {
        let source = ScriptedWatchSource(.loaded(game, warnings: []), .scorer(present: false))
        return WatchViewModel(source: source, timeSource: ManualTimeSource(), correction: correction)
    }

    @Test("a finished game shows as saved: FINAL badge, calm words, locked panels, close and help keys only")
    func finished() throws {
        let view = Self.view(try Self.game(won: true))
        #expect(view.connection.value == .final(confirmed: false))
        let bar = try #require(view.bar?.value)
        #expect(bar.badge == "■ FINAL" && bar.tone == .plain)
        #expect(bar.parts.map(\.text) == ["final: the game as saved"])
        let board = try #require(view.shownBoard.value)
        #expect(board.players.allSatisfy { $0.isLocked.value })
        #expect(view.keyHelps[0].barItems.map(\.label) == ["help", "close"])
    }

    @Test("a scoring or editing key changes nothing and says how to correct the game; Esc closes")
    func refusesAndCloses() throws {
        let game = try Self.game(won: true)
        let view = Self.view(game)
        for key in ["j", "d", " ", "e", "z"] { view.handle(.character(Character(key))) }
        #expect(view.game?.events.count == game.events.count)
        #expect(view.shownBoard.value?.status.value == "read-only: \(Self.correction)")
        view.handle(.escape)
        #expect(view.isDone.value)
    }

    @Test("a game left unfinished with nobody scoring it is not locked, and says nobody scores it")
    func unfinished() throws {
        let view = Self.view(try Self.game(won: false))
        #expect(view.connection.value == .notBeingScored)
        #expect(view.shownBoard.value?.players.allSatisfy { !$0.isLocked.value } == true)
    }
}
