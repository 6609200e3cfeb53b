/// What is wrong with a line of the keys file, said as `FILE:LINE: what is wrong`.
public struct KeyFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name, as the message shows it.
    public let file: String
    /// The line at fault, from 1.
    public let line: Int
    /// What is wrong with it.
    public let message: String

    /// Creates the error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
