import CourtsideCore

/// A recorder on a disk with room for `room` events: a record that would not fit keeps none of its
/// events and throws, as a full disk does, until ``room`` grows.
final class FullDiskRecorder: GameRecorder {
    /// The error a record that does not fit throws.
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "cannot save to memory/vm000001.jsonl: the disk is full (ENOSPC)" }
    }

    /// Events kept, in order.
    private(set) var events: [GameEvent] = []
    /// How many events fit in all.
    var room: Int

    init(room: Int) {
        self.room = room
    }

    func record(_ events: [GameEvent]) throws {
        guard self.events.count + events.count <= room else { throw DiskFull() }
        self.events += events
    }

    func writeBack(_ game: Game) throws -> String? {
        throw DiskFull()
    }
}
