import CourtsideCore

/// What a run file holds: the run its good lines make, and what is wrong past them.
public struct RunContents: Sendable {
    /// The run the lines before any problem make.
    public let state: RunState
    /// A damaged line, named with its number; nil when every complete line is good.
    public let problem: LibraryError?
    /// The length of the good lines, in bytes.
    let validLength: Int
    /// The file's length.
    let byteCount: Int

    /// Whether the file ends in a torn line (a write cut short: left out, cut off by the next append).
    public var hasTornLine: Bool { problem == nil && validLength < byteCount }
}
