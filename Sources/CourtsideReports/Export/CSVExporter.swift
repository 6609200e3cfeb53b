import CourtsideCore

/// The box score as CSV (RFC 4180 quoting, `\n` line ends): a header row, then per team one row per
/// player and a total row whose player field is empty (no player can have an empty name).
public enum CSVExporter {
    /// The header row's fields.
    public static let header = ["team", "player"] + BoxLine.countLabels

    /// The CSV text, ending with a line end.
    public static func export(_ box: BoxScore) -> String {
        var rows = [header]
        for team in box.teams {
            for player in team.players { rows.append([team.name, player.name] + player.counts.map(String.init)) }
            rows.append([team.name, ""] + team.total.counts.map(String.init))
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// A field, quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled.
    public static func field(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0.isNewline } || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// Every `target` character replaced (no Foundation needed for this).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
