import CourtsideCore

/// The keys of the scoreboard's edit mode, which works on the play selected in the log.
public typealias PlayLogKeymap = Keymap<PlayLogIntent>

/// The help of the keys that move the selection: a play, a page, to either end (of the player's
/// plays, after `w`).
private let selectHelp = "select older / newer: a play, a page, the last"

/// The default edit-mode keys, built once.
///
/// None is a scoring key (a select or a move key of ``ScoreboardKeymap/standard``; the keys file
/// refuses one that is): `p` and `m` ask for the new player or move, which is then typed with
/// the scoreboard's own keys, `-` or Delete deletes, `b` inserts a forgotten play before the
/// selected one; `w` (then a select key), `g` (then a time), Home and End jump deep into the log. A scoring key typed without `p`, `m` or `b` before it scores and leaves edit
/// mode (undo, redo, help and quit keep it).
private let standardPlayLogKeymap = PlayLogKeymap(
    screen: "scoreboard.edit", title: "Scoreboard: editing a play",
    bindings: [
        // One line of `?` for the six (it stays one page at 80×24).
        KeyBinding("edit.older", keys: [.up], intent: .older, help: selectHelp, bar: "play"),
        KeyBinding("edit.newer", keys: [.down], intent: .newer, help: selectHelp, bar: "play"),
        KeyBinding("edit.page.older", keys: [.pageUp], intent: .olderPage, help: selectHelp),
        KeyBinding("edit.page.newer", keys: [.pageDown], intent: .newerPage, help: selectHelp),
        KeyBinding("edit.oldest", keys: [.home], intent: .oldest, help: selectHelp),
        KeyBinding("edit.newest", keys: [.end], intent: .newest, help: selectHelp),
        // A jump deep into the log: a select key alone scores, so `w` asks for one first; `g`
        // takes a time as the log shows it. Neither letter is a scoring key.
        KeyBinding(
            "edit.follow", keys: [.character("w")], intent: .followPlayer,
            help: "only one player's plays (a select key next)", bar: "who"),
        KeyBinding(
            "edit.goto", keys: [.character("g")], intent: .goToTime,
            help: "go to a clock time (430 is 4:30)", bar: "go to"),
        KeyBinding(
            "edit.player", keys: [.character("p")], intent: .changePlayer,
            help: "another player for the play (a select key next)", bar: "player"),
        KeyBinding(
            "edit.move", keys: [.character("m")], intent: .changeMove,
            help: "another move for the play (a move key next)", bar: "move"),
        KeyBinding(
            "edit.delete", keys: [.character("-"), .delete], intent: .delete, help: "delete the play", bar: "delete"),
        KeyBinding(
            "edit.assist.delete", keys: [.character("A")], intent: .deleteAssist,
            help: "delete the basket's linked assist (the basket stays)"),
        KeyBinding(
            "edit.insert", keys: [.character("b")], intent: .insert,
            help: "insert a play before it (player, move next)", bar: "insert"),
        KeyBinding(
            "edit.all", keys: [.character("v")], intent: .showAllPlays, help: "show / hide plays that no longer count"),
        KeyBinding(
            "edit.leave", keys: [.escape, .character("e")], intent: .leave,
            help: "leave edit mode (or drop a correction)", bar: "done"),
    ])

extension Keymap where Intent == PlayLogIntent {
    /// The default edit-mode keys.
    public static var standard: PlayLogKeymap { standardPlayLogKeymap }

    /// The `?` overlay in edit mode: this table, the scoreboard keys that work here (`scoring`'s,
    /// in force), and what every other scoring key does.
    public func helpEntries(scoring: ScoreboardKeymap) -> [HelpEntry] {
        let kept = scoring.helpGroups.filter { group in
            group.allSatisfy { binding in
                switch binding.intent {
                case .undo, .redo, .showHelp, .requestQuit: true
                default: false
                }
            }
        }
        let keys = { (group: [KeyBinding<ScoreboardIntent>]) in
            Keymap<ScoreboardIntent>.keysText(of: group, key: \.label)
        }
        let selects = scoring.bindings.filter { if case .select = $0.intent { true } else { false } }
        let moves = scoring.bindings.filter { if case .apply = $0.intent { true } else { false } }
        return helpEntries
            + [
                HelpEntry(
                    keys: selects.map { $0.keys[0].label }.joined(separator: " "),
                    action: "after \(label(for: .changePlayer)) or \(label(for: .insert)): the player"),
                HelpEntry(
                    keys: moves.map { $0.keys[0].label }.joined(separator: " "),
                    action: "after \(label(for: .changeMove)) or \(label(for: .insert)): the move"),
            ]
            + kept.map { HelpEntry(keys: keys($0), action: $0[0].help) }
            + [HelpEntry(keys: "other keys", action: "score as usual and leave edit mode")]
    }
}
