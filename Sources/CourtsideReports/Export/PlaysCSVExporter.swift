import CourtsideCore
import CourtsideText

/// The play-by-play as CSV (`--format plays-csv`): one table, one header row, one row per play as
/// the game stands, and per call, substitution and name change that stands (``StandingPlays``,
/// `withCalls`), each row starting with the game's facts (``CSVFacts``).
///
/// A corrected play shows its player and move as they are now, with what was first entered in the
/// `was…` columns; summing `points` by player gives the box score. A call's row says what it was
/// in `move`, by its event's type word (`timeout`, `sub`, `rename`, …), with 0 points: a
/// substitution names who came on, and who went off in `was…`; a rename the new name, and the old
/// one in `wasPlayer`.
public enum PlaysCSVExporter: CSVTable {
    /// The play-by-play's own columns, after the facts'.
    public static let columns = [
        "play", "clockMs", "clockText", "side", "team", "playerId", "player", "move", "points", "homeScore",
        "awayScore", "insertedBefore", "corrected", "wasSide", "wasTeam", "wasPlayer", "wasMove", "assistPlayerId",
        "assist",
    ]

    /// Writes the rows without the header row.
    public static func writeRows(_ game: some GameLog, box: BoxScore, to writer: inout ExportWriter) throws {
        let facts = CSVFacts(box: box)
        let names = PlayerNames(header: game.header, state: game.state, escape: CSVCell.escaped)
        let sides = [Array("home".utf8), Array("away".utf8)]
        let ids = PlayerID.roster.map { Array($0.rawValue.utf8) }
        func writePlayer(_ line: PlayerMove, id: Bool, to writer: inout ExportWriter) throws {
            try writer.write(sides[line.player.side == .home ? 0 : 1])
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(names.team(line.player.side))
            try writer.write(byte: UInt8(ascii: ","))
            if id {
                try writer.write(ids[line.player.index])
                try writer.write(byte: UInt8(ascii: ","))
            }
            try writer.write(names.player(line.player))
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.move.rawValue)
        }
        let countdownMs = ClockFormat.countdownLimitMs(game.header.rules)
        func writeCall(_ line: StandingPlay, _ call: ScorerAction.Kind, to writer: inout ExportWriter) throws {
            if let team = line.team {
                try writer.write(sides[team == .home ? 0 : 1])
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.team(team))
            } else {
                try writer.write(byte: UInt8(ascii: ","))
            }
            try writer.write(byte: UInt8(ascii: ","))
            if let player = line.player {
                try writer.write(ids[player.index])
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(call.isNameChange ? names.escaped(line.renamed?.to ?? "") : names.player(player))
            } else {
                try writer.write(byte: UInt8(ascii: ","))
            }
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(callWord(call))
            try writer.write(",0,")
            try writer.write(line.homeScore)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.awayScore)
            // insertedBefore and corrected; then who was there before: the player who went off, the
            // old name.
            try writer.write(",,false,")
            switch call {
            case .substitution(let off, _):
                try writer.write(sides[off.side == .home ? 0 : 1])
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.team(off.side))
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.player(off))
                try writer.write(byte: UInt8(ascii: ","))
            case .rename(let player) where line.renamed != nil:
                try writer.write(sides[player.side == .home ? 0 : 1])
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.team(player.side))
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.escaped(line.renamed?.from ?? ""))
                try writer.write(byte: UInt8(ascii: ","))
            default:
                try writer.write(",,,")
            }
            // No assist.
            try writer.write(",,\n")
        }
        try StandingPlays.forEach(in: game.state, withCalls: true) { line in
            try writer.write(facts.prefix)
            try writer.write(line.play)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.clockMs)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(clockMs: line.clockMs, countingDownFrom: countdownMs)
            try writer.write(byte: UInt8(ascii: ","))
            // A call (a team's shot-clock violation among them: the team, no player, move
            // `violation`) has no player's move.
            guard let current = line.current else {
                return try line.call.map { try writeCall(line, $0, to: &writer) } ?? ()
            }
            try writePlayer(current, id: true, to: &writer)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.points)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.homeScore)
            try writer.write(byte: UInt8(ascii: ","))
            try writer.write(line.awayScore)
            try writer.write(byte: UInt8(ascii: ","))
            if let before = line.insertedBefore { try writer.write(before) }
            if let entered = line.entered {
                try writer.write(",true,")
                try writePlayer(entered, id: false, to: &writer)
            } else {
                try writer.write(",false,,,,")
            }
            try writer.write(byte: UInt8(ascii: ","))
            if let passer = line.assist {
                try writer.write(ids[passer.index])
                try writer.write(byte: UInt8(ascii: ","))
                try writer.write(names.player(passer))
            } else {
                try writer.write(byte: UInt8(ascii: ","))
            }
            try writer.write(byte: UInt8(ascii: "\n"))
        }
    }

    /// A call's `move` cell: its event's type word in the game file, as the event kind says it.
    private static func callWord(_ call: ScorerAction.Kind) -> String {
        let event: GameEventKind? =
            switch call {
            case .timeout(let side): .timeout(side)
            case .possession(let side): .possession(side)
            case .shotClockReset: .shotClockReset
            case .violation(let side): .violation(side)
            case .substitution(let off, let on): .substitution(off: off, on: on)
            case .join(let player): .join(player.side, name: "")
            case .rename(let player): .rename(player, name: "")
            case .enter, .amend, .delete, .credit, .setClock: nil
            }
        return event?.typeName ?? ""
    }
}
