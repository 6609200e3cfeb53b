import CourtsideCore

/// A library kept in memory, for view-model tests: it behaves like the files on disk (locks,
/// prefixes, problems listed beside good games) and can be told to fail the way disks and other
/// scorers do.
public final class InMemoryGameLibrary: GameLibrary {
    /// The made-up folder shown as ``location``; a game's location is `memory/<id>.jsonl`.
    public let location = "memory"

    /// Stored games by id.
    private var games: [GameID: Game] = [:]
    /// Ids that could not be read, with why: listed as problems, refused by load and open.
    private var unreadable: [GameID: LibraryError] = [:]
    /// Games locked by a session of this library.
    private var lockedHere: Set<GameID> = []
    /// Games locked by a scorer outside this library (another process).
    private var lockedElsewhere: Set<GameID> = []
    /// Where fresh ids come from when a created header's id is taken.
    private var idGenerator: () -> GameID

    /// When set, ``list()`` and ``gameIDs()`` throw it (a library that cannot be read) until cleared.
    public var listError: LibraryError?
    /// When set, the next event offered to any recorder of this library throws it once (a full disk).
    public var failNextAppend: LibraryError?

    /// An empty library; `idGenerator` makes the fresh id when a created game's id is taken.
    public init(idGenerator: @escaping () -> GameID = { GameID.generate() }) {
        self.idGenerator = idGenerator
    }

    /// Stores a game as if it had been saved earlier (replacing one with the same id).
    public func insert(_ game: Game) {
        games[game.header.id] = game
        unreadable[game.header.id] = nil
    }

    /// Makes a game unreadable, as a corrupt file would be: it is listed as a problem and
    /// ``load(_:)`` and ``openForScoring(_:)`` throw `error`.
    public func insertUnreadable(_ id: GameID, error: LibraryError) {
        unreadable[id] = error
        games[id] = nil
    }

    /// Simulates another process scoring the game (holding its lock), or stops simulating it.
    public func setLockedElsewhere(_ id: GameID, _ locked: Bool = true) {
        if locked { lockedElsewhere.insert(id) } else { lockedElsewhere.remove(id) }
    }

    /// Whether the game is locked for scoring, here or elsewhere.
    public func isLocked(_ id: GameID) -> Bool { lockedHere.contains(id) || lockedElsewhere.contains(id) }

    /// The stored log of a game (nil if there is none), to check what a view model recorded.
    public func events(of id: GameID) -> [GameEvent]? { games[id]?.events }

    /// The location of a game.
    public func location(of id: GameID) -> String { "\(location)/\(id).jsonl" }

    /// Summaries of the stored games and the unreadable ones as problems.
    public func list() throws(LibraryError) -> LibraryListing {
        if let listError { throw listError }
        let summaries = games.values.map { GameSummary(game: $0, location: location(of: $0.header.id)) }
        let problems = unreadable.map { LibraryProblem(id: $0.key, location: location(of: $0.key), error: $0.value) }
        return LibraryListing(summaries: summaries, problems: problems)
    }

    /// Every stored id, readable or not.
    public func gameIDs() throws(LibraryError) -> [GameID] {
        if let listError { throw listError }
        return (Array(games.keys) + Array(unreadable.keys)).sorted()
    }

    /// Stores the header (under a fresh id if its id is taken) and opens the game for scoring.
    public func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession {
        var header = header
        while games[header.id] != nil || unreadable[header.id] != nil {
            // The header was valid with its old id, and the id is not part of the validation.
            header = try! GameHeader(
                id: idGenerator(), home: header.home, away: header.away, rules: header.rules,
                createdMs: header.createdMs)
        }
        games[header.id] = Game(header: header)
        return try openForScoring(header.id)
    }

    /// The stored game, folded.
    public func load(_ id: GameID) throws(LibraryError) -> LoadedGame {
        LoadedGame(game: try folded(id), location: location(of: id))
    }

    /// Locks the game and hands out a recorder that appends to the stored log.
    public func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession {
        let game = try folded(id)
        guard !isLocked(id) else { throw .locked(id, file: location(of: id)) }
        lockedHere.insert(id)
        let recorder = InMemoryScoringRecorder(
            library: self, id: id, nextSequence: game.state.nextSequence, file: location(of: id))
        return ScoringSession(game: game, recorder: recorder, location: location(of: id))
    }

    /// Removes the game, unless it is open for scoring.
    public func delete(_ id: GameID) throws(LibraryError) {
        guard games[id] != nil || unreadable[id] != nil else { throw .notFound(id.rawValue) }
        guard !isLocked(id) else { throw .locked(id, file: location(of: id)) }
        games[id] = nil
        unreadable[id] = nil
    }

    /// Called by a recorder for the events it accepted; throws the simulated failure, if any, and
    /// then keeps none of them.
    ///
    /// This "disk" keeps games folded, so unlike a file it cannot hold events the rules refuse
    /// (the commit path never records one: `Game.prepare` checked them); it refuses them, keeping
    /// none, naming the line they would have been on in `file`.
    func append(_ events: [GameEvent], to id: GameID, file: String) throws(LibraryError) {
        if let failure = failNextAppend {
            failNextAppend = nil
            throw failure
        }
        guard var game = games[id] else { throw .notFound(id.rawValue) }
        for event in events {
            do throws(GameError) {
                try game.apply(event)
            } catch {
                throw .rejectedEvent(file: file, line: game.state.nextSequence + 1, error: error)
            }
        }
        games[id] = game
    }

    /// Called by a recorder when it closes.
    func unlock(_ id: GameID) {
        lockedHere.remove(id)
    }

    private func folded(_ id: GameID) throws(LibraryError) -> Game {
        if let error = unreadable[id] { throw error }
        guard let game = games[id] else { throw .notFound(id.rawValue) }
        return game
    }
}
