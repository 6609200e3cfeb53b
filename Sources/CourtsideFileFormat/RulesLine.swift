import CourtsideCore

/// Rules as JSON (docs/file-format.md): a game header's `rules`, and a run file's (every game of
/// the run is played under them). Validated through ``Rules``, so a hand-edited file cannot hold
/// rules the creator would refuse.
public struct RulesLine: Codable {
    /// The rules, validated through ``Rules`` when decoded, as the creator validates them.
    public let rules: Rules

    /// Wraps rules for encoding.
    public init(_ rules: Rules) {
        self.rules = rules
    }

    /// Decodes the rules through ``Rules/init(target:winBy:cap:timeLimitMs:overtime:shots:bonusFouls:shotClockMs:)``,
    /// a missing optional key taking the value pickup rules have (no cap, no limit, overtime first
    /// to 2, shots 1 and 2, no bonus, no shot clock), so a file written before those keys reads as it always did.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GameFileKey.Rules.self)
        // Any integer here, so that an out-of-range one gets the rules' own message.
        func number(_ key: GameFileKey.Rules) throws -> Int64? {
            guard container.contains(key) else { return nil }
            return try GameFileLimits.integer(container, key, in: GameFileLimits.anyInteger)
        }
        let target = try GameFileLimits.integer(container, .target, in: GameFileLimits.anyInteger)
        let winBy = try GameFileLimits.integer(container, .winBy, in: GameFileLimits.anyInteger)
        let cap = try number(.cap)
        let timeLimit = try number(.timeLimitMs)
        let overtime = try number(.overtime)
        let shotClock = try number(.shotClockMs)
        var shots = ShotValues.onesAndTwos
        if container.contains(.shots) {
            let text = try container.decode(String.self, forKey: .shots)
            guard let value = ShotValues(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .shots, in: container, debugDescription: "not shot values: \(text) (1,2 or 2,3)")
            }
            shots = value
        }
        var bonus: [Int] = []
        if container.contains(.bonusFouls) {
            var list = try container.nestedUnkeyedContainer(forKey: .bonusFouls)
            while !list.isAtEnd {
                let fouls = try list.decode(Int64.self)
                guard let value = Int(exactly: fouls), Rules.bonusRange.contains(value) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .bonusFouls, in: container, debugDescription: SetupError.bonusOutOfRange(0).description)
                }
                bonus.append(value)
            }
        }
        func clamped(_ value: Int64?) -> Int? { value.map { Int(clamping: $0) } }
        do {
            rules = try Rules(
                target: Int(target), winBy: Int(winBy), cap: clamped(cap), timeLimitMs: timeLimit,
                overtime: clamped(overtime) ?? Rules.defaultOvertime, shots: shots, bonusFouls: bonus,
                shotClockMs: shotClock)
        } catch {
            // The key the refusal is about, so the line's message names what is wrong.
            let key: GameFileKey.Rules =
                switch error {
                case .winByOutOfRange: .winBy
                case .capOutOfRange, .capNotAboveTarget: .cap
                case .timeLimitOutOfRange, .timeLimitNotWholeSeconds: .timeLimitMs
                case .overtimeOutOfRange: .overtime
                case .bonusOutOfRange, .bonusNotAscending, .tooManyBonusThresholds: .bonusFouls
                case .shotClockOutOfRange: .shotClockMs
                default: .target
                }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the rules, leaving out what pickup rules have by default.
    public func encode(to encoder: any Encoder) throws {
        var rules = encoder.container(keyedBy: GameFileKey.Rules.self)
        let game = self.rules
        try rules.encode(game.target, forKey: .target)
        try rules.encode(game.winBy, forKey: .winBy)
        try rules.encodeIfPresent(game.cap, forKey: .cap)
        try rules.encodeIfPresent(game.timeLimitMs, forKey: .timeLimitMs)
        if game.overtime != Rules.defaultOvertime { try rules.encode(game.overtime, forKey: .overtime) }
        if game.shots != .onesAndTwos { try rules.encode(game.shots.rawValue, forKey: .shots) }
        if !game.bonusFouls.isEmpty { try rules.encode(game.bonusFouls, forKey: .bonusFouls) }
        try rules.encodeIfPresent(game.shotClockMs, forKey: .shotClockMs)
    }
}
