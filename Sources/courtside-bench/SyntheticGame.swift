import CourtsideCore

/// A long game made of a seeded mix of what scorers do: moves (55 %), undos (15 %), redos (8 %),
/// clock starts and pauses (22 %). Events the rules would refuse (a move after the win, a redo
/// with nothing to redo…) are skipped, so the log always folds, and undos reopen won games.
enum SyntheticGame {
    /// A game of `count` events, to 21 by 2, with the default teams.
    static func make(count: Int, seed: UInt64, id: String = "bench") throws -> Game {
        let header = try GameHeader(
            id: GameID(rawValue: id)!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: 21, winBy: 2), createdMs: 1_763_712_000_000)
        var generator = SplitMix64(seed: seed)
        var state = GameState(rules: header.rules)
        var events: [GameEvent] = []
        events.reserveCapacity(count)
        var clock: Int64 = 0
        while events.count < count {
            let kind: GameEventKind
            switch generator.next() % 100 {
            case 0..<55:
                let player = PlayerID.all[Int(generator.next() % 6)]
                kind = .move(player, Move.allCases[Int(generator.next() % UInt64(Move.allCases.count))])
            case 55..<70: kind = .undo
            case 70..<78: kind = .redo
            case 78..<89: kind = .clockStarted
            default: kind = .clockPaused
            }
            guard (try? state.check(kind)) != nil else { continue }
            if state.isClockRunning { clock += Int64(generator.next() % 4_000) }
            let event = GameEvent(
                sequence: state.nextSequence, kind: kind, clockMs: clock, wallMs: header.createdMs + 1_000 + clock)
            try state.apply(event)
            events.append(event)
        }
        return try Game(header: header, events: events)
    }
}
