/// Makes the teams a run's line allows, the way the run makes them (``TeamMaking``): the entries
/// to record, decided here and written down, so the file says who played with whom and a
/// resumed run never makes them again differently.
///
/// Teams are made as soon as the line holds a team's worth of players, so the board always shows
/// who has next. When the next game's two teams both come from the line (no team holds the court
/// and none is made), random and balanced making split the first two teams' worth between them;
/// otherwise each team is the next players in line.
public enum RunTeamMaker {
    /// The `team` entries for `state`'s line; `rating` gives a player's strength (balanced),
    /// `generator` the draw (random).
    public static func entries<G: RandomNumberGenerator>(
        for state: RunState, rating: (String) -> Double, using generator: inout G
    ) -> [RunEntry.Kind] {
        let size = state.settings.teamSize
        var line = state.line
        var due = state.dueTeams.count
        var made: [RunEntry.Kind] = []
        while line.count >= size {
            if due == 0, state.game == nil, line.count >= 2 * size, state.making != .arrival {
                let pool = Array(line.prefix(2 * size))
                line.removeFirst(2 * size)
                let (first, second) =
                    state.making == .random
                    ? shuffled(pool, using: &generator) : balanced(pool, rating: rating)
                made += [.team(players: first), .team(players: second)]
                due += 2
            } else {
                made.append(.team(players: Array(line.prefix(size))))
                line.removeFirst(size)
                due += 1
            }
        }
        return made
    }

    /// The entries that make the waiting teams again (`r` on the run board, or a new way of
    /// making them): break them up, then make them from the line as it then is.
    public static func remake<G: RandomNumberGenerator>(
        _ state: RunState, making: TeamMaking? = nil, rating: (String) -> Double, using generator: inout G
    ) -> [RunEntry.Kind] {
        var kinds: [RunEntry.Kind] = []
        if let making, making != state.making { kinds.append(.making(making)) }
        if !state.teams.isEmpty { kinds.append(.disband) }
        var next = state
        for kind in kinds {
            do throws(RunError) {
                try next.apply(RunEntry(sequence: next.nextSequence, wallMs: 0, kind: kind))
            } catch {
                return []
            }
        }
        return kinds + entries(for: next, rating: rating, using: &generator)
    }

    /// Two teams drawn at random from `pool`.
    static func shuffled<G: RandomNumberGenerator>(_ pool: [String], using generator: inout G) -> ([String], [String]) {
        let mixed = pool.shuffled(using: &generator)
        let half = pool.count / 2
        return (Array(mixed.prefix(half)), Array(mixed.suffix(pool.count - half)))
    }

    /// Two teams of `pool` as even as a greedy draft makes them: the strongest first, each to
    /// the team with the lower total that has room (ties to the first team).
    static func balanced(_ pool: [String], rating: (String) -> Double) -> ([String], [String]) {
        let half = pool.count / 2
        let order = pool.indices.sorted { (rating(pool[$0]), -$0) > (rating(pool[$1]), -$1) }
        var first: [String] = []
        var second: [String] = []
        var totals = (0.0, 0.0)
        for index in order {
            let name = pool[index]
            if second.count == half || (first.count < half && totals.0 <= totals.1) {
                first.append(name)
                totals.0 += rating(name)
            } else {
                second.append(name)
                totals.1 += rating(name)
            }
        }
        return (first, second)
    }

    /// "Team Ann 1512 vs Team Dee 1498, ±14": each team's strength (``strength(of:rating:)``,
    /// rounded) and the difference, how the run board and serve's `/run` explain balanced teams.
    public static func comparison(_ home: RunTeam, _ away: RunTeam, rating: (String) -> Double) -> String {
        let (first, second) = (rounded(home, rating), rounded(away, rating))
        return "\(home.name) \(first) vs \(away.name) \(second), ±\(abs(first - second))"
    }

    /// A team's strength, rounded to a whole rating.
    public static func rounded(_ team: RunTeam, _ rating: (String) -> Double) -> Int {
        Int(strength(of: team, rating: rating).rounded())
    }

    /// A team's strength: its players' mean rating.
    public static func strength(of team: RunTeam, rating: (String) -> Double) -> Double {
        guard !team.players.isEmpty else { return 0 }
        return team.players.map(rating).reduce(0, +) / Double(team.players.count)
    }
}
