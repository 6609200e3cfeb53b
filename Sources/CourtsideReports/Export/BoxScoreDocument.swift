import CourtsideCore
import CourtsideText

/// The JSON export's object without its plays: the game's facts, the rules and both teams' box
/// scores, as ``JSONExporter`` hands them to `JSONEncoder` (docs/file-format.md, "json").
///
/// Every field docs/file-format.md lists is a stored property, so the encoder's keys are exactly the
/// documented ones; a value that may be absent is a ``Nullable`` and is written as an explicit
/// `null`, never left out.
struct BoxScoreDocument: Encodable {
    /// The version of the machine outputs' conventions and of this object's keys
    /// (docs/file-format.md, "Machine outputs").
    static let schemaVersion = 2

    let schema: Int
    let id: String
    let status: String
    /// Whether both sides confirmed the final score (format 8's `confirm`): `FINAL ✓`.
    let confirmed: Bool
    let winner: Nullable<String>
    let rules: RulesObject
    let clockMs: Int64
    let clockText: String
    let created: String
    let lastEvent: Nullable<String>
    let home: TeamObject
    let away: TeamObject

    init(box: BoxScore) {
        schema = Self.schemaVersion
        id = box.id.rawValue
        status = box.status.rawValue
        confirmed = box.confirmed
        winner = Nullable(box.winner?.rawValue)
        rules = RulesObject(rules: box.rules)
        clockMs = box.clockMs
        clockText = ClockFormat.string(ms: box.clockMs)
        created = TimestampFormat.iso8601(ms: box.createdMs)
        lastEvent = Nullable(box.lastEventMs.map(TimestampFormat.iso8601(ms:)))
        home = TeamObject(team: box.home)
        away = TeamObject(team: box.away)
    }

    /// A value or an explicit `null` (the synthesized coding would leave a nil out).
    struct Nullable<Wrapped: Encodable>: Encodable {
        let value: Wrapped?

        init(_ value: Wrapped?) { self.value = value }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    /// Every rule of the header line, and the summary the board shows.
    struct RulesObject: Encodable {
        let bonus: [Int]
        let cap: Nullable<Int>
        let overtime: Int
        let shots: String
        let summary: String
        let target: Int
        let timeLimitMs: Nullable<Int64>
        let winBy: Int

        init(rules: Rules) {
            bonus = rules.bonusFouls
            cap = Nullable(rules.cap)
            overtime = rules.overtime
            shots = rules.shots.rawValue
            summary = rules.summary
            target = rules.target
            timeLimitMs = Nullable(rules.timeLimitMs)
            winBy = rules.winBy
        }
    }

    /// A team: its side and name, score, timeouts called, players in slot order and total row.
    struct TeamObject: Encodable {
        let side: String
        let name: String
        let score: Int
        let timeouts: Int
        let players: [LineObject]
        let total: LineObject

        init(team: TeamBox) {
            side = team.side.rawValue
            name = team.name
            score = team.score
            timeouts = team.timeouts
            players = team.players.map(LineObject.init)
            total = LineObject(line: team.total)
        }
    }

    /// A box-score row: the counters, the attempts, FGM and FGA, and the percentages (rounded to
    /// one decimal as the text export shows them, or null with no attempt).
    struct LineObject: Encodable {
        let name: String
        let points: Int
        let onePoint: Int
        let twoPoints: Int
        let assists: Int
        let rebounds: Int
        let fouls: Int
        let onePointAttempts: Int
        let twoPointAttempts: Int
        let fieldGoalsMade: Int
        let fieldGoalsAttempted: Int
        let onePointPct: Nullable<Double>
        let twoPointPct: Nullable<Double>
        let fieldGoalPct: Nullable<Double>
        let offensiveRebounds: Int
        let defensiveRebounds: Int
        let turnovers: Int
        let steals: Int
        let blocks: Int
        let freeThrows: Int
        let freeThrowAttempts: Int
        let msOnCourt: Int64
        let plusMinus: Int

        init(line: BoxLine) {
            msOnCourt = line.msOnCourt
            plusMinus = line.plusMinus
            offensiveRebounds = line.sheet.offensiveRebounds
            defensiveRebounds = line.sheet.defensiveRebounds
            turnovers = line.sheet.turnovers
            steals = line.sheet.steals
            blocks = line.sheet.blocks
            freeThrows = line.sheet.freeThrows
            freeThrowAttempts = line.sheet.freeThrowsAttempted
            name = line.name
            points = line.points
            onePoint = line.onePoint
            twoPoints = line.twoPoints
            assists = line.assists
            rebounds = line.rebounds
            fouls = line.fouls
            onePointAttempts = line.onePointAttempts
            twoPointAttempts = line.twoPointAttempts
            fieldGoalsMade = line.fieldGoalsMade
            fieldGoalsAttempted = line.fieldGoalsAttempted
            onePointPct = Nullable(BoxLine.percent(line.onePoint, of: line.onePointAttempts).flatMap(Double.init))
            twoPointPct = Nullable(BoxLine.percent(line.twoPoints, of: line.twoPointAttempts).flatMap(Double.init))
            fieldGoalPct = Nullable(
                BoxLine.percent(line.fieldGoalsMade, of: line.fieldGoalsAttempted).flatMap(Double.init))
        }
    }
}
