import ArgumentParser
import CourtsideApp
import CourtsideReports

/// `courtside run export`: the evening's summary, every game and each player's night.
struct RunExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print a run's summary: every game, its result, each player's night.",
        discussion: """
            RUN is a run's id or the start of one (`ls LIBRARY/run-*`); default: the latest run. A damaged line \
            is named on standard error and the lines before it are exported.
            """)

    @OptionGroup var library: LibraryOptions
    @Argument(help: ArgumentHelp("The run (an id or its start; default: the latest).", valueName: "run"))
    var reference: String?
    @Option(help: "text, md, csv (one table) or json.") var format: RunExport.Format = .text
    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.") var output:
        String?

    func run() throws {
        let library = try library.open()
        try RunSummaryExport.write(reference, of: library, format: format, output: output)
    }
}

extension RunExport.Format: ExpressibleByArgument {}
