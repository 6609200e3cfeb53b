/// The keys of a player's page: its game log is a table too, so they are the players screen's
/// keys but for opening.
public typealias PlayerPageKeymap = Keymap<TableIntent>

/// The default keys of a player's page, built once.
let standardPlayerPageKeymap = PlayerPageKeymap(
    screen: "player", title: "A player's page",
    bindings: KeyBinding.selection(over: "game", TableIntent.moveSelection) + KeyBinding.tableColumns + [
        KeyBinding(
            "group", keys: [.character("g")], intent: .group, help: "group: none / by month / by team / by result",
            bar: "group"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding("back", keys: [.character("q"), .escape], intent: .back, help: "back to the players", bar: "back"),
    ],
    helpIntent: .showHelp)
