/// Maps keys to game-list intents; the single source of the list's keys, which its help bar,
/// help overlay and docs/keys.md show.
///
/// `j`/`k` move as in vi: they select players on the scoreboard, but the list has no players.
public enum GameListKeymap {
    /// The intent for a key, or nil when the key means nothing on the list.
    public static func intent(for key: Key) -> GameListIntent? {
        switch key {
        case .up: .moveSelection(.up)
        case .down: .moveSelection(.down)
        case .home: .moveSelection(.first)
        case .end: .moveSelection(.last)
        case .enter: .open
        case .character(let character): intent(for: character)
        case .space, .tab, .backTab, .backspace, .escape, .left, .right, .resize: nil
        }
    }

    private static func intent(for character: Character) -> GameListIntent? {
        switch character {
        case "k": .moveSelection(.up)
        case "j": .moveSelection(.down)
        case "v": .view
        case "p": .replay
        case "n": .create
        case "x": .requestDelete
        case "g": .toggleGrouping
        case "r": .reload
        case "?": .showHelp
        case "q": .quit
        default: nil
        }
    }

    /// The whole keymap as help lines, in the order the help overlay and docs/keys.md show them.
    public static let entries: [HelpEntry] = [
        HelpEntry(keys: "↑ ↓  k j", action: "select a game"),
        HelpEntry(keys: "Home  End", action: "first / last game"),
        HelpEntry(keys: "Enter", action: "resume (in progress) or view (finished)"),
        HelpEntry(keys: "v", action: "view read-only (live if scored elsewhere)"),
        HelpEntry(keys: "n", action: "new game"),
        HelpEntry(keys: "p", action: "replay"),
        HelpEntry(keys: "x", action: "delete (asks y/n)"),
        HelpEntry(keys: "g", action: "group by status / by team"),
        HelpEntry(keys: "r", action: "reload"),
        HelpEntry(keys: "?", action: "this help"),
        HelpEntry(keys: "q", action: "quit"),
    ]

    /// The short form for the one-line help bar.
    public static let bar = "↑↓ select  Enter open  n new  p replay  x delete  g group  r reload  ? help  q quit"
}
