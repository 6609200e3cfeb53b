import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// A ``PlayerStatsSource`` over fixed records.
@MainActor
final class StubPlayerStats: PlayerStatsSource {
    let records: [GameRecord]

    init(records: [GameRecord]) {
        self.records = records
    }

    func read() throws(LibraryError) -> PlayersSnapshot {
        PlayersSnapshot(directory: PlayerDirectory(records: records, registry: PlayerRegistry()))
    }
}
