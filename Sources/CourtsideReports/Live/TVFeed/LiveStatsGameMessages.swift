import CourtsideCore
import CourtsideText

/// The LiveStats TV feed's messages about the game as it stands: `setup`, `teams`, `status` and
/// `boxscore`, each one JSON object without `type`'s neighbours `messageId` (the feed adds it).
/// The mapping from courtside's game to the feed's fields is docs/feed.md's table.
///
/// A game is one period here: period 1, `REGULAR` until a time limit is passed, `OVERTIME` after.
enum LiveStatsGameMessages {
    /// `setup`: one period of the time limit's length (0 with none), overtime when the rules play
    /// one, the shot clock and the team fouls before the bonus where the rules have them.
    static func setup(_ rules: Rules) -> LiveStatsObject {
        var periods = LiveStatsObject()
        periods.add("number", 1)
        periods.add("length", raw: LiveStatsObject.decimal(hundredths: (rules.timeLimitMs ?? 0) / 600))
        periods.add("extraTime", rules.timeLimitMs == nil ? 0 : 1)
        periods.add("extraTimeLength", 0)
        var object = LiveStatsObject()
        object.add("periods", raw: periods.text)
        if let shotClock = rules.shotClockMs { object.add("shotClock", Int(shotClock / 1000)) }
        if let bonus = rules.bonusFouls.first { object.add("foulsBeforeBonus", bonus) }
        return object
    }

    /// `teams`: home first as team 1, each with its name, a code of its first three letters or
    /// digits, and its players as the game stands (late arrivals too, under their names now):
    /// `pno` the slot, the name split at its first space (a one-word name is the family name),
    /// the three first slots the starters, `active` those on court now.
    static func teams(_ header: GameHeader, state: GameState) -> LiveStatsObject {
        let teams = Side.allCases.map { side -> String in
            let team = header.team(side)
            var detail = LiveStatsObject()
            detail.add("teamName", team.name)
            detail.add("teamCode", code(of: team.name))
            detail.add("isHomeCompetitor", side == .home ? 1 : 0)
            let players = state.players(side).map { player -> String in
                var object = LiveStatsObject()
                let (first, family) = split(player.name)
                object.add("pno", player.id.number)
                object.add("firstName", first)
                object.add("familyName", family)
                object.add("starter", player.id.number <= Team.size ? 1 : 0)
                object.add("active", state.isOnCourt(player.id) ? 1 : 0)
                return object.text
            }
            var object = LiveStatsObject()
            object.add("teamNumber", teamNumber(side))
            object.add("detail", raw: detail.text)
            object.add("players", raw: LiveStatsObject.array(players))
            return object.text
        }
        var object = LiveStatsObject()
        object.add("teams", raw: LiveStatsObject.array(teams))
        return object
    }

    /// `status`: not started (`READY`), going on (`INPROGRESS`) or won (`FINISHED`); the period,
    /// the clock as the feed reads it (``clock(_:rules:)``), whether it runs, the shot clock's
    /// time left where the rules have one, who has the ball (0 when no play says), and each team's
    /// score, team fouls and timeouts left.
    static func status(_ state: GameState) -> LiveStatsObject {
        let rules = state.rules
        var object = LiveStatsObject()
        object.add("status", state.isFinished ? "FINISHED" : state.eventCount == 0 ? "READY" : "INPROGRESS")
        var period = LiveStatsObject()
        period.add("current", 1)
        period.add("periodType", periodType(state.clockMs, rules: rules))
        object.add("period", raw: period.text)
        object.add("periodStatus", state.isFinished ? "ENDED" : state.eventCount == 0 ? "PENDING" : "STARTED")
        object.add("clock", clock(state.clockMs, rules: rules))
        if let shotClock = rules.shotClockMs {
            object.add("shotClock", clockText(max(0, shotClock - (state.clockMs - state.ball.shotClockFromMs))))
        }
        object.add("clockRunning", state.isClockRunning ? 1 : 0)
        object.add("possession", state.possession.map(teamNumber) ?? 0)
        let scores = Side.allCases.map { side -> String in
            var score = LiveStatsObject()
            score.add("teamNumber", teamNumber(side))
            score.add("score", state.score(side))
            score.add("fouls", state.teamFouls(side))
            score.add("timeoutsRemaining", state.timeoutsLeft(side))
            return score.text
        }
        object.add("scores", raw: LiveStatsObject.array(scores))
        return object
    }

