/// Maps keys to creator intents; the single source of the creator's keys, which its help bar and
/// docs/keys.md show. Every printable key types, so the form has no letter shortcuts.
public enum GameCreatorKeymap {
    /// The intent for a key, or nil when the key means nothing in the form.
    public static func intent(for key: Key) -> GameCreatorIntent? {
        switch key {
        case .character(let character): .insert(character)
        case .space: .insert(" ")
        case .backspace: .deleteBackward
        case .left: .moveCursor(.left)
        case .right: .moveCursor(.right)
        case .home: .moveCursor(.start)
        case .end: .moveCursor(.end)
        case .tab, .down: .nextField
        case .backTab, .up: .previousField
        case .enter: .advance
        case .escape: .cancel
        case .resize: nil
        }
    }

    /// The whole keymap as help lines.
    public static let entries: [HelpEntry] = [
        HelpEntry(keys: "Tab  Enter  ↓", action: "next field"),
        HelpEntry(keys: "Shift-Tab  ↑", action: "previous field"),
        HelpEntry(keys: "Enter on Win by", action: "create the game and open its scoreboard"),
        HelpEntry(keys: "← →  Home  End", action: "move the cursor"),
        HelpEntry(keys: "Backspace", action: "delete before the cursor"),
        HelpEntry(keys: "Esc", action: "cancel: nothing is created"),
    ]

    /// The short form for the one-line help bar.
    public static let bar = "Tab/Enter next  Shift-Tab previous  Enter on Win by: create  Esc cancel"
}
