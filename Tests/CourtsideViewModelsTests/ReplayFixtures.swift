import CourtsideCore
import CourtsideTesting
import CourtsideViewModels

/// Games for the replay, export and worm-chart tests: one scored live through the keys, and
/// seeded random ones of any length that always fold.
@MainActor
enum ReplayFixtures {
    static func header(
        home: String = "Ballerz", homePlayers: [String] = GameFixtures.homePlayers, away: String = "Ringerz",
        awayPlayers: [String] = GameFixtures.awayPlayers, target: Int = 15, winBy: Int = 2
    ) throws -> GameHeader {
        try GameFixtures.header(
            id: "rp000001", home: home, homePlayers: homePlayers, away: away, awayPlayers: awayPlayers, target: target,
            winBy: winBy)
    }

    /// A game to 7 scored live on a scoreboard (clock runs and pauses, an undo that stays, an undo
    /// that is redone, a pause while scoring, a winning move with its automatic pause), returned
    /// with the live board.
    static func recorded() throws -> Harness {
        let h = try Harness(target: 7, winBy: 2)
        h.keys(" ")
        h.time.advance(byMs: 4_300)
        h.keys("ud")  // Shaq 2 — 2-0
        h.time.advance(byMs: 2_150)
        h.keys("js")  // Hakeem 1 — 2-1
        h.time.advance(byMs: 800)
        // A teammate's key right after a basket offers the assist: Esc turns it down.
        h.keys("k⎋d")  // Air Carter 2 — 2-3
        h.keys("z")  // undone, stays void — 2-1
        h.time.advance(byMs: 3_000)
        h.keys("ir")  // A.I. rebound
        h.keys("z")
        h.keys("Z")  // undone and redone: not void
        h.keys(" ")  // pause
        h.keys("of")  // T-Mac foul while paused
        h.keys(" ")
        h.time.advance(byMs: 9_999)
        h.keys("ud")  // 4-1
        h.time.advance(byMs: 1_234)
        h.keys("i⎋a")  // assist, as its own play
        h.keys("id")  // 6-1
        h.time.advance(byMs: 5_555)
        h.keys("o⎋s")  // 7-1: wins; the clock pauses by itself
        return h
    }

    /// A random game of `count` events that the rules accept, from a seed.
    static func random(count: Int, seed: UInt64, target: Int = 21) throws -> Game {
        try RandomGame.make(count: count, seed: seed, header: header(target: target, winBy: 2))
    }
}

/// Every value a board shows that a replay must match (selection is the scorer's, not the game's,
/// and the panels' lock is the board's mode: a replay is always locked).
struct BoardValues: Equatable, CustomStringConvertible {
    /// Home score, away score, time, clock state, finished, status: in that order.
    var header: [String]
    var players: [[Int]]
    /// The play log as shown.
    var log: [PlayLogLine]

    /// Where ``header`` holds the clock state.
    static let clockStateIndex = 3

    @MainActor
    init(_ board: BoardPresenter) {
        header = [
            "\(board.homeScore.value)", "\(board.awayScore.value)", board.time.value, "\(board.clockState.value)",
            "\(board.isFinished.value)", Self.withoutNextGame(board.status.value),
        ]
        players = board.players.map { player in
            [player.points.value] + Move.allCases.map { player.counter($0).value }
        }
        log = board.playLog.value
    }

    var description: String { "\(header) \(players) \(log)" }

    /// A status line without the offers live scoring's FINAL line ends with (the confirm, the next
    /// game): a replay and a watcher have neither to make, and say the rest alike.
    static func withoutNextGame(_ status: String) -> String {
        for offer in ["  Enter: confirm ", "  n next game · q quit"] {
            if let range = status.range(of: offer) { return String(status[..<range.lowerBound]) }
        }
        return status
    }
}
