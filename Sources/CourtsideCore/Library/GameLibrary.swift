/// Where saved games live: what the list, creator and scoreboard view models use, so they can be
/// tested against ``InMemoryGameLibrary`` and run against the files on disk.
///
/// Reads (``list()``, ``load(_:)``) never take a game's lock, so they work while the game is scored
/// elsewhere. Only ``create(_:)`` and ``openForScoring(_:)`` lock, until the session's recorder is
/// closed or freed.
public protocol GameLibrary: AnyObject {
    /// Where the library is, for people (a folder path).
    var location: String { get }

    /// Every game: summaries of the readable ones, newest first, and a problem for each one that
    /// could not be read. Throws only when the library itself cannot be read.
    func list() throws(LibraryError) -> LibraryListing

    /// The ids of every stored game, readable or not, without reading the games.
    func gameIDs() throws(LibraryError) -> [GameID]

    /// Every readable game with its players' lines (stats across games), and a problem for each
    /// one that could not be read.
    func records() throws(LibraryError) -> LibraryRecords

    /// Stores a new game and opens it for live scoring. If the header's id is taken, the game is
    /// stored under a fresh id: read the id from the returned session.
    func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession

    /// Reads a game without locking it (view, export, replay).
    func load(_ id: GameID) throws(LibraryError) -> LoadedGame

    /// Locks a game and reads it for live scoring; refused at once with ``LibraryError/locked(_:file:)``
    /// if it is open for scoring elsewhere.
    func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession

    /// Deletes a game; refused with ``LibraryError/locked(_:file:)`` while it is open for scoring.
    func delete(_ id: GameID) throws(LibraryError)
}

extension GameLibrary {
    /// Every game loaded and folded in turn: for libraries with no index (in memory).
    public func records() throws(LibraryError) -> LibraryRecords {
        var records: [GameRecord] = []
        var problems: [LibraryProblem] = []
        for id in try gameIDs() {
            do throws(LibraryError) {
                let loaded = try load(id)
                records.append(GameRecord(game: loaded.game, location: loaded.location))
            } catch {
                problems.append(LibraryProblem(id: id, location: location, error: error))
            }
        }
        return LibraryRecords(records: records, problems: problems)
    }

    /// The game a scorer means by `reference`: an exact id, else the one id it is a prefix of.
    ///
    /// Throws ``LibraryError/invalidReference(_:)`` for text that cannot be an id,
    /// ``LibraryError/ambiguous(prefix:candidates:)`` (listing them) when several ids start with it,
    /// and ``LibraryError/notFound(_:)`` when none does.
    public func resolve(_ reference: String) throws(LibraryError) -> GameID {
        let text = reference.lowercased()
        guard let wanted = GameID(rawValue: text) else { throw .invalidReference(reference) }
        let ids = try gameIDs()
        if ids.contains(wanted) { return wanted }
        let candidates = ids.filter { $0.rawValue.hasPrefix(text) }.sorted()
        guard let first = candidates.first else { throw .notFound(reference) }
        guard candidates.count == 1 else { throw .ambiguous(prefix: reference, candidates: candidates) }
        return first
    }

    /// The unfinished game played most recently (last event, or creation if it has none), for
    /// `courtside resume` without an argument. Unreadable games are passed over.
    public func mostRecentUnfinished() throws(LibraryError) -> GameSummary {
        guard let summary = try list().summaries.first(where: { $0.status == .inProgress }) else {
            throw .noUnfinishedGame
        }
        return summary
    }
}
