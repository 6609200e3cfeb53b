/// Maps keys to watch intents; the single source of the live view's keys, which its help overlay
/// and the docs show.
public struct WatchKeymap: Sendable {
    /// The watch keys.
    public static let standard = WatchKeymap()

    /// Creates the keymap.
    public init() {}

    /// The intent for a key, or nil when the key means nothing to a watcher.
    public func intent(for key: Key) -> WatchIntent? {
        switch key {
        case .character("?"): .showHelp
        case .character("q"), .character("Q"), .escape: .quit
        default: nil
        }
    }

    /// The keys as help lines, in the order the overlay and docs show them.
    public var entries: [HelpEntry] {
        [
            HelpEntry(keys: "?", action: "this help"),
            HelpEntry(keys: "q  Esc", action: "stop watching (the scorer goes on)"),
        ]
    }
}
