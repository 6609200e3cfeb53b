/// A line of the config file that cannot be taken, as `FILE:LINE: what is wrong`.
package struct ConfigFileError: Error, Equatable, CustomStringConvertible {
    /// The file's path.
    package let file: String
    /// The line's number, from 1.
    package let line: Int
    /// What is wrong with it.
    package let reason: String

    package init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    package var description: String { "\(file):\(line): \(reason)" }
}
