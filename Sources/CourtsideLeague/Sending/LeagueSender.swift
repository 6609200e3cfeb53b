import CourtsideCore
import CourtsideFileFormat
import CourtsideStore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends a library's events to the league database: each game's events in order, each exactly
/// once, resuming from what the database acknowledged.
///
/// It reads only what is already on disk (the game files, as the store wrote and fsynced them)
/// and never writes the library, so the one commit path stays the store's. Every call blocks on
/// the network (each attempt bounded, ``LeagueConnection``): run it off the main actor
/// (``LeagueSenderLoop``, or a command that has nothing else to do).
///
/// - **Resume point.** On each connection it asks the database how many events it holds of each
///   of the library's games, so a kill -9 or a day offline loses nothing; a game with events to
///   send is then compared from its first event on that connection (rows read back in batches),
///   so no row of a game with news is trusted that this sender did not see equal to its file; a
///   game the league already holds whole is not read back.
/// - **Idempotent, never merged.** Rows go in with `ON CONFLICT DO NOTHING`, and the rows already
///   there in the range sent are compared with the file's lines before and after: a row that
///   differs (two devices, one game id; a forged row) makes the game a ``LeagueConflict``, kept in
///   the `conflicts` table, and nothing more of that game is sent, now or after a restart. A game
///   already sent from another court is one too.
/// - **The season's rows.** Each batch's transaction also writes the game's result and player
///   lines folded through its last event (``LeagueFoldedGame``); a game the league holds whole but
///   never folded (sent before schema version 2) is compared and folded once.
public final class LeagueSender {
    /// The most events one statement sends.
    public static let batchSize = 500

    /// This court's name.
    public let court: String
    private let url: String
    private let library: FileGameLibrary
    private var connection: LeagueConnection?
    /// Per game: the events the league holds (known once it was reached).
    private var acknowledged: [GameID: Int] = [:]
    /// Per game: the events this connection found equal to the file's, or sent.
    private var verified: [GameID: Int] = [:]
    /// Per game: the events the league's result and player lines fold (``LeagueFoldedGame``).
    private var folded: [GameID: Int] = [:]
    /// The game files as last read, the games being scored followed.
    private let files: SenderFiles
    private var conflicts: [GameID: LeagueConflict] = [:]
    private var everReached = false

    /// A sender of `library`'s games to the league at `url`, as court `court`. Nothing is
    /// touched until ``pass()``.
    public init(library: FileGameLibrary, court: String, url: String) {
        self.library = library
        self.court = court
        self.url = url
        files = SenderFiles(library: library)
    }

    /// Looks at the library's files (given `games`, at those alone: the ones saved to since the
    /// last pass) and sends what the league lacks (only counts it, unless `sending`); connects
    /// first if need be. Never throws: what came of it is the result.
    public func pass(sending: Bool = true, games: Set<GameID>? = nil) -> LeaguePass {
        let ids = files.look(only: games)
        var result = LeaguePass()
        do throws(LeagueError) {
            let connection = try connected(ids: ids)
            for id in ids where sending && conflicts[id] == nil && hasNews(id) {
                // Read again: only what is on disk now is sent.
                guard let game = files.game(id) else { continue }
                result.sent += try send(game, on: connection)
            }
        } catch {
            // A statement refused for the whole sender (a schema gone) is told like a lost connection.
            connection = nil
            result.unreachable = error.description
        }
        result.conflicts = ids.compactMap { conflicts[$0] }
        result.waiting = everReached ? waiting(ids) : nil
        return result
    }

    /// Events on disk the league is not known to hold, conflicted games aside; nil before the
    /// league was first reached. Reads the files that changed, never the network.
    public func countWaiting(games: Set<GameID>? = nil) -> Int? {
        let ids = files.look(only: games)
        return everReached ? waiting(ids) : nil
    }

    /// The connection, once reached (for the status's other questions); nil before.
    public var openConnection: LeagueConnection? { connection }

    /// Whether game `id` has events to send: past what this connection compared, or, for a game
    /// not compared yet, past what the league holds (a game the league holds whole is not read
    /// back; one with news is compared from its first event).
    private func hasNews(_ id: GameID) -> Bool {
        let events = files.events(of: id) ?? 0
        // A game the league holds whole but has not folded (sent before schema version 2) is
        // compared and folded once.
        if verified[id] == nil, let held = acknowledged[id], (folded[id] ?? 0) < held { return true }
        return events > verified[id] ?? acknowledged[id] ?? 0
    }

