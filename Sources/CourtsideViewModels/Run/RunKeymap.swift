/// The run board's keys.
public typealias RunKeymap = Keymap<RunIntent>

/// The default run-board keys, built once.
private let standardRunKeymap = RunKeymap(
    screen: "run", title: "Run board",
    bindings: [
        KeyBinding(
            "play", keys: [.enter], intent: .play, help: "start the next game (or back to the game being played)",
            bar: "play"),
        KeyBinding(
            "add", keys: [.character("a"), .character("+")], intent: .add,
            help: "players arrive (type names, commas between; Tab completes)", bar: "arrive"),
        KeyBinding(
            "leave", keys: [.character("x"), .character("-")], intent: .leave, help: "a player leaves", bar: "leave"),
        KeyBinding(
            "swap", keys: [.character("s")], intent: .swap,
            help: "two players change places (type two names, a comma between)", bar: "swap", barIfRoom: true),
        KeyBinding(
            "rename", keys: [.character("N")], intent: .rename,
            help: "a player's new name (type the name, a comma, the new name)"),
        KeyBinding(
            "teams", keys: [.character("t")], intent: .cycleMaking,
            help:
                "make teams by arrival / at random / balanced by rating: balanced deals the next two teams'"
                + " worth in line, best rated first, each to the team with the lower total; the board shows"
                + " each team's mean rating and the gap",
            bar: "teams"),
        KeyBinding(
            "remake", keys: [.character("r")], intent: .remake, help: "make the waiting teams again", bar: "remake",
            barIfRoom: true),
        KeyBinding(
            "move.up", keys: [.up, .character("k")], intent: .scroll(.up), help: "scroll the standings a row",
            bar: "scroll",
            barIfRoom: true),
        KeyBinding(
            "move.down", keys: [.down, .character("j")], intent: .scroll(.down), help: "scroll the standings a row",
            bar: "scroll",
            barIfRoom: true),
        KeyBinding("page.up", keys: [.pageUp], intent: .scrollPage(-1), help: "scroll the standings a box's worth"),
        KeyBinding("page.down", keys: [.pageDown], intent: .scrollPage(1), help: "scroll the standings a box's worth"),
        KeyBinding("move.first", keys: [.home], intent: .scroll(.first), help: "the standings' top / bottom"),
        KeyBinding("move.last", keys: [.end], intent: .scroll(.last), help: "the standings' top / bottom"),
        KeyBinding("end", keys: [.character("E")], intent: .end, help: "end the run (asks y/n)"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding(
            "quit", keys: [.character("q")], intent: .quit, help: "quit (the run stays open: courtside run resumes it)",
            bar: "quit"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == RunIntent {
    /// The default run-board keys.
    public static var standard: RunKeymap { standardRunKeymap }
}
