import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

/// Every court's newest game as the league database has it, each folded incrementally with the
/// core's fold: a game's events are read once, in order, only those after the last one folded
/// (`seq > last`), never the whole game again per event.
///
/// The database's lines are decoded as the game file's own (``GameFileCodec``), the header from
/// `games.header`. A line the fold refuses stops that game where it is (the league may hold what
/// this courtside cannot fold, a newer format): the court shows it as far as it was folded.
public struct LeagueCourtBoard {
    private struct Followed {
        var game: Game
        var created: Int64
        var lastHeardMs: Int64
        var stuck = false
    }

    /// Per court, its newest game.
    private var courts: [String: Followed] = [:]
    /// Per court, how many refusals the `conflicts` table holds.
    private var refused: [String: Int] = [:]
    private let decoder = JSONDecoder()

    public init() {}

    /// The courts now, by name.
    public var all: [LeagueCourt] {
        courts.sorted { $0.key < $1.key }.map { court, followed in
            LeagueCourt(
                court: court, header: followed.game.header, state: followed.game.state,
                seq: followed.game.events.last?.sequence ?? 0, lastHeardMs: followed.lastHeardMs,
                refused: refused[court] ?? 0)
        }
    }

    /// Reads each court's newest game and the events of it not folded yet (all of them for a game
    /// not seen before): on connecting, and again after the connection was lost.
    public mutating func catchUp(on connection: LeagueConnection) throws(LeagueError) {
        refused = [:]
        for row in try connection.query("SELECT court, count(*) FROM conflicts GROUP BY court") {
            guard let court = row[0], let count = row[1].flatMap({ Int($0) }) else { continue }
            refused[court] = count
        }
        let rows = try connection.query(
            """
            SELECT DISTINCT ON (court) court, id, header, (extract(epoch FROM created_at) * 1000)::bigint,
                (extract(epoch FROM last_heard) * 1000)::bigint
            FROM games ORDER BY court, created_at DESC, id DESC
            """)
        for row in rows {
            guard let court = row[0], let id = row[1], let header = row[2] else { continue }
            try follow(
                court: court, id: id, headerLine: header, created: row[3].flatMap { Int64($0) } ?? 0,
                lastHeardMs: row[4].flatMap { Int64($0) } ?? 0, on: connection)
        }
    }

    /// A notification's payload (`COURT GAME SEQ`, as the schema's trigger sends it): reads that
    /// game's events after the last one folded; a game not followed yet is read when it is its
    /// court's newest. `COURT GAME refused` (the sender, on recording a conflict): counts the
    /// court's refusals again. False when it changed nothing.
    @discardableResult
    public mutating func notified(_ payload: String, on connection: LeagueConnection) throws(LeagueError) -> Bool {
        // The court's name may hold spaces; the game id and the seq never do.
        let words = payload.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count >= 3 else { return false }
        let id = String(words[words.count - 2])
        let court = words.dropLast(2).joined(separator: " ")
        if words[words.count - 1] == Self.refusal { return try countRefusals(court: court, on: connection) }
        guard Int(words[words.count - 1]) != nil else { return false }
        if let followed = courts[court], followed.game.header.id.rawValue == id {
            return try readEvents(court: court, on: connection)
        }
        let rows = try connection.query(
            """
            SELECT header, (extract(epoch FROM created_at) * 1000)::bigint,
                (extract(epoch FROM last_heard) * 1000)::bigint
            FROM games WHERE id = $1 AND court = $2
            """, [id, court])
        guard let row = rows.first, let header = row[0] else { return false }
        let created = row[1].flatMap { Int64($0) } ?? 0
        // An older game sent late (a laptop back after a day offline) is not the court's game now.
        if let followed = courts[court], followed.created > created { return false }
        try follow(
            court: court, id: id, headerLine: header, created: created,
            lastHeardMs: row[2].flatMap { Int64($0) } ?? 0, on: connection)
        return true
    }

    /// The last word of a refusal's notification.
    public static let refusal = "refused"

    /// Reads how many refusals `court` has; true when that changed.
    private mutating func countRefusals(court: String, on connection: LeagueConnection) throws(LeagueError) -> Bool {
        let rows = try connection.query("SELECT count(*) FROM conflicts WHERE court = $1", [court])
        let count = (rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
        guard refused[court, default: 0] != count else { return false }
        refused[court] = count
        return true
    }

    /// Makes `id` the court's game (unless it is already) and reads its events not folded yet.
    private mutating func follow(
        court: String, id: String, headerLine: String, created: Int64, lastHeardMs: Int64,
        on connection: LeagueConnection
    ) throws(LeagueError) {
        if courts[court]?.game.header.id.rawValue != id {
            guard let gameID = GameID(rawValue: id),
                let header = try? GameFileCodec.header(
                    from: Data(headerLine.utf8), id: gameID, file: "the league's game \(id)", decoder: decoder)
            else { return }
            courts[court] = Followed(game: Game(header: header), created: created, lastHeardMs: lastHeardMs)
        }
        try readEvents(court: court, on: connection)
    }

    /// Folds the court's game's events after the last one folded.
    @discardableResult
    private mutating func readEvents(court: String, on connection: LeagueConnection) throws(LeagueError) -> Bool {
        guard var followed = courts[court], !followed.stuck else { return false }
        let last = followed.game.events.last?.sequence ?? 0
        let rows = try connection.query(
            """
            SELECT line, (extract(epoch FROM received_at) * 1000)::bigint
            FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq
            """, [followed.game.header.id.rawValue, "\(last)"])
        guard !rows.isEmpty else { return false }
        for row in rows {
            guard case .success(let event) = GameFileCodec.event(from: Data((row[0] ?? "").utf8), decoder: decoder),
                (try? followed.game.apply(event)) != nil
            else {
                followed.stuck = true
                break
            }
            followed.lastHeardMs = row[1].flatMap { Int64($0) } ?? followed.lastHeardMs
        }
        courts[court] = followed
        return true
    }
}
