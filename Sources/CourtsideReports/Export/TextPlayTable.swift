import CourtsideCore
import CourtsideText

/// The columns of a text play-by-play, `#  CLOCK  TEAM  PLAYER  SCORE  PLAY`, shared by the game as
/// it stands (``TextExporter``) and the event log (``EventsTextExporter``). Every column but the
/// last is as wide as its widest cell, known before the first line, so lines stream.
struct TextPlayTable {
    /// The names, unescaped (text is for people).
    let names: PlayerNames
    private let numberWidth: Int
    private let clockWidth: Int
    private let homeWidth: Int
    private let awayWidth: Int
    private let scorePadding: Int
    private let scoreWidth: Int
    /// The limit the game's clock counts down from, nil when it counts up: the CLOCK column shows
    /// what the board showed.
    private let countdownMs: Int64?
    private let teamWidth: Int
    private let playerWidth: Int
    /// Each player's team and name cells, padded once: a line copies them.
    private let cells: [[UInt8]]
    private let noPlayer: [UInt8]
    /// A team's cells with no player (a team's line: a shot-clock violation), home's then away's.
    private let teamOnly: [[UInt8]]

    /// The columns for lines numbered up to `lastNumber`, at clocks up to `clockMs`, with scores
    /// up to `highest`.
    init(header: GameHeader, state: GameState, lastNumber: Int, clockMs: Int64, highest: (home: Int, away: Int)) {
        names = PlayerNames(header: header, state: state, escape: { $0 })
        numberWidth = max(1, ExportWriter.digitCount(UInt64(lastNumber)))
        countdownMs = ClockFormat.countdownLimitMs(header.rules)
        // Counting down, the widest time is the limit's (the time left at the start).
        clockWidth = max(7, ClockFormat.string(ms: max(clockMs, countdownMs ?? 0)).count)
        let teams = [header.home, header.away]
        let teamWidth = max(4, teams.map { DisplayWidth.of($0.name) }.max() ?? 0)
        let playerWidth = max(6, state.playerNames.map { DisplayWidth.of($0) }.max() ?? 0)
        self.teamWidth = teamWidth
        self.playerWidth = playerWidth
        homeWidth = ExportWriter.digitCount(UInt64(highest.home))
        awayWidth = ExportWriter.digitCount(UInt64(highest.away))
        scoreWidth = max(5, homeWidth + 3 + awayWidth)
        scorePadding = scoreWidth - (homeWidth + 3 + awayWidth)
        let names = state.playerNames
        cells = PlayerID.roster.map { id in
            Array(
                (DisplayWidth.padded(header.team(id.side).name, to: teamWidth) + "  "
                    + DisplayWidth.padded(names[id.index], to: playerWidth) + "  ").utf8)
        }
        noPlayer = Array(String(repeating: " ", count: teamWidth + 2 + playerWidth + 2).utf8)
        teamOnly = [header.home, header.away].map {
            Array(
                (DisplayWidth.padded($0.name, to: teamWidth) + String(repeating: " ", count: 2 + playerWidth + 2)).utf8)
        }
    }

    /// The heading line.
    func writeHeader(to writer: inout ExportWriter) throws {
        try writer.write(DisplayWidth.padded("#", to: numberWidth, alignRight: true) + "  ")
        try writer.write(DisplayWidth.padded("CLOCK", to: clockWidth, alignRight: true) + "  ")
        try writer.write(
            DisplayWidth.padded("TEAM", to: teamWidth) + "  " + DisplayWidth.padded("PLAYER", to: playerWidth))
        try writer.write("  " + DisplayWidth.padded("SCORE", to: scoreWidth) + "  PLAY\n")
    }

    /// A line up to its PLAY column: the caller writes the words and the line end. A line with no
    /// player names `team` alone, if given.
    func writeLine(
        number: Int, clockMs: Int64, player: PlayerID?, team: Side? = nil, home: Int, away: Int,
        to writer: inout ExportWriter
    ) throws {
        try writer.write(number, width: numberWidth)
        try writer.write(spaces: 2)
        try writer.write(clockMs: clockMs, countingDownFrom: countdownMs, width: clockWidth)
        try writer.write(spaces: 2)
        try writer.write(player.map { cells[$0.index] } ?? team.map { teamOnly[$0 == .home ? 0 : 1] } ?? noPlayer)
        try writer.write(home, width: homeWidth)
        try writer.write(" - ")
        try writer.write(away)
        try writer.write(spaces: awayWidth - ExportWriter.digitCount(UInt64(away)) + scorePadding + 2)
    }
}
