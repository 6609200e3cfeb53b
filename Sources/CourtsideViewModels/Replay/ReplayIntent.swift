/// Everything a viewer can ask of a replay; keys map to these through ``ReplayKeymap``.
public enum ReplayIntent: Hashable, Sendable {
    /// Play, or pause; at the end, play again from the start.
    case togglePlay
    /// The next faster speed.
    case faster
    /// The next slower speed.
    case slower
    /// Show one more event (and pause).
    case stepForward
    /// Take back one event (and pause).
    case stepBack
    /// Go to before the first event.
    case toStart
    /// Go to after the last event.
    case toEnd
    /// Go to the position after `events` events (clamped to the game).
    case seek(events: Int)
    /// Show the keys.
    case showHelp
    /// Leave the replay; nothing to save, so no question.
    case quit
}
