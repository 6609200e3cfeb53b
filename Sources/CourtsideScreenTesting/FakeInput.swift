import CourtsideScreen
import CourtsideViewModels

/// One scripted event a ``FakeTerminal`` hands to the run loop.
public enum FakeInput: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// No key before the timeout: the read returns ``KeyRead/timeout`` and
    /// ``FakeTerminal/onTimeout`` lets the test move its clock by the timeout.
    case wait
    /// No key, but the watched descriptors have input: the read returns ``KeyRead/wake(_:)`` with
    /// every descriptor it was asked to watch (a read watching none ends the run instead, as it
    /// would hang). ``FakeTerminal/onWake`` runs first, so a test can change what they will say.
    case wake
    /// The terminal takes a new size; the read returns ``KeyRead/resize`` as KEY_RESIZE would.
    case resize(TerminalSize)
    /// A terminating signal arrives; the read returns ``KeyRead/signal(_:)``.
    case signal(Int32)
}
