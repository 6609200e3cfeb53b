/// The keys of one mode of a board, as its help bar and its `?` overlay show them.
///
/// One help model for every board: a view model lists its key sets (the live scoreboard has two,
/// scoring and editing a play; a replay and a watcher one each) and says which is in force.
public struct KeyHelp: Hashable, Sendable {
    /// The help bar's items, the help and quit keys last.
    public let barItems: [HelpBarItem]
    /// The `?` overlay's lines.
    public let entries: [HelpEntry]

    /// The keys of a mode.
    public init(barItems: [HelpBarItem], entries: [HelpEntry]) {
        self.barItems = barItems
        self.entries = entries
    }

    /// The keys of `keymap`, as its bar and its help give them.
    public init<Intent>(_ keymap: Keymap<Intent>) {
        self.init(barItems: keymap.barItems, entries: keymap.helpEntries)
    }
}
