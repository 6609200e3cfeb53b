import CourtsideCore

/// The index's fast answers for stats across games: each game file's identity as indexed (so a
/// library whose files are all unchanged is known at the cost of a `stat` each), every name's
/// totals summed in SQL, and the ratings learned last time, kept with a fingerprint of what they
/// were learned from.
///
/// The sums are of `game_players` rows as they were written, checked, when their games were
/// folded: a file that changed since is never summed (the caller reads the library instead). No
/// row is read back one by one (that is the speed), so what the sums say is checked instead
/// (``possible(_:sinceMs:)``): totals no finished games could make (no game, more wins than
/// games, a negative count, points the shots cannot make, more points than the games hold) are a
/// forged index, which is discarded and made again from the game files.
extension LibraryIndex {
    /// Every indexed game's stamp, by id text; nil when the index cannot be read.
    func stamps() -> [String: FileStamp]? {
        do throws(SQLiteError) {
            let rows = try database.prepare("SELECT id, device, inode, size, modified_ns, changed_ns FROM games")
            var stamps: [String: FileStamp] = [:]
            while try rows.step() {
                guard let id = rows.text(0), let device = rows.integer(1), let inode = rows.integer(2),
                    let size = rows.integer(3), let modified = rows.integer(4), let changed = rows.integer(5)
                else { return nil }
                stamps[id] = FileStamp(
                    device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
                    modifiedNs: modified, changedNs: changed)
            }
            return stamps
        } catch {
            return nil
        }
    }

    /// The columns of a name's totals, summed from `games g JOIN game_players p` over the lines of
    /// players who played (``GamePlayerLine/played``: a player on the bench all game has no game
    /// there), in the order ``totals(from:)`` reads them.
    private static let totalsColumns = """
        p.name, count(*), sum(p.side = g.winner), sum(p.points), sum(p.low_made), sum(p.low_missed),
        sum(p.high_made), sum(p.high_missed), sum(p.assists), sum(p.rebounds), sum(p.fouls), sum(p.oreb),
        sum(p.dreb), sum(p.ft_made), sum(p.ft_missed), sum(p.turnovers), sum(p.steals), sum(p.blocks),
        sum(p.plus_minus), min(g.created_ms), max(g.created_ms), max(coalesce(g.last_played_ms, g.created_ms))
        """

    /// Every name's totals over the finished games created at or after `sinceMs` (all when nil),
    /// summed in SQL; nil when the index cannot be read or a game has one name twice (its lines
    /// must then be told apart one by one).
    ///
    /// Over all games the sums are kept (`kept_name_totals`, under the games' fingerprint, as the
    /// ratings are): summing 60,000 rows takes SQLite most of a warm `leaders`, and between two
    /// games nothing changes them. A fingerprint that does not match sums again and keeps that.
    func nameTotals(sinceMs: Int64?) -> [NameTotals]? {
        do throws(SQLiteError) {
            guard let totals = try summedTotals(sinceMs: sinceMs) else { return nil }
            guard try possible(totals, sinceMs: sinceMs) else { return discard() }
            return totals
        } catch {
            if error.isDamage { return discard() }
            return nil
        }
    }

    /// The totals as kept or summed (see ``nameTotals(sinceMs:)``), unchecked.
    private func summedTotals(sinceMs: Int64?) throws(SQLiteError) -> [NameTotals]? {
        do throws(SQLiteError) {
            if sinceMs == nil, let fingerprint = fingerprint(registryEntries: 0) {
                if let kept = try keptTotals(fingerprint: fingerprint) { return kept }
                keepTotals(fingerprint: fingerprint)
                if let kept = try keptTotals(fingerprint: fingerprint) { return kept }
                // Not kept (a name twice in a game, or the index busy): summed below, as always.
            }
            try database.execute("BEGIN")
            defer { try? database.execute("COMMIT") }
            if try database.integer("SELECT EXISTS (SELECT 1 FROM repeated_names)") != 0 { return nil }
            let rows = try database.prepare(Self.totalsQuery)
            try rows.bind(1, GameStatus.finished.rawValue)
            try rows.bind(2, sinceMs)
            return try Self.totals(from: rows)
        } catch {
            return nil
        }
    }

