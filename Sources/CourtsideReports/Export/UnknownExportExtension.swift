/// An output file whose extension names no export format, with no `--format` to say which.
public struct UnknownExportExtension: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output path as given.
    public let path: String

    /// Creates the error for a path.
    public init(path: String) {
        self.path = path
    }

    /// The message for the user: what was wrong and both ways to put it right.
    public var description: String {
        "cannot tell the export format from the name \(path): "
            + "give --format, or end the name in .txt, .csv, .json or .md"
    }
}
