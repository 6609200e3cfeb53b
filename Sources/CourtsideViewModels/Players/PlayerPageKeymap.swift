/// The keys of a player's page: its game log is a table too, so they are the players screen's
/// keys but for opening.
public typealias PlayerPageKeymap = Keymap<TableIntent>

/// The default keys of a player's page, built once.
let standardPlayerPageKeymap = PlayerPageKeymap(
    screen: "player", title: "A player's page",
    bindings: [
        KeyBinding(
            "move.up", keys: [.up, .character("k")], intent: .moveSelection(.up), help: "select a game", bar: "select"),
        KeyBinding(
            "move.down", keys: [.down, .character("j")], intent: .moveSelection(.down), help: "select a game",
            bar: "select"),
        KeyBinding("move.first", keys: [.home], intent: .moveSelection(.first), help: "first / last game"),
        KeyBinding("move.last", keys: [.end], intent: .moveSelection(.last), help: "first / last game"),
        KeyBinding("column.left", keys: [.left], intent: .moveColumn(-1), help: "choose a column", bar: "column"),
        KeyBinding("column.right", keys: [.right], intent: .moveColumn(1), help: "choose a column", bar: "column"),
        KeyBinding(
            "sort", keys: [.character("s")], intent: .sort, help: "sort by the column (again: the other way)",
            bar: "sort"),
        KeyBinding(
            "group", keys: [.character("g")], intent: .group, help: "group: none / by month / by team / by result",
            bar: "group"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding("back", keys: [.character("q"), .escape], intent: .back, help: "back to the players", bar: "back"),
    ],
    helpIntent: .showHelp)
