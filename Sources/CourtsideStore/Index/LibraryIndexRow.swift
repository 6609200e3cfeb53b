import CourtsideCore
import CourtsideFileFormat

/// The columns of the index's two tables, and the checks a row passes before it is used: the
/// same a game file's values pass (names as ``Team/validatedName(_:what:)`` takes them, rules as
/// ``Rules`` takes them, counters that cannot be negative, a winner only for a finished game and
/// the side with more points, points that add up), no more than the file's size can hold (an
/// event line of at least ``minimumEventLineBytes``, a play of at most 3 points), and the row's
/// checksum. The checksum is no secret (FNV-1a, documented), so it tells an accident (a bad disk,
/// an edit by hand) from a row courtside wrote, not a forger from courtside: the value checks
/// are what keep a forged row from saying what no game file says. A row that fails any is a
/// reason to make the index again from the game files (``LibraryIndex/discard()``).
enum LibraryIndexRow {
    /// The `games` columns, in the order ``game(_:location:)`` reads and ``bindGame(_:to:)`` binds.
    static let gameColumns = [
        "id", "device", "inode", "size", "modified_ns", "changed_ns", "created_ms", "last_played_ms", "clock_ms",
        "events", "home_name", "away_name", "home_score", "away_score", "status", "winner", "target", "win_by",
        "cap", "time_limit_ms", "overtime", "shots", "bonus_fouls", "shot_clock_ms", "confirmed", "checksum",
    ]

    /// The `game_players` columns, in the order ``line(_:)`` reads and ``bindLine(_:of:to:)`` binds.
    static let lineColumns = [
        "game_id", "side", "slot", "name", "points", "low_made", "low_missed", "high_made", "high_missed", "assists",
        "rebounds", "fouls", "oreb", "dreb", "ft_made", "ft_missed", "turnovers", "steals", "blocks", "plus_minus",
        "played", "checksum",
    ]

    /// The shortest event line a game file can hold, with its newline: `seq`, `type`, `clock`
    /// and `wall` at their shortest (`{"clock":0,"seq":1,"type":"undo","wall":0}` is 43 bytes).
    static let minimumEventLineBytes: Int64 = 32
    /// The most points one event can score (a made high shot at 2 and 3).
    static let maximumPointsPerEvent = 3

    // MARK: Games

    /// The values of an entry's `games` row, in column order, the checksum last.
    private static func gameValues(_ entry: LibraryIndexEntry) -> [Value] {
        let summary = entry.summary
        let rules = summary.rules
        var values: [Value] = [
            .text(summary.id.rawValue), .number(Int64(bitPattern: entry.device)),
            .number(Int64(bitPattern: entry.inode)), .number(entry.size), .number(entry.modifiedNs),
            .number(entry.changedNs), .number(summary.createdMs), .number(summary.lastPlayedMs),
            .number(summary.clockMs), .number(Int64(summary.eventCount)), .text(summary.homeName),
            .text(summary.awayName), .number(Int64(summary.homeScore)), .number(Int64(summary.awayScore)),
            .text(summary.status.rawValue), .text(summary.winner?.rawValue), .number(Int64(rules.target)),
            .number(Int64(rules.winBy)), .number(rules.cap.map(Int64.init)), .number(rules.timeLimitMs),
            .number(Int64(rules.overtime)), .text(rules.shots.rawValue),
            .text(rules.bonusFouls.map { String($0) }.joined(separator: ",")), .number(rules.shotClockMs),
            .number(summary.confirmed ? 1 : 0),
        ]
        values.append(.number(checksum(values)))
        return values
    }

    /// Binds an entry's `games` row to a statement's parameters 1…26.
    static func bindGame(_ entry: LibraryIndexEntry, to statement: SQLiteStatement) throws(SQLiteError) {
        try bind(gameValues(entry), to: statement)
    }

