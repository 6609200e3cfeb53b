import CourtsideCore

/// A player's counters added up over their games, and the averages the tables show.
public struct PlayerTotals: Hashable, Sendable {
    /// Games played (finished ones).
    public private(set) var games = 0
    /// Finished games the player's team won.
    public private(set) var wins = 0
    /// Points over all the games, at each game's shot values.
    public private(set) var points = 0
    /// Rebounds over all the games: plain, offensive and defensive together.
    public private(set) var rebounds = 0
    /// Assists over all the games.
    public private(set) var assists = 0
    /// Personal fouls over all the games.
    public private(set) var fouls = 0
    /// Field goals made (both shot values).
    public private(set) var fieldGoalsMade = 0
    /// Field goals attempted, made and missed, every shot value; free throws are not field goals.
    public private(set) var fieldGoalsAttempted = 0
    /// Plus/minus summed over the games: the team's points less the other's while on court.
    public private(set) var plusMinus = 0
    /// Offensive rebounds (also in ``rebounds``).
    public private(set) var offensiveRebounds = 0
    /// Defensive rebounds (also in ``rebounds``).
    public private(set) var defensiveRebounds = 0
    /// Free throws made (a point each, in ``points``).
    public private(set) var freeThrowsMade = 0
    /// Free throws attempted, made and missed.
    public private(set) var freeThrowsAttempted = 0
    /// Turnovers.
    public private(set) var turnovers = 0
    /// Steals.
    public private(set) var steals = 0
    /// Blocked shots.
    public private(set) var blocks = 0

    /// No games yet.
    public init() {}

    /// Totals of `games`, each added once (``add(_:)``); no games gives zeros and no per-game figures.
    public init(_ games: some Sequence<PlayerGame>) {
        for game in games { add(game) }
    }

    /// Adds one game.
    public mutating func add(_ game: PlayerGame) {
        let line = game.line
        games += 1
        wins += game.won ? 1 : 0
        points += line.points
        rebounds += line.rebounds
        assists += line.assists
        fouls += line.fouls
        fieldGoalsMade += line.fieldGoalsMade
        fieldGoalsAttempted += line.fieldGoalsAttempted
        plusMinus += line.plusMinus
        offensiveRebounds += line.offensiveRebounds
        defensiveRebounds += line.defensiveRebounds
        freeThrowsMade += line.freeThrowsMade
        freeThrowsAttempted += line.freeThrowsAttempted
        turnovers += line.turnovers
        steals += line.steals
        blocks += line.blocks
    }

    /// Adds a name's sums from the index (``NameTotals``).
    public mutating func add(_ sums: NameTotals) {
        games += sums.games
        wins += sums.wins
        points += sums.points
        rebounds += sums.rebounds
        assists += sums.assists
        fouls += sums.fouls
        fieldGoalsMade += sums.lowMade + sums.highMade
        fieldGoalsAttempted += sums.lowMade + sums.lowMissed + sums.highMade + sums.highMissed
        plusMinus += sums.plusMinus
        offensiveRebounds += sums.offensiveRebounds
        defensiveRebounds += sums.defensiveRebounds
        freeThrowsMade += sums.freeThrowsMade
        freeThrowsAttempted += sums.freeThrowsMade + sums.freeThrowsMissed
        turnovers += sums.turnovers
        steals += sums.steals
        blocks += sums.blocks
    }

    /// Finished games lost: every game not won.
    public var losses: Int { games - wins }
    /// Points per game (0 with no games).
    public var pointsPerGame: Double { perGame(points) }
    /// Rebounds per game played; 0 before any game.
    public var reboundsPerGame: Double { perGame(rebounds) }
    /// Assists per game played (linked ones included); 0 before any game.
    public var assistsPerGame: Double { perGame(assists) }
    /// Plus/minus per game played, negative when the team was outscored; 0 before any game.
    public var plusMinusPerGame: Double { perGame(plusMinus) }
    /// Steals per game played; 0 before any game.
    public var stealsPerGame: Double { perGame(steals) }
    /// Blocks per game played; 0 before any game.
    public var blocksPerGame: Double { perGame(blocks) }
    /// Turnovers per game played; 0 before any game.
    public var turnoversPerGame: Double { perGame(turnovers) }
    /// Free throws made over attempted, 0…1; nil with no attempt.
    public var freeThrowRatio: Double? {
        freeThrowsAttempted == 0 ? nil : Double(freeThrowsMade) / Double(freeThrowsAttempted)
    }
    /// Field goals made over attempted, 0…1; nil with no attempt.
    public var fieldGoalRatio: Double? {
        fieldGoalsAttempted == 0 ? nil : Double(fieldGoalsMade) / Double(fieldGoalsAttempted)
    }

    private func perGame(_ total: Int) -> Double { games == 0 ? 0 : Double(total) / Double(games) }
}
