import CourtsideViewModels

/// What one read from the terminal gave.
public enum KeyRead: Hashable, Sendable {
    /// A key or key sequence, decoded (an escape sequence becomes one key).
    case key(Key)
    /// The terminal changed size: the run loop lays the screen out again; no view model hears of it.
    case resize
    /// The timeout passed with no key.
    case timeout
    /// No key, but some of the other descriptors the read watched became readable (those listed):
    /// whoever asked for them reads them (a followed game's change notifications).
    case wake([Int32])
    /// Input is gone (the terminal hung up or stdin closed): the run loop must end, not spin.
    case inputClosed
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP) arrived: the run loop lets the screen record
    /// what it must and ends (see ``TerminalSignals``).
    case signal(Int32)
}
