/// The keys of a board followed read-only (`courtside watch`, `v` in the list): nothing here
/// changes the game.
public typealias WatchKeymap = Keymap<WatchIntent>

/// The default live-view keys, built once.
private let standardWatchKeymap = WatchKeymap(
    screen: "watch", title: "Live view",
    bindings: [
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding(
            "quit", keys: [.character("q"), .character("Q"), .escape], intent: .quit,
            help: "close the board (a scorer goes on)", bar: "close"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == WatchIntent {
    /// The default live-view keys.
    public static var standard: WatchKeymap { standardWatchKeymap }
}