    /// `boxscore`: each team's players' totals and its own (``TeamBox``, the box score every
    /// export shows), under the feed's `s…` names.
    static func boxscore(_ header: GameHeader, state: GameState) -> LiveStatsObject {
        let teams = Side.allCases.map { side -> String in
            let box = TeamBox(team: header.team(side), state: state)
            let players = zip(state.players(side), box.players).map { player, line -> String in
                var object = LiveStatsObject()
                object.add("pno", player.id.number)
                object.append(statistics(line, shots: state.rules.shots))
                object.add("sPlusMinusPoints", line.plusMinus)
                return object.text
            }
            var team = statistics(box.total, shots: state.rules.shots)
            team.add("sFoulsTeam", state.teamFouls(side))
            team.add("sTurnoversTeam", state.violations(side))
            var total = LiveStatsObject()
            total.add("players", raw: LiveStatsObject.array(players))
            total.add("team", raw: team.text)
            var object = LiveStatsObject()
            object.add("teamNumber", teamNumber(side))
            object.add("total", raw: total.text)
            return object.text
        }
        var object = LiveStatsObject()
        object.add("teams", raw: LiveStatsObject.array(teams))
        return object
    }

    /// A box-score row under the feed's names. The low and high shots are the feed's one- and
    /// two-pointers under shots 1 and 2 (FIBA 3x3's), its two- and three-pointers under 2 and 3;
    /// both are field goals, free throws apart. Rebounds total counts the plain ones of older
    /// files too; minutes are decimal, to the hundredth.
    private static func statistics(_ line: BoxLine, shots: ShotValues) -> LiveStatsObject {
        let (low, high) = shots == .onesAndTwos ? ("One", "Two") : ("Two", "Three")
        var object = LiveStatsObject()
        object.add("sPoints", line.points)
        object.add("sFieldGoalsMade", line.fieldGoalsMade)
        object.add("sFieldGoalsAttempted", line.fieldGoalsAttempted)
        object.add("s\(low)PointersMade", line.onePoint)
        object.add("s\(low)PointersAttempted", line.onePointAttempts)
        object.add("s\(high)PointersMade", line.twoPoints)
        object.add("s\(high)PointersAttempted", line.twoPointAttempts)
        object.add("sFreeThrowsMade", line.sheet.freeThrows)
        object.add("sFreeThrowsAttempted", line.sheet.freeThrowsAttempted)
        object.add("sReboundsOffensive", line.sheet.offensiveRebounds)
        object.add("sReboundsDefensive", line.sheet.defensiveRebounds)
        object.add("sReboundsTotal", line.rebounds)
        object.add("sAssists", line.assists)
        object.add("sSteals", line.sheet.steals)
        object.add("sBlocks", line.sheet.blocks)
        object.add("sTurnovers", line.sheet.turnovers)
        object.add("sFoulsPersonal", line.fouls)
        object.add("sMinutes", raw: LiveStatsObject.decimal(hundredths: line.msOnCourt / 600))
        return object
    }

    /// The feed's team number: 1 home, 2 away.
    static func teamNumber(_ side: Side) -> Int { side == .home ? 1 : 2 }

    /// `REGULAR`, or `OVERTIME` past a time limit.
    static func periodType(_ clockMs: Int64, rules: Rules) -> String {
        rules.timeLimitMs.map { clockMs > $0 } == true ? "OVERTIME" : "REGULAR"
    }

    /// The feed's clock, `MM:SS:CC`: under a time limit the time left in it, in overtime the time
    /// played since; with none, the time played.
    static func clock(_ clockMs: Int64, rules: Rules) -> String {
        guard let limit = rules.timeLimitMs else { return clockText(clockMs) }
        return clockText(clockMs <= limit ? limit - clockMs : clockMs - limit)
    }

    /// `ms` as `MM:SS:CC`.
    static func clockText(_ ms: Int64) -> String {
        let hundredths = max(0, ms) / 10
        func two(_ value: Int64) -> String { (value < 10 ? "0" : "") + String(value) }
        return two(hundredths / 6_000) + ":" + two(hundredths / 100 % 60) + ":" + two(hundredths % 100)
    }

    /// A team's code: the first three letters or digits of its name, in capitals.
    private static func code(of name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber }.prefix(3)).uppercased()
    }

    /// A name as the feed splits it: the first word the first name, the rest the family name; a
    /// one-word name all family name.
    private static func split(_ name: String) -> (first: String, family: String) {
        guard let space = name.firstIndex(of: " ") else { return ("", name) }
        return (String(name[..<space]), String(name[name.index(after: space)...]))
    }
}
