/// What the league watch last told the desk: every court as far as the league was read, and
/// whether the league can be reached now.
public struct DeskReport: Sendable {
    /// Every court's newest game (kept while the league is unreachable).
    public let courts: [DeskCourt]
    /// Since when the league cannot be reached (Unix ms); nil while it is connected.
    public let offlineSinceMs: Int64?
    /// Why it cannot be reached, in one line; nil while it is connected.
    public let reason: String?

    public init(courts: [DeskCourt], offlineSinceMs: Int64? = nil, reason: String? = nil) {
        self.courts = courts
        self.offlineSinceMs = offlineSinceMs
        self.reason = reason
    }
}
