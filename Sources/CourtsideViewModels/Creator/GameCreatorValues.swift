import CourtsideCore

/// What the creator's form holds to begin with: the defaults, or values given on the command line.
public struct GameCreatorValues: Hashable, Sendable {
    /// The home team's name.
    public var homeName: String
    /// The away team's name.
    public var awayName: String
    /// The home players in slot order: three starters, then up to five on the bench. The form has
    /// eight slots (names past them are not shown; a missing starter is left empty and marked).
    public var homePlayers: [String]
    /// The away players in slot order.
    public var awayPlayers: [String]
    /// Points to win.
    public var target: Int
    /// Lead needed to win.
    public var winBy: Int
    /// The rule set the target and win-by adjust (its cap, time limit, shots and bonus are kept).
    public var preset: RulesPreset

    /// Creates values; any of them may be invalid, the form shows why beside the field.
    public init(
        homeName: String, awayName: String, homePlayers: [String], awayPlayers: [String], target: Int, winBy: Int,
        preset: RulesPreset = .pickup
    ) {
        self.preset = preset
        self.homeName = homeName
        self.awayName = awayName
        self.homePlayers = homePlayers
        self.awayPlayers = awayPlayers
        self.target = target
        self.winBy = winBy
    }

    /// The default game: Ballerz (Shaq, A.I., T-Mac) vs Ringerz (Hakeem, Air Carter, Kobe), to 15,
    /// win by 2. Enter on every field creates it.
    public static let standard = GameCreatorValues(
        homeName: "Ballerz", awayName: "Ringerz", homePlayers: ["Shaq", "A.I.", "T-Mac"],
        awayPlayers: ["Hakeem", "Air Carter", "Kobe"], target: Rules.standard.target, winBy: Rules.standard.winBy)

    /// The text a field starts with.
    public func text(for field: CreatorField) -> String {
        switch field {
        case .teamName(let side): return side == .home ? homeName : awayName
        case .player(let id):
            let names = id.side == .home ? homePlayers : awayPlayers
            return names.indices.contains(id.number - 1) ? names[id.number - 1] : ""
        case .rules: return preset.rawValue
        case .target: return String(target)
        case .winBy: return String(winBy)
        }
    }
}
