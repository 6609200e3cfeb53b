import CourtsideCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library index, `.courtside-index.sqlite` in the library folder: an SQLite database with,
/// for every game folded since, the identity of its file, its ``GameSummary`` and each player's
/// line, so listing a library and stats across it read one database and stat each game instead
/// of reading and folding every game. The schema is in docs/file-format.md ("The index").
///
/// It is derived and never trusted over the games: an entry counts only while its file is
/// unchanged (``LibraryIndexEntry/matches(_:)``) and its row passes the checks a game file's
/// values pass (``LibraryIndexRow``); a database of another schema version is emptied, a damaged
/// one deleted, and deleting it loses nothing. Using it is best effort: when it cannot be opened,
/// read or written (a read-only disk, another process writing it), the library reads the files.
final class LibraryIndex {
    /// The index's name in the library folder (hidden, and not `<id>.jsonl`, so never a game).
    static let fileName = ".courtside-index.sqlite"
    /// The text index and its lock file, which this database replaced: deleted when it is made.
    static let formerNames = [".courtside-index", ".courtside-index.lock"]
    /// `PRAGMA user_version` of this schema; a database with another is emptied and filled again
    /// (5: `game_players.played`, so the sums and ratings kept by version 4, which counted a
    /// player on the bench all game, are made again; 6: the stat sheet's counters in
    /// `game_players`, so `leaders --by steals` reads them from the index; 7: `games.confirmed`,
    /// the final score both sides confirmed, so `list` says `FINAL ✓` from the index).
    static let schemaVersion: Int64 = 7
    /// How long a step waits for another process's lock before giving up (a listing then reads
    /// the files, and skips writing).
    static let lockWaitMs: Int32 = 250

    /// The tables (docs/file-format.md documents them).
    static let schema = """
        CREATE TABLE games (
            id TEXT PRIMARY KEY NOT NULL, device INTEGER NOT NULL, inode INTEGER NOT NULL,
            size INTEGER NOT NULL, modified_ns INTEGER NOT NULL, changed_ns INTEGER NOT NULL,
            created_ms INTEGER NOT NULL, last_played_ms INTEGER, clock_ms INTEGER NOT NULL,
            events INTEGER NOT NULL, home_name TEXT NOT NULL, away_name TEXT NOT NULL,
            home_score INTEGER NOT NULL, away_score INTEGER NOT NULL, status TEXT NOT NULL, winner TEXT,
            target INTEGER NOT NULL, win_by INTEGER NOT NULL, cap INTEGER, time_limit_ms INTEGER,
            overtime INTEGER NOT NULL, shots TEXT NOT NULL, bonus_fouls TEXT NOT NULL, shot_clock_ms INTEGER,
            confirmed INTEGER NOT NULL, checksum INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE game_players (
            game_id TEXT NOT NULL, side TEXT NOT NULL, slot INTEGER NOT NULL, name TEXT NOT NULL,
            points INTEGER NOT NULL, low_made INTEGER NOT NULL, low_missed INTEGER NOT NULL,
            high_made INTEGER NOT NULL, high_missed INTEGER NOT NULL, assists INTEGER NOT NULL,
            rebounds INTEGER NOT NULL, fouls INTEGER NOT NULL, oreb INTEGER NOT NULL, dreb INTEGER NOT NULL,
            ft_made INTEGER NOT NULL, ft_missed INTEGER NOT NULL, turnovers INTEGER NOT NULL,
            steals INTEGER NOT NULL, blocks INTEGER NOT NULL, plus_minus INTEGER NOT NULL, played INTEGER NOT NULL, checksum INTEGER NOT NULL, PRIMARY KEY (game_id, side, slot)
        ) WITHOUT ROWID;
        CREATE TABLE repeated_names (game_id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
        CREATE TABLE player_ratings (player TEXT PRIMARY KEY NOT NULL, rating_micro INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE facts (key TEXT PRIMARY KEY NOT NULL, value INTEGER NOT NULL) WITHOUT ROWID;
        """

    /// The open index database, closed (in ``SQLiteDatabase``'s deinit) when the index goes.
    let database: SQLiteDatabase
    /// The database's path.
    private let path: String
    /// The calls under the store (to delete a damaged index).
    private let files: FileAccess
    /// Whether this connection only reads (``FileGameLibrary/IndexUse/readOnly``): it never
    /// writes, makes or deletes the file.
    let readOnly: Bool

    private init(database: SQLiteDatabase, path: String, files: FileAccess, readOnly: Bool) {
        self.database = database
        self.path = path
        self.files = files
        self.readOnly = readOnly
    }

    /// What a database holds, as far as the index is concerned.
    private enum Shape {
        /// Exactly the schema courtside makes, at ``schemaVersion``.
        case ours
        /// Nothing at all (a file just made).
        case empty
        /// Anything else: another version, or tables, views, triggers or indexes courtside does
        /// not make, or its own changed. Never used: deleted and made again.
        case foreign
    }

