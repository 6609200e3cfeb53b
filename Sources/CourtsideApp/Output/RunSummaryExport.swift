import CourtsideCore
import CourtsideReports
import CourtsideStore

/// `courtside run export`'s work once its arguments are parsed: a run's summary, every game and
/// each player's night, checked against the games' files.
package enum RunSummaryExport {
    /// Writes the summary of run `reference` (an id or its start; nil: the latest) of `library` as
    /// `format` into `output` (a file replaced whole) or standard output; a damaged or torn line is
    /// said on standard error and the lines before it are exported.
    package static func write(
        _ reference: String?, of library: FileGameLibrary, format: RunExport.Format, output: String?
    ) throws {
        let runs = RunFile(folder: library.folder)
        let paths: [String]
        do {
            paths = try runs.runs()
        } catch {
            throw CommandFailure.library(error)
        }
        let matching =
            reference.map { id in paths.filter { $0.split(separator: "/").last?.hasPrefix("run-\(id)") == true } }
            ?? paths
        guard let path = matching.last, reference == nil || matching.count == 1 else {
            throw CommandFailure.game(
                matching.isEmpty
                    ? "no run matches \"\(reference ?? "")\"" : "\"\(reference ?? "")\" is the start of several runs")
        }
        let contents: RunContents
        do {
            contents = try runs.read(path)
        } catch {
            throw CommandFailure.library(error)
        }
        if let problem = contents.problem {
            OutputSink.standardError.report("warning: \(problem.description) (the lines before it are exported)")
        } else if contents.hasTornLine {
            OutputSink.standardError.report(
                "warning: \(path): the last line is cut short (a write interrupted); left out")
        }
        // Each result against its game's file, which wins where there is one (an unreadable
        // library leaves every result unchecked).
        let records = Dictionary(
            ((try? library.records())?.records ?? []).map { ($0.summary.id, $0) },
            uniquingKeysWith: { first, _ in first })
        let checks = contents.state.results.map { RunResultCheck($0, record: records[$0.game.id]) }
        let text = RunExport.export(contents.state, format: format, checks: checks)
        if let output {
            try OutputFile.write(text, to: output)
        } else if format == .text || format == .md {
            try OutputSink.standardOutput.print(text)
        } else {
            try OutputSink.standardOutput.write(text)
        }
    }
}
