/// The players' names as a game's events leave them (format version 6): the header's, a late
/// arrival's (`join`) and a new name (`rename`), kept so every change is O(1), undo and redo
/// included.
///
/// A name change is kept by its event's sequence number, with the name the slot had before it, so
/// undo puts that back and ``GameState/unapply(_:previousClockMs:clearedRedoStack:)`` restores the
/// state exactly. Undoing a join keeps the joined player's name in their slot (the roster no longer
/// counts it): the plays they made, undone with it, still read with their name.
///
/// Equal when the folds are: the header's names are given, not folded, so they take no part, and a
/// state made without them (``GameState/init(rules:homePlayers:awayPlayers:)``) equals one made
/// from its header whenever no join or rename tells them apart.
struct NameLog: Hashable, Sendable {
    /// The header's names by ``PlayerID/index`` ("" for a slot the header has no player in), for a
    /// fold from the start again.
    let header: [String]
    /// The names joins and renames gave, by ``PlayerID/index``: the slots not here have the header's.
    private var given: [Int: String] = [:]
    /// Each join's and rename's change, by its event's sequence number.
    private var changes: [Int: NameChange] = [:]
    /// The changes' sequence numbers, oldest first: the play log's name lines.
    private var order: ContiguousArray<Int32> = []
    /// The changes undone (and not redone).
    private var undone: Set<Int> = []

    /// The names of a header's players.
    init(_ header: GameHeader) {
        self.init(header: PlayerID.roster.map { header.team($0.side).has($0) ? header.player($0).name : "" })
    }

    /// The names of a header (by ``PlayerID/index``, "" where it has no player).
    init(header: [String]) {
        precondition(header.count == PlayerID.count, "a name for every slot")
        self.header = header
    }

    /// A player's name now.
    func name(of player: PlayerID) -> String { given[player.index] ?? header[player.index] }

    /// Every slot's name now, by ``PlayerID/index``.
    var current: [String] {
        guard !given.isEmpty else { return header }
        return header.indices.map { given[$0] ?? header[$0] }
    }

    /// Equal when the joins and renames are (see the type's note).
    static func == (lhs: NameLog, rhs: NameLog) -> Bool {
        lhs.given == rhs.given && lhs.changes == rhs.changes && lhs.order == rhs.order && lhs.undone == rhs.undone
    }

    /// Hashes the joins and renames.
    func hash(into hasher: inout Hasher) {
        hasher.combine(given)
        hasher.combine(changes)
        hasher.combine(order)
        hasher.combine(undone)
    }

    /// The change made by event `sequence`, if it was a join or a rename.
    func change(at sequence: Int) -> NameChange? { changes[sequence] }

    /// The latest `count` changes that stand (not undone), newest first. O(count + the undone
    /// among them).
    func latest(_ count: Int) -> [NameChange] {
        var result: [NameChange] = []
        var index = order.count - 1
        while index >= 0 && result.count < count {
            let sequence = Int(order[index])
            index -= 1
            if !undone.contains(sequence), let change = changes[sequence] { result.append(change) }
        }
        return result
    }

    /// Notes the change `event` makes (a join, `isJoin`, or a rename): `player` is to be called `name`.
    mutating func note(_ event: GameEvent, player: PlayerID, name: String, isJoin: Bool) {
        changes[event.sequence] = NameChange(
            sequence: event.sequence, clockMs: event.clockMs, player: player, from: self.name(of: player), to: name,
            isJoin: isJoin)
        order.append(Int32(event.sequence))
    }

    /// Gives the player of change `sequence` its new name (the change, or its redo).
    mutating func perform(_ sequence: Int) {
        guard let change = changes[sequence] else { return }
        given[change.player.index] = change.to
        undone.remove(sequence)
    }

    /// Takes change `sequence` back (undo): a rename gives the old name back; a join leaves its
    /// name in the slot, which the roster no longer counts.
    mutating func takeBack(_ sequence: Int) {
        guard let change = changes[sequence] else { return }
        if !change.isJoin { restore(change) }
        undone.insert(sequence)
    }

    /// Forgets change `sequence` entirely, its slot as it was before (unapplying the event, the
    /// last one noted).
    mutating func forget(_ sequence: Int) {
        guard let change = changes.removeValue(forKey: sequence) else { return }
        restore(change)
        order.removeLast()
        undone.remove(sequence)
    }

    /// Gives the player of `change` the name they had before it: the header's when that is it.
    private mutating func restore(_ change: NameChange) {
        let index = change.player.index
        given[index] = change.from == header[index] ? nil : change.from
    }
}