    /// The index of the library in `folder`, made (private to its owner, created exclusively) when
    /// there is none, or when the file at its name is damaged, is not exactly the schema courtside
    /// makes, or has another name too (a hard link); nil when there can be none: something other
    /// than a regular file has its name, or it cannot be made or opened. `readOnly` opens only an
    /// index that is there and exactly courtside's, and never makes, changes or deletes one.
    static func open(folder: String, files: FileAccess, readOnly: Bool = false) -> LibraryIndex? {
        let path = "\(folder)/\(fileName)"
        var remade = false
        while true {
            if !readOnly, (try? files.linkStatus(at: path, action: "open")) == .some(nil) {
                // Nothing at the name: make it ours before SQLite opens it, so SQLite never picks
                // its mode or follows a link planted in the meantime (O_EXCL | O_NOFOLLOW).
                guard
                    let fd = try? files.open(
                        path, flags: O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW, action: "create the index")
                else { return nil }
                files.close(fd)
                for name in formerNames { removeFormer("\(folder)/\(name)", files: files) }
            }
            guard let existing = try? files.linkStatus(at: path, action: "open"), existing.type == .regular else {
                return nil
            }
            // A second name for the file (a hard link planted at ours): SQLite would write through
            // it. A file another user owns, or that others may write (a shared library folder):
            // anyone could have written it. Either way our name goes, and a new file is made.
            let othersMayWrite =
                existing.permissions & 0o022 != 0 || existing.owner != geteuid()
            if existing.linkCount > 1 || othersMayWrite, !readOnly, !remade {
                try? files.system.removeName(path)
                remade = true
                continue
            }
            guard existing.linkCount == 1, !othersMayWrite else { return nil }
            do throws(SQLiteError) {
                let database = try SQLiteDatabase(path: path, readOnly: readOnly)
                database.waitForLocks(milliseconds: lockWaitMs)
                let index = LibraryIndex(database: database, path: path, files: files, readOnly: readOnly)
                // Nothing but the schema is read before it is known to be courtside's: a trigger,
                // a view or a table of anyone else's is never run.
                switch try index.shape() {
                case .ours: return index
                case .empty where !readOnly:
                    try index.makeSchema()
                    return index
                case .empty, .foreign: throw SQLiteError.notOurs
                }
            } catch {
                // Not a database, a damaged one, or not courtside's: delete it and make a new one,
                // once (never when only reading).
                guard error.isDamage, !readOnly, !remade else { return nil }
                try? files.system.removeName(path)
                remade = true
            }
        }
    }

    /// Removes a former index file, only when it is a regular file.
    private static func removeFormer(_ path: String, files: FileAccess) {
        guard let status = try? files.linkStatus(at: path, action: "remove"), status.type == .regular else { return }
        try? files.system.removeName(path)
    }

    /// Whether the database is courtside's index, empty, or anything else: `PRAGMA user_version`
    /// and every object of `sqlite_master` (type, name, table and SQL) against those an in-memory
    /// database made with ``schema`` has (``expectedObjects``).
    private func shape() throws(SQLiteError) -> Shape {
        let version = try database.integer("PRAGMA user_version") ?? 0
        let objects = try Self.objects(of: database)
        if objects.isEmpty && version == 0 { return .empty }
        guard version == Self.schemaVersion, let expected = Self.expectedObjects,
            expected.required.isSubset(of: objects), objects.isSubset(of: expected.required.union(expected.optional))
        else { return .foreign }
        return .ours
    }

    /// Makes the tables in a database found empty (another process may have made them while this
    /// one waited for the lock; anything else made meanwhile is not used).
    private func makeSchema() throws(SQLiteError) {
        try database.writing { () throws(SQLiteError) in
            switch try shape() {
            case .ours: return
            case .foreign: throw SQLiteError.notOurs
            case .empty:
                try database.execute(Self.schema)
                try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
            }
        }
    }

    /// Every object in a database's schema, as one text each: type, name, table and SQL.
    private static func objects(of database: SQLiteDatabase) throws(SQLiteError) -> Set<String> {
        let rows = try database.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master")
        var objects: Set<String> = []
        while try rows.step() {
            objects.insert((0..<4).map { rows.text(Int32($0)) ?? "NULL" }.joined(separator: "\u{0}"))
        }
        return objects
    }

    /// The objects of the schema courtside makes, as ``objects(of:)`` gives them: the tables of
    /// ``schema`` with their own indexes (required) and the kept sums' table, made by the first
    /// warm `leaders` (optional); read from an in-memory database made the same way, so they are
    /// exactly what this SQLite writes. Nil when SQLite cannot make one (then no index is used).
    private static let expectedObjects: (required: Set<String>, optional: Set<String>)? = {
        do throws(SQLiteError) {
            let database = try SQLiteDatabase(path: ":memory:", readOnly: false)
            try database.execute(schema)
            let required = try objects(of: database)
            try database.execute(keptTotalsTable)
            return (required, try objects(of: database).subtracting(required))
        } catch {
            return nil
        }
    }()

