/// One player's line in one game: who (the slot and the name the game file gives), and the box
/// score's counters as the game stands. Stats across games add these up.
public struct GamePlayerLine: Hashable, Sendable {
    /// The player's slot in the game.
    public let player: PlayerID
    /// The player's name as the game stands: the header's, or a new name, or a late arrival's.
    public let name: String
    /// Points scored, at the game's shot values.
    public let points: Int
    /// Made low-value shots (`1pt` in files).
    public let lowMade: Int
    /// Missed low-value shots.
    public let lowMissed: Int
    /// Made high-value shots (`2pt` in files).
    public let highMade: Int
    /// Missed high-value shots.
    public let highMissed: Int
    /// Assists, linked ones included.
    public let assists: Int
    /// Rebounds of every kind (offensive, defensive and plain).
    public let rebounds: Int
    /// Personal fouls in the game (the `foul` move).
    public let fouls: Int
    /// Offensive rebounds (also counted in ``rebounds``).
    public let offensiveRebounds: Int
    /// Defensive rebounds (also counted in ``rebounds``).
    public let defensiveRebounds: Int
    /// Made free throws: a point each, and no field goal.
    public let freeThrowsMade: Int
    /// Missed free throws.
    public let freeThrowsMissed: Int
    /// Turnovers: possessions the player lost.
    public let turnovers: Int
    /// Steals.
    public let steals: Int
    /// Shots of the other team the player blocked.
    public let blocks: Int
    /// The team's points minus the other team's while the player was on the court (without a
    /// bench, every player is on court the whole game: the final margin from the team's side).
    public let plusMinus: Int
    /// Whether the player played: came on court at some time (a starter, or brought on by a
    /// substitution that stands), or has a play to their name. A player on the bench all game
    /// (DNP) has no game played, won or lost, and no rating change from it, in `players`,
    /// `player`, `leaders` and the run's standings.
    public let played: Bool

    /// A line from its parts; the stat sheet's counters (split rebounds, free throws, turnovers,
    /// steals, blocks) are 0 unless given, as a game of an older file has them.
    public init(
        player: PlayerID, name: String, points: Int, lowMade: Int, lowMissed: Int, highMade: Int, highMissed: Int,
        assists: Int, rebounds: Int, fouls: Int, plusMinus: Int, played: Bool = true, offensiveRebounds: Int = 0,
        defensiveRebounds: Int = 0, freeThrowsMade: Int = 0, freeThrowsMissed: Int = 0, turnovers: Int = 0,
        steals: Int = 0, blocks: Int = 0
    ) {
        self.player = player
        self.name = name
        self.points = points
        self.lowMade = lowMade
        self.lowMissed = lowMissed
        self.highMade = highMade
        self.highMissed = highMissed
        self.assists = assists
        self.rebounds = rebounds
        self.fouls = fouls
        self.plusMinus = plusMinus
        self.played = played
        self.offensiveRebounds = offensiveRebounds
        self.defensiveRebounds = defensiveRebounds
        self.freeThrowsMade = freeThrowsMade
        self.freeThrowsMissed = freeThrowsMissed
        self.turnovers = turnovers
        self.steals = steals
        self.blocks = blocks
    }

    /// Field goals made, both shot values together.
    public var fieldGoalsMade: Int { lowMade + highMade }
    /// Field goals attempted, both shot values together.
    public var fieldGoalsAttempted: Int { lowMade + lowMissed + highMade + highMissed }
    /// Free throws attempted, made and missed.
    public var freeThrowsAttempted: Int { freeThrowsMade + freeThrowsMissed }

    /// Every player's line of a game, home first, in slot order, from its folded state: late
    /// arrivals too, and each player under their name now (a renamed player's stats go under the
    /// new name).
    public static func lines(header: GameHeader, state: GameState) -> [GamePlayerLine] {
        let cameOn = state.playersWhoCameOn
        return Side.allCases.flatMap { side in
            state.players(side).map { player in
                let stats = state.stats(for: player.id)
                // A play credited to a player never brought on (a correction, the substitution
                // not recorded) says they played all the same.
                let played = cameOn.contains(player.id) || stats != PlayerStats()
                return GamePlayerLine(
                    player: player.id, name: player.name, points: stats.points, lowMade: stats.onePoint,
                    lowMissed: stats.onePointMisses, highMade: stats.twoPoints, highMissed: stats.twoPointMisses,
                    assists: stats.assists, rebounds: stats.rebounds, fouls: stats.fouls,
                    plusMinus: state.plusMinus(player.id), played: played,
                    offensiveRebounds: stats.offensiveRebounds, defensiveRebounds: stats.defensiveRebounds,
                    freeThrowsMade: stats.freeThrows, freeThrowsMissed: stats.freeThrowMisses,
                    turnovers: stats.turnovers, steals: stats.steals, blocks: stats.blocks)
            }
        }
    }
}
