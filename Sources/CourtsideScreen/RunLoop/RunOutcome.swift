/// Why the run loop returned.
public enum RunOutcome: Hashable, Sendable {
    /// The screen said it is done (the scorer confirmed quitting).
    case done
    /// Input went away (the terminal closed); what was recorded is kept.
    case inputClosed
}
