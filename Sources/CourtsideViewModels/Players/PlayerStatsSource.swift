import CourtsideCore

/// Where the players and leaders screens read the library's players: the executable's reads the
/// game records through the index and the registry file; tests give one over an in-memory library.
@MainActor
public protocol PlayerStatsSource: AnyObject {
    /// Reads every player again; throws only when the library itself cannot be read.
    func read() throws(LibraryError) -> PlayersSnapshot
}
