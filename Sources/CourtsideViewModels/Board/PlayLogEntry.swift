import CourtsideCore

/// One line of the play log before it is put in words: a play, or a substitution between plays.
/// Edit mode selects either: a play takes every correction, a substitution a delete.
public enum PlayLogEntry: Hashable, Sendable {
    /// A play, as it stands.
    case play(Play)
    /// A substitution, as it stands.
    case substitution(Substitution)

    /// The sequence number of the event that made it: its id.
    public var sequence: Int {
        switch self {
        case .play(let play): play.sequence
        case .substitution(let substitution): substitution.sequence
        }
    }

    /// The game clock when it was made.
    public var clockMs: Int64 {
        switch self {
        case .play(let play): play.clockMs
        case .substitution(let substitution): substitution.clockMs
        }
    }

    /// The newest `count` lines of the log, newest first, from `plays` (the newest plays shown,
    /// newest first, as many as `count` at most) and `substitutions` (oldest first): each
    /// substitution between the plays by its place (a play's place is its own sequence, an inserted
    /// one's that of the play it precedes); the undone and deleted ones only when `all`. O(count + the hidden
    /// substitutions among them).
    static func merged(plays: [Play], substitutions: [Substitution], count: Int, all: Bool) -> [PlayLogEntry] {
        var entries: [PlayLogEntry] = []
        entries.reserveCapacity(count)
        var next = substitutions.count - 1
        func addSubstitutions(after place: Int) {
            while next >= 0, substitutions[next].sequence > place, entries.count < count {
                let substitution = substitutions[next]
                next -= 1
                if all || substitution.stands { entries.append(.substitution(substitution)) }
            }
        }
        for play in plays {
            addSubstitutions(after: play.insertedBefore ?? play.sequence)
            guard entries.count < count else { break }
            entries.append(.play(play))
        }
        // Older than every play: only when the plays ran out (the game's first lines).
        if plays.count < count { addSubstitutions(after: 0) }
        return entries
    }
}
