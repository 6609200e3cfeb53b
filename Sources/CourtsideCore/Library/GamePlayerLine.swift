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
    /// Assists.
    public let assists: Int
    /// Rebounds.
    public let rebounds: Int
    /// Fouls.
    public let fouls: Int
    /// The team's points minus the other team's while the player was on the court (without a
    /// bench, every player is on court the whole game: the final margin from the team's side).
    public let plusMinus: Int

    /// A line from its parts.
    public init(
        player: PlayerID, name: String, points: Int, lowMade: Int, lowMissed: Int, highMade: Int, highMissed: Int,
        assists: Int, rebounds: Int, fouls: Int, plusMinus: Int
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
    }

    /// Field goals made, both shot values together.
    public var fieldGoalsMade: Int { lowMade + highMade }
    /// Field goals attempted, both shot values together.
    public var fieldGoalsAttempted: Int { lowMade + lowMissed + highMade + highMissed }

    /// Every player's line of a game, home first, in slot order, from its folded state: late
    /// arrivals too, and each player under their name now (a renamed player's stats go under the
    /// new name).
    public static func lines(header: GameHeader, state: GameState) -> [GamePlayerLine] {
        Side.allCases.flatMap { side in
            state.players(side).map { player in
                let stats = state.stats(for: player.id)
                return GamePlayerLine(
                    player: player.id, name: player.name, points: stats.points, lowMade: stats.onePoint,
                    lowMissed: stats.onePointMisses, highMade: stats.twoPoints, highMissed: stats.twoPointMisses,
                    assists: stats.assists, rebounds: stats.rebounds, fouls: stats.fouls,
                    plusMinus: state.plusMinus(player.id))
            }
        }
    }
}
