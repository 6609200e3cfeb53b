/// A stack of scorer actions (the undo or the redo stack), kept compactly (``ScorerActionSlot``,
/// 12 bytes each) and read as ``ScorerAction`` values.
public struct ScorerActions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var slots: ContiguousArray<ScorerActionSlot> = []

    /// An empty stack.
    public init() {}

    /// A stack of these actions, the first at the bottom.
    public init(_ actions: some Sequence<ScorerAction>) {
        slots = ContiguousArray(actions.lazy.map(ScorerActionSlot.init))
    }

    /// A stack of these actions, the first at the bottom.
    public init(arrayLiteral actions: ScorerAction...) {
        self.init(actions)
    }

    /// The bottom of the stack.
    public var startIndex: Int { 0 }
    /// Past the top of the stack.
    public var endIndex: Int { slots.count }

    /// The action at `position`, counted from the bottom.
    public subscript(position: Int) -> ScorerAction { slots[position].action }

    /// The event sequence number of the action at `position`, without making the action.
    public func sequence(at position: Int) -> Int { Int(slots[position].sequence) }

    /// Makes room for `count` actions.
    mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
    }

    /// Puts an action on top.
    mutating func append(_ action: ScorerAction) {
        slots.append(ScorerActionSlot(action))
    }

    /// Takes the top action off.
    mutating func removeLast() -> ScorerAction {
        slots.removeLast().action
    }

    /// Empties the stack.
    mutating func removeAll(keepingCapacity: Bool) {
        slots.removeAll(keepingCapacity: keepingCapacity)
    }
}
