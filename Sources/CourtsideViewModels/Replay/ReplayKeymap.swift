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
    public var entries: [HelpEntry] {
        [
            HelpEntry(keys: "Space", action: "play / pause (at the end: play again)"),
            HelpEntry(keys: "+  =", action: "faster (1× 2× 4× 8× 16× max)"),
            HelpEntry(keys: "-", action: "slower"),
            HelpEntry(keys: "→", action: "one event forward (pauses)"),
            HelpEntry(keys: "←", action: "one event back (pauses)"),
            HelpEntry(keys: "Home", action: "to the start"),
            HelpEntry(keys: "End", action: "to the end"),
            HelpEntry(keys: "?", action: "this help"),
            HelpEntry(keys: "q  Esc", action: "quit the replay"),
        ]
    }
}
