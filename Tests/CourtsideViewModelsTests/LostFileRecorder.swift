import CourtsideCore

/// A recorder whose game file is lost after `keeping` records: from then on it refuses every
/// event with ``LibraryError/fileGone(file:change:)`` until the game is written back.
final class LostFileRecorder: GameRecorder {
    /// Events kept, in order.
    private(set) var events: [GameEvent] = []
    /// The games written back.
    private(set) var writtenBack: [Game] = []
    /// How many more records succeed before the file is lost.
    private var keeping: Int
    /// How the file was lost.
    private let change: GameFileChange

    init(keeping: Int, change: GameFileChange = .deleted) {
        self.keeping = keeping
        self.change = change
    }

    func record(_ events: [GameEvent]) throws {
        guard keeping > 0 else { throw LibraryError.fileGone(file: "memory/vm000001.jsonl", change: change) }
        keeping -= 1
        self.events += events
    }

    func writeBack(_ game: Game) throws -> String? {
        writtenBack.append(game)
        events = game.events
        keeping = .max
        return change == .replaced ? "memory/vm000001.jsonl.replaced" : nil
    }
}
