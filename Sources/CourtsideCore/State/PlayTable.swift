/// Every play of a game, by the sequence number of the event that made it: one compact slot per
/// event (``PlaySlot``, 16 bytes), so a lookup is an index and a game of a million events keeps
/// its plays in about 16 MB, where a dictionary of ``Play``s took over 100.
///
/// Reads give whole ``Play`` values; only ``GameState`` changes the plays.
public struct PlayTable: Hashable, Sendable, Sequence {
    /// Slot `i` is event `i + 1`'s; the last slot always holds a play, so two tables of the same
    /// plays are equal however they got there.
    private var slots: ContiguousArray<PlaySlot> = []
    /// For each play inserted after the fact, the play it sits just before (few: kept aside).
    private var insertions: [Int: Int] = [:]
    /// How many plays there are.
    public private(set) var count = 0

    /// An empty table, before the game's first play.
    public init() {}

    /// Whether there are no plays.
    public var isEmpty: Bool { count == 0 }

    /// The play made by event `sequence`, or nil if that event made none.
    public subscript(sequence: Int) -> Play? {
        guard sequence >= 1, sequence <= slots.count, slots[sequence - 1].isPlay else { return nil }
        return slots[sequence - 1].play(sequence: sequence, insertedBefore: insertions[sequence])
    }

    /// A play's place in the log: its own sequence, or for a play inserted after the fact that of
    /// the play it precedes. O(1).
    func position(of sequence: Int) -> Int { insertions[sequence] ?? sequence }

    /// Whether event `sequence` made a play, without making the ``Play``.
    public func contains(_ sequence: Int) -> Bool {
        sequence >= 1 && sequence <= slots.count && slots[sequence - 1].isPlay
    }

    /// The slot of an existing play, changed in place.
    subscript(slot sequence: Int) -> PlaySlot {
        get { slots[sequence - 1] }
        _modify { yield &slots[sequence - 1] }
    }

    /// Makes room for as many events' slots as `other` holds, so filling this table up to it
    /// never grows its storage again (each growth copies the slots and holds both copies a moment).
    mutating func reserveCapacity(like other: PlayTable) {
        slots.reserveCapacity(other.slots.count)
    }

    /// Adds a play made by the newest event: its sequence number is past every play's.
    mutating func add(_ play: Play) {
        precondition(play.sequence > slots.count, "plays are added in the order of their events")
        if play.sequence - 1 > slots.count {
            slots.append(contentsOf: repeatElement(.empty, count: play.sequence - 1 - slots.count))
        }
        slots.append(PlaySlot(play))
        if let before = play.insertedBefore { insertions[play.sequence] = before }
        count += 1
    }

    /// Removes the newest play (taking back the event that made it) and returns it.
    mutating func removeLast() -> Play {
        let play = slots.last!.play(sequence: slots.count, insertedBefore: insertions.removeValue(forKey: slots.count))
        slots.removeLast()
        while let last = slots.last, !last.isPlay { slots.removeLast() }
        count -= 1
        return play
    }

    /// The plays in the order of their sequence numbers.
    public func makeIterator() -> Iterator { Iterator(slots: slots, insertions: insertions) }

    /// Walks the slots, skipping events that made no play.
    public struct Iterator: IteratorProtocol {
        fileprivate let slots: ContiguousArray<PlaySlot>
        fileprivate let insertions: [Int: Int]
        fileprivate var index = 0

        /// The next play, or nil after the last.
        public mutating func next() -> Play? {
            while index < slots.count {
                index += 1
                if slots[index - 1].isPlay {
                    return slots[index - 1].play(sequence: index, insertedBefore: insertions[index])
                }
            }
            return nil
        }
    }
}
