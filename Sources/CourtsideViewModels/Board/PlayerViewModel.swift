import CourtsideCore

/// One player's panel: the per-player view model of the MVVM design, with one `Dynamic` per counter.
@MainActor
public final class PlayerViewModel {
    /// The player's id (side and slot).
    public let id: PlayerID
    /// The player's name, as typed (the screen sanitizes it).
    public let name: String
    /// The name of the player on court in the panel now (a substitute takes the panel of the
    /// player going off).
    public let playerName: Dynamic<String>
    /// The player's team name.
    public let teamName: String
    /// The label of the first key that selects the player ("u" … "l" by default).
    public let selectKey: String
    /// Points scored, at the game's shot values (the panel's PTS).
    public let points: Dynamic<Int>
    /// Made shots of the lower value (1 point, or 2 in a game of 2s and 3s).
    public let onePoint: Dynamic<Int>
    /// Made shots of the higher value (2 points, or 3).
    public let twoPoints: Dynamic<Int>
    /// Assists, linked ones included (the panel's AST).
    public let assists: Dynamic<Int>
    /// Rebounds of every kind (the panel's REB).
    public let rebounds: Dynamic<Int>
    /// Personal fouls (the panel's FOUL).
    public let fouls: Dynamic<Int>
    /// Missed 1-point attempts.
    public let onePointMisses: Dynamic<Int>
    /// Missed 2-point attempts.
    public let twoPointMisses: Dynamic<Int>
    /// The stat sheet's counters (turnovers … missed free throws), one per ``Move/statSheet`` move,
    /// in its order.
    public let statSheet: [Dynamic<Int>]
    /// 1-pointers made/attempted, as the panel shows them ("3/5").
    public let onePointShots: Dynamic<String>
    /// 2-pointers made/attempted, as the panel shows them ("2/4").
    public let twoPointShots: Dynamic<String>
    /// Whether this player's panel is the selected one.
    public let isSelected: Dynamic<Bool>
    /// Whether the panel takes no moves (the game is over, or read-only).
    public let isLocked: Dynamic<Bool>

    /// Creates a panel's view model showing `stats`.
    public init(
        player: Player, teamName: String, selectKey: String, stats: PlayerStats, isSelected: Bool,
        isLocked: Bool
    ) {
        id = player.id
        name = player.name
        playerName = Dynamic(player.name)
        self.teamName = teamName
        self.selectKey = selectKey
        points = Dynamic(stats.points)
        onePoint = Dynamic(stats.onePoint)
        twoPoints = Dynamic(stats.twoPoints)
        assists = Dynamic(stats.assists)
        rebounds = Dynamic(stats.rebounds)
        fouls = Dynamic(stats.fouls)
        onePointMisses = Dynamic(stats.onePointMisses)
        twoPointMisses = Dynamic(stats.twoPointMisses)
        statSheet = Move.statSheet.map { Dynamic(stats.count(of: $0)) }
        onePointShots = Dynamic(Self.shots(stats, 1))
        twoPointShots = Dynamic(Self.shots(stats, 2))
        self.isSelected = Dynamic(isSelected)
        self.isLocked = Dynamic(isLocked)
    }

    /// Shows new counters; only the ones that differ fire.
    func show(_ stats: PlayerStats) {
        onePoint.value = stats.onePoint
        twoPoints.value = stats.twoPoints
        assists.value = stats.assists
        rebounds.value = stats.rebounds
        fouls.value = stats.fouls
        onePointMisses.value = stats.onePointMisses
        twoPointMisses.value = stats.twoPointMisses
        for (counter, move) in zip(statSheet, Move.statSheet) { counter.value = stats.count(of: move) }
        onePointShots.value = Self.shots(stats, 1)
        twoPointShots.value = Self.shots(stats, 2)
        points.value = stats.points
    }

    /// Made/attempted for a shot value, as the panel shows it.
    private static func shots(_ stats: PlayerStats, _ value: Int) -> String {
        "\(stats.made(value))/\(stats.attempted(value))"
    }
}

extension PlayerViewModel {
    /// The counter for a move.
    public func counter(_ move: Move) -> Dynamic<Int> {
        switch move {
        case .onePoint: onePoint
        case .twoPoints: twoPoints
        case .assist: assists
        case .rebound: rebounds
        case .foul: fouls
        case .onePointMiss: onePointMisses
        case .twoPointMiss: twoPointMisses
        case .turnover, .steal, .block, .offensiveRebound, .defensiveRebound, .freeThrow, .freeThrowMiss:
            statSheet[move.ordinal - Move.turnover.ordinal]
        }
    }

    /// What the panel shows under a move's label: made/attempted for a shot ("3/5"), else the
    /// count; nil for a missed shot, which the made/attempted of its value already shows.
    public func counterText(_ move: Move) -> Dynamic<String>? {
        switch move {
        case .onePoint: onePointShots
        case .twoPoints: twoPointShots
        default: nil
        }
    }
}
