import CourtsideViewModels

/// One full-screen page the run loop drives: the scoreboard, the game list, the creator form
/// or a replay. A screen owns its views and its view model; the run loop owns the
/// terminal, the clock and the render pass.
@MainActor
public protocol Screen: AnyObject {
    /// The smallest terminal it lays out in; below it the run loop shows a "too small" notice.
    var minimumSize: TerminalSize { get }
    /// The views, back to front (overlays last). They change only when the screen asks for a
    /// layout (``needsLayout``): the renderer matches its record of them in a layout, not every frame.
    var views: [any ScreenView] { get }
    /// Places the views for a terminal of `size` (at least ``minimumSize``).
    func layout(in size: TerminalSize)
    /// Handles a key (a resize is no key: the run loop lays out again instead).
    func handle(_ key: Key)
    /// Takes a key typed while the terminal is smaller than ``minimumSize`` and the too-small
    /// notice hides the screen: only the way out acts (the quit key, and the answer to the
    /// question it asks), so nothing is scored unseen; any other key is dropped. Returns whether
    /// the key acted, so the notice is drawn again to say what it did.
    func handleBehindNotice(_ key: Key) -> Bool
    /// The line the too-small notice gives the keys that work there (``handleBehindNotice(_:)``):
    /// `q quit`, or the question quitting asked.
    var noticeKeys: String { get }
    /// Lets time-driven values catch up with a monotonic reading (the clock's tenths).
    func tick(now: Int64)
    /// How long the next read may wait, in ms, for something time-driven to change; nil to block.
    func timeoutMs(now: Int64) -> Int?
    /// Whether the screen is finished; the run loop returns when it is.
    var isDone: Bool { get }
    /// The program is ending without the scorer asking (a terminating signal, the terminal gone):
    /// record whatever must not be lost, such as a running clock's pause. The run loop returns
    /// right after.
    func interrupt()
    /// Descriptors the run loop waits on besides the keyboard (a followed game's change
    /// notifications); when one is readable the loop calls ``wake()``. Empty for most screens.
    var wakeDescriptors: [Int32] { get }
    /// One of ``wakeDescriptors`` is readable: read what it says.
    func wake()
    /// How many buzzers sounded since the last call (the run loop rings the bell once for each,
    /// after the frame that shows why).
    func takeBells() -> Int
    /// Where the hardware cursor sits after each frame: screen-reader mode's announce line; nil
    /// leaves it hidden.
    var cursor: CursorPosition? { get }
    /// Whether the screen's set of views changed since it was last laid out (a game appeared on
    /// a screen that was waiting for one): the run loop lays it out again.
    var needsLayout: Bool { get }
}

extension Screen {
    /// Drops every key: nothing leaves from behind the notice but a signal.
    public func handleBehindNotice(_ key: Key) -> Bool { false }
    /// Ctrl-C, the one way out when no key works.
    public var noticeKeys: String { "Ctrl-C quits" }
    /// Nothing is timed: a menu, a form or a table changes only on a key.
    public func tick(now: Int64) {}
    /// Nothing changes by itself: the read blocks.
    public func timeoutMs(now: Int64) -> Int? { nil }
    /// Nothing to record: only a live scoreboard has a clock whose time would be lost.
    public func interrupt() {}
    /// None: only keys, time and signals wake the screen.
    public var wakeDescriptors: [Int32] { [] }
    /// Nothing to read.
    public func wake() {}
    /// The views stay the same.
    public var needsLayout: Bool { false }
    /// No cursor: only a board in screen-reader mode shows one.
    public var cursor: CursorPosition? { nil }
    /// No buzzer: only a board has one.
    public func takeBells() -> Int { 0 }
}
