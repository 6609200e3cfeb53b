import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideViewModels

/// A ``PlayerStatsSource`` over fixed records (``SeasonRecords/season`` at first) that a test can
/// change or make fail between reads.
@MainActor
final class PlayerStatsFixture: PlayerStatsSource {
    var records: [GameRecord]
    var warnings: [String] = []
    var failure: LibraryError?
    /// Whether ``leaders()`` gives the standings alone, as a library's index does.
    var leadersFromStandings = false
    private(set) var reads = 0

    init(records: [GameRecord] = SeasonRecords.season) {
        self.records = records
    }

    func read() throws(LibraryError) -> PlayersSnapshot {
        reads += 1
        if let failure { throw failure }
        return PlayersSnapshot(
            directory: PlayerDirectory(records: records, registry: PlayerRegistry()), warnings: warnings)
    }

    /// The standings alone when ``leadersFromStandings``, without counting a read; else every player.
    func leaders() throws(LibraryError) -> LeadersSnapshot {
        guard leadersFromStandings else { return .players(try read()) }
        if let failure { throw failure }
        let directory = PlayerDirectory(records: records, registry: PlayerRegistry())
        return .standings(directory.sortedByName.map { PlayerStanding($0, games: $0.games) })
    }
}
