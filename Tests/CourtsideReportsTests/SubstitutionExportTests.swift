import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

/// Substitutions in the play-by-play: each one's line, a deleted one marked so, and the delete's
/// own line (and its undo's) naming the substitution it took back.
@Suite("Substitutions in exports")
struct SubstitutionExportTests {
    private static let ann = PlayerID(side: .home, number: 1)
    private static let dan = PlayerID(side: .home, number: 4)

    private static func game(_ kinds: [GameEventKind]) throws -> Game {
        let header = try GameFixtures.header(homePlayers: ["Ann", "Bob", "Cy", "Dan"])
        let events = kinds.enumerated().map {
            GameEvent(sequence: $0.offset + 1, kind: $0.element, clockMs: 0, wallMs: 0)
        }
        return try Game(header: header, events: events)
    }

    @Test("a deleted substitution's line says so; the delete's line and its undo's name it")
    func words() throws {
        let game = try Self.game([
            .substitution(off: Self.ann, on: Self.dan), .move(Self.dan, .twoPoints), .void(play: 1), .undo, .redo,
        ])
        let words = PlayByPlay(game: game).entries.map { $0.words(in: game.header) }
        #expect(
            words == [
                "Ballerz sub: Dan in for Ann (deleted)", "2 points", "deleted #1: Ballerz sub: Dan in for Ann",
                "undo deletion of #1: Ballerz sub: Dan in for Ann", "redo deletion of #1: Ballerz sub: Dan in for Ann",
            ])
        #expect(game.state.isOnCourt(Self.ann) && !game.state.isOnCourt(Self.dan))
        #expect(game.state.plusMinus(Self.ann) == 2 && game.state.plusMinus(Self.dan) == 0)
    }

    @Test("a substitution that stands reads as made")
    func standing() throws {
        let game = try Self.game([.substitution(off: Self.ann, on: Self.dan), .void(play: 1), .undo])
        let words = PlayByPlay(game: game).entries.map { $0.words(in: game.header) }
        #expect(words.first == "Ballerz sub: Dan in for Ann")
        #expect(words[1] == "deleted #1: Ballerz sub: Dan in for Ann (void)")
    }
}
