import ArgumentParser
import CourtsideReports

/// `--format` takes an ``ExportFormat`` by name, in any case; its help, its error for a bad value
/// and its shell completion list come from the cases.
extension ExportFormat: ExpressibleByArgument {
    /// A format's name (`text`, `csv`, `plays-csv`, `json`, `md`, `events`, …), in any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
