/// One court as the league sees it, for `courtside league status`.
public struct CourtStatus: Equatable, Sendable {
    /// The court's name.
    public let court: String
    /// Its games in the league.
    public let games: Int
    /// Its events in the league.
    public let events: Int
    /// Milliseconds since its last event was received; nil before its first.
    public let sinceLastEventMs: Int64?
    /// How late its last event arrived: received minus the event's own wall time (the scorer's
    /// clock, so a laptop's wrong clock shows here too); nil before its first event.
    public let lagMs: Int64?

    public init(court: String, games: Int, events: Int, sinceLastEventMs: Int64?, lagMs: Int64?) {
        self.court = court
        self.games = games
        self.events = events
        self.sinceLastEventMs = sinceLastEventMs
        self.lagMs = lagMs
    }

    /// Every court that ever sent, by name.
    public static func all(on connection: LeagueConnection) throws(LeagueError) -> [CourtStatus] {
        let rows = try connection.query(
            """
            SELECT c.name,
                (SELECT count(*) FROM games g WHERE g.court = c.name),
                (SELECT count(*) FROM events e WHERE e.court = c.name),
                (extract(epoch FROM clock_timestamp() - last.received_at) * 1000)::bigint,
                (extract(epoch FROM last.received_at) * 1000 - (last.body ->> 'wall')::double precision)::bigint
            FROM courts c
            LEFT JOIN LATERAL (
                SELECT received_at, body FROM events e WHERE e.court = c.name ORDER BY received_at DESC LIMIT 1
            ) last ON true
            ORDER BY c.name
            """)
        return rows.map { row in
            CourtStatus(
                court: row[0] ?? "", games: row[1].flatMap { Int($0) } ?? 0, events: row[2].flatMap { Int($0) } ?? 0,
                sinceLastEventMs: row[3].flatMap { Int64($0) }, lagMs: row[4].flatMap { Int64($0) })
        }
    }
}
