import CourtsideCore

/// What the game list screen shows and what it can be asked to do.
///
/// The screen binds to the `Dynamic`s and forwards keys; the run loop watches ``action``.
@MainActor
public protocol GameListViewModelProtocol: AnyObject {
    /// Loading, empty, loaded with sections, or failed with the error shown.
    var state: Dynamic<GameListState> { get }
    /// By status or by team.
    var grouping: Dynamic<GameListGrouping> { get }
    /// The selected game row, or nil when there is none (nothing loaded, or no readable game).
    var selection: Dynamic<GameListPosition?> { get }
    /// What covers the list: nothing, the help, or a delete confirmation.
    var overlay: Dynamic<GameListOverlay> { get }
    /// The outcome of the last intent, or why it was refused ("game … is already open for scoring
    /// elsewhere …").
    var status: Dynamic<String> { get }
    /// What the run loop should do next; set by an intent, cleared by ``takeAction()``. It fires on
    /// every set, so the same action twice is seen twice.
    var action: Dynamic<GameListAction?> { get }
    /// The game at ``selection``.
    var selectedRow: GameListRow? { get }
    /// The keys in force: the screen draws its help overlay and help bar from them.
    var keymap: GameListKeymap { get }

    /// Reads the library and shows it, keeping the selection on the same game where it can.
    func reload()
    /// Handles a key: answers the overlay that is up, or maps the key to an intent and performs it.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: GameListIntent)
}

extension GameListViewModelProtocol {
    /// Returns the pending action and clears it, so the list does not keep a session (and its game's
    /// lock) alive after the run loop has taken it.
    public func takeAction() -> GameListAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
