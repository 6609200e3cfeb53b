import CourtsideCore

/// The box score as CSV (every cell through ``CSVCell``: RFC 4180 quoting, no formulas; `\n` line
/// ends): one table, one header row.
///
/// Every row starts with the game's facts (``CSVFacts``), then says what it is: `row` is `player`
/// for a player's line (slot order, home then away) and `total` for a team's total, after its
/// players; `side` and `team` name the team, `playerId` and `player` the player (empty on a total
/// row). After the counters come the shooting figures: attempts per shot value, FGM, FGA and the
/// percentages (empty with no attempt), the stat sheet's counts, then MIN (time on court, `m:ss`),
/// SEC (the same in whole seconds, a number) and +/- (a total row: the team's, its margin).
public enum CSVExporter: CSVTable {
    /// The box score's own columns, after the facts'.
    public static let columns =
        ["row", "side", "team", "playerId", "player"] + BoxLine.countLabels + BoxLine.shootingLabels
        + StatSheetLine.labels + BoxLine.minutesCSVLabels

    /// Writes the rows without the header row: eight, each team's three players and its total.
    public static func writeRows(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        let facts = CSVFacts(box: box)
        for team in box.teams {
            let players = game.state.players(team.side)
            for (player, line) in zip(players, team.players) {
                try writer.write(facts.prefix)
                try writeRow(
                    ["player", team.side.rawValue, team.name, player.id.rawValue, line.name]
                        + line.counts.map(String.init)
                        + line.shooting.map(\.csvField) + line.sheet.counts.map(String.init) + line.minutesFields,
                    to: &writer)
            }
            try writer.write(facts.prefix)
            try writeRow(
                ["total", team.side.rawValue, team.name, "", ""] + team.total.counts.map(String.init)
                    + team.total.shooting.map(\.csvField) + team.total.sheet.counts.map(String.init)
                    + team.total.minutesFields, to: &writer)
        }
    }

    static func writeRow(_ fields: [String], to writer: inout ExportWriter) throws {
        try writer.write(CSVCell.row(fields))
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
