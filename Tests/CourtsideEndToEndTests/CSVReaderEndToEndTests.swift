import Foundation
import Testing

/// Issue 29: every CSV export is one table that the readers people use load as it is: Python's
/// csv module (one header row, every row as wide), pandas where the test environment has it
/// (`make test` installs it into .build/test-python), and two games' files concatenated. Issue 41:
/// no cell is a formula (the player `=1+1` is read back as `'=1+1`; numbers stay numbers).
@Suite("CSV exports load in Python")
struct CSVReaderEndToEndTests {
    let library = TmuxSession.makeTemporaryFolder()

    init() throws {
        try SavedGameFile.write(id: "done1234", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        // Names a CSV must quote, and every correction: an amend, a void, an insert, an undo and a redo.
        let header =
            #"{"format":2,"id":"corr5678","created":1763712000000,"rules":{"target":15,"winBy":2},"#
            + #""home":{"side":"home","name":"Smith, Jones & Co","players":[{"id":"home.1","name":"O\"Neal"},"#
            + #"{"id":"home.2","name":"Plain"},{"id":"home.3","name":"Comma, Guy"}]},"#
            + #""away":{"side":"away","name":"Ringerz","players":[{"id":"away.1","name":"Hakeem"},"#
            + #"{"id":"away.2","name":"=1+1"},{"id":"away.3","name":"Edge"}]}}"#
        let events = [
            #"{"clock":0,"seq":1,"type":"start","wall":1763712001000}"#,
            #"{"clock":5000,"move":"2pt","player":"home.1","seq":2,"type":"move","wall":1763712006000}"#,
            #"{"clock":10000,"move":"2pt","player":"away.3","seq":3,"type":"move","wall":1763712011000}"#,
            #"{"clock":15000,"move":"1pt","player":"away.1","seq":4,"type":"move","wall":1763712016000}"#,
            #"{"clock":15000,"move":"1pt","play":2,"player":"home.3","seq":5,"type":"amend","wall":1763712016500}"#,
            #"{"clock":15000,"play":3,"seq":6,"type":"void","wall":1763712017000}"#,
            #"{"before":4,"clock":20000,"move":"2pt","player":"away.2","seq":7,"type":"insert","wall":1763712021000}"#,
            #"{"clock":21000,"move":"2pt","player":"home.2","seq":8,"type":"move","wall":1763712022000}"#,
            #"{"clock":21000,"seq":9,"type":"undo","wall":1763712022500}"#,
            #"{"clock":21000,"seq":10,"type":"redo","wall":1763712023000}"#,
            #"{"clock":22000,"seq":11,"type":"pause","wall":1763712024000}"#,
        ]
        try ([header] + events).joined(separator: "\n").appending("\n").write(
            toFile: "\(library)/corr5678.jsonl", atomically: true, encoding: .utf8)
    }

    /// Checks each file with the csv module (and pandas when it imports), then the files
    /// concatenated with the later headers dropped; prints one line per check.
    static let script = #"""
        import csv, re, sys
        paths = sys.argv[1:]
        def rows(path):
            with open(path, newline="", encoding="utf-8") as f:
                return list(csv.reader(f))
        tables = [rows(p) for p in paths]
        for path, table in zip(paths, tables):
            widths = {len(r) for r in table}
            assert len(widths) == 1, f"{path}: widths {widths}"
            assert len(table) > 1, f"{path}: no rows"
            assert table[0] == tables[0][0], f"{path}: another header"
            for cell in (cell for row in table for cell in row):
                formula = cell.lstrip(" ")[:1] in tuple("=+-@\t\r\n")
                number = re.fullmatch(r"[+-]?[0-9]+(\.[0-9]+)?", cell)
                assert not formula or number, f"{path}: a formula {cell!r}"
            assert "corr5678" not in path or any("'=1+1" in row for row in table), f"{path}: =1+1 lost"
            print(f"csv {path} {len(table) - 1}x{len(table[0])}")
        joined = paths[0] + ".joined"
        with open(joined, "w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow(tables[0][0])
            for table in tables:
                writer.writerows(table[1:])
        try:
            import pandas
        except ImportError:
            print("pandas absent")
            sys.exit(0)
        for path, table in zip(paths + [joined], tables + [None]):
            frame = pandas.read_csv(path, keep_default_na=False, dtype=str)
            expected = sum(len(t) - 1 for t in tables) if table is None else len(table) - 1
            assert frame.shape == (expected, len(tables[0][0])), f"{path}: {frame.shape}"
            assert list(frame.columns) == tables[0][0], f"{path}: columns"
            print(f"pandas {path} {frame.shape[0]}x{frame.shape[1]}")
        """#

    /// The Python that runs the checks: `COURTSIDE_TEST_PYTHON` (the Makefile's venv with pandas),
    /// else `python3` on the path.
    private func python(_ arguments: [String]) throws -> ChildProcess.Result {
        let python = ProcessInfo.processInfo.environment["COURTSIDE_TEST_PYTHON"] ?? "python3"
        return try ChildProcess.run(["/usr/bin/env", python, "-c", Self.script] + arguments)
    }

    @Test("csv, plays-csv and events-csv of two games: one table each, one width, and one table joined")
    func loadsInPython() throws {
        for format in ["csv", "plays-csv", "events-csv"] {
            var paths: [String] = []
            for game in ["done1234", "corr5678"] {
                let path = "\(library)/\(game)-\(format).csv"
                let result = try Binary.run(["export", game, "-f", format, "-o", path, "--library", library])
                #expect(result.status == 0, "\(result.stderr)")
                paths.append(path)
            }
            let check = try python(paths)
            #expect(check.status == 0, "\(format): \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("csv \(paths[1])"), "\(check.stdout)")
            if ProcessInfo.processInfo.environment["COURTSIDE_TEST_PYTHON"] != nil {
                #expect(check.stdout.contains("pandas \(paths[0]).joined"), "\(check.stdout)")
            }
        }
    }

    /// Issue 29 item 7: a season in one file.
    @Test("export --all: every game as one table, the columns of one game's; --since leaves older games out")
    func allGames() throws {
        // A third game, created a day later (2025-11-22 08:00 UTC).
        let later = try String(contentsOfFile: "\(library)/done1234.jsonl", encoding: .utf8)
            .replacingOccurrences(of: "done1234", with: "late9999")
            .replacingOccurrences(of: #""created":1763712000000"#, with: #""created":1763798400000"#)
        try later.write(toFile: "\(library)/late9999.jsonl", atomically: true, encoding: .utf8)
        for format in ["csv", "plays-csv", "events-csv"] {
            let path = "\(library)/season-\(format).csv"
            let all = try Binary.run(["export", "--all", "-f", format, "-o", path, "--library", library])
            #expect(all.status == 0 && all.stderr.isEmpty, "\(all.stderr)")
            var rows = 0
            for game in ["done1234", "corr5678", "late9999"] {
                let one = try Binary.run(["export", game, "-f", format, "--library", library])
                rows += one.stdout.filter { $0 == "\n" }.count - 1
                let header = String(one.stdout.prefix { $0 != "\n" })
                #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(header + "\n"), "same columns")
            }
            let check = try python([path])
            #expect(check.status == 0, "\(format): \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("csv \(path) \(rows)x"), "\(check.stdout)")
        }
        let since = try Binary.run(
            ["export", "--all", "--since", "2025-11-22", "--library", library], environment: ["TZ": "UTC"])
        #expect(since.status == 0)
        let games = Set(since.stdout.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "," } })
        #expect(games == ["late9999"])
        let json = try Binary.run(["export", "--all", "-f", "json", "--library", library])
        #expect(json.status == 2 && json.stderr.contains("--all writes one table"))
        let both = try Binary.run(["export", "done", "--all", "--library", library])
        #expect(both.status == 2)
    }
}
