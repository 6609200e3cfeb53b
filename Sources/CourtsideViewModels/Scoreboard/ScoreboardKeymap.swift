import CourtsideCore

/// The scoreboard's keys.
public typealias ScoreboardKeymap = Keymap<ScoreboardIntent>

/// The help of the home and away select keys, one overlay line each.
private let homeSelectHelp = "select home player 1-3 (top row)"
private let awaySelectHelp = "select away player 1-3 (bottom row)"
/// One help line for turnover, steal and block, their keys in that order.
private let statSheetHelp = "turnover, steal, block"
/// One help line for the free throws, made then missed.
private let freeThrowHelp = "free throw made, missed (full court, FIBA 3x3)"
/// One help line for undo and redo.
/// The team calls' one help line: T (the selected player's team), P (the ball over), R (the shot
/// clock reset), V, B, the substitution, and the roster's + and N, a late arrival and a new name.
/// Short words: the line fits the overlay's 52 columns at 80×24, so `?` stays one page.
private let teamCallHelp = "timeout, ball, reset, violation, sub, join, rename"
/// The clock's line: Space, then t.
private let clockHelp = "start / pause the clock, set it, count down/up"
private let undoHelp = "undo the last move, redo it"
/// Confirm and the next game share a line of `?`: both act once FINAL.
private let finalHelp = "once FINAL: confirm the score, next game"

