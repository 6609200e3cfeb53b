import CourtsideCore

/// The box score and play-by-play as Markdown: a heading with the result, one table per team (its
/// players and a bold total row) and a play-by-play table; voided moves are struck through.
public enum MarkdownExporter {
    /// The Markdown text.
    public static func export(_ box: BoxScore, plays: PlayByPlay) -> String {
        var out = "# \(escape(box.home.name)) \(box.home.score) - \(box.away.score) \(escape(box.away.name))\n\n"
        out += "\(escape(box.headline)) · game `\(box.id)` · duration \(box.duration)"
        out += " · to \(box.rules.target), win by \(box.rules.winBy)\n"
        for team in box.teams {
            out += "\n## \(escape(team.name))\n\n"
            out += row(["Player"] + BoxLine.countLabels)
            out += row(Array(repeating: "---", count: 1) + Array(repeating: "---:", count: BoxLine.countLabels.count))
            for player in team.players { out += row([escape(player.name)] + player.counts.map(String.init)) }
            out += row(["**Total**"] + team.total.counts.map { "**\($0)**" })
        }
        out += "\n## Play-by-play\n\n"
        if plays.entries.isEmpty {
            out += "No events yet.\n"
            return out
        }
        out += row(["#", "Clock", "Team", "Player", "Play", "Score"])
        out += row(["---:", "---:", "---", "---", "---", "---:"])
        for entry in plays.entries {
            let play = entry.isVoided ? "~~\(escape(entry.play))~~" : escape(entry.play)
            out += row([
                String(entry.sequence), ClockFormat.string(ms: entry.clockMs), escape(entry.teamName ?? ""),
                escape(entry.playerName ?? ""), play, entry.score,
            ])
        }
        return out
    }

    /// Text made literal in a table cell: `|` would end the cell, and the others would turn into
    /// emphasis, code, links or HTML.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\|*_`[]<>~#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }
}
