/// One player's line in one game: who (the slot and the name the game file gives), and the box
/// score's counters as the game stands. Stats across games add these up.
@dynamicMemberLookup
public struct GamePlayerLine: Hashable, Sendable {
    /// The player's slot in the game.
    public let player: PlayerID
    /// The player's name as the game stands: the header's, or a new name, or a late arrival's.
    public let name: String
    /// The box score's counters as the game stands (`line.points` reads one).
    public let counts: BoxCounts
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
        self.played = played
        counts = BoxCounts(
            points: points, lowMade: lowMade, lowMissed: lowMissed, highMade: highMade, highMissed: highMissed,
            assists: assists, rebounds: rebounds, fouls: fouls, plusMinus: plusMinus,
            offensiveRebounds: offensiveRebounds, defensiveRebounds: defensiveRebounds, freeThrowsMade: freeThrowsMade,
            freeThrowsMissed: freeThrowsMissed, turnovers: turnovers, steals: steals, blocks: blocks)
    }

    /// A counter of ``counts``, read as the line's own (`line.points`).
    public subscript<Value>(dynamicMember counter: KeyPath<BoxCounts, Value>) -> Value { counts[keyPath: counter] }

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
