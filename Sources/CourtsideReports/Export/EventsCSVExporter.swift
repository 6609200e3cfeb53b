import CourtsideCore
import CourtsideText

/// The event log as CSV (`--format events-csv`): one table, one header row, one row per event —
/// every play as entered, every correction, undo and redo with what was and what is now — written
/// as the events fold, each row starting with the game's facts (``CSVFacts``).
///
/// Names are the teams' and players' names (quoted as in the box score); moves, types and flags are
/// the words of the game file and the JSON export. A play's own row shows it as entered, with
/// `voided`, `deleted` and `corrected` (and the `now…` columns) saying what became of it; a
/// correction's row has the play before (`was…`) and after (`now…`).
public enum EventsCSVExporter: CSVTable {
    /// The header row's fields.
    public static let columns = [
        "seq", "clockMs", "clockText", "type", "side", "team", "player", "move", "points", "homeScore", "awayScore",
        "play", "before",
        "action", "voided", "deleted", "corrected", "wasSide", "wasTeam", "wasPlayer", "wasMove", "nowSide",
        "nowTeam", "nowPlayer", "nowMove",
    ]

    /// Writes the rows without the header row.
    public static func writeRows(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        let facts = CSVFacts(box: box)
        let names = PlayerNames(header: game.header, state: game.state, escape: CSVCell.escaped)
        let moves = Move.allCases.map {
            Array($0.rawValue.utf8)
        }
        func writeLine(_ line: PlayerMove?, points: Bool, to writer: inout ExportWriter) throws {
            guard let line else { return try writer.write(points ? ",,,,," : ",,,,") }
            try writer.write(line.player.side == .home ? ",home," : ",away,")
            try writer.write(names.team(line.player.side))
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(names.player(line.player))
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(moves[line.move.ordinal])
            if points {
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(game.header.rules.points(for: line.move))
            }
        }
        func writeNumber(_ value: Int?, to writer: inout ExportWriter) throws {
            try writer.write(byte: UInt8(ascii: ","))
            if let value { try writer.write(value) }
        }
        func writeFlag(_ flag: Bool, to writer: inout ExportWriter) throws {
            try writer.write(flag ? ",true" : ",false")
        }
        let countdownMs = ClockFormat.countdownLimitMs(game.header.rules)
        try PlayByPlay.forEachEntry(of: game) { entry in
            try writer.write(facts.prefix)
            try writer.write(entry.sequence)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(entry.clockMs)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(clockMs: entry.clockMs, countingDownFrom: countdownMs)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(entry.type)
            if entry.line == nil, let team = entry.kind.team {
                // A team call names its team and no player.
                try writer.write(team == .home ? ",home," : ",away,")
                try writer.write(names.team(team))
                try writer.write(",,,")
            } else if entry.line == nil, let player = entry.renamed?.player {
                // A join or a rename names its player (by their name now) and no move.
                try writer.write(player.side == .home ? ",home," : ",away,")
                try writer.write(names.team(player.side))
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.player(player))
                try writer.write(",,")
            } else {
                try writeLine(entry.line, points: true, to: &writer)
            }
            try writeNumber(entry.homeScore, to: &writer)
            try writeNumber(entry.awayScore, to: &writer)
            try writeNumber(entry.play, to: &writer)
            try writeNumber(entry.insertedBefore, to: &writer)
            switch entry.action {
            case .enter: try writer.write(",play")
            case .amend: try writer.write(",correction")
            case .delete: try writer.write(",deletion")
            case .setClock: try writer.write(",clock")
            case .credit: try writer.write(",assist")
            case .timeout, .possession, .shotClockReset, .violation: try writer.write(",call")
            case .substitution: try writer.write(",substitution")
            case .join: try writer.write(",join")
            case .rename: try writer.write(",rename")
            case nil: try writer.write(byte: UInt8(ascii: ","))
            }
            try writeFlag(entry.isVoided, to: &writer)
            try writeFlag(entry.isDeleted, to: &writer)
            try writeFlag(entry.isCorrected, to: &writer)
            try writeLine(entry.was, points: false, to: &writer)
            try writeLine(entry.now, points: false, to: &writer)
            try writer.write(byte: UInt8(ascii: "\n"))
        }
    }

}