    private func waiting(_ ids: [GameID]) -> Int {
        ids.reduce(0) { total, id in
            guard conflicts[id] == nil, let events = files.events(of: id) else { return total }
            return total + max(0, events - (acknowledged[id] ?? 0))
        }
    }

    // MARK: The league

    /// The open connection, or a new one: the schema checked, the court known, and the
    /// acknowledged events of `ids` asked for.
    private func connected(ids: [GameID]) throws(LeagueError) -> LeagueConnection {
        if let connection { return connection }
        let made = try LeagueConnection(url: url)
        try LeagueSchema.check(made)
        try made.query(
            "INSERT INTO courts (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET last_heard = now()", [court])
        let rows = try made.query(
            "SELECT game_id, max(seq), count(*) FROM events WHERE game_id = ANY($1::text[]) GROUP BY game_id",
            [Self.arrayLiteral(ids.map(\.rawValue))])
        acknowledged = [:]
        for row in rows {
            guard let id = row[0].flatMap(GameID.init(rawValue:)), let highest = row[1].flatMap({ Int($0) }),
                let count = row[2].flatMap({ Int($0) })
            else { continue }
            // With a gap, the contiguous part is at most this much.
            acknowledged[id] = min(highest, count)
        }
        folded = [:]
        for row in try made.query(
            "SELECT id, folded_seq FROM games WHERE id = ANY($1::text[])", [Self.arrayLiteral(ids.map(\.rawValue))])
        {
            guard let id = row[0].flatMap(GameID.init(rawValue:)), let seq = row[1].flatMap({ Int($0) }) else {
                continue
            }
            folded[id] = seq
        }
        // A conflict found before (by this process or an earlier one) still stops the game.
        for row in try made.query(
            "SELECT game_id, min(seq) FROM conflicts WHERE court = $1 AND game_id = ANY($2::text[]) GROUP BY game_id",
            [court, Self.arrayLiteral(ids.map(\.rawValue))])
        {
            guard let id = row[0].flatMap(GameID.init(rawValue:)), let seq = row[1].flatMap({ Int($0) }) else {
                continue
            }
            conflicts[id] = LeagueConflict(game: id, seq: seq, reason: Self.differentEvent)
        }
        verified = [:]
        everReached = true
        connection = made
        return made
    }

    /// Sends `game`'s events past what the league holds, a batch per transaction; the events
    /// acknowledged. A conflict is recorded and ends the game's sending.
    private func send(_ game: Game, on connection: LeagueConnection) throws(LeagueError) -> Int {
        let id = game.header.id
        var sent = 0
        if verified[id] == nil {
            if let conflict = try register(game, on: connection) {
                conflicts[id] = conflict
                return 0
            }
            verified[id] = 0
        }
        while (verified[id] ?? 0) < game.events.count {
            let first = (verified[id] ?? 0) + 1
            let last = min(game.events.count, first + Self.batchSize - 1)
            let lines = try (first...last).map { seq throws(LeagueError) in try Self.line(game.events[seq - 1]) }
            let outcome = try connection.transaction {
                () throws(LeagueError) -> (end: Int, inserted: Int, LeagueConflict?) in
                let existing = try rows(of: id, from: first, to: last, on: connection)
                // The first seq where the league holds something else: only what comes before it is sent.
                let differing = (first...last).first { seq in existing[seq].map { $0 != lines[seq - first] } ?? false }
                let end = (differing ?? last + 1) - 1
                var inserted = 0
                if end >= first {
                    inserted = try connection.query(
                        """
                        INSERT INTO events (game_id, seq, line, court)
                        SELECT $1, s, l, $2 FROM unnest($3::int[], $4::text[]) AS t(s, l)
                        ON CONFLICT (game_id, seq) DO NOTHING RETURNING seq
                        """,
                        [
                            id.rawValue, court, Self.arrayLiteral((first...end).map(String.init)),
                            Self.arrayLiteral(Array(lines[0...(end - first)])),
                        ]
                    ).count
                    // Another sender may have put its row in between the look and the insert.
                    let after = try rows(of: id, from: first, to: end, on: connection)
                    if let raced = (first...end).first(where: { after[$0] != lines[$0 - first] }) {
                        throw LeagueError.refused("game \(id) event \(raced) changed while sending")
                    }
                    try connection.query(
                        "UPDATE games SET last_seq = greatest(last_seq, $2), last_heard = now() WHERE id = $1",
                        [id.rawValue, "\(end)"])
                    try connection.query("UPDATE courts SET last_heard = now() WHERE name = $1", [court])
                    try LeagueFoldedGame.write(game, through: end, on: connection)
                }
                guard let differing else { return (end, inserted, nil) }
                let conflict = LeagueConflict(game: id, seq: differing, reason: Self.differentEvent)
                try record(conflict, line: lines[differing - first], on: connection)
                return (end, inserted, conflict)
            }
            verified[id] = outcome.end
            acknowledged[id] = max(acknowledged[id] ?? 0, outcome.end)
            if outcome.end >= first { folded[id] = outcome.end }
            sent += outcome.inserted
            if let conflict = outcome.2 {
                conflicts[id] = conflict
                break
            }
        }
        return sent
    }

