/// Something odd about a stored game that loses nothing the scorer saw, so it is reported, not thrown.
public enum LibraryWarning: Hashable, Sendable, CustomStringConvertible {
    /// The last line was cut short by a crash (or does not parse) and was skipped; the next save
    /// cuts it off the file. `line` is 1-based; `byteCount` is the size of what was skipped.
    case tornTail(file: String, line: Int, byteCount: Int)

    /// The message, naming the file: what `list` and `export` print.
    public var description: String {
        switch self {
        case .tornTail(let file, let line, let byteCount):
            "\(file):\(line): incomplete last line (\(byteCount) bytes) skipped; it is removed on the next save"
        }
    }

    /// The message without the file, short enough for the scoreboard's status line.
    public var summary: String {
        switch self {
        case .tornTail(_, let line, let byteCount):
            "incomplete last line \(line) (\(byteCount) bytes) skipped; it is removed on the next save"
        }
    }
}
