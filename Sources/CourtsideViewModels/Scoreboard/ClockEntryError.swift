/// Why what the scorer typed is not a game-clock time, in words for the status line.
public struct ClockEntryError: Error, Hashable, Sendable {
    /// The reason ("seconds go up to 59").
    public let reason: String

    /// An error with its reason.
    init(_ reason: String) {
        self.reason = reason
    }
}
