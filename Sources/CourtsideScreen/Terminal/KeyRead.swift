import CourtsideViewModels

/// What one read from the terminal gave.
public enum KeyRead: Hashable, Sendable {
    /// A key (or a resize).
    case key(Key)
    /// The timeout passed with no key.
    case timeout
    /// No key, but some of the other descriptors the read watched became readable (those listed):
    /// whoever asked for them reads them (a followed game's change notifications).
    case wake([Int32])
    /// Input is gone (the terminal hung up or stdin closed): the run loop must end, not spin.
    case inputClosed
}