    /// Makes the game's row (and its players') if the league has none; a conflict when the
    /// league has the game from another court.
    private func register(_ game: Game, on connection: LeagueConnection) throws(LeagueError) -> LeagueConflict? {
        let header = game.header
        let id = header.id.rawValue
        let headerLine: String
        do {
            headerLine = Self.text(try GameFileCodec.headerLine(header))
        } catch {
            throw .refused("game \(id): \(error)")
        }
        return try connection.transaction { () throws(LeagueError) -> LeagueConflict? in
            try connection.query(
                """
                INSERT INTO games (id, court, header, home, away, created_at)
                VALUES ($1, $2, $3, $4, $5, to_timestamp($6::double precision / 1000))
                ON CONFLICT (id) DO NOTHING
                """,
                [id, court, headerLine, header.home.name, header.away.name, "\(header.createdMs)"])
            let owner = try connection.query("SELECT court FROM games WHERE id = $1", [id]).first?.first ?? nil
            if let owner, owner != court {
                let conflict = LeagueConflict(
                    game: header.id, seq: 1, reason: "the league has this game from court \(owner)")
                if let first = game.events.first { try record(conflict, line: try Self.line(first), on: connection) }
                return conflict
            }
            for team in [header.home, header.away] {
                for player in team.players {
                    try connection.query(
                        """
                        INSERT INTO players (game_id, player, team, name) VALUES ($1, $2, $3, $4)
                        ON CONFLICT (game_id, player) DO NOTHING
                        """,
                        [id, player.id.description, team.side.rawValue, player.name])
                }
            }
            return nil
        }
    }

    private func record(_ conflict: LeagueConflict, line: String, on connection: LeagueConnection) throws(LeagueError) {
        // Announced as the events are (`COURT GAME refused`), so a desk shows it at once.
        try connection.query(
            """
            WITH refused AS (
                INSERT INTO conflicts (game_id, seq, court, refused_line) VALUES ($1, $2, $3, $4)
                RETURNING court, game_id
            )
            SELECT pg_notify('courtside_events', court || ' ' || game_id || ' ' || $5) FROM refused
            """,
            [conflict.game.rawValue, "\(conflict.seq)", court, line, LeagueCourtBoard.refusal])
    }

    /// The league's lines of game `id` from `first` to `last`, by seq.
    private func rows(of id: GameID, from first: Int, to last: Int, on connection: LeagueConnection)
        throws(LeagueError) -> [Int: String]
    {
        var rows: [Int: String] = [:]
        for row in try connection.query(
            "SELECT seq, line FROM events WHERE game_id = $1 AND seq BETWEEN $2 AND $3",
            [id.rawValue, "\(first)", "\(last)"])
        {
            if let seq = row[0].flatMap({ Int($0) }), let line = row[1] { rows[seq] = line }
        }
        return rows
    }

    // MARK: Text

    /// A conflict's words when an event differs.
    static let differentEvent = "the league holds a different event at this seq"

    /// The event's line exactly as the game file has it, without the newline.
    static func line(_ event: GameEvent) throws(LeagueError) -> String {
        do {
            return text(try GameFileCodec.eventLine(event, file: ""))
        } catch {
            throw .refused("event \(event.sequence): \(error)")
        }
    }

    private static func text(_ data: Data) -> String {
        var bytes = [UInt8](data)
        if bytes.last == GameFileCodec.newline { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A PostgreSQL array literal of `values`, each quoted (backslash and quote escaped).
    static func arrayLiteral(_ values: [String]) -> String {
        let quoted = values.map { value in
            "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        return "{" + quoted.joined(separator: ",") + "}"
    }
}
