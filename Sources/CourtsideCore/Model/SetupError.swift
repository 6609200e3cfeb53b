/// Why a game could not be set up: each case reads as a message for the scorer.
public enum SetupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name is empty after trimming.
    case emptyName(String)
    /// A name is longer than allowed.
    case nameTooLong(String, limit: Int)
    /// A name has control characters.
    case controlCharacters(String)
    /// A name has a bidi control or a line or paragraph separator (the scalar's value), which
    /// would reorder or break every line that shows it.
    case layoutControl(String, scalar: UInt32)
    /// A team does not have exactly three players.
    case wrongPlayerCount(side: Side, count: Int)
    /// Two players on a team share a name.
    case duplicatePlayer(side: Side, name: String)
    /// The target is outside 1…99.
    case targetOutOfRange(Int)
    /// The winning margin is outside 1…9.
    case winByOutOfRange(Int)
    /// Both teams have the same name.
    case sameTeamNames(String)

    /// The message shown to the scorer.
    public var description: String {
        switch self {
        case .emptyName(let what): "\(what) is empty"
        case .nameTooLong(let what, let limit): "\(what) is longer than \(limit) characters"
        case .controlCharacters(let what): "\(what) contains control characters"
        case .layoutControl(let what, let scalar):
            "\(what) contains \(Self.codePoint(scalar)), a text-direction or line-break control"
        case .wrongPlayerCount(let side, let count):
            "\(side.rawValue) team needs exactly \(Team.size) players, got \(count)"
        case .duplicatePlayer(let side, let name): "\(side.rawValue) team has \"\(name)\" twice"
        case .targetOutOfRange(let target):
            "target \(target) is out of range \(Rules.targetRange.lowerBound)…\(Rules.targetRange.upperBound)"
        case .winByOutOfRange(let winBy):
            "win-by \(winBy) is out of range \(Rules.winByRange.lowerBound)…\(Rules.winByRange.upperBound)"
        case .sameTeamNames(let name): "both teams are called \"\(name)\""
        }
    }

    /// "U+202E": a scalar as Unicode writes it, at least four hex digits.
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
