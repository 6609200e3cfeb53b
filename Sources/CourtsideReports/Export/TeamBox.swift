import CourtsideCore

/// One team's half of a box score: its players and their totals.
public struct TeamBox: Hashable, Sendable {
    /// Which side the team plays on.
    public let side: Side
    /// The team's name.
    public let name: String
    /// The team's score.
    public let score: Int
    /// The timeouts the team called that stand.
    public let timeouts: Int
    /// One row per player, in slot order.
    public let players: [BoxLine]
    /// The players' counters summed, named after the team, and the team's own turnovers (its
    /// shot-clock violations) in its TO.
    public let total: BoxLine

    /// The team's box from the game's folded state.
    public init(team: Team, state: GameState) {
        side = team.side
        name = team.name
        score = state.score(team.side)
        timeouts = state.timeoutsTaken(team.side)
        // The players as the game stands: late arrivals too, each under their name now.
        players = state.players(team.side).map {
            BoxLine(
                name: $0.name, stats: state.stats(for: $0.id), msOnCourt: state.msOnCourt($0.id),
                plusMinus: state.plusMinus($0.id))
        }
        // The team's shot-clock violations are turnovers of no player's: the total counts them
        // beside its players', as the feed's team turnovers do.
        var sheet = players.reduce(StatSheetLine()) { $0 + $1.sheet }
        sheet.turnovers += state.violations(team.side)
        var total = BoxLine(
            name: team.name, onePoint: players.reduce(0) { $0 + $1.onePoint },
            twoPoints: players.reduce(0) { $0 + $1.twoPoints }, assists: players.reduce(0) { $0 + $1.assists },
            rebounds: players.reduce(0) { $0 + $1.rebounds }, fouls: players.reduce(0) { $0 + $1.fouls },
            onePointMisses: players.reduce(0) { $0 + $1.onePointMisses },
            twoPointMisses: players.reduce(0) { $0 + $1.twoPointMisses }, points: players.reduce(0) { $0 + $1.points },
            sheet: sheet)
        // Saturating: a hand-made state's clock may be near Int64's end (no file's: 100 hours at most).
        total.msOnCourt = players.reduce(0) { sum, line in
            let (added, overflow) = sum.addingReportingOverflow(line.msOnCourt)
            return overflow ? .max : added
        }
        total.plusMinus = state.score(team.side) - state.score(team.side.opponent)
        self.total = total
    }
}
