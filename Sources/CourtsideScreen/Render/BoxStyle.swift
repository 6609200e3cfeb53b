/// The line a panel's border is drawn with (Unicode box drawing through ncursesw).
public enum BoxStyle: Hashable, Sendable {
    /// Thin lines: a normal panel.
    case light
    /// Thick lines: the selected panel, visible without colour.
    case heavy
    /// Dashed lines: a locked panel after FINAL.
    case dashed

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var glyphs:
        (
            topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: String,
            vertical: String
        )
    {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .dashed: ("┌", "┐", "└", "┘", "╌", "╎")
        }
    }
}
