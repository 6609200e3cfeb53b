/// How fast a replay runs against the game clock: 1×, 2×, 4×, 8×, 16×, or straight to the end.
public enum ReplaySpeed: Int, CaseIterable, Sendable, Hashable, Comparable {
    /// Real game time.
    case x1 = 1
    /// Twice as fast.
    case x2 = 2
    /// Four times as fast.
    case x4 = 4
    /// Eight times as fast.
    case x8 = 8
    /// Sixteen times as fast.
    case x16 = 16
    /// No waiting: the next tick plays every remaining event.
    case max = 0

    /// Parses a `--speed` argument: `1`, `2`, `4`, `8`, `16` (an `x` or `×` after the number is
    /// allowed) or `max`; nil for anything else.
    public init?(argument: String) {
        var text = argument.lowercased()
        if text == "max" {
            self = .max
            return
        }
        if text.hasSuffix("x") || text.hasSuffix("×") { text.removeLast() }
        guard let factor = Int(text), factor > 0, let speed = ReplaySpeed(rawValue: factor) else { return nil }
        self = speed
    }

    /// The game-clock milliseconds one real millisecond plays; nil for ``max``.
    public var factor: Int64? { self == .max ? nil : Int64(rawValue) }

    /// The label on the replay bar: "1×" … "16×", "max".
    public var label: String { self == .max ? "max" : "\(rawValue)×" }

    /// The next faster speed (``max`` stays).
    public var faster: ReplaySpeed { Self.allCases[Swift.min(Self.allCases.count - 1, order + 1)] }

    /// The next slower speed (``x1`` stays).
    public var slower: ReplaySpeed { Self.allCases[Swift.max(0, order - 1)] }

    /// Slowest first, ``max`` last.
    public static func < (lhs: ReplaySpeed, rhs: ReplaySpeed) -> Bool { lhs.order < rhs.order }

    private var order: Int { Self.allCases.firstIndex(of: self)! }
}
