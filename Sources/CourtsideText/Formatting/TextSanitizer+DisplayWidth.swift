import CourtsideCore

extension TextSanitizer {
    /// The display form of `text` measured by ``DisplayWidth``, so a view's idea of a cell, the
    /// chart's and the terminal's never differ.
    public static func displayForm(_ text: String) -> String {
        displayForm(text) { DisplayWidth.of($0) }
    }
}
