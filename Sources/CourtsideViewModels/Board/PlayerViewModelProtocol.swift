import CourtsideCore

/// What a player panel shows, as bindable values.
@MainActor
public protocol PlayerViewModelProtocol: AnyObject {
    /// The player's id (side and slot).
    var id: PlayerID { get }
    /// The player's name, as typed (the screen sanitizes it).
    var name: String { get }
    /// The name of the player on court in the panel now (a substitute takes the panel of the
    /// player going off).
    var playerName: Dynamic<String> { get }
    /// The player's team name.
    var teamName: String { get }
    /// The label of the first key that selects the player ("u" … "l" by default).
    var selectKey: String { get }
    /// Points scored.
    var points: Dynamic<Int> { get }
    /// Made 1-pointers.
    var onePoint: Dynamic<Int> { get }
    /// Made 2-pointers.
    var twoPoints: Dynamic<Int> { get }
    /// Assists.
    var assists: Dynamic<Int> { get }
    /// Rebounds.
    var rebounds: Dynamic<Int> { get }
    /// Fouls.
    var fouls: Dynamic<Int> { get }
    /// Missed 1-point attempts.
    var onePointMisses: Dynamic<Int> { get }
    /// The stat sheet's counters, one per ``Move/statSheet`` move, in its order.
    var statSheet: [Dynamic<Int>] { get }
    /// Missed 2-point attempts.
    var twoPointMisses: Dynamic<Int> { get }
    /// 1-pointers made/attempted, as the panel shows them ("3/5").
    var onePointShots: Dynamic<String> { get }
    /// 2-pointers made/attempted, as the panel shows them ("2/4").
    var twoPointShots: Dynamic<String> { get }
    /// Whether this player's panel is the selected one.
    var isSelected: Dynamic<Bool> { get }
    /// Whether the panel takes no moves (the game is over, or read-only).
    var isLocked: Dynamic<Bool> { get }
}

extension PlayerViewModelProtocol {
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
