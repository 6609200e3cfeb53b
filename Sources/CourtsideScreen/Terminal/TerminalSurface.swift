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
    /// Copies only the lines written since the surface was last staged (ncurses: `wnoutrefresh`
    /// without touching): right for a surface drawn this frame that nothing staged in this frame
    /// overlaps, and on a running clock's tenth it copies one line instead of the whole header.
    func stageChanges()
    /// Releases the surface; it must not be used afterwards.
    func close()
}

extension TerminalSurface {
    /// A surface that cannot tell what changed stages everything.
    public func stageChanges() {
        stage()
    }
}
