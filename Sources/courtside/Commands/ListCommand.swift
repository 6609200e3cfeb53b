import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideScreen
import CourtsideViewModels
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside list [--json]`: every saved game, newest first.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List saved games, newest first.")

    @OptionGroup var library: LibraryOptions
    @Flag(help: "Print a JSON array instead of a table.") var json = false

    func run() throws {
        let library = try library.open()
        let listing: LibraryListing
        do {
            listing = try library.list()
        } catch {
            throw CommandFailure.library(error)
        }
        if json {
            // JSON escapes every control character itself; paths and names stay exact for programs.
            try OutputSink.standardOutput.write(try ListEntry.json(listing.summaries) + "\n")
        } else {
            try OutputSink.standardOutput.print(ListTable.render(listing.summaries))
        }
        for problem in listing.problems {
            OutputSink.standardError.report(problem.description)
        }
        // A torn last line loses nothing shown, but the scorer should know the file was cut short.
        for warning in listing.summaries.flatMap(\.warnings) {
            OutputSink.standardError.report("warning: \(warning.description)")
        }
    }
}
