import CourtsideCore

/// The recorder ``InMemoryGameLibrary`` hands out: like the store's, it checks only that the events
/// follow the log's sequence and keeps no state of the game; it appends them to the library and
/// holds the game's lock until closed or freed.
final class InMemoryScoringRecorder: ScoringRecorder {
    /// Weak, so a forgotten session does not keep a released library alive.
    private weak var library: InMemoryGameLibrary?
    private let id: GameID
    private let file: String
    /// The sequence number the next event must carry.
    private var nextSequence: Int
    /// Whether ``close()`` ran.
    private(set) var isClosed = false

    init(library: InMemoryGameLibrary, id: GameID, nextSequence: Int, file: String) {
        self.library = library
        self.id = id
        self.nextSequence = nextSequence
        self.file = file
    }

    deinit {
        close()
    }

    /// Appends the events if they follow the log's sequence; throws a ``LibraryError`` (keeping
    /// none) otherwise.
    func record(_ events: [GameEvent]) throws {
        guard !isClosed, let library else { throw LibraryError.closed(id) }
        for (offset, event) in events.enumerated() where event.sequence != nextSequence + offset {
            let expected = nextSequence + offset
            throw LibraryError.rejectedEvent(
                file: file, line: expected + 1, error: .outOfSequence(expected: expected, got: event.sequence))
        }
        try library.append(events, to: id, file: file)
        nextSequence += events.count
    }

    /// Stores the game again under its id.
    func writeBack(_ game: Game) throws -> String? {
        guard !isClosed, let library else { throw LibraryError.closed(id) }
        library.insert(game)
        nextSequence = game.state.nextSequence
        return nil
    }

    /// Releases the lock.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        library?.unlock(id)
    }
}
