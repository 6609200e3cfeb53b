import CourtsideCore

/// The substitution's question on the status line: the player in the selected panel goes off, and
/// a digit picks who comes on from the team's bench (`B`, then `1` … `5`; Esc: none).
public struct SubstitutionPrompt: Equatable, Sendable {
    /// The player going off.
    public let off: PlayerID
    /// The team's bench, in slot order: digit 1 is the first.
    public let bench: [PlayerID]
    /// What the status line asks: "sub for Ann: 1 Dan  2 Eve  (Esc: none)".
    public let statusText: String

    /// What a key in the prompt came to.
    public enum Outcome: Equatable, Sendable {
        /// Esc: no substitution.
        case cancel
        /// A bench player's digit: they come on.
        case substitute(on: PlayerID)
        /// Any other key: the question stands, saying so.
        case refuse(String)
    }

    /// The question for `off` going off, with `bench` to pick from; `names` by ``PlayerID/index``.
    public init(off: PlayerID, bench: [PlayerID], names: [String]) {
        self.off = off
        self.bench = bench
        let choices = bench.enumerated().map { "\($0.offset + 1) \(names[$0.element.index])" }
        statusText = "sub for \(names[off.index]): \(choices.joined(separator: "  "))  (Esc: none)"
    }

    /// Reads a key: a digit of the bench brings that player on; Esc cancels; anything else is
    /// refused with the question again.
    public func handling(_ key: Key) -> Outcome {
        switch key {
        case .escape: return .cancel
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...max(1, bench.count)).contains(digit), digit <= bench.count {
                return .substitute(on: bench[digit - 1])
            }
        default: break
        }
        return .refuse("type 1-\(bench.count) for who comes on · " + statusText)
    }
}
