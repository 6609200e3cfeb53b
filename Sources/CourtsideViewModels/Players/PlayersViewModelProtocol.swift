/// What the players and leaders screen shows and what it can be asked to do.
///
/// The screen binds to the table's `Dynamic`s and to these, and forwards keys; the run loop
/// watches ``action``.
@MainActor
public protocol PlayersViewModelProtocol: AnyObject {
    /// Players or leaders.
    var kind: PlayersTableKind { get }
    /// The table of players.
    var table: TableViewModel { get }
    /// Whether the `?` help is up.
    var showsHelp: Dynamic<Bool> { get }
    /// The outcome of the last key, or what could not be read.
    var status: Dynamic<String> { get }
    /// What the run loop should do next; set by an intent, cleared by ``takeAction()``.
    var action: Dynamic<PlayersAction?> { get }
    /// The keys in force.
    var keymap: PlayersKeymap { get }

    /// Reads the players again, keeping the sort, grouping and selection.
    func reload()
    /// Handles a key: closes the help if it is up, or maps the key to an intent.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: TableIntent)
}

extension PlayersViewModelProtocol {
    /// Returns the pending action and clears it.
    public func takeAction() -> PlayersAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
