/// One row of a screen's keymap: an action, the keys that do it, and how help shows it.
///
/// Everything about keys is derived from these rows: the lookup from a key to an intent, the `?`
/// overlay, the help bar, the "does nothing here" message, `courtside keys` and docs/keys.md.
public struct KeyBinding<Intent: Hashable & Sendable>: Hashable, Sendable {
    /// The action's stable name, as the keys file spells it (`select.home.1`, `assist`, `undo`).
    public let action: String
    /// The keys, in the order help shows them; the help bar shows the first.
    public let keys: [Key]
    /// What the keys ask of the view model.
    public let intent: Intent
    /// The help overlay's text. Neighbouring rows with the same text share one overlay line (the
    /// three home select keys are one line: `u i o / 1 2 3`).
    public let help: String
    /// The help bar's label, or nil when the action is not on the bar. Neighbouring rows with the
    /// same label share one bar item (`uio/jkl select`).
    public let bar: String?
    /// Whether the bar shows the action only where the whole bar fits (wider than 80 columns), so
    /// the keys every scorer needs are never pushed off it.
    public let barIfRoom: Bool

    /// A row; `keys` must not be empty.
    public init(
        _ action: String, keys: [Key], intent: Intent, help: String, bar: String? = nil, barIfRoom: Bool = false
    ) {
        precondition(!keys.isEmpty, "\(action) has no key")
        self.action = action
        self.keys = keys
        self.intent = intent
        self.help = help
        self.bar = bar
        self.barIfRoom = barIfRoom
    }

    /// The same row with other keys.
    func with(keys: [Key]) -> KeyBinding {
        KeyBinding(action, keys: keys, intent: intent, help: help, bar: bar, barIfRoom: barIfRoom)
    }

    /// The four rows that move a list's selection (↑ or k, ↓ or j, Home, End), helped as moving
    /// over `rows` ("game", "player"): the game list and the table screens move alike.
    static func selection(over rows: String, _ intent: (GameListStep) -> Intent) -> [KeyBinding] {
        [
            KeyBinding(
                "move.up", keys: [.up, .character("k")], intent: intent(.up), help: "select a \(rows)", bar: "select"),
            KeyBinding(
                "move.down", keys: [.down, .character("j")], intent: intent(.down), help: "select a \(rows)",
                bar: "select"),
            KeyBinding("move.first", keys: [.home], intent: intent(.first), help: "first / last \(rows)"),
            KeyBinding("move.last", keys: [.end], intent: intent(.last), help: "first / last \(rows)"),
        ]
    }
}
