/// A key press, as the view models see it: plain values, no terminal codes.
///
/// The screen layer turns what the terminal sends into these; everything from here on is tested
/// without a terminal.
public enum Key: Hashable, Sendable {
    /// A printable character (not space).
    case character(Character)
    /// The space bar.
    case space
    /// Enter / Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (or Delete on keyboards that send it for backspace).
    case backspace
    /// Escape.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// The terminal changed size.
    case resize
}
