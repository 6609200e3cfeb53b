/// A new name given while scoring (on a run game's board, or on the run board), as the registry
/// learns it: what `courtside players rename` writes, dated from the first game under the new name.
extension PlayerRegistry {
    /// The lines that make the player called `old` in the games created before `fromMs` one player
    /// with whoever is called `new` in the games created from `fromMs` on, named `new`: a
    /// `player` line first when no line spoke of them, then a `rename`; none when they are called
    /// `new` already. Their lines are to be stamped `fromMs` (``PlayerRegistryFile``'s `append`),
    /// so the game in which they were renamed (created before the rename, its lines under the new
    /// name) is theirs too. ``check(_:)`` still refuses a name another player holds now.
    public func renaming(_ old: String, to new: String, fromMs: Int64) -> [RegistryEntry.Kind] {
        switch identity(forName: old, createdMs: fromMs) {
        case .registered(let id):
            guard let live = live(id), name(of: live) != new else { return [] }
            return [.rename(id: live, name: new)]
        case .unregistered:
            guard old != new else { return [] }
            return [.player(id: nextPlayerID, name: old), .rename(id: nextPlayerID, name: new)]
        }
    }
}
