/// A game's substitutions in order, as ``GameState`` keeps them: for the play log, for who was on
/// court when a play was made, and for deleting one after the fact. Empty, and free, in a game
/// without a bench.
///
/// Who was on court at a play is worked out from the substitutions that stand before it in the
/// log, so undoing, redoing or deleting one changes it for every play after it at once. A play
/// after the last substitution (every new play) had those on court now: no look-up. A correction
/// of an older play costs O(substitutions after it), as does keeping each substitution's
/// ``Substitution/marginBefore`` (a new play, after them all, costs nothing).
struct SubstitutionLog: Hashable, Sendable {
    /// Oldest first; sequences ascending.
    private(set) var entries: [Substitution] = []

    /// Whether the game has had no substitution.
    var isEmpty: Bool { entries.isEmpty }

    /// Notes a substitution made by an event.
    mutating func append(_ substitution: Substitution) { entries.append(substitution) }

    /// Takes off the newest (its event was taken back).
    mutating func removeLast() { entries.removeLast() }

    /// Where the substitution of event `sequence` is, by binary search; nil if that event made none.
    func index(of sequence: Int) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].sequence == sequence ? low : nil
    }

    /// Marks the substitution of event `sequence` undone (or restored, `undone` false).
    mutating func mark(_ sequence: Int, undone: Bool) {
        guard let index = index(of: sequence) else { return }
        entries[index].mark(undone: undone)
    }

    /// Marks the substitution at `index` deleted (or restored).
    mutating func mark(at index: Int, deleted: Bool) {
        entries[index].mark(deleted: deleted)
    }

    /// Who was on court (``Roster/onCourt`` bits) at a play whose place in the log is `position`
    /// (its own sequence, or for an inserted play that of the play it precedes), `onCourt` being
    /// who is on now: the starters, changed by each substitution that stands before it.
    func lineup(at position: Int, onCourt: UInt16) -> UInt16 {
        guard let last = entries.last, position < last.sequence else { return onCourt }
        var lineup = Roster.starters
        for entry in entries where entry.sequence < position && entry.stands {
            lineup = lineup & ~(1 << UInt16(entry.off.index)) | 1 << UInt16(entry.on.index)
        }
        return lineup
    }

    /// Counts `homePoints` (home's view: away's points negative) of a play at `position` in (or out,
    /// negative) of the margin before every substitution after it.
    mutating func count(_ homePoints: Int, at position: Int) {
        var index = entries.count - 1
        while index >= 0, entries[index].sequence > position {
            entries[index].marginBefore += Int32(homePoints)
            index -= 1
        }
    }

    /// A substitution that stands after the one at `index` and moves either of its players: the
    /// one that keeps it from being deleted (its players' places after it hang on it).
    func followingMove(after index: Int) -> Substitution? {
        let players = [entries[index].off, entries[index].on]
        return entries[(index + 1)...].first { $0.stands && (players.contains($0.off) || players.contains($0.on)) }
    }
}
