/// The one 3×5 block font of the board: the score, and on an audience board (``ScoreboardLayout/isLarge``)
/// the clock, the team names and FINAL, drawn at one or more columns and rows per pixel.
enum BlockFont {
    /// Rows of the font.
    static let height = 5

    private static let font: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"],
        "1": [" # ", "## ", " # ", " # ", "###"],
        "2": ["###", "  #", "###", "#  ", "###"],
        "3": ["###", "  #", "###", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"],
        "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"],
        "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"],
        "9": ["###", "# #", "###", "  #", "###"],
        "-": ["   ", "   ", "###", "   ", "   "],
        ":": ["   ", " # ", "   ", " # ", "   "],
        ".": ["   ", "   ", "   ", "   ", " # "],
        " ": ["   ", "   ", "   ", "   ", "   "],
        "'": [" # ", " # ", "   ", "   ", "   "],
        "A": [" # ", "# #", "###", "# #", "# #"],
        "B": ["## ", "# #", "## ", "# #", "## "],
        "C": [" ##", "#  ", "#  ", "#  ", " ##"],
        "D": ["## ", "# #", "# #", "# #", "## "],
        "E": ["###", "#  ", "## ", "#  ", "###"],
        "F": ["###", "#  ", "## ", "#  ", "#  "],
        "G": [" ##", "#  ", "# #", "# #", " ##"],
        "H": ["# #", "# #", "###", "# #", "# #"],
        "I": ["###", " # ", " # ", " # ", "###"],
        "J": ["  #", "  #", "  #", "# #", " # "],
        "K": ["# #", "# #", "## ", "# #", "# #"],
        "L": ["#  ", "#  ", "#  ", "#  ", "###"],
        "M": ["# #", "###", "###", "# #", "# #"],
        "N": ["## ", "# #", "# #", "# #", "# #"],
        "O": [" # ", "# #", "# #", "# #", " # "],
        "P": ["## ", "# #", "## ", "#  ", "#  "],
        "Q": [" # ", "# #", "# #", "## ", " ##"],
        "R": ["## ", "# #", "## ", "# #", "# #"],
        "S": [" ##", "#  ", " # ", "  #", "## "],
        "T": ["###", " # ", " # ", " # ", " # "],
        "U": ["# #", "# #", "# #", "# #", "###"],
        "V": ["# #", "# #", "# #", "# #", " # "],
        "W": ["# #", "# #", "###", "###", "# #"],
        "X": ["# #", "# #", " # ", "# #", "# #"],
        "Y": ["# #", "# #", " # ", " # ", " # "],
        "Z": ["###", "  #", " # ", "#  ", "###"],
    ]

    /// Whether the font draws every character of `text` (letters in capitals).
    static func draws(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { font[$0] != nil }
    }

    /// The rows of `text` at `scale` columns and `rowScale` rows per pixel, one pixel of gap
    /// between glyphs; nil for characters the font lacks.
    static func rows(_ text: String, scale: Int, rowScale: Int = 1) -> [String]? {
        var rows = Array(repeating: "", count: height)
        for (index, character) in text.enumerated() {
            guard let glyph = font[character] else { return nil }
            for row in 0..<height {
                if index > 0 { rows[row] += String(repeating: " ", count: scale) }
                for pixel in glyph[row] {
                    rows[row] += String(repeating: pixel == "#" ? "█" : " ", count: scale)
                }
            }
        }
        return rowScale <= 1 ? rows : rows.flatMap { Array(repeating: $0, count: rowScale) }
    }

    /// Rows of the font drawn with half blocks (▀ ▄ █), two pixel rows to a character row.
    static let halfHeight = (height + 1) / 2

    /// The rows of `text` at half height (``halfHeight`` rows: a compact board), `scale` columns
    /// per pixel; nil for characters the font lacks.
    static func halfRows(_ text: String, scale: Int) -> [String]? {
        guard let full = rows(text, scale: scale) else { return nil }
        return stride(from: 0, to: height, by: 2).map { top in
            let upper = Array(full[top])
            let lower = top + 1 < height ? Array(full[top + 1]) : Array(repeating: " ", count: upper.count)
            return String(
                zip(upper, lower).map { pair -> Character in
                    switch (pair.0 != " ", pair.1 != " ") {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    /// Columns `text` takes at `scale`: the font's one width function (every glyph three pixels
    /// wide, one between glyphs).
    static func width(_ text: String, scale: Int) -> Int {
        let count = text.count
        return count == 0 ? 0 : (count * 3 + (count - 1)) * scale
    }

    /// Columns from the start of `text` to its glyph at `index`, at `scale`.
    static func offset(ofGlyph index: Int, scale: Int) -> Int {
        index * 4 * scale
    }
}
