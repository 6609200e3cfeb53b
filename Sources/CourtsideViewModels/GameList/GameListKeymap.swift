/// The game list's keys.
///
/// `j`/`k` move as in vi: they select players on the scoreboard, but the list has no players.
public typealias GameListKeymap = Keymap<GameListIntent>

/// The default game-list keys, built once.
private let standardGameListKeymap = GameListKeymap(
    screen: "list", title: "Game list",
    bindings: KeyBinding.selection(over: "game", GameListIntent.moveSelection) + [
        KeyBinding(
            "open", keys: [.enter], intent: .open, help: "open for scoring (a finished game: for corrections)",
            bar: "open"),
        KeyBinding(
            "view", keys: [.character("v")], intent: .view, help: "view read-only (live if scored elsewhere)"),
        KeyBinding("new", keys: [.character("n")], intent: .create, help: "new game", bar: "new"),
        KeyBinding(
            "rematch", keys: [.character("m")], intent: .rematch,
            help: "rematch: a new game with the same teams, players and rules", bar: "rematch", barIfRoom: true),
        KeyBinding(
            "run", keys: [.character("R")], intent: .run, help: "tonight's run: who has next, winners stay",
            bar: "run"),
        KeyBinding("replay", keys: [.character("p")], intent: .replay, help: "replay", bar: "replay"),
        KeyBinding("delete", keys: [.character("x")], intent: .requestDelete, help: "delete (asks y/n)", bar: "delete"),
        KeyBinding(
            "group", keys: [.character("g")], intent: .toggleGrouping, help: "group by status / by team", bar: "group",
            barIfRoom: true),
        // One bar item, `sl stats` (one help line, so the list's help keeps to a page at 64×20), so
        // both fit at 80 columns.
        KeyBinding(
            "players", keys: [.character("s")], intent: .showPlayers(.players),
            help: "players / leaders: stats across games", bar: "stats"),
        KeyBinding(
            "leaders", keys: [.character("l")], intent: .showPlayers(.leaders),
            help: "players / leaders: stats across games", bar: "stats"),
        KeyBinding(
            "reload", keys: [.character("r")], intent: .reload, help: "reload", bar: "reload", barIfRoom: true),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding("quit", keys: [.character("q")], intent: .quit, help: "quit", bar: "quit"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == GameListIntent {
    /// The default game-list keys.
    public static var standard: GameListKeymap { standardGameListKeymap }
}
