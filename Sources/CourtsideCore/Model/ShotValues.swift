/// What the two made shots are worth: the low one (``Move/onePoint`` in files, under `s`) and the
/// high one (``Move/twoPoints``, under `d`). Half-court pickup counts 1 and 2; full-court rules
/// count 2 and 3. The file keeps the move's name and the rules say what it is worth, so one log
/// reads the same under either.
public enum ShotValues: String, CaseIterable, Hashable, Sendable {
    /// Inside the arc 1, beyond it 2: half-court pickup and FIBA 3x3.
    case onesAndTwos = "1,2"
    /// Inside the arc 2, beyond it 3: full-court rules.
    case twosAndThrees = "2,3"

    /// Points of the low made shot (``Move/onePoint``).
    public var low: Int { self == .onesAndTwos ? 1 : 2 }

    /// Points of the high made shot (``Move/twoPoints``).
    public var high: Int { low + 1 }

    /// Points a move adds to its team's score: the shots' values, 1 for a made free throw, 0 for
    /// everything else.
    public func points(for move: Move) -> Int {
        switch move {
        case .onePoint: low
        case .twoPoints: high
        case .freeThrow: 1
        case .assist, .rebound, .foul, .onePointMiss, .twoPointMiss, .turnover, .steal, .block, .offensiveRebound,
            .defensiveRebound, .freeThrowMiss:
            0
        }
    }

    /// Words for the status line and play-by-play ("3 points", "rebound").
    public func phrase(for move: Move) -> String {
        if let value = missedValue(move) { return "missed \(value)" }
        let points = points(for: move)
        if move.isFreeThrow { return move.phrase }
        switch points {
        case 0: return move.phrase
        case 1: return "1 point"
        default: return "\(points) points"
        }
    }

    /// The column label of a move ("3PT" for the high shot under 2 and 3).
    public func label(for move: Move) -> String {
        if let value = missedValue(move) { return "MISS\(value)" }
        let points = points(for: move)
        return points == 0 || move.isFreeThrow ? move.label : "\(points)PT"
    }

    /// For a missed shot, what it would have been worth ("missed 3" under shots 2 and 3).
    private func missedValue(_ move: Move) -> Int? {
        switch move {
        case .onePointMiss: low
        case .twoPointMiss: high
        default: nil
        }
    }

    /// "1 and 2", as the summary and the docs say it.
    public var words: String { "\(low) and \(high)" }

    /// Reads "1,2" or "2,3" (spaces and "and" allowed: "2 and 3").
    public init?(text: String) {
        let digits = text.filter(\.isNumber)
        switch digits {
        case "12": self = .onesAndTwos
        case "23": self = .twosAndThrees
        default: return nil
        }
    }
}