    /// Whether `totals` could be the sums of the finished games created at or after `sinceMs` (all
    /// when nil) as the `games` rows say them: each name in at least one game and at most all of
    /// them, no more wins than games, no count below zero, no more offensive and defensive
    /// rebounds than rebounds, points that its made shots and free throws make at some shot
    /// values (1 and 2, or 2 and 3), the first and the last game's creation in order
    /// (not the last activity: an event's wall time may be before its game's creation, the
    /// clock set back);
    /// and every name's points adding up to the games' scores (every point is a player's who
    /// played). A name with no game would vanish from `leaders`; inflated points must come out
    /// of someone else's. The games themselves are held to what their files can hold, as a row
    /// read back is (``LibraryIndexRow``): no more events than lines the file has room for, no
    /// more points than plays, the winner the side with more.
    private func possible(_ totals: [NameTotals], sinceMs: Int64?) throws(SQLiteError) -> Bool {
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        let games = try database.prepare(
            """
            SELECT count(*), coalesce(sum(home_score + away_score), 0), coalesce(sum(
                events < 0 OR events > size / ?3 OR home_score < 0 OR away_score < 0
                OR home_score + away_score > ?4 * events
                OR (winner = 'home') != (home_score > away_score) OR (winner = 'away') != (away_score > home_score)
            ), 0) FROM games WHERE status = ?1 AND (?2 IS NULL OR created_ms >= ?2)
            """)
        try games.bind(1, GameStatus.finished.rawValue)
        try games.bind(2, sinceMs)
        try games.bind(3, LibraryIndexRow.minimumEventLineBytes)
        try games.bind(4, Int64(LibraryIndexRow.maximumPointsPerEvent))
        guard try games.step(), let finished = games.integer(0), let scored = games.integer(1),
            games.integer(2) == 0
        else { return false }
        var points: Int64 = 0
        for name in totals {
            let counts = [
                name.points, name.lowMade, name.lowMissed, name.highMade, name.highMissed, name.assists,
                name.rebounds, name.fouls, name.offensiveRebounds, name.defensiveRebounds, name.freeThrowsMade,
                name.freeThrowsMissed, name.turnovers, name.steals, name.blocks,
            ]
            guard name.games >= 1, Int64(name.games) <= finished, (0...name.games).contains(name.wins),
                counts.allSatisfy({ $0 >= 0 }), name.lowMade <= Int.max / 8, name.highMade <= Int.max / 8,
                name.freeThrowsMade <= Int.max / 8,
                name.offensiveRebounds <= name.rebounds,
                name.defensiveRebounds <= name.rebounds - name.offensiveRebounds,
                name.points >= name.lowMade + 2 * name.highMade + name.freeThrowsMade,
                name.points <= 2 * name.lowMade + 3 * name.highMade + name.freeThrowsMade,
                name.firstCreatedMs >= 0, name.firstCreatedMs <= name.lastCreatedMs
            else { return false }
            let (sum, overflow) = points.addingReportingOverflow(Int64(name.points))
            guard !overflow else { return false }
            points = sum
        }
        return points == scored
    }

    /// The sums, per name, of the finished games created at or after `?2` (all when NULL).
    private static let totalsQuery = """
        SELECT \(totalsColumns)
        FROM games g JOIN game_players p ON p.game_id = g.id
        WHERE g.status = ?1 AND (?2 IS NULL OR g.created_ms >= ?2) AND p.played = 1
        GROUP BY p.name
        """

    /// Makes `kept_name_totals`, the sums over all games (the status is the code's own constant,
    /// written out: the statement has no parameters). ``LibraryIndex/open(folder:files:readOnly:)``
    /// accepts the table exactly as this makes it.
    static let keptTotalsTable =
        "CREATE TABLE kept_name_totals AS "
        + totalsQuery.replacing("?1", with: "'\(GameStatus.finished.rawValue)'").replacing("?2", with: "NULL")

    /// The totals kept under `fingerprint`; nil when none are (or others are, or a game has one
    /// name twice).
    private func keptTotals(fingerprint: Int64) throws(SQLiteError) -> [NameTotals]? {
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        guard try database.integer("SELECT value FROM facts WHERE key = 'totals'") == fingerprint,
            try database.integer("SELECT EXISTS (SELECT 1 FROM repeated_names)") == 0
        else { return nil }
        return try Self.totals(from: try database.prepare("SELECT * FROM kept_name_totals"))
    }

