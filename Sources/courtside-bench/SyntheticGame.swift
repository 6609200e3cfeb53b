import CourtsideCore
import CourtsideTesting

/// The bench's long games: ``RandomGame``'s seeded mix of what scorers do, to 21 by 2, with the
/// default teams and a fixed creation time, so every run measures the same game.
enum SyntheticGame {
    /// A game of `count` events; with `corrections`, a fifth of the moves are corrections of
    /// earlier plays instead (amend, void, insert).
    static func make(count: Int, seed: UInt64, id: String = "bench", corrections: Bool = false) throws -> Game {
        let header = try GameFixtures.header(id: id, target: 21, winBy: 2, createdMs: 1_763_712_000_000)
        return try RandomGame.make(count: count, seed: seed, header: header, corrections: corrections)
    }
}
