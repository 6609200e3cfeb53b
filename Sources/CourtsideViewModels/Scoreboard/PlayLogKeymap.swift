import CourtsideCore

/// The keys of the scoreboard's edit mode, which works on the play selected in the log.
public typealias PlayLogKeymap = Keymap<PlayLogIntent>

/// The help of the player and move keys, one overlay line each.
private let playerHelp = "give the play to home 1-3 / away 1-3"
private let moveHelp = "make the play +1, +2, an assist, a rebound or a foul"
private let missHelp = "make the play a missed 1 (X) or a missed 2 (c)"

/// The default edit-mode keys, built once.
///
/// They are the scoreboard's own letters, so nothing new is learnt: the select keys give the play
/// to a player, the move keys change what it was; `x` (or Delete) deletes it and `n` inserts a
/// forgotten play before it. A missed 2 is `c`, as on the scoreboard; a missed 1 is `X`, since `x`
/// already deletes here (a scorer who hits `x` by habit deletes, and `z` takes it back). A key
/// this table does not name leaves edit mode and does what it does on the scoreboard (undo, redo,
/// help and quit keep edit mode).
private let standardPlayLogKeymap = PlayLogKeymap(
    screen: "scoreboard.edit", title: "Scoreboard: editing a play",
    bindings: [
        KeyBinding(
            "edit.older", keys: [.up], intent: .older, help: "select an older / newer play", bar: "play"),
        KeyBinding("edit.newer", keys: [.down], intent: .newer, help: "select an older / newer play", bar: "play"),
        KeyBinding("edit.page.older", keys: [.pageUp], intent: .olderPage, help: "a page older / newer"),
        KeyBinding("edit.page.newer", keys: [.pageDown], intent: .newerPage, help: "a page older / newer"),
        KeyBinding(
            "edit.home.1", keys: [.character("u"), .character("1")], intent: .givePlayer(.home(1)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.home.2", keys: [.character("i"), .character("2")], intent: .givePlayer(.home(2)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.home.3", keys: [.character("o"), .character("3")], intent: .givePlayer(.home(3)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.away.1", keys: [.character("j"), .character("4")], intent: .givePlayer(.away(1)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.away.2", keys: [.character("k"), .character("5")], intent: .givePlayer(.away(2)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.away.3", keys: [.character("l"), .character("6")], intent: .givePlayer(.away(3)), help: playerHelp,
            bar: "player"),
        KeyBinding(
            "edit.point.1", keys: [.character("s")], intent: .changeMove(.onePoint), help: moveHelp, bar: "move"),
        KeyBinding(
            "edit.point.2", keys: [.character("d")], intent: .changeMove(.twoPoints), help: moveHelp, bar: "move"),
        KeyBinding("edit.assist", keys: [.character("a")], intent: .changeMove(.assist), help: moveHelp, bar: "move"),
        KeyBinding("edit.rebound", keys: [.character("r")], intent: .changeMove(.rebound), help: moveHelp, bar: "move"),
        KeyBinding("edit.foul", keys: [.character("f")], intent: .changeMove(.foul), help: moveHelp, bar: "move"),
        KeyBinding(
            "edit.miss.1", keys: [.character("X")], intent: .changeMove(.onePointMiss), help: missHelp),
        KeyBinding(
            "edit.miss.2", keys: [.character("c")], intent: .changeMove(.twoPointMiss), help: missHelp),
        KeyBinding(
            "edit.delete", keys: [.character("x"), .delete], intent: .delete, help: "delete the play", bar: "delete"),
        KeyBinding(
            "edit.insert", keys: [.character("n")], intent: .insert,
            help: "insert a forgotten play before it (then player, move)", bar: "insert"),
        KeyBinding(
            "edit.leave", keys: [.escape, .character("e")], intent: .leave, help: "leave edit mode", bar: "done"),
    ])

extension Keymap where Intent == PlayLogIntent {
    /// The default edit-mode keys.
    public static var standard: PlayLogKeymap { standardPlayLogKeymap }
}

extension PlayerID {
    /// Home player `number` (1…3).
    fileprivate static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }

    /// Away player `number` (1…3).
    fileprivate static func away(_ number: Int) -> PlayerID { PlayerID(side: .away, number: number) }
}
