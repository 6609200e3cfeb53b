/// One binding line of the keys file, split into words: `scoreboard select.home.1 u 1`.
struct KeyFileLine: Sendable {
    /// The line's number, from 1.
    let number: Int
    /// The screen's name.
    let screen: String
    /// The action's name.
    let action: String
    /// The key names, as written.
    let keyNames: [String]

    /// The words of `text` before any comment (a word starting with `#`); nil for a line with no
    /// words (blank, or a comment alone).
    static func words(of text: Substring) -> [Substring]? {
        var words: [Substring] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
            if word.hasPrefix("#") { break }
            words.append(word)
        }
        return words.isEmpty ? nil : words
    }
}
