import ArgumentParser
import CourtsideApp
import CourtsideReports

/// `--json` and `--csv`, shared by the stats commands: a table for people by default.
struct TableFormatOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of a table.") var json = false
    @Flag(help: "Print CSV (one table, a header row first) instead of a table.") var csv = false

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv cannot be used together") }
    }

    /// Prints `table`: as JSON or CSV (exact, for programs), else its `textColumns` for people,
    /// with a line under it saying what a rating is when one is shown.
    func print(_ table: StatsTable, textColumns: [String], dropping: [String] = []) throws {
        if json {
            try OutputSink.standardOutput.write(table.dropping(dropping).json + "\n")
        } else if csv {
            try OutputSink.standardOutput.write(table.dropping(dropping).csv)
        } else {
            let note = textColumns.contains("rating") ? "\n" + PlayerTables.ratingNote + "\n" : ""
            try OutputSink.standardOutput.print(table.selecting(textColumns).text + note)
        }
    }
}
