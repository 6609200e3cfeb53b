import CourtsideCore
import CourtsideStore

/// What serve's routes read from a library: the list of games and one game's log. The file
/// library in `courtside serve`; the tests put one in between that holds a listing up.
public protocol ServedLibrary: Sendable {
    /// Every game, as ``GameLibrary/list()`` has them.
    func list() throws(LibraryError) -> LibraryListing
    /// A game's log for an export, read again from its file as it is walked
    /// (``FileGameLibrary/openLog(_:chunkBytes:)``): memory does not grow with its length.
    func gameLog(_ id: GameID) throws(LibraryError) -> any GameLog
}

extension FileGameLibrary: ServedLibrary {
    /// ``openLog(_:chunkBytes:)`` with its chunks of the default size.
    public func gameLog(_ id: GameID) throws(LibraryError) -> any GameLog {
        try openLog(id)
    }
}