/// The default scoreboard keys, built once.
///
/// The select letters mirror the screen: `u i o` on the upper keyboard row pick the home panels on
/// the top row, `j k l` below them pick the away panels below; the digits 1…6 pick all six in order.
private let standardScoreboardKeymap = ScoreboardKeymap(
    screen: "scoreboard", title: "Scoreboard",
    bindings: [
        KeyBinding(
            "select.home.1", keys: [.character("u"), .character("1")], intent: .select(.home(1)), help: homeSelectHelp,
            bar: "select"),
        KeyBinding(
            "select.home.2", keys: [.character("i"), .character("2")], intent: .select(.home(2)), help: homeSelectHelp,
            bar: "select"),
        KeyBinding(
            "select.home.3", keys: [.character("o"), .character("3")], intent: .select(.home(3)), help: homeSelectHelp,
            bar: "select"),
        KeyBinding(
            "select.away.1", keys: [.character("j"), .character("4")], intent: .select(.away(1)), help: awaySelectHelp,
            bar: "select"),
        KeyBinding(
            "select.away.2", keys: [.character("k"), .character("5")], intent: .select(.away(2)), help: awaySelectHelp,
            bar: "select"),
        KeyBinding(
            "select.away.3", keys: [.character("l"), .character("6")], intent: .select(.away(3)), help: awaySelectHelp,
            bar: "select"),
        KeyBinding("move.left", keys: [.left], intent: .moveSelection(.left), help: "move the selection"),
        KeyBinding("move.right", keys: [.right], intent: .moveSelection(.right), help: "move the selection"),
        KeyBinding("move.up", keys: [.up], intent: .moveSelection(.up), help: "move the selection"),
        KeyBinding("move.down", keys: [.down], intent: .moveSelection(.down), help: "move the selection"),
        KeyBinding("move.next", keys: [.tab], intent: .moveSelection(.next), help: "move the selection"),
        KeyBinding("move.previous", keys: [.backTab], intent: .moveSelection(.previous), help: "move the selection"),
        KeyBinding("point.1", keys: [.character("s")], intent: .apply(.onePoint), help: "+1 point", bar: "+1"),
        KeyBinding("point.2", keys: [.character("d")], intent: .apply(.twoPoints), help: "+2 points", bar: "+2"),
        // The misses sit under the makes: `x` under `s`, `c` under `d`. Not on the help bar, which
        // is full at 80 columns; `?` lists them.
        KeyBinding("miss.1", keys: [.character("x")], intent: .apply(.onePointMiss), help: "missed 1-point attempt"),
        KeyBinding("miss.2", keys: [.character("c")], intent: .apply(.twoPointMiss), help: "missed 2-point attempt"),
        KeyBinding("assist", keys: [.character("a")], intent: .apply(.assist), help: "assist", bar: "ast"),
        KeyBinding(
            "rebound", keys: [.character("r")], intent: .apply(.rebound),
            help: "rebound (offensive or defensive: whose miss)", bar: "reb"),
        // On the bar where it fits (wider than 80 columns), so the next game's key fits at 80.
        KeyBinding("foul", keys: [.character("f")], intent: .apply(.foul), help: "foul", bar: "foul", barIfRoom: true),
        // The rest of the stat sheet, off the help bar (full at 80 columns): `?` lists them, a
        // group a line (a shared help text), so the help still fits one page at 80×24. The
        // rebound key above records an offensive or a defensive rebound, as the last miss says.
        // Their keys stay off the edit table's (b, v, m, p, -): a scoring key scores even in edit mode.
        KeyBinding("turnover", keys: [.character(";")], intent: .apply(.turnover), help: statSheetHelp),
        KeyBinding("steal", keys: [.character(",")], intent: .apply(.steal), help: statSheetHelp),
        KeyBinding("block", keys: [.character("/")], intent: .apply(.block), help: statSheetHelp),
        KeyBinding("free-throw", keys: [.character("'")], intent: .apply(.freeThrow), help: freeThrowHelp),
        KeyBinding("miss.ft", keys: [.character(".")], intent: .apply(.freeThrowMiss), help: freeThrowHelp),
        // Timeouts, the ball and the shot clock, off the help bar too, one line of `?`; capitals
        // stay off the edit table's keys and the keys files the tests write (g, w).
        KeyBinding("timeout", keys: [.character("T")], intent: .timeout, help: teamCallHelp),
        KeyBinding("possession", keys: [.character("P")], intent: .flipPossession, help: teamCallHelp),
        KeyBinding("shot.reset", keys: [.character("R")], intent: .resetShotClock, help: teamCallHelp),
        KeyBinding("violation", keys: [.character("V")], intent: .shotClockViolation, help: teamCallHelp),
        // B for the bench, a capital too (no scoring key's Caps Lock twin); the digits after it
        // pick who comes on. On the team calls' line of `?`, which then still fits one page.
        KeyBinding("substitute", keys: [.character("B")], intent: .substitute, help: teamCallHelp),
        // A late arrival joins (+, a player more) and a new name (N); N is no scoring key's Caps
        // Lock twin. Both ask the name on the status line; on the team calls' line of `?`.
        KeyBinding("join", keys: [.character("+")], intent: .join, help: teamCallHelp),
        KeyBinding("rename", keys: [.character("N")], intent: .rename, help: teamCallHelp),
        // Not on the help bar, which is full at 80 columns: the opening and FINAL status lines name it.
        KeyBinding("edit", keys: [.character("e")], intent: .editPlays, help: "edit a past play (the play log)"),
        // The clock's keys share a line of `?` (one page at 80×24).
        KeyBinding("clock", keys: [.space], intent: .toggleClock, help: clockHelp, bar: "clock"),
        KeyBinding(
            "clock.set", keys: [.character("t")], intent: .setClock,
            help: clockHelp),
        // Nothing recorded: the clock in words on the status line, for screen-reader mode's announce line.
        KeyBinding("clock.read", keys: [.character("C")], intent: .readClock, help: clockHelp),
        // A display preference (a time-limited clock shows the time left or the time played),
        // nothing recorded; not a letter, so Caps Lock cannot turn the clock by mistake.
        KeyBinding("countdown", keys: [.character("=")], intent: .flipClockDirection, help: clockHelp),
        KeyBinding(
            "undo", keys: [.character("z"), .backspace], intent: .undo, help: undoHelp, bar: "undo"),
        KeyBinding("redo", keys: [.character("Z")], intent: .redo, help: undoHelp),
        KeyBinding(
            "write-back", keys: [.character("W")], intent: .writeBack,
            help: "write the game back if its file was lost"),
        // Off the bar (full at 80 columns): the FINAL status line offers it with the score. Y as
        // well, so a keys file that gives Enter to another action keeps a confirm key. One line of
        // `?` with the next game (a shared help), so the help still fits one page at 80×24.
        KeyBinding(
            "confirm", keys: [.enter, .character("Y")], intent: .confirmFinal, help: finalHelp),
        // On the bar at 80 columns (the FINAL status line says `n next game` in full); before the
        // help and quit keys, which are the bar's last to go.
        KeyBinding(
            "next-game", keys: [.character("n")], intent: .nextGame,
            help: finalHelp, bar: "next"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding(
            "quit", keys: [.character("q")], intent: .requestQuit, help: "quit (asks y/n while the game is on)",
            bar: "quit"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == ScoreboardIntent {
    /// The default scoreboard keys.
    public static var standard: ScoreboardKeymap { standardScoreboardKeymap }

    /// The same keys with the shot rows' help and bar labels saying what the shots are worth under
    /// `shots` ("+2 points", "+3", "missed 3-point attempt" under shots 2 and 3); the keys are the
    /// ones in force. The usual 1 and 2 leave the keymap as it is.
    public func valuing(_ shots: ShotValues) -> ScoreboardKeymap {
        guard shots != .onesAndTwos else { return self }
        let rows = bindings.map { binding -> KeyBinding<ScoreboardIntent> in
            guard case .apply(let move) = binding.intent, move.shotValue != nil else { return binding }
            let points = shots.points(for: move)
            let made = points > 0
            let value = made ? points : shots.points(for: move == .onePointMiss ? .onePoint : .twoPoints)
            return KeyBinding(
                binding.action, keys: binding.keys, intent: binding.intent,
                help: made ? "+\(points) points" : "missed \(value)-point attempt",
                bar: binding.bar.map { _ in "+\(points)" }, barIfRoom: binding.barIfRoom)
        }
        return ScoreboardKeymap(screen: screen, title: title, bindings: rows, helpIntent: helpIntent)
    }

    /// The first key that selects a player, for its panel's title.
    public func selectKey(for player: PlayerID) -> Key {
        keys(for: .select(player)).first ?? .character("?")
    }
}

extension PlayerID {
    /// Home player `number` (1…3).
    fileprivate static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }

    /// Away player `number` (1…3).
    fileprivate static func away(_ number: Int) -> PlayerID { PlayerID(side: .away, number: number) }
}
