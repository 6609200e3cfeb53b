import CourtsideCore

extension TextSanitizer {
    /// The display form of `text` measured as ncursesw measures it (``TextWidth``), so a view's
    /// idea of a cell and the terminal's never differ.
    public static func displayForm(_ text: String) -> String {
        displayForm(text, columns: TextWidth.columns(of:))
    }
}
