/// The game creator's keys.
///
/// Every key the table does not name types itself into the focused field (see
/// ``GameCreatorViewModel``), so the form's actions are all on named and control keys and a keys
/// file may not give them a character. A field selects its value when it gets the focus, so typing
/// replaces it and the arrows keep it.
public typealias GameCreatorKeymap = Keymap<GameCreatorIntent>

/// The default creator keys, built once.
private let standardGameCreatorKeymap = GameCreatorKeymap(
    screen: "creator", title: "Game creator",
    bindings: [
        KeyBinding(
            "field.next", keys: [.tab, .down, .pageDown], intent: .nextField,
            help: "next field (a player's name typed in part is first completed from the library's players)",
            bar: "next"),
        KeyBinding(
            "field.previous", keys: [.backTab, .up, .pageUp], intent: .previousField, help: "previous field",
            bar: "previous"),
        KeyBinding(
            "advance", keys: [.enter], intent: .advance,
            help:
                "next field, past a team's empty bench slots; on the last (Win by), create the game and open its scoreboard",
            bar: "next"),
        KeyBinding("cursor.left", keys: [.left], intent: .moveCursor(.left), help: "move the cursor"),
        KeyBinding("cursor.right", keys: [.right], intent: .moveCursor(.right), help: "move the cursor"),
        KeyBinding("cursor.start", keys: [.home], intent: .moveCursor(.start), help: "move the cursor"),
        KeyBinding("cursor.end", keys: [.end], intent: .moveCursor(.end), help: "move the cursor"),
        KeyBinding("delete", keys: [.backspace], intent: .deleteBackward, help: "delete before the cursor"),
        KeyBinding("delete.forward", keys: [.delete], intent: .deleteForward, help: "delete under the cursor"),
        KeyBinding("clear", keys: [.control("U")], intent: .clearField, help: "clear the field"),
        KeyBinding(
            "delete.word", keys: [.control("W")], intent: .deleteWord, help: "delete the word before the cursor"),
        KeyBinding(
            "delete.to-end", keys: [.control("K")], intent: .deleteToEnd, help: "delete to the end of the field"),
        // A control key, as no field can type it: the prefilled form becomes a game in one key.
        // (Ctrl-S is the terminal's flow control and never reaches the screen; F-keys are not read.)
        KeyBinding(
            "create", keys: [.control("G")], intent: .submit,
            help: "create the game from the form as it is now and open its scoreboard (a bad field is focused instead)",
            bar: "create"),
        KeyBinding(
            "cancel", keys: [.escape], intent: .cancel, help: "cancel: nothing is created (asks y/n if you typed)",
            bar: "cancel"),
    ])

extension Keymap where Intent == GameCreatorIntent {
    /// The default creator keys.
    public static var standard: GameCreatorKeymap { standardGameCreatorKeymap }

    /// What a key does in the form: its row's intent, else a printable key or Space types itself.
    public func formIntent(for key: Key) -> GameCreatorIntent? {
        if let intent = intent(for: key) { return intent }
        switch key {
        case .character(let character): return .insert(character)
        case .space: return .insert(" ")
        default: return nil
        }
    }
}
