import CourtsideViewModels

/// One full-screen page the run loop drives: the scoreboard, the game list, the creator form
/// or a replay. A screen owns its views and its view model; the run loop owns the
/// terminal, the clock and the render pass.
@MainActor
public protocol Screen: AnyObject {
    /// The smallest terminal it lays out in; below it the run loop shows a "too small" notice.
    var minimumSize: TerminalSize { get }
    /// The views, back to front (overlays last).
    var views: [any ScreenView] { get }
    /// Places the views for a terminal of `size` (at least ``minimumSize``).
    func layout(in size: TerminalSize)
    /// Handles a key (a resize is no key: the run loop lays out again instead).
    func handle(_ key: Key)
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
}

extension Screen {
    /// Nothing to record: only a live scoreboard has a clock whose time would be lost.
    public func interrupt() {}
}
