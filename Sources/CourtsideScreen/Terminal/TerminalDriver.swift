/// What the screen layer needs from a terminal: surfaces to draw into, one flush per frame, keys.
///
/// A frame is: draw into the surfaces of the views that changed, ``TerminalSurface/stage()`` each
/// (ncurses: `wnoutrefresh`), then ``flush()`` once (ncurses: `doupdate`), so the terminal receives
/// one batch of the smallest changes. ``NcursesTerminal`` drives a real terminal; ``FakeTerminal``
/// keeps a grid in memory for tests.
@MainActor
public protocol TerminalDriver: AnyObject {
    /// The current size (after the latest resize was read).
    var size: TerminalSize { get }
    /// Whether colour accents are shown (the terminal has colour and NO_COLOR is unset or empty).
    var hasColors: Bool { get }

    /// A new surface (an ncurses window) covering `rect`, which must lie inside ``size``.
    func makeSurface(_ rect: Rect) -> any TerminalSurface
    /// Forgets everything on screen so the next frame repaints all of it (after a resize).
    func clearScreen()
    /// Sends everything staged since the last flush to the terminal in one write.
    func flush()
    /// Leaves the hardware cursor at `row`, `column` after the next flush (screen-reader mode: on
    /// the announce line); nil hides it where it can be hidden.
    func placeCursor(at position: CursorPosition?)
    /// Sounds the buzzer: the terminal's bell (BEL), and a flash of the screen where it has one.
    func bell()
    /// Reads a key, waiting at most `timeoutMs` milliseconds, or without limit when nil; while it
    /// waits, it also watches `descriptors` for input and returns ``KeyRead/wake(_:)`` with the
    /// readable ones. Keys come first: a key already typed is returned before any wake.
    func readKey(timeoutMs: Int?, alsoWatching descriptors: [Int32]) -> KeyRead
}

extension TerminalDriver {
    /// Reads a key, waiting at most `timeoutMs` milliseconds, or without limit when nil.
    public func readKey(timeoutMs: Int?) -> KeyRead {
        readKey(timeoutMs: timeoutMs, alsoWatching: [])
    }
}
