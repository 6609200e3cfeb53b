import CourtsideCore

/// A field of the game creator's form.
public enum CreatorField: Hashable, Sendable, CustomStringConvertible {
    /// A team's name.
    case teamName(Side)
    /// A player's name.
    case player(PlayerID)
    /// The rule set, by name: Space cycles through the presets, and the target and win-by follow.
    case rules
    /// Points to win.
    case target
    /// Lead needed to win.
    case winBy

    /// Every field in form order: the team names, the home players, the away players, the rules.
    public static let all: [CreatorField] =
        Side.allCases.map(CreatorField.teamName) + PlayerID.all.map(CreatorField.player) + [.rules, .target, .winBy]

    /// The label beside the field: "Home team", "Away player 2", "Target", "Win by".
    public var label: String {
        switch self {
        case .teamName(let side): "\(side.title) team"
        case .player(let id): "\(id.side.title) player \(id.number)"
        case .rules: "Rules"
        case .target: "Target"
        case .winBy: "Win by"
        }
    }

    /// How the core's messages name the field ("home team name", "home player 1 name", "win-by"),
    /// so the creator's errors read exactly like the command line's.
    public var description: String {
        switch self {
        case .teamName(let side): "\(side.rawValue) team name"
        case .player(let id): "\(id.side.rawValue) player \(id.number) name"
        case .rules: "rules"
        case .target: "target"
        case .winBy: "win-by"
        }
    }

    /// Whether the field takes digits only.
    public var isNumeric: Bool { range != nil }

    /// The numbers a number field takes (the core's rule); nil for a name.
    public var range: ClosedRange<Int>? {
        switch self {
        case .target: Rules.targetRange
        case .winBy: Rules.winByRange
        case .teamName, .player, .rules: nil
        }
    }

    /// A number field's rule as the form says it: "target is 1…99"; nil for a name.
    public var rule: String? {
        range.map { "\(self) is \($0.lowerBound)…\($0.upperBound)" }
    }
}

extension Side {
    /// "Home" or "Away".
    fileprivate var title: String { self == .home ? "Home" : "Away" }
}
