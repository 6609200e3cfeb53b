import CourtsideCore
import CourtsideText

/// Fits text into a number of columns: sanitized, truncated by display width with an ellipsis,
/// never splitting a character, and padded when asked.
public enum TextFitter {
    /// The mark that shows text was cut.
    public static let ellipsis: Character = "…"

    /// `text` in display form, cut to at most `width` columns; when cut, it ends with "…".
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        // Printable ASCII is its own display form, one column a character: the clock's digits
        // and most names skip the Unicode work.
        if DisplayWidth.isPrintableASCII(text) {
            let count = text.utf8.count
            if count <= width { return text }
            return String(text.prefix(width - DisplayWidth.of(ellipsis))) + String(ellipsis)
        }
        let form = TextSanitizer.displayForm(text)
        if DisplayWidth.of(form) <= width { return form }
        let budget = width - DisplayWidth.of(ellipsis)
        var used = 0
        var result = String()
        for character in form {
            let columns = DisplayWidth.of(character)
            if used + columns > budget { break }
            used += columns
            result.append(character)
        }
        result.append(ellipsis)
        return result
    }

    /// `text` cut to `width` columns and padded with spaces to exactly `width`.
    public static func fit(_ text: String, width: Int, alignment: TextAlignment = .leading) -> String {
        let cut = truncate(text, width: width)
        let gap = width - DisplayWidth.of(cut)
        guard gap > 0 else { return cut }
        switch alignment {
        case .leading: return cut + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + cut
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + cut + String(repeating: " ", count: gap - left)
        }
    }
}
