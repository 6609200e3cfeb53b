import CourtsideCore

/// A library that lists whatever a test gives it, names the core would refuse included (a file
/// edited by hand): the list screen must still show them safely. It opens nothing.
final class ListedLibrary: GameLibrary {
    let location: String
    var listing: LibraryListing

    init(location: String = "/home/scorer/.local/share/courtside", listing: LibraryListing) {
        self.location = location
        self.listing = listing
    }

    func list() throws(LibraryError) -> LibraryListing { listing }
    func gameIDs() throws(LibraryError) -> [GameID] { listing.ids }
    func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession { throw .notFound(header.id.rawValue) }
    func load(_ id: GameID) throws(LibraryError) -> LoadedGame { throw .notFound(id.rawValue) }
    func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession { throw .notFound(id.rawValue) }
    func delete(_ id: GameID) throws(LibraryError) { throw .notFound(id.rawValue) }

    /// A summary of a game in progress, last played at `playedMs`.
    static func summary(
        _ id: String, home: String, away: String, homeScore: Int = 4, awayScore: Int = 2, playedMs: Int64,
        finished: Bool = false
    ) -> GameSummary {
        GameSummary(
            id: GameID(rawValue: id)!, location: "/games/\(id).jsonl", homeName: home, awayName: away,
            homeScore: homeScore, awayScore: awayScore, status: finished ? .finished : .inProgress, eventCount: 6,
            createdMs: playedMs - 60_000, lastPlayedMs: playedMs, clockMs: 125_400, winner: finished ? .home : nil)
    }
}
