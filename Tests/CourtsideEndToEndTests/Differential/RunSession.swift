import CourtsideTesting

/// A random evening for the differential test: eight players, games played one after the other,
/// each a list of step seeds (``ScorerStep``, late arrivals and renames left out: a run's game
/// takes no latecomer, and renames come as ``renames``), then the next game made and left before
/// it starts, and the run ended.
struct RunSession: CustomStringConvertible, Sendable {
    /// Each game's steps.
    let games: [[UInt32]]
    /// For each game, the panel (0–5) whose player takes a new name on the game's board, if any.
    let renames: [Int?]

    /// The evening drawn from `seed`: two to four games of 5 to 30 steps, a rename in half of them.
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 2 + Int(random.next() % 3)
        var games: [[UInt32]] = []
        var renames: [Int?] = []
        for _ in 0..<count {
            var steps: [UInt32] = []
            while steps.count < 5 + Int(random.next() % 26) {
                let seed = UInt32(truncatingIfNeeded: random.next())
                if !ScorerStep(seed: seed).isNaming { steps.append(seed) }
            }
            games.append(steps)
            renames.append(random.next() % 2 == 0 ? Int(random.next() % 6) : nil)
        }
        self.games = games
        self.renames = renames
    }

    private init(games: [[UInt32]], renames: [Int?]) {
        self.games = games
        self.renames = renames
    }

    /// Smaller evenings: a game fewer, a game's steps halved, a rename dropped, a step fewer.
    var shrunk: [RunSession] {
        var smaller: [RunSession] = []
        if games.count > 1 {
            for index in games.indices {
                var games = games
                var renames = renames
                games.remove(at: index)
                renames.remove(at: index)
                smaller.append(RunSession(games: games, renames: renames))
            }
        }
        for index in games.indices {
            if renames[index] != nil {
                var renames = renames
                renames[index] = nil
                smaller.append(RunSession(games: games, renames: renames))
            }
            let steps = games[index]
            var shorter: [[UInt32]] = []
            if steps.count > 1 { shorter += [Array(steps[(steps.count / 2)...]), Array(steps[..<(steps.count / 2)])] }
            shorter += steps.indices.map { Array(steps[..<$0] + steps[($0 + 1)...]) }
            for steps in shorter {
                var games = games
                games[index] = steps
                smaller.append(RunSession(games: games, renames: renames))
            }
        }
        return smaller
    }

    var description: String {
        zip(games, renames).enumerated().map { index, game in
            "game \(index + 1)" + (game.1.map { " (panel \($0 + 1) renamed)" } ?? "") + ": "
                + game.0.map { ScorerStep(seed: $0).description }.joined(separator: " | ")
        }.joined(separator: " // ")
    }
}