    /// The entry a `games` row (selected in ``gameColumns`` order) gives, without lines; nil when any
    /// check fails.
    static func game(_ row: SQLiteStatement, location: (GameID) -> String) -> LibraryIndexEntry? {
        let values = read(row, count: gameColumns.count)
        guard let stored = values.last?.number, stored == checksum(Array(values.dropLast())),
            let idText = row.text(0), let id = GameID(rawValue: idText),
            let device = row.integer(1), let inode = row.integer(2), let size = row.integer(3), size >= 0,
            let modified = row.integer(4), let changed = row.integer(5), let created = row.integer(6),
            let clock = row.integer(8), clock >= 0, let events = row.integer(9), events >= 0,
            let homeName = validName(row.text(10)), let awayName = validName(row.text(11)),
            let home = count(row.integer(12)), let away = count(row.integer(13)),
            let status = row.text(14).flatMap(GameStatus.init(rawValue:)),
            let target = count(row.integer(16)), let winBy = count(row.integer(17)),
            let overtime = count(row.integer(20)), let shots = row.text(21).flatMap(ShotValues.init(rawValue:)),
            let bonusText = row.text(22), let confirmed = row.integer(24), confirmed == 0 || confirmed == 1
        else { return nil }
        let last = row.integer(7)
        guard last != nil || row.isNull(7) else { return nil }
        var winner: Side?
        if let winnerText = row.text(15) {
            guard let side = Side(rawValue: winnerText) else { return nil }
            winner = side
        } else if !row.isNull(15) {
            return nil
        }
        // Only a won game's score is confirmed.
        guard (winner != nil) == (status == .finished), confirmed == 0 || winner != nil else { return nil }
        // No more than the file can hold: each event a line, each point a play's.
        guard events <= size / minimumEventLineBytes, home <= Int.max / 2, away <= Int.max / 2,
            Int64(home + away) <= events * Int64(maximumPointsPerEvent),
            winner.map({ $0 == .home ? home > away : away > home }) ?? true,
            GameFileLimits.wallMs.contains(created), GameFileLimits.clockMs.contains(clock),
            last.map(GameFileLimits.wallMs.contains) ?? true
        else { return nil }
        let cap = row.integer(18)
        let limit = row.integer(19)
        let shotClock = row.integer(23)
        guard (cap != nil || row.isNull(18)) && (limit != nil || row.isNull(19)) && (shotClock != nil || row.isNull(23))
        else { return nil }
        var bonus: [Int] = []
        for part in bonusText.split(separator: ",", omittingEmptySubsequences: false) where !bonusText.isEmpty {
            guard let value = Int(part) else { return nil }
            bonus.append(value)
        }
        guard
            let rules = try? Rules(
                target: target, winBy: winBy, cap: cap.flatMap { Int(exactly: $0) }, timeLimitMs: limit,
                overtime: overtime, shots: shots, bonusFouls: bonus, shotClockMs: shotClock)
        else { return nil }
        let summary = GameSummary(
            id: id, location: location(id), homeName: homeName, awayName: awayName, homeScore: home, awayScore: away,
            status: status, eventCount: Int(events), createdMs: created, lastPlayedMs: last, clockMs: clock,
            winner: winner, rules: rules, confirmed: confirmed == 1)
        return LibraryIndexEntry(
            device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size, modifiedNs: modified,
            changedNs: changed, summary: summary, lines: [])
    }

    // MARK: Players

    /// The values of a line's `game_players` row, in column order, the checksum last.
    private static func lineValues(_ line: GamePlayerLine, of id: GameID) -> [Value] {
        var values: [Value] = [
            .text(id.rawValue), .text(line.player.side.rawValue), .number(Int64(line.player.number)),
            .text(line.name), .number(Int64(line.points)), .number(Int64(line.lowMade)),
            .number(Int64(line.lowMissed)), .number(Int64(line.highMade)), .number(Int64(line.highMissed)),
            .number(Int64(line.assists)), .number(Int64(line.rebounds)), .number(Int64(line.fouls)),
            .number(Int64(line.offensiveRebounds)), .number(Int64(line.defensiveRebounds)),
            .number(Int64(line.freeThrowsMade)), .number(Int64(line.freeThrowsMissed)), .number(Int64(line.turnovers)),
            .number(Int64(line.steals)), .number(Int64(line.blocks)), .number(Int64(line.plusMinus)),
            .number(line.played ? 1 : 0),
        ]
        values.append(.number(checksum(values)))
        return values
    }

    /// Binds a line's `game_players` row to a statement's parameters 1…22.
    static func bindLine(_ line: GamePlayerLine, of id: GameID, to statement: SQLiteStatement) throws(SQLiteError) {
        try bind(lineValues(line, of: id), to: statement)
    }

    /// What reading many `game_players` rows learns once: the names already found valid, and the
    /// last game id (rows come in key order, six to a game).
    struct LineCache {
        /// Names that passed ``validName(_:)``.
        var validNames: Set<String> = []
        /// The last game id read, as text and as an id.
        var lastID: (text: String, id: GameID)?

        /// An empty cache.
        init() {}
    }

