import CourtsideCore
import CourtsideReports
import CourtsideStore

extension ListTable {
    /// `courtside list`: every game of `library`, newest first, as the table for people or with
    /// `json` a JSON array on standard output; games that cannot be read and torn last lines are
    /// said on standard error.
    package static func print(_ library: FileGameLibrary, json: Bool) throws {
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