    /// Every game's entry, by id, with its players' lines when `withLines`; nil when the index
    /// cannot be read, or when a row fails its checks (then every game is read from its file).
    /// A row that fails is no accident: it was changed by something other than courtside, so
    /// none of its neighbours is trusted either, and the index is discarded (``discard()``) to
    /// be made again from the files. A damaged database is deleted too.
    func entries(withLines: Bool, location: (GameID) -> String) -> [GameID: LibraryIndexEntry]? {
        do throws(SQLiteError) {
            try database.execute("BEGIN")
            defer { try? database.execute("COMMIT") }
            var entries: [GameID: LibraryIndexEntry] = [:]
            let games = try database.prepare(
                "SELECT \(LibraryIndexRow.gameColumns.joined(separator: ", ")) FROM games")
            while try games.step() {
                guard let entry = LibraryIndexRow.game(games, location: location) else { return discard() }
                entries[entry.summary.id] = entry
            }
            guard withLines else { return entries }
            var lines: [GameID: [GamePlayerLine]] = [:]
            let players = try database.prepare(
                "SELECT \(LibraryIndexRow.lineColumns.joined(separator: ", ")) FROM game_players ORDER BY game_id")
            var cache = LibraryIndexRow.LineCache()
            while try players.step() {
                guard let (id, line) = LibraryIndexRow.line(players, cache: &cache) else { return discard() }
                lines[id, default: []].append(line)
            }
            var whole: [GameID: LibraryIndexEntry] = [:]
            for (id, entry) in entries {
                guard let checked = LibraryIndexRow.checkedLines(lines[id] ?? [], of: entry.summary) else {
                    return discard()
                }
                whole[id] = LibraryIndexEntry(
                    device: entry.device, inode: entry.inode, size: entry.size, modifiedNs: entry.modifiedNs,
                    changedNs: entry.changedNs, summary: entry.summary, lines: checked)
            }
            return whole
        } catch {
            if error.isDamage, !readOnly { try? files.system.removeName(path) }
            return nil
        }
    }

    /// Deletes the index's name (never when only reading): a value in it is one no game file
    /// could give, so it is made again from the game files by the next open. Nil, for
    /// the caller to return.
    func discard<Value>() -> Value? {
        if !readOnly { try? files.system.removeName(path) }
        return nil
    }

    /// Writes `changed` (each with its lines) and deletes the games in `removed`, in one
    /// transaction: all of it or none. Best effort: a lock held too long, a read-only or full
    /// disk leave the index as it was (its entries are checked anyway).
    func update(_ changed: [LibraryIndexEntry], removing removed: [GameID]) {
        guard !readOnly, !changed.isEmpty || !removed.isEmpty else { return }
        do throws(SQLiteError) {
            try database.writing { () throws(SQLiteError) in
                let deleteGame = try database.prepare("DELETE FROM games WHERE id = ?1")
                let deleteLines = try database.prepare("DELETE FROM game_players WHERE game_id = ?1")
                let deleteRepeated = try database.prepare("DELETE FROM repeated_names WHERE game_id = ?1")
                let insertRepeated = try database.prepare("INSERT OR REPLACE INTO repeated_names (game_id) VALUES (?1)")
                let gameColumns = LibraryIndexRow.gameColumns
                let insertGame = try database.prepare(
                    "INSERT OR REPLACE INTO games (\(gameColumns.joined(separator: ", "))) VALUES ("
                        + (1...gameColumns.count).map { "?\($0)" }.joined(separator: ", ") + ")")
                let lineColumns = LibraryIndexRow.lineColumns
                let insertLine = try database.prepare(
                    "INSERT OR REPLACE INTO game_players (\(lineColumns.joined(separator: ", "))) VALUES ("
                        + (1...lineColumns.count).map { "?\($0)" }.joined(separator: ", ") + ")")
                for id in removed + changed.map(\.summary.id) {
                    for statement in [deleteGame, deleteLines, deleteRepeated] {
                        try statement.bind(1, id.rawValue)
                        try statement.run()
                    }
                }
                for entry in changed {
                    try LibraryIndexRow.bindGame(entry, to: insertGame)
                    try insertGame.run()
                    for line in entry.lines {
                        try LibraryIndexRow.bindLine(line, of: entry.summary.id, to: insertLine)
                        try insertLine.run()
                    }
                    // A game with one name twice (case aside) is left out of that player's sums:
                    // the summing in SQL sees it here (``nameTotals(sinceMs:)``).
                    if Set(entry.lines.map { $0.name.lowercased() }).count < entry.lines.count {
                        try insertRepeated.bind(1, entry.summary.id.rawValue)
                        try insertRepeated.run()
                    }
                }
            }
        } catch {
            if error.isDamage { try? files.system.removeName(path) }
        }
    }
}
