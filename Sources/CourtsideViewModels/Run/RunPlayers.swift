/// The library's players as the run board asks for them, read each time it asks: their ratings
/// now (balanced teams, after every game finished so far, tonight's too), and the player registry
/// told of a new name. The executable's `LibraryRunPlayers` reads and writes the library's files.
@MainActor
public protocol RunPlayers: AnyObject {
    /// Each player's rating after every finished game of the library, by lowercased name (former
    /// names and other spellings too); a player with no finished game is not in it.
    func ratings() -> [String: Double]
    /// Tells the registry that the player called `old` in the games created before `fromMs` is
    /// called `new` in the games created from then on: one player, under the new name (as
    /// `courtside players rename` makes them). Why not, when the registry refuses.
    func rename(_ old: String, to new: String, fromMs: Int64) -> String?
}
