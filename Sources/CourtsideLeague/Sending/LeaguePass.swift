/// What one ``LeagueSender/pass()`` came to: what it sent, what still waits, and why.
public struct LeaguePass: Equatable, Sendable {
    /// Events the league acknowledged in this pass.
    public var sent = 0
    /// Events on disk the league has not acknowledged; nil while the league has never been
    /// reached (what it holds is not known yet).
    public var waiting: Int?
    /// Why the league could not be reached (or refused the sender as a whole); nil when it was.
    public var unreachable: String?
    /// Every game the league refused, in game order.
    public var conflicts: [LeagueConflict] = []

    public init(sent: Int = 0, waiting: Int? = nil, unreachable: String? = nil, conflicts: [LeagueConflict] = []) {
        self.sent = sent
        self.waiting = waiting
        self.unreachable = unreachable
        self.conflicts = conflicts
    }

    /// Reached, and nothing waits (conflicted games aside).
    public var isCaughtUp: Bool { unreachable == nil && waiting == 0 }
}
