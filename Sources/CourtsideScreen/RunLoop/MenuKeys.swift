import CourtsideViewModels

/// The keys of a screen with one keymap, a help overlay and one way out (the game list, the
/// players, a player's page, the run board), and the two lines at its foot: one mechanism, so
/// each screen only says what is its own.
///
/// While the help is up, its keys turn its pages first; behind the too-small notice only the way
/// out acts (the quit or back key), whatever was up. In screen-reader mode (an ``announcer``) the
/// status line is the announce line: what a key changed is said there as one line, and the cursor
/// sits there, or on the help's first line while it is up.
@MainActor
struct MenuKeys<Intent: Hashable & Sendable> {
    /// The screen's keymap.
    let keymap: Keymap<Intent>
    /// The intent that leaves the screen.
    let exit: Intent
    /// The screen's help.
    let helpOverlay: HelpOverlayView
    /// Screen-reader mode's announcer; nil otherwise.
    var announcer: Announcer? = nil

    /// Gives `key` to `forward` (the view model), unless it turns a page of the help that is up.
    func handle(_ key: Key, forward: (Key) -> Void) {
        if helpOverlay.isVisible && helpOverlay.pager.handle(key) { return }
        guard let announcer else { return forward(key) }
        announcer.gather { forward(key) }
    }

    /// Screen-reader mode's cursor: the help's first line while it is up, else the start of the
    /// announce line's sentence; nil (hidden) outside the mode.
    func cursor(status: StatusLineView) -> CursorPosition? {
        guard announcer != nil else { return nil }
        return helpOverlay.firstLine ?? status.sentenceStart
    }

    /// Behind the too-small notice: the way out acts through `perform`; any other key is dropped.
    func handleBehindNotice(_ key: Key, perform: (Intent) -> Void) -> Bool {
        guard keymap.intent(for: key) == exit else { return false }
        perform(exit)
        return true
    }

    /// The way out, as the too-small notice names it.
    var noticeKeys: String { keymap.noticeLine(for: exit) }

    /// The status line and the help bar on the last two rows, the help over everything above the bar.
    func placeFoot(status: StatusLineView, helpBar: HelpBarView, in size: TerminalSize) {
        status.frame = Rect(row: size.height - 2, column: 0, width: size.width, height: 1)
        helpBar.frame = Rect(row: size.height - 1, column: 0, width: size.width, height: 1)
        helpOverlay.place(in: Rect(row: 0, column: 0, width: size.width, height: max(0, size.height - 1)))
    }
}
