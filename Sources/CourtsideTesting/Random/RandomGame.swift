import CourtsideCore

/// Long games made of a seeded mix of what scorers do: moves (55 %, every ``Move`` alike, missed
/// shots too), undos (15 %), redos (8 %), clock starts and pauses (22 %), and, when asked,
/// corrections of earlier plays (amend, void, insert, and an assist linked to a made basket) in
/// place of a fifth of the moves, clock sets (back or forward by up to a minute) in place of an
/// eighth of the clock starts, and team calls (timeouts, possessions, shot-clock resets and
/// violations) in place of a sixth of the moves, and substitutions (a player on court for one on
/// the bench, in a game with a bench) in place of a tenth of the moves, whose players are then the
/// ones on court, and with corrections too, deletes of one of the last three substitutions in place
/// of a third of the deletes.
///
/// Under rules with a time limit, the clock's pause at the limit is recorded when the clock
/// reaches it, as the scoreboard records it, and a tie there plays on in overtime.
///
/// Events the rules would refuse (a move after the win, a redo with nothing to redo…) are skipped,
/// so the log always folds, and undos reopen won games: the walk crosses wins both ways.
public enum RandomGame {
    /// A game of `count` events under `header` (with `rules` in place of its rules when given),
    /// from `seed`; the clock moves up to 4 s between events while it runs, and wall time follows
    /// the time that passed from `header.createdMs + 1_000`.
    public static func make(
        count: Int, seed: UInt64, header: GameHeader, rules: Rules? = nil, corrections: Bool = false,
        clockSets: Bool = false, teamCalls: Bool = false, substitutions: Bool = false
    ) throws -> Game {
        let header =
            try rules.map {
                try GameHeader(
                    id: header.id, home: header.home, away: header.away, rules: $0, createdMs: header.createdMs)
            } ?? header
        var generator = SplitMix64(seed: seed)
        var playIDs: [Int] = []
        var state = GameState(header: header)
        var events: [GameEvent] = []
        events.reserveCapacity(count)
        var clock: Int64 = 0
        // The game time that passed, which a clock set does not change: the wall time follows it.
        var elapsed: Int64 = 0
        while events.count < count {
            var kind = nextKind(&generator)
            if substitutions, case .move(let player, let move) = kind {
                // The slot drawn picks among the players on court now (a bench player makes no play).
                let side = player.side
                kind = .move(state.onCourt(side)[player.number - 1], move)
                let bench = state.bench(side)
                if !bench.isEmpty, generator.next() % 10 == 0 {
                    let on = bench[Int(generator.next() % UInt64(bench.count))]
                    kind = .substitution(off: state.onCourt(side)[player.number - 1], on: on)
                }
            }
            if corrections, case .move(let player, let move) = kind, !playIDs.isEmpty, generator.next() % 5 == 0 {
                kind = correction(of: playIDs[Int(generator.next() % UInt64(playIDs.count))], player, move, &generator)
                // An assist goes to a teammate of the shooter, as a scorer would link it.
                if case .assist(let play, _) = kind, let shooter = state.plays[play]?.player {
                    kind = .assist(play: play, player: PlayerID(side: shooter.side, number: shooter.number % 3 + 1))
                }
            }
            // With a bench, a third of the deletes take back a substitution instead (refused, so
            // skipped, when a later one moved its players).
            if substitutions, case .void = kind, !state.substitutions.isEmpty, generator.next() % 3 == 0 {
                // One of the last three: an older one has mostly had its players moved again since.
                let made = state.substitutions
                kind = .void(play: made[made.count - 1 - Int(generator.next() % UInt64(min(3, made.count)))].sequence)
            }
            if teamCalls, case .move = kind, generator.next() % 6 == 0 { kind = teamCall(&generator) }
            if clockSets, kind == .clockStarted, generator.next() % 8 == 0 { kind = .clockSet(from: clock) }
            guard (try? state.check(kind)) != nil else { continue }
            if state.isClockRunning {
                let step = Int64(generator.next() % 4_000)
                clock += step
                elapsed += step
            }
            if let limit = header.rules.timeLimitMs, state.isClockRunning, !state.isPastLimit, clock >= limit {
                let pause = GameEvent(
                    sequence: state.nextSequence, kind: .clockPaused, clockMs: limit,
                    wallMs: header.createdMs + 1_000 + elapsed)
                try state.apply(pause)
                events.append(pause)
                clock = limit
                continue
            }
            if case .move = kind { playIDs.append(state.nextSequence) }
            if case .insert = kind { playIDs.append(state.nextSequence) }
            let wallMs = header.createdMs + 1_000 + elapsed
            // Every event carries the clock after it: a set its new time, an undo or redo of one
            // the reading moved by the difference it made.
            if case .clockSet = kind {
                kind = .clockSet(from: clock)
                clock = max(0, clock + Int64(generator.next() % 120_001) - 60_000)
            } else {
                clock = max(clock + state.clockJump(of: kind), state.earliestClockMs(for: kind))
            }
            let event = GameEvent(sequence: state.nextSequence, kind: kind, clockMs: clock, wallMs: wallMs)
            try state.apply(event)
            events.append(event)
        }
        return try Game(header: header, events: events)
    }

    /// A correction of `play`: give it to `player` as `move`, delete it, insert `player`'s `move`
    /// before it, or link `player`'s assist to it (refused, so skipped, unless it is a teammate's
    /// made basket).
    public static func correction(
        of play: Int, _ player: PlayerID, _ move: Move, _ generator: inout SplitMix64
    ) -> GameEventKind {
        switch generator.next() % 4 {
        case 0: .amend(play: play, player: player, move: move)
        case 1: .void(play: play)
        case 2: .assist(play: play, player: player)
        default: .insert(before: play, player: player, move: move)
        }
    }

    /// A team call for either team: a timeout, a possession, a shot-clock reset or a violation.
    public static func teamCall(_ generator: inout SplitMix64) -> GameEventKind {
        let side: Side = generator.next() % 2 == 0 ? .home : .away
        switch generator.next() % 4 {
        case 0: return .timeout(side)
        case 1: return .possession(side)
        case 2: return .shotClockReset
        default: return .violation(side)
        }
    }

    /// One scorer action drawn from the mix, not yet checked against the rules.
    public static func nextKind(_ generator: inout SplitMix64) -> GameEventKind {
        switch generator.next() % 100 {
        case 0..<55:
            let player = PlayerID.all[Int(generator.next() % 6)]
            return .move(player, Move.allCases[Int(generator.next() % UInt64(Move.allCases.count))])
        case 55..<70: return .undo
        case 70..<78: return .redo
        case 78..<89: return .clockStarted
        default: return .clockPaused
        }
    }
}
