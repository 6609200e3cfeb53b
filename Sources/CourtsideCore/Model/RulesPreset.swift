/// The rule sets courtside knows by name (`--rules NAME`, the creator's rules field).
public enum RulesPreset: String, CaseIterable, Hashable, Sendable {
    /// Half-court pickup: to 15, win by 2, shots 1 and 2. The default.
    case pickup
    /// FIBA 3x3: to 21 or 10:00 of game clock, no win-by, overtime first to 2, team-foul penalty
    /// from the 7th and again from the 10th foul, shots 1 and 2, a 12-second shot clock.
    case fiba3x3
    /// The long pickup game: to 21, win by 2, capped at 25 so it ends.
    case streetball
    /// The quick game for a crowded court: to 11, win by 1.
    case elevens
    /// Full court: to 21, win by 2, shots 2 and 3, a 24-second shot clock.
    case fullcourt

    /// The rules of the preset.
    public var rules: Rules {
        switch self {
        case .pickup: Rules.standard
        case .fiba3x3:
            Rules(
                uncheckedTarget: 21, winBy: 1, timeLimitMs: 600_000, overtime: 2, bonusFouls: [7, 10],
                shotClockMs: 12_000)
        case .streetball: Rules(uncheckedTarget: 21, winBy: 2, cap: 25)
        case .elevens: Rules(uncheckedTarget: 11, winBy: 1)
        case .fullcourt: Rules(uncheckedTarget: 21, winBy: 2, shots: .twosAndThrees, shotClockMs: 24_000)
        }
    }

    /// The preset whose rules these are exactly, if any (the creator shows its name).
    public init?(rules: Rules) {
        guard let preset = Self.allCases.first(where: { $0.rules == rules }) else { return nil }
        self = preset
    }

    /// The names, comma-separated, for help texts and messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
