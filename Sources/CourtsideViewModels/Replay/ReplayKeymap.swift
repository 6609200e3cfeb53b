/// Maps keys to replay intents; the single source of the replay keys, which the help overlay and
/// docs show.
public struct ReplayKeymap: Sendable {
    /// The replay keys.
    public static let standard = ReplayKeymap()

    /// Creates the keymap.
    public init() {}

    /// The intent for a key, or nil when the key means nothing in a replay.
    public func intent(for key: Key) -> ReplayIntent? {
        switch key {
        case .space: .togglePlay
        case .right: .stepForward
        case .left: .stepBack
        case .home: .toStart
        case .end: .toEnd
        case .character("+"), .character("="): .faster
        case .character("-"), .character("_"): .slower
        case .character("?"): .showHelp
        case .character("q"), .character("Q"), .escape: .quit
        default: nil
        }
    }

    /// The keys as help lines, in the order the overlay and docs show them.
    public var entries: [ScoreboardKeymap.Entry] {
        [
            ScoreboardKeymap.Entry(keys: "Space", action: "play / pause (at the end: play again)"),
            ScoreboardKeymap.Entry(keys: "+  =", action: "faster (1× 2× 4× 8× 16× max)"),
            ScoreboardKeymap.Entry(keys: "-", action: "slower"),
            ScoreboardKeymap.Entry(keys: "→", action: "one event forward (pauses)"),
            ScoreboardKeymap.Entry(keys: "←", action: "one event back (pauses)"),
            ScoreboardKeymap.Entry(keys: "Home", action: "to the start"),
            ScoreboardKeymap.Entry(keys: "End", action: "to the end"),
            ScoreboardKeymap.Entry(keys: "?", action: "this help"),
            ScoreboardKeymap.Entry(keys: "q  Esc", action: "quit the replay"),
        ]
    }
}
