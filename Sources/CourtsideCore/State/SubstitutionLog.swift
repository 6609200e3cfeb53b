/// A game's substitutions in order, for the play log: appended by the `sub` event, marked undone
/// and restored by undo and redo (found by binary search on the sequence), taken off by the
/// event's own unapply. Empty, and free, in a game without a bench.
struct SubstitutionLog: Hashable, Sendable {
    /// Oldest first; sequences ascending.
    private(set) var entries: [Substitution] = []

    /// Notes a substitution made by an event.
    mutating func append(_ substitution: Substitution) { entries.append(substitution) }

    /// Takes off the newest (its event was taken back).
    mutating func removeLast() { entries.removeLast() }

    /// Marks the substitution of event `sequence` undone (or restored, `undone` false).
    mutating func mark(_ sequence: Int, undone: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].sequence == sequence else { return }
        entries[low].isUndone = undone
    }
}
