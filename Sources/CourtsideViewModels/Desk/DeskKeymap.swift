/// The desk's keys (`courtside desk`): its courts are a table, so its intents are a table's.
public typealias DeskKeymap = Keymap<TableIntent>

/// The default desk keys, built once.
private let standardDeskKeymap = DeskKeymap(
    screen: "desk", title: "League desk",
    bindings: KeyBinding.selection(over: "court", TableIntent.moveSelection) + [
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding(
            "quit", keys: [.character("q")], intent: .back, help: "quit (the courts go on scoring)", bar: "quit"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == TableIntent {
    /// The default desk keys.
    public static var desk: DeskKeymap { standardDeskKeymap }
}
