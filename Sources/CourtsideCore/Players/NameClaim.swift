/// A registered identity's claim on a name: the games created in `[fromMs, untilMs)` whose
/// player has this name (without regard to case) are this identity's.
struct NameClaim: Hashable, Sendable {
    /// The identity (after merges).
    var id: Int
    /// The name as registered (its spelling, for "formerly" lists).
    let spelling: String
    /// Games created at or after this time; nil: from the first game.
    let fromMs: Int64?
    /// Games created before this time; nil: still the identity's name.
    var untilMs: Int64?

    /// Whether a game created at `createdMs` falls in the claim.
    func covers(_ createdMs: Int64) -> Bool {
        (fromMs.map { createdMs >= $0 } ?? true) && (untilMs.map { createdMs < $0 } ?? true)
    }
}
