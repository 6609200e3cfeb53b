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

    /// Every field in form order: the home team's name and its eight player slots, the away
    /// team's, then the rules. The form shows the slots a roster needs (``GameCreatorViewModel/shownFields``).
    public static let all: [CreatorField] =
        Side.allCases.flatMap { side in
            [.teamName(side)] + (1...Team.maxSize).map { .player(PlayerID(side: side, number: $0)) }
        } + [.rules, .target, .winBy]

    /// The field's full name, as the hint under the form says it: "Home team", "Away player 2",
    /// "Target", "Win by".
    public var label: String {
        switch self {
        case .player(let id): "\(id.side.title) player \(id.number)"
        default: formLabel
        }
    }

    /// The label beside the field in the form, where a player's column says the team: "Home team",
    /// "Player 2", "Target".
    public var formLabel: String {
        switch self {
        case .teamName(let side): "\(side.title) team"
        case .player(let id): "Player \(id.number)"
        case .rules: "Rules"
        case .target: "Target"
        case .winBy: "Win by"
        }
    }

    /// Whether the field is a bench slot (player 4…8): left blank, it is no player.
    public var isBench: Bool {
        if case .player(let id) = self { return id.number > Team.size }
        return false
    }

    /// The fields a form holding `text` shows, in form order: each team's three starters and its
    /// bench slots up to one empty slot under its last name (eight at most), `focus` whatever it
    /// holds (an emptied slot stays until the focus leaves it), and every other field.
    static func shown(focus: CreatorField, text: (CreatorField) -> String) -> [CreatorField] {
        var slots: [Side: Int] = [:]
        for side in Side.allCases {
            let lastNamed =
                (1...Team.maxSize).last { number in
                    !CreatorCheck.isBlank(text(.player(PlayerID(side: side, number: number))))
                } ?? 0
            slots[side] = max(Team.size, min(Team.maxSize, lastNamed + 1))
        }
        if case .player(let id) = focus { slots[id.side] = max(slots[id.side] ?? 0, id.number) }
        return all.filter { field in
            guard case .player(let id) = field else { return true }
            return id.number <= slots[id.side] ?? Team.size
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
