import CourtsideCore

/// Where the players and leaders screens read the library's players: the app's reads the game
/// records through the index and the registry file; tests give one over an in-memory library.
@MainActor
public protocol PlayerStatsSource: AnyObject {
    /// Reads every player again; throws only when the library itself cannot be read.
    func read() throws(LibraryError) -> PlayersSnapshot

    /// Reads the leaders again, by the quickest way the library has (the app's takes the index's
    /// sums when they say what reading every game would); throws only when the library itself
    /// cannot be read.
    func leaders() throws(LibraryError) -> LeadersSnapshot
}

extension PlayerStatsSource {
    /// Every player read, as ``read()`` reads them: a source with no quicker way.
    public func leaders() throws(LibraryError) -> LeadersSnapshot {
        .players(try read())
    }
}
