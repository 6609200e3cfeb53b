/// Why the run loop returned.
public enum RunOutcome: Hashable, Sendable {
    /// The screen said it is done (the scorer confirmed quitting).
    case done
    /// Input went away (the terminal closed); what was recorded is kept, and the screen was
    /// interrupted (a running clock's pause recorded).
    case inputClosed
    /// A terminating signal arrived; the screen was interrupted first.
    case interrupted(signal: Int32)
}
