import CourtsideReports
import Testing

@Suite("Export format")
struct ExportFormatTests {
    @Test(
        "the extension names the format, in any case",
        arguments: [
            ("box.txt", ExportFormat.text), ("plays.csv", .playsCSV), ("Play-by-Play.CSV", .playsCSV),
            ("pbp.csv", .playsCSV), ("box.csv", .csv), ("game.csv", .csv), ("game.json", .json), ("game.md", .md),
            ("GAME.JSON", .json), ("out/dir.v2/report.Md", .md), ("./x.y.csv", .csv), ("/tmp/a b.txt", .text),
            ("events.txt", .events), ("Events.csv", .eventsCSV), ("game-events.json", .eventsJSON),
            ("events.md", .eventsMD),
        ])
    func inferred(path: String, format: ExportFormat) throws {
        #expect(try ExportFormat.inferred(fromPath: path) == format)
    }

    @Test(
        "any other extension, or none, is an error naming the file and the ways out",
        arguments: ["game.yaml", "game", "game.", ".csv", "dir.csv/game", "game.csv.bak", "game.markdown", ""])
    func unknown(path: String) throws {
        #expect(throws: UnknownExportExtension(path: path)) { try ExportFormat.inferred(fromPath: path) }
        let message = UnknownExportExtension(path: path).description
        #expect(message.contains("name \(path):"))
        #expect(message.contains("--format") && message.contains(".txt, .csv, .json or .md"))
    }

    /// Issue 29: `-o plays.csv` silently wrote the box score.
    @Test("a CSV name that says plays or box says which; any other does not")
    func whichCSV() {
        #expect(ExportFormat.saysWhichCSV("out/plays.csv") && ExportFormat.saysWhichCSV("BoxScore.csv"))
        #expect(!ExportFormat.saysWhichCSV("game.csv") && !ExportFormat.saysWhichCSV("playoffs/game.csv"))
    }

    @Test("every format has its extension; the play-by-play's CSV is a .csv too")
    func extensions() throws {
        #expect(
            ExportFormat.allCases.map(\.fileExtension) == [
                "txt", "csv", "csv", "json", "md", "txt", "csv", "json", "md", "json",
            ])
        #expect(
            ExportFormat.allCases.map(\.rawValue) == [
                "text", "csv", "plays-csv", "json", "md", "events", "events-csv", "events-json", "events-md",
                "livestats-json",
            ])
        for format in ExportFormat.allCases where format != .playsCSV {
            let name =
                (format.isEventLog ? "events." : format == .livestatsJSON ? "livestats." : "x.") + format.fileExtension
            #expect(try ExportFormat.inferred(fromPath: name) == format)
        }
    }
}
