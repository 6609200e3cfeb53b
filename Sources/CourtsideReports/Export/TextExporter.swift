import CourtsideCore

/// The plain-text export: the result, one box-score table per team with its total row, the
/// play-by-play and the worm chart. Columns are padded by terminal width, so names in any script
/// line up in a monospaced font.
public enum TextExporter {
    /// The text, ending with a line end.
    public static func export(_ box: BoxScore, plays: PlayByPlay, chart: [String]) -> String {
        var lines: [String] = []
        lines.append(
            "\(box.home.name) \(ScoreFormat.string(home: box.home.score, away: box.away.score)) \(box.away.name)")
        lines.append(box.headline)
        lines.append(
            "game \(box.id) · duration \(box.duration) · to \(box.rules.target), win by \(box.rules.winBy)")
        let nameWidth = max(
            DisplayWidth.of("Total"),
            box.teams.flatMap { [$0.name] + $0.players.map(\.name) }.map(DisplayWidth.of).max() ?? 0)
        for team in box.teams {
            lines.append("")
            lines.append(tableRow(team.name, BoxLine.countLabels, nameWidth: nameWidth))
            for player in team.players {
                lines.append(tableRow("  " + player.name, player.counts.map(String.init), nameWidth: nameWidth))
            }
            lines.append(tableRow("  Total", team.total.counts.map(String.init), nameWidth: nameWidth))
        }
        lines.append("")
        lines.append("Play-by-play")
        if plays.entries.isEmpty {
            lines.append("  no events yet")
        } else {
            lines += playLines(plays)
        }
        lines.append("")
        lines.append("Score progression")
        lines += chart
        return lines.map(trimmingTrailingSpaces).joined(separator: "\n") + "\n"
    }

    private static func tableRow(_ name: String, _ cells: [String], nameWidth: Int) -> String {
        DisplayWidth.padded(name, to: nameWidth + 2) + cells.map { pad($0, 6) }.joined()
    }

    private static func playLines(_ plays: PlayByPlay) -> [String] {
        let entries = plays.entries
        let numberWidth = max(1, String(entries.last?.sequence ?? 0).count)
        let teamWidth = max(4, entries.map { DisplayWidth.of($0.teamName ?? "") }.max() ?? 0)
        let playerWidth = max(6, entries.map { DisplayWidth.of($0.playerName ?? "") }.max() ?? 0)
        let playWidth = max(4, entries.map { $0.play.count }.max() ?? 0)
        let clockWidth = max(7, entries.map { ClockFormat.string(ms: $0.clockMs).count }.max() ?? 0)
        func line(_ number: String, _ clock: String, _ team: String, _ player: String, _ play: String, _ score: String)
            -> String
        {
            pad(number, numberWidth) + "  " + pad(clock, clockWidth) + "  "
                + DisplayWidth.padded(team, to: teamWidth) + "  " + DisplayWidth.padded(player, to: playerWidth) + "  "
                + DisplayWidth.padded(play, to: playWidth) + "  " + score
        }
        var lines = [line("#", "CLOCK", "TEAM", "PLAYER", "PLAY", "SCORE")]
        lines.reserveCapacity(entries.count + 1)
        for entry in entries {
            lines.append(
                line(
                    String(entry.sequence), ClockFormat.string(ms: entry.clockMs), entry.teamName ?? "",
                    entry.playerName ?? "", entry.play, entry.score))
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        DisplayWidth.padded(text, to: max(width, DisplayWidth.of(text)), alignRight: true)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
