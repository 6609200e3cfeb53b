import CourtsideReports

/// What a player's page shows: the summary at the top and the game log as a table.
@MainActor
public protocol PlayerPageViewModelProtocol: AnyObject {
    /// Who, averages, totals and best games.
    var summary: PlayerSummary { get }
    /// The game log.
    var table: TableViewModel { get }
    /// Whether the `?` help is up.
    var showsHelp: Dynamic<Bool> { get }
    /// The outcome of the last key.
    var status: Dynamic<String> { get }
    /// What the run loop should do next.
    var action: Dynamic<PlayerPageAction?> { get }
    /// The keys in force.
    var keymap: PlayerPageKeymap { get }

    /// Handles a key: closes the help if it is up, or maps the key to an intent.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: TableIntent)
}

extension PlayerPageViewModelProtocol {
    /// Returns the pending action and clears it.
    public func takeAction() -> PlayerPageAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
