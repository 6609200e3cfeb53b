import CourtsideCore
import CourtsideText

/// Breaks text into lines of at most a number of columns, at spaces where it can and inside a word
/// only when the word alone is wider than a line; never splitting a character.
public enum TextWrapper {
    /// `text` in display form, in lines of at most `width` columns; at most `maxLines` lines, the
    /// last ending in "…" when text was left over.
    public static func lines(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in TextSanitizer.displayForm(text).split(separator: " ") {
            let wordWidth = DisplayWidth.of(String(word))
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 {
                lines.append(line)
                line = ""
                used = 0
            }
            for character in word {
                let columns = DisplayWidth.of(character)
                if used + columns > width, used > 0 {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                line.append(character)
                used += columns
            }
        }
        if used > 0 { lines.append(line) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = TextFitter.truncate(kept[maxLines - 1] + " " + lines[maxLines], width: width)
        if !kept[maxLines - 1].hasSuffix(String(TextFitter.ellipsis)) {
            kept[maxLines - 1] = TextFitter.truncate(kept[maxLines - 1] + String(TextFitter.ellipsis), width: width)
        }
        return kept
    }
}
