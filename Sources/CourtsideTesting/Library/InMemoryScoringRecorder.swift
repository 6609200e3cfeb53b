import CourtsideCore

/// The recorder ``InMemoryGameLibrary`` hands out: it checks each event against the rules, appends
/// it to the library, and holds the game's lock until closed or freed.
final class InMemoryScoringRecorder: ScoringRecorder {
    /// Weak, so a forgotten session does not keep a released library alive.
    private weak var library: InMemoryGameLibrary?
    private let id: GameID
    private let file: String
    /// The log's state, to refuse events that would not fold.
    private var state: GameState
    /// Whether ``close()`` ran.
    private(set) var isClosed = false

    init(library: InMemoryGameLibrary, id: GameID, state: GameState, file: String) {
        self.library = library
        self.id = id
        self.state = state
        self.file = file
    }

    deinit {
        close()
    }

    /// Appends the events if they follow the log; throws a ``LibraryError`` (keeping none) otherwise.
    func record(_ events: [GameEvent]) throws {
        guard !isClosed, let library else { throw LibraryError.closed(id) }
        var next = state
        for event in events {
            do {
                try next.apply(event)
            } catch {
                throw LibraryError.rejectedEvent(file: file, line: next.eventCount + 2, error: error)
            }
        }
        try library.append(events, to: id)
        state = next
    }

    /// Stores the game again under its id.
    func writeBack(_ game: Game) throws -> String? {
        guard !isClosed, let library else { throw LibraryError.closed(id) }
        library.insert(game)
        state = game.state
        return nil
    }

    /// Releases the lock.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        library?.unlock(id)
    }
}