    /// Sums every finished game's lines into `kept_name_totals`, under `fingerprint`. Best effort:
    /// another process writing the index, or a full disk, leaves the sums unkept.
    private func keepTotals(fingerprint: Int64) {
        guard !readOnly else { return }
        do throws(SQLiteError) {
            try database.writing { () throws(SQLiteError) in
                // A game with one name twice is never summed in SQL (nameTotals says nil).
                guard try database.integer("SELECT EXISTS (SELECT 1 FROM repeated_names)") == 0 else { return }
                try database.execute("DROP TABLE IF EXISTS kept_name_totals")
                try database.execute(Self.keptTotalsTable)
                let fact = try database.prepare("INSERT OR REPLACE INTO facts (key, value) VALUES ('totals', ?1)")
                try fact.bind(1, fingerprint)
                try fact.run()
            }
        } catch {
            return
        }
    }

    /// The totals in `rows`, whose columns are ``totalsColumns``.
    private static func totals(from rows: SQLiteStatement) throws(SQLiteError) -> [NameTotals]? {
        var totals: [NameTotals] = []
        while try rows.step() {
            guard let name = rows.text(0) else { return nil }
            var numbers: [Int] = []
            for column in Int32(1)...18 {
                guard let value = rows.integer(column), let number = Int(exactly: value) else { return nil }
                numbers.append(number)
            }
            guard let first = rows.integer(19), let last = rows.integer(20), let activity = rows.integer(21)
            else { return nil }
            totals.append(
                NameTotals(
                    name: name, games: numbers[0], wins: numbers[1],
                    counts: BoxCounts(
                        points: numbers[2], lowMade: numbers[3], lowMissed: numbers[4], highMade: numbers[5],
                        highMissed: numbers[6], assists: numbers[7], rebounds: numbers[8], fouls: numbers[9],
                        plusMinus: numbers[17], offensiveRebounds: numbers[10], defensiveRebounds: numbers[11],
                        freeThrowsMade: numbers[12], freeThrowsMissed: numbers[13], turnovers: numbers[14],
                        steals: numbers[15], blocks: numbers[16]),
                    firstCreatedMs: first, lastCreatedMs: last, lastActivityMs: activity))
        }
        return totals
    }

    /// A fingerprint of every indexed game (each row's checksum changes with its file) and of the
    /// registry's `registryEntries` lines: the ratings learned from them are kept under it.
    func fingerprint(registryEntries: Int) -> Int64? {
        guard let rows = try? database.prepare("SELECT count(*), sum(checksum % 2147483647) FROM games"),
            (try? rows.step()) == true
        else { return nil }
        var sum = RowChecksum()
        sum.add(rows.integer(0))
        sum.add(rows.integer(1))
        sum.add(Int64(registryEntries))
        return sum.stored
    }

    /// The ratings kept under `fingerprint`, by player key; nil when none are (or others are).
    func ratings(fingerprint: Int64) -> [String: Double]? {
        do throws(SQLiteError) {
            try database.execute("BEGIN")
            defer { try? database.execute("COMMIT") }
            guard try database.integer("SELECT value FROM facts WHERE key = 'ratings'") == fingerprint else {
                return nil
            }
            let rows = try database.prepare("SELECT player, rating_micro FROM player_ratings")
            var ratings: [String: Double] = [:]
            while try rows.step() {
                guard let player = rows.text(0), let micro = rows.integer(1) else { return nil }
                ratings[player] = Double(micro) / 1_000_000
            }
            return ratings
        } catch {
            return nil
        }
    }

    /// Keeps `ratings` under `fingerprint`, replacing what was kept. Best effort.
    func keepRatings(_ ratings: [String: Double], fingerprint: Int64) {
        guard !readOnly else { return }
        do throws(SQLiteError) {
            try database.writing { () throws(SQLiteError) in
                try database.execute("DELETE FROM player_ratings")
                let insert = try database.prepare(
                    "INSERT INTO player_ratings (player, rating_micro) VALUES (?1, ?2)")
                for (player, rating) in ratings {
                    try insert.bind(1, player)
                    try insert.bind(2, Int64((rating * 1_000_000).rounded()))
                    try insert.run()
                }
                let fact = try database.prepare("INSERT OR REPLACE INTO facts (key, value) VALUES ('ratings', ?1)")
                try fact.bind(1, fingerprint)
                try fact.run()
            }
        } catch {
            return
        }
    }
}
