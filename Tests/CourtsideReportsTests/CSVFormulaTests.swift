import CourtsideCore
import CourtsideTesting
import CourtsideText
import Testing

@testable import CourtsideReports

/// Issue 41 item 2: no CSV courtside writes hands a spreadsheet a formula. A cell that starts with
/// `=`, `+`, `-`, `@`, a tab or a line break and is not a plain number starts with `'` instead, in
/// every CSV (the three CSV exports, `export --all`, the `players`, `leaders` and `player` tables,
/// `run export`), headers included; a number (`-1`, plus/minus) stays a number.
@Suite("CSV cells are never formulas")
struct CSVFormulaTests {
    /// The names an attacker gives: a link, a command (DDE), a function, a sum.
    static let hostile = [#"=HYPERLINK("http://x","y")"#, "+cmd|' /C calc'!A0", "@SUM(1)", "-2+3"]

    /// A finished game whose teams and scoring players carry the hostile names: home wins 2-1, so
    /// away's players are at -1.
    static func game() throws -> Game {
        let header = try GameFixtures.header(
            id: "csvf0001", home: hostile[0], homePlayers: [hostile[0], hostile[1], hostile[2]], away: hostile[1],
            awayPlayers: [hostile[3], "Plain", "x"], target: 2, winBy: 1)
        var game = Game(header: header)
        let home = { PlayerID(side: .home, number: $0) }
        try GameFixtures.play(
            &game,
            [
                .clockStarted, .move(PlayerID(side: .away, number: 1), .onePoint), .move(home(2), .rebound),
                .move(home(3), .assist), .move(home(1), .twoPoints),
            ], clockMs: 1_000)
        return game
    }

    /// Whether a cell is a plain number a spreadsheet reads as one: a sign, digits, a decimal part.
    static func isPlainNumber(_ cell: String) -> Bool {
        cell.wholeMatch(of: /[+-]?[0-9]+(\.[0-9]+)?/) != nil
    }

    /// Checks every cell of `csv`: none is a formula (a first character, after spaces, of
    /// `= + - @`, tab or a line break, unless a plain number), no number was made text (`'-1`), and
    /// each hostile name in `names` is there with its `'` and never bare. Returns the cells.
    @discardableResult
    static func check(
        _ csv: String, names: [String] = hostile, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let cells = CSVTable.records(csv).flatMap { $0 }
        for cell in cells {
            let first = cell.first { $0 != " " }
            let formula = first.map { "=+-@\t\r\n".contains($0) } ?? false
            #expect(!formula || isPlainNumber(cell), "\(what): a formula: \(cell)", sourceLocation: sourceLocation)
            #expect(
                !(cell.hasPrefix("'") && isPlainNumber(String(cell.dropFirst()))),
                "\(what): a number made text: \(cell)", sourceLocation: sourceLocation)
        }
        for name in names {
            #expect(cells.contains("'" + name), "\(what): \(name) with its quote", sourceLocation: sourceLocation)
            #expect(!cells.contains(name), "\(what): \(name) bare", sourceLocation: sourceLocation)
        }
        return cells
    }

    @Test(
        "every CSV export: hostile team and player names start with a quote; numbers stay numbers",
        arguments: ExportFormat.allCases.filter(\.isCSV))
    func exports(format: ExportFormat) throws {
        let game = try Self.game()
        Self.check(Exporter.export(game, format: format), "\(format)")
        let sink = MemorySink()
        var table = try TableExport(format: format, sink: sink)
        try table.add(game)
        try table.add(game)
        try table.finish()
        Self.check(sink.text, "--all \(format)")
    }

    @Test("the box score's +/- heading is text, and its values (-1) are numbers")
    func plusMinus() throws {
        let table = CSVTable(Exporter.export(try Self.game(), format: .csv))
        #expect(table.header.last == "'+/-" && !table.header.contains("+/-"))
        let away = table.rows.filter { $0["side"] == "away" }
        #expect(away.count == 4 && away.allSatisfy { $0["'+/-"] == "-1" }, "\(away.map { $0["'+/-"] })")
        #expect(table.rows.filter { $0["side"] == "home" }.allSatisfy { $0["'+/-"] == "1" })
    }

