/// The recorder of a board that must never write (a read-only board, a replay): it refuses every
/// event, so nothing reaches a file even if a read-only check were ever missed.
public final class RefusingRecorder: GameRecorder {
    /// Why the board records nothing, for the error.
    public let reason: String

    /// A recorder that refuses with `reason` ("a replay records nothing").
    public init(reason: String) {
        self.reason = reason
    }

    /// Always throws ``RecordingRefused``.
    public func record(_ events: [GameEvent]) throws {
        throw RecordingRefused(reason: reason)
    }

    /// Always throws ``RecordingRefused``: such a board has no file to write back.
    public func writeBack(_ game: Game) throws -> String? {
        throw RecordingRefused(reason: reason)
    }
}