    /// The game id and line a `game_players` row (selected in ``lineColumns`` order) gives; nil when
    /// any check of the row alone fails (``checkedLines(_:of:)`` checks them against their game).
    /// Each column is read once, and the checksum computed from what was read.
    static func line(_ row: SQLiteStatement, cache: inout LineCache) -> (GameID, GamePlayerLine)? {
        guard let idText = row.text(0), let sideText = row.text(1), let slot = row.integer(2),
            let name = row.text(3), let played = row.integer(20), let stored = row.integer(21)
        else { return nil }
        var counts: [Int] = []
        counts.reserveCapacity(16)
        var sum = RowChecksum()
        sum.add(idText)
        sum.add(sideText)
        sum.add(slot)
        sum.add(name)
        // Every counter (points … blocks) then the plus/minus, the only one that may be negative.
        for column in Int32(4)...19 {
            guard let value = row.integer(column), let number = Int(exactly: value) else { return nil }
            sum.add(value)
            counts.append(number)
        }
        sum.add(played)
        guard sum.stored == stored, played == 0 || played == 1, let side = Side(rawValue: sideText),
            let number = Int(exactly: slot),
            (1...Team.maxSize).contains(number),
            counts[0..<15].allSatisfy({ $0 >= 0 })
        else { return nil }
        let id: GameID
        if let last = cache.lastID, last.text == idText {
            id = last.id
        } else {
            guard let parsed = GameID(rawValue: idText) else { return nil }
            id = parsed
            cache.lastID = (idText, parsed)
        }
        if !cache.validNames.contains(name) {
            guard validName(name) != nil else { return nil }
            cache.validNames.insert(name)
        }
        return (
            id,
            GamePlayerLine(
                player: PlayerID(side: side, number: number), name: name, points: counts[0], lowMade: counts[1],
                lowMissed: counts[2], highMade: counts[3], highMissed: counts[4], assists: counts[5],
                rebounds: counts[6], fouls: counts[7], plusMinus: counts[15], played: played == 1,
                offensiveRebounds: counts[8], defensiveRebounds: counts[9], freeThrowsMade: counts[10],
                freeThrowsMissed: counts[11], turnovers: counts[12], steals: counts[13], blocks: counts[14])
        )
    }

    /// A game's lines in slot order when they are every slot of each team (3 to 8) once, each
    /// player's points are what the rules make of the shots and free throws, no more offensive and
    /// defensive rebounds than rebounds, each team's points add up to its
    /// score and its plus/minus to three times the game's margin (three on court at every moment);
    /// nil otherwise.
    static func checkedLines(_ lines: [GamePlayerLine], of summary: GameSummary) -> [GamePlayerLine]? {
        let sorted = lines.sorted { $0.player < $1.player }
        let slots = Side.allCases.map { side in sorted.filter { $0.player.side == side }.map(\.player.number) }
        guard slots.allSatisfy({ Team.sizes.contains($0.count) && $0 == Array(1...$0.count) }) else { return nil }
        let shots = summary.rules.shots
        let events = summary.eventCount
        let margin = summary.homeScore + summary.awayScore
        var plays = 0
        for line in sorted {
            guard line.points == line.lowMade * shots.low + line.highMade * shots.high + line.freeThrowsMade,
                line.assists <= events, abs(line.plusMinus) <= margin,
                line.offensiveRebounds + line.defensiveRebounds <= line.rebounds
            else { return nil }
            // Each shot, free throw, rebound, foul, turnover, steal and block is a play of its own:
            // no more than the events.
            for count in [
                line.lowMade, line.lowMissed, line.highMade, line.highMissed, line.rebounds, line.fouls,
                line.freeThrowsMade, line.freeThrowsMissed, line.turnovers, line.steals, line.blocks,
            ] {
                guard count <= events - plays else { return nil }
                plays += count
            }
        }
        for side in Side.allCases {
            let team = sorted.lazy.filter { $0.player.side == side }
            let points = team.reduce(0) { $0 + $1.points }
            guard points == (side == .home ? summary.homeScore : summary.awayScore) else { return nil }
            let margin = side == .home ? summary.homeScore - summary.awayScore : summary.awayScore - summary.homeScore
            guard team.reduce(0, { $0 + $1.plusMinus }) == Team.size * margin else { return nil }
        }
        // Home's slots sort before away's, each in slot order (PlayerID's order puts every
        // starter before the benches): the lines in the game's order, home 1…n then away 1…n.
        return Side.allCases.flatMap { side in sorted.filter { $0.player.side == side } }
    }

    // MARK: Values

    /// A column's value as the checksum sees it.
    private enum Value {
        case number(Int64?)
        case text(String?)

        var number: Int64? {
            if case .number(let value) = self { return value }
            return nil
        }
    }

    private static func checksum(_ values: [Value]) -> Int64 {
        var sum = RowChecksum()
        for value in values {
            switch value {
            case .number(let number): sum.add(number)
            case .text(let text): sum.add(text)
            }
        }
        return sum.stored
    }

    private static func bind(_ values: [Value], to statement: SQLiteStatement) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            switch value {
            case .number(let number): try statement.bind(Int32(offset + 1), number)
            case .text(let text): try statement.bind(Int32(offset + 1), text)
            }
        }
    }

    /// A row's columns as values (a column of another type reads as a NULL of the expected kind,
    /// which fails the checksum unless the row was NULL there).
    private static func read(_ row: SQLiteStatement, count: Int) -> [Value] {
        (0..<Int32(count)).map { column in
            row.text(column) != nil && row.integer(column) == nil
                ? .text(row.text(column)) : .number(row.integer(column))
        }
    }

    /// A name as a game file would take it; nil for anything a game file would refuse.
    private static func validName(_ text: String?) -> String? {
        guard let text, let name = try? Team.validatedName(text, what: "name"), name == text else { return nil }
        return name
    }

    /// A non-negative integer that fits an Int.
    private static func count(_ value: Int64?) -> Int? {
        guard let value, value >= 0 else { return nil }
        return Int(exactly: value)
    }
}