    @Test("players, leaders and a player's game log as CSV: names and teams quoted, plus/minus numeric")
    func statsTables() throws {
        let record = GameRecord(game: try Self.game(), location: "csvf0001")
        let directory = PlayerDirectory(records: [record], registry: PlayerRegistry())
        let players = PlayerTables.players(directory)
        Self.check(players.csv, "players")
        let leaders = PlayerTables.leaders(directory, by: "points", minGames: 1, sinceMs: nil)
        Self.check(leaders.csv, "leaders")
        let minus = CSVTable(leaders.csv).rows.filter { $0["player"] == "'-2+3" }
        #expect(minus.count == 1 && minus.first?["plus_minus"] == "-1")
        let entry = try #require(directory.entries.values.first { $0.name == Self.hostile[3] })
        let log = PlayerTables.gameLog(entry.games, dateFormat: LocalDateFormat(fixedOffsetSeconds: 0))
        let cells = Self.check(log.csv, names: [Self.hostile[0], Self.hostile[1]], "game log")
        #expect(CSVTable(log.csv).rows.first?["plus_minus"] == "-1", "\(cells)")
        let summary = PlayerTables.summary(entry)
        Self.check(summary.csv, names: [Self.hostile[3]], "player summary")
    }

    @Test("run export as CSV: hostile player names quoted")
    func run() throws {
        let settings = RunSettings(
            id: GameID(rawValue: "run00001")!, createdMs: 1_763_712_000_000, rules: RulesPreset.pickup.rules,
            rotation: .standard, making: .arrival)
        let game = GameID(rawValue: "game0001")!
        let names = Self.hostile + ["Eve", "Flo"]
        let home = Array(names[0..<3])
        let away = Array(names[3..<6])
        let kinds: [RunEntry.Kind] =
            names.map { .arrive(name: $0) } + [
                .team(players: home), .team(players: away), .start(game: game, home: home, away: away),
                .finish(game: game, homeScore: 15, awayScore: 11, homePoints: [9, 6, 0], awayPoints: [5, 5, 1]),
            ]
        let state = try RunState(
            settings: settings,
            entries: kinds.enumerated().map { RunEntry(sequence: $0.offset + 1, wallMs: 0, kind: $0.element) })
        Self.check(RunExport.export(state, format: .csv), "run export")
    }

    @Test("the one CSV cell: quoting, formulas neutralised, plain numbers left alone")
    func cell() {
        #expect(CSVCell.escaped("=1+1") == "'=1+1")
        #expect(CSVCell.escaped(#"=HYPERLINK("http://x","y")"#) == #""'=HYPERLINK(""http://x"",""y"")""#)
        #expect(CSVCell.escaped("+/-") == "'+/-")
        #expect(CSVCell.escaped("\tx") == "'\tx" && CSVCell.escaped("\rx") == "\"'\rx\"")
        #expect(CSVCell.escaped(" =1") == "' =1", "a spreadsheet that trims spaces would see the =")
        for number in ["-2", "-0.5", "+3", "0", "66.7", "-10"] {
            #expect(CSVCell.escaped(number) == number, "\(number)")
        }
        for notNumber in ["-", "+", "-2+3", "-.5", "-1e5", "--1", "-1.", "- 1"] {
            #expect(CSVCell.escaped(notNumber).hasPrefix("'"), "\(notNumber)")
        }
        #expect(CSVCell.escaped("Ann") == "Ann" && CSVCell.escaped("") == "" && CSVCell.escaped("a-b") == "a-b")
        #expect(CSVCell.escaped(" x") == "\" x\"" && CSVCell.escaped("line\nbreak") == "\"line\nbreak\"")
        #expect(CSVCell.row(["a", "@b", "-1"]) == "a,'@b,-1\n")
    }
}
