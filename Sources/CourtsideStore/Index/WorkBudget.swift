/// What one step or statement of an ``SQLiteDatabase`` may still do. SQLite's progress handler
/// spends a unit every ``SQLiteDatabase/instructionsPerCheck`` instructions and interrupts the
/// statement (`SQLITE_INTERRUPT`) once none is left, so no query can run away: an index planted
/// with a trigger that ran a recursive query at each insert hung `list` for minutes.
final class WorkBudget {
    /// The units one step or statement may spend.
    let limit: Int
    /// The units spent since the last ``reset()``.
    private(set) var spent = 0

    /// A budget of `limit` units a step.
    init(limit: Int) {
        self.limit = limit
    }

    /// The whole budget again, for the next step or statement.
    func reset() {
        spent = 0
    }

    /// Spends a unit; false once the budget is gone (the statement is then interrupted).
    func spend() -> Bool {
        spent += 1
        return spent <= limit
    }
}
