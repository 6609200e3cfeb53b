import Testing

@testable import CourtsideCore
@testable import CourtsideViewModels

/// A panel's counters are ``PlayerStats/count(of:)``: one mapping from a move to its count, which
/// the panel's view model reads rather than writing its own (issue 42 item 7).
@MainActor
@Suite struct PlayerViewModelTests {
    /// Stats where each move's count is its own: the move at ordinal k made k + 1 times, so a
    /// counter showing another move's count shows the wrong number.
    static let stats: PlayerStats = {
        var stats = PlayerStats()
        for move in Move.allCases {
            for _ in 0...move.ordinal { stats.add(move, 1, points: 0) }
        }
        return stats
    }()

    static func panel(_ stats: PlayerStats) -> PlayerViewModel {
        PlayerViewModel(
            player: Player(id: PlayerID(side: .home, number: 1), name: "Ann"), teamName: "Home", selectKey: "u",
            stats: stats, isSelected: false, isLocked: false)
    }

    @Test func everyMovesCounterShowsThatMovesCountAtFirstAndAfterAChange() {
        let made = Self.panel(Self.stats)
        let shown = Self.panel(PlayerStats())
        shown.show(Self.stats)
        for move in Move.allCases {
            #expect(made.counter(move).value == Self.stats.count(of: move), "\(move) at first")
            #expect(shown.counter(move).value == Self.stats.count(of: move), "\(move) after a change")
        }
        #expect(Set(Move.allCases.map { Self.stats.count(of: $0) }).count > 1, "the counts differ")
    }
}
