/// A rectangle of the terminal that one view draws into (an ncurses window).
///
/// Text is written as given: callers fit it to the surface first (``TextFitter``), so nothing
/// wraps and no wide character is split at the edge.
@MainActor
public protocol TerminalSurface: AnyObject {
    /// Where the surface sits on the terminal.
    var rect: Rect { get }
    /// Blanks the surface.
    func erase()
    /// Writes `text` at a cell relative to the surface, in `style`.
    func put(_ text: String, row: Int, column: Int, style: TextStyle)
    /// Copies the surface to the pending frame (ncurses: `touchwin` + `wnoutrefresh`); nothing reaches
    /// the terminal until ``TerminalDriver/flush()``.
    func stage()
    /// Releases the surface; it must not be used afterwards.
    func close()
}
