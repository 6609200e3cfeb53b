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
    /// Every move's counter, by ``Move/ordinal``: ``PlayerStats/count(of:)`` of each move, so the
    /// panel and the stats map a move to its count in one place.
    private let counters: [Dynamic<Int>]
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
        counters = Move.allCases.map { Dynamic(stats.count(of: $0)) }
        onePointShots = Dynamic(Self.shots(stats, 1))
        twoPointShots = Dynamic(Self.shots(stats, 2))
        self.isSelected = Dynamic(isSelected)
        self.isLocked = Dynamic(isLocked)
    }

    /// Shows new counters; only the ones that differ fire.
    func show(_ stats: PlayerStats) {
        for (counter, move) in zip(counters, Move.allCases) { counter.value = stats.count(of: move) }
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
    /// The counter for a move: ``PlayerStats/count(of:)`` as it changes (for a missed shot, the
    /// misses; for ``Move/rebound``, every rebound; ``Move/assist`` counts linked assists too).
    public func counter(_ move: Move) -> Dynamic<Int> { counters[move.ordinal] }

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
