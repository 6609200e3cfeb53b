/// The keys of the players and leaders screens (one table screen, two views of the players).
public typealias PlayersKeymap = Keymap<TableIntent>

/// The default keys of the players and leaders screens, built once.
private let standardPlayersKeymap = PlayersKeymap(
    screen: "players", title: "Players and leaders",
    bindings: KeyBinding.selection(over: "player", TableIntent.moveSelection) + KeyBinding.tableColumns + [
        KeyBinding(
            "group", keys: [.character("g")], intent: .group, help: "group: none / by team / by month", bar: "group"),
        KeyBinding("open", keys: [.enter], intent: .open, help: "the player's page", bar: "page"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding("back", keys: [.character("q"), .escape], intent: .back, help: "back to the games", bar: "back"),
    ],
    helpIntent: .showHelp)

extension KeyBinding where Intent == TableIntent {
    /// The column cursor and the sort, the same on every table screen.
    static var tableColumns: [KeyBinding] {
        [
            KeyBinding("column.left", keys: [.left], intent: .moveColumn(-1), help: "choose a column", bar: "column"),
            KeyBinding("column.right", keys: [.right], intent: .moveColumn(1), help: "choose a column", bar: "column"),
            KeyBinding(
                "sort", keys: [.character("s")], intent: .sort, help: "sort by the column (again: the other way)",
                bar: "sort"),
        ]
    }
}

extension Keymap where Intent == TableIntent {
    /// The default keys of the players and leaders screens.
    public static var players: PlayersKeymap { standardPlayersKeymap }
    /// The default keys of a player's page.
    public static var playerPage: PlayerPageKeymap { standardPlayerPageKeymap }
}
