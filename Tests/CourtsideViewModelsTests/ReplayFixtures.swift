import CourtsideCore
import CourtsideViewModels

/// Games for the replay, export and worm-chart tests: one scored live through the keys, and
/// seeded random ones of any length that always fold.
@MainActor
enum ReplayFixtures {
    static func header(
        home: String = "Ballerz", homePlayers: [String] = ["Shaq", "A.I.", "T-Mac"], away: String = "Ringerz",
        awayPlayers: [String] = ["Hakeem", "Air Carter", "Kobe"], target: Int = 15, winBy: Int = 2
    ) throws -> GameHeader {
        try GameHeader(
            id: GameID(rawValue: "rp000001")!, home: Team(side: .home, name: home, playerNames: homePlayers),
            away: Team(side: .away, name: away, playerNames: awayPlayers),
            rules: Rules(target: target, winBy: winBy), createdMs: 0)
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
        h.keys("kd")  // Air Carter 2 — 2-3
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
        h.keys("ia")  // assist
        h.keys("id")  // 6-1
        h.time.advance(byMs: 5_555)
        h.keys("os")  // 7-1: wins; the clock pauses by itself
        return h
    }

    /// A random game of `count` events that the rules accept, from a seed.
    static func random(count: Int, seed: UInt64, target: Int = 21) throws -> Game {
        let header = try header(target: target, winBy: 2)
        var generator = SplitMix64(seed: seed)
        var state = GameState(rules: header.rules)
        var events: [GameEvent] = []
        events.reserveCapacity(count)
        var clock: Int64 = 0
        while events.count < count {
            let roll = generator.next() % 100
            let kind: GameEventKind
            switch roll {
            case 0..<55:
                let player = PlayerID.all[Int(generator.next() % 6)]
                kind = .move(player, Move.allCases[Int(generator.next() % UInt64(Move.allCases.count))])
            case 55..<70: kind = .undo
            case 70..<78: kind = .redo
            case 78..<89: kind = .clockStarted
            default: kind = .clockPaused
            }
            do {
                try state.check(kind)
            } catch {
                continue
            }
            if state.isClockRunning { clock += Int64(generator.next() % 4_000) }
            let event = GameEvent(sequence: state.nextSequence, kind: kind, clockMs: clock, wallMs: 1_000 + clock)
            try state.apply(event)
            events.append(event)
        }
        return try Game(header: header, events: events)
    }
}

/// A small seeded generator, so random tests repeat.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every value a scoreboard shows that a replay must match (selection is the scorer's, not the game's).
struct BoardValues: Equatable, CustomStringConvertible {
    var header: [String]
    var players: [[Int]]
    var locked: [Bool]

    @MainActor
    init(_ board: any ScoreboardViewModelProtocol) {
        header = [
            board.score.value, "\(board.homeScore.value)", "\(board.awayScore.value)", board.time.value,
            "\(board.clockState.value)", "\(board.isFinished.value)", "\(String(describing: board.winner.value))",
            board.status.value,
        ]
        players = board.players.map { player in
            [player.points.value] + Move.allCases.map { player.counter($0).value }
        }
        locked = board.players.map(\.isLocked.value)
    }

    var description: String { "\(header) \(players) \(locked)" }
}
