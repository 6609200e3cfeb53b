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
    /// A name holds an invisible character (the scalar's value): a default-ignorable code point
    /// or a format character (outside an emoji), which shows nothing (``NameRule``).
    case invisibleCharacter(String, scalar: UInt32)
    /// A name holds a character that looks blank but is not white space (``NameRule/blankLooking``).
    case blankCharacter(String, scalar: UInt32)
    /// A name holds an unassigned or private-use code point, which has no agreed look.
    case unassignedCharacter(String, scalar: UInt32)
    /// A name has a character with more combining marks than one cell shows.
    case tooManyMarks(String, limit: Int)
    /// A name has no letter, digit, punctuation or symbol to see.
    case noVisibleCharacter(String)
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
    /// The cap is outside 2…99.
    case capOutOfRange(Int)
    /// The cap is not above the target, so it would never decide anything.
    case capNotAboveTarget(cap: Int, target: Int)
    /// The time limit (ms) is outside 0:01…99:59.
    case timeLimitOutOfRange(Int64)
    /// The time limit (ms) is not a whole number of seconds.
    case timeLimitNotWholeSeconds(Int64)
    /// The overtime margin is outside 1…9.
    case overtimeOutOfRange(Int)
    /// A team-foul bonus threshold is outside 1…99.
    case bonusOutOfRange(Int)
    /// The bonus thresholds do not go up.
    case bonusNotAscending([Int])
    /// More bonus thresholds than allowed.
    case tooManyBonusThresholds(Int)
    /// No preset has this name.
    case unknownPreset(String)
    /// A shot clock outside ``Rules/shotClockRange`` or not whole seconds.
    case shotClockOutOfRange(Int64)

    /// The message shown to the scorer.
    public var description: String {
        switch self {
        case .emptyName(let what): "\(what) is empty"
        case .nameTooLong(let what, let limit): "\(what) is longer than \(limit) characters"
        case .controlCharacters(let what): "\(what) contains control characters"
        case .layoutControl(let what, let scalar):
            "\(what) contains \(Self.codePoint(scalar)), a text-direction or line-break control"
        case .invisibleCharacter(let what, let scalar):
            "\(what) contains \(Self.named(scalar)), an invisible character"
        case .blankCharacter(let what, let scalar):
            "\(what) contains \(Self.named(scalar)), which looks blank but is not a space"
        case .unassignedCharacter(let what, let scalar):
            "\(what) contains \(Self.codePoint(scalar)), which is no character Unicode has assigned (or a private one)"
        case .tooManyMarks(let what, let limit):
            "\(what) has a character with more than \(limit) combining marks"
        case .noVisibleCharacter(let what): "\(what) has no visible character"
        case .wrongPlayerCount(let side, let count):
            count < Team.size
                ? "\(side.rawValue) team needs at least \(Team.size) players, got \(count)"
                : "\(side.rawValue) team has \(count) players: at most \(Team.maxSize) (\(Team.size) on court, "
                    + "\(Team.maxSize - Team.size) on the bench)"
        case .duplicatePlayer(let side, let name): "\(side.rawValue) team has \"\(name)\" twice"
        case .targetOutOfRange(let target):
            "target \(target) is out of range \(Rules.targetRange.lowerBound)…\(Rules.targetRange.upperBound)"
        case .winByOutOfRange(let winBy):
            "win-by \(winBy) is out of range \(Rules.winByRange.lowerBound)…\(Rules.winByRange.upperBound)"
        case .sameTeamNames(let name): "both teams are called \"\(name)\""
        case .capOutOfRange(let cap):
            "cap \(cap) is out of range \(Rules.capRange.lowerBound)…\(Rules.capRange.upperBound)"
        case .capNotAboveTarget(let cap, let target): "cap \(cap) must be above the target \(target)"
        case .timeLimitOutOfRange(let ms):
            "time limit \(Self.duration(ms)) is out of range "
                + "\(Rules.limitText(Rules.timeLimitRange.lowerBound))…\(Rules.limitText(Rules.timeLimitRange.upperBound))"
        case .timeLimitNotWholeSeconds(let ms): "time limit \(ms) ms is not a whole number of seconds"
        case .overtimeOutOfRange(let points):
            "overtime \(points) is out of range \(Rules.overtimeRange.lowerBound)…\(Rules.overtimeRange.upperBound)"
        case .bonusOutOfRange(let fouls):
            "bonus at \(fouls) fouls is out of range \(Rules.bonusRange.lowerBound)…\(Rules.bonusRange.upperBound)"
        case .bonusNotAscending(let list):
            "bonus thresholds \(list.map(String.init).joined(separator: ", ")) must go up"
        case .tooManyBonusThresholds(let count): "\(count) bonus thresholds, at most \(Rules.bonusLimit)"
        case .shotClockOutOfRange(let ms):
            "shot clock \(ms / 1_000).\(ms % 1_000 / 100) s: it must be whole seconds, \(Rules.shotClockRange.lowerBound / 1_000) to \(Rules.shotClockRange.upperBound / 1_000)"
        case .unknownPreset(let name): "no rules called \"\(name)\" (known: \(RulesPreset.names))"
        }
    }

    /// A time limit as the scorer types it, or in milliseconds when it is not whole seconds.
    private static func duration(_ ms: Int64) -> String {
        ms >= 0 && ms % 1_000 == 0 ? Rules.limitText(ms) : "\(ms) ms"
    }

    /// "U+200B ZERO WIDTH SPACE": a scalar's code point and its Unicode name, when it has one.
    private static func named(_ value: UInt32) -> String {
        guard let name = Unicode.Scalar(value)?.properties.name else { return codePoint(value) }
        return "\(codePoint(value)) \(name)"
    }

    /// "U+202E": a scalar as Unicode writes it, at least four hex digits.
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
