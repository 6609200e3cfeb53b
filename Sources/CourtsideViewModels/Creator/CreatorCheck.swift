import CourtsideCore

/// The creator's form checked field by field with the core's validators, so each message sits
/// beside the field it is about and reads exactly as the command line's.
///
/// The core stops at the first error; the form wants every field's, so each name and number is
/// checked on its own, and the core's team, rules and header initializers then have the last word.
/// A blank bench slot (player 4…8) is left out of the roster, so its players close up: a name in
/// slot 6 after a blank slot 5 is the team's fifth player.
struct CreatorCheck {
    /// The error of each bad field.
    private(set) var errors: [CreatorField: String] = [:]
    /// The teams and rules, once every field is valid.
    private(set) var parts: (home: Team, away: Team, rules: Rules)?

    /// Checks the texts of every field.
    init(text: (CreatorField) -> String) {
        var names: [Side: String] = [:]
        var teams: [Side: Team] = [:]
        for side in Side.allCases {
            let teamField = CreatorField.teamName(side)
            names[side] = check(teamField) { () throws(SetupError) in
                try Team.validatedName(text(teamField), what: teamField.description)
            }
            var seen: Set<String> = []
            var playersValid = true
            var players: [String] = []
            for number in 1...Team.maxSize {
                let field = CreatorField.player(PlayerID(side: side, number: number))
                // A blank bench slot is no player; the three starters' are errors.
                if field.isBench && Self.isBlank(text(field)) { continue }
                let name = check(field) { () throws(SetupError) in
                    let name = try Team.validatedName(text(field), what: field.description)
                    guard seen.insert(name.lowercased()).inserted else {
                        throw .duplicatePlayer(side: side, name: name)
                    }
                    return name
                }
                playersValid = playersValid && name != nil
                players.append(text(field))
            }
            guard names[side] != nil, playersValid else { continue }
            teams[side] = check(teamField) { () throws(SetupError) in
                try Team(side: side, name: text(teamField), playerNames: players)
            }
        }
        if let home = names[.home], let away = names[.away], home.lowercased() == away.lowercased() {
            errors[.teamName(.away)] = SetupError.sameTeamNames(home).description
        }
        let preset = check(.rules) { () throws(SetupError) in
            guard let preset = RulesPreset(rawValue: text(.rules)) else { throw .unknownPreset(text(.rules)) }
            return preset
        }
        let target = number(.target, text: text(.target), range: Rules.targetRange) { .targetOutOfRange($0) }
        let winBy = number(.winBy, text: text(.winBy), range: Rules.winByRange) { .winByOutOfRange($0) }
        guard errors.isEmpty, let home = teams[.home], let away = teams[.away], let preset, let target, let winBy,
            let rules = check(
                .target,
                { () throws(SetupError) in
                    let base = preset.rules
                    return try Rules(
                        target: target, winBy: winBy, cap: base.cap, timeLimitMs: base.timeLimitMs,
                        overtime: base.overtime, shots: base.shots, bonusFouls: base.bonusFouls,
                        shotClockMs: base.shotClockMs)
                })
        else { return }
        parts = (home, away, rules)
    }

    /// The first bad field in form order.
    var firstBadField: CreatorField? { CreatorField.all.first { errors[$0] != nil } }

    /// Records a core error against the field it is about.
    mutating func record(_ error: SetupError) {
        errors[Self.field(for: error)] = error.description
    }

    /// The field a core error is about, for errors met only when the header is built.
    static func field(for error: SetupError) -> CreatorField {
        switch error {
        case .sameTeamNames: .teamName(.away)
        case .targetOutOfRange: .target
        case .unknownPreset: .rules
        case .capOutOfRange, .capNotAboveTarget, .timeLimitOutOfRange, .timeLimitNotWholeSeconds,
            .overtimeOutOfRange, .bonusOutOfRange, .bonusNotAscending, .tooManyBonusThresholds,
            .shotClockOutOfRange:
            .target
        case .winByOutOfRange: .winBy
        case .duplicatePlayer(let side, _), .wrongPlayerCount(let side, _): .teamName(side)
        case .emptyName, .nameTooLong, .controlCharacters, .layoutControl, .invisibleCharacter, .blankCharacter,
            .unassignedCharacter, .tooManyMarks, .noVisibleCharacter:
            .teamName(.home)
        }
    }

    /// Whether a field holds nothing but white space, as the core trims a name.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    private mutating func check<T>(_ field: CreatorField, _ body: () throws(SetupError) -> T) -> T? {
        do {
            return try body()
        } catch {
            if errors[field] == nil { errors[field] = error.description }
            return nil
        }
    }

    /// A whole number within `range`; the messages are the core's ("target 0 is out of range 1…99").
    private mutating func number(
        _ field: CreatorField, text: String, range: ClosedRange<Int>, outOfRange: (Int) -> SetupError
    ) -> Int? {
        guard let value = Int(text) else {
            errors[field] =
                text.isEmpty
                ? SetupError.emptyName(field.description).description : field.rule ?? "\(field) is a number"
            return nil
        }
        return check(field) { () throws(SetupError) in
            guard range.contains(value) else { throw outOfRange(value) }
            return value
        }
    }
}
