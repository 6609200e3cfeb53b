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
    /// Move by `events` events, back when negative (a page of ten with PgUp/PgDn), clamped to the
    /// game; pauses, as a step does.
    case skip(events: Int)
    /// Move the replay clock by `ms` of game time, back when negative (a minute with `[` `]`), and
    /// show the events up to it; keeps playing if it was, as a seek does.
    case skipTime(ms: Int64)
    /// Show the keys.
    case showHelp
    /// Leave the replay; nothing to save, so no question.
    case quit

    /// Events a page key (PgUp, PgDn) moves by.
    public static let pageEvents = 10
    /// Game time a minute key (`[`, `]`) moves by.
    public static let minuteMs: Int64 = 60_000
}
