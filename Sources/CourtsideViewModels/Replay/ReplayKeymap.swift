/// The replay's keys.
public typealias ReplayKeymap = Keymap<ReplayIntent>

/// The default replay keys, built once.
private let standardReplayKeymap = ReplayKeymap(
    screen: "replay", title: "Replay",
    bindings: [
        KeyBinding(
            "play", keys: [.space], intent: .togglePlay, help: "play / pause (at the end: play again)",
            bar: "play/pause"),
        KeyBinding(
            "faster", keys: [.character("+"), .character("=")], intent: .faster,
            help: "faster (1× 2× 4× 8× 16× max)", bar: "speed"),
        KeyBinding("slower", keys: [.character("-"), .character("_")], intent: .slower, help: "slower", bar: "speed"),
        KeyBinding("step.back", keys: [.left], intent: .stepBack, help: "one event back (pauses)", bar: "step"),
        KeyBinding(
            "step.forward", keys: [.right], intent: .stepForward, help: "one event forward (pauses)", bar: "step"),
        KeyBinding(
            "page.back", keys: [.pageUp], intent: .skip(events: -ReplayIntent.pageEvents),
            help: "\(ReplayIntent.pageEvents) events back (pauses)", bar: "10 events", barIfRoom: true),
        KeyBinding(
            "page.forward", keys: [.pageDown], intent: .skip(events: ReplayIntent.pageEvents),
            help: "\(ReplayIntent.pageEvents) events forward (pauses)", bar: "10 events", barIfRoom: true),
        KeyBinding(
            "minute.back", keys: [.character("[")], intent: .skipTime(ms: -ReplayIntent.minuteMs),
            help: "one minute of game time back", bar: "minute", barIfRoom: true),
        KeyBinding(
            "minute.forward", keys: [.character("]")], intent: .skipTime(ms: ReplayIntent.minuteMs),
            help: "one minute of game time forward", bar: "minute", barIfRoom: true),
        KeyBinding("start", keys: [.home], intent: .toStart, help: "to the start", bar: "start/end"),
        KeyBinding("end", keys: [.end], intent: .toEnd, help: "to the end", bar: "start/end"),
        KeyBinding("help", keys: [.character("?")], intent: .showHelp, help: "this help", bar: "help"),
        KeyBinding(
            "quit", keys: [.character("q"), .character("Q"), .escape], intent: .quit, help: "quit the replay",
            bar: "quit"),
    ],
    helpIntent: .showHelp)

extension Keymap where Intent == ReplayIntent {
    /// The default replay keys.
    public static var standard: ReplayKeymap { standardReplayKeymap }
}
