/// What went wrong talking to the league database, in one line a scorer or an organiser can act on.
public enum LeagueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No connection: a wrong host, port, password or database name, a server that is down or
    /// unreachable within the time allowed. The text is libpq's first line (it names the server
    /// and the reason).
    case unreachable(String)
    /// Connected, but a statement failed (the server's message).
    case refused(String)
    /// The database's schema is newer than this courtside knows.
    case schemaTooNew(found: Int, known: Int)
    /// The database has no league schema yet.
    case noSchema

    public var description: String {
        switch self {
        case .unreachable(let reason): "league database unreachable: \(reason)"
        case .refused(let reason): "league database refused: \(reason)"
        case .schemaTooNew(let found, let known):
            "the league database's schema is version \(found); this courtside knows up to \(known): upgrade courtside"
        case .noSchema: "the league database has no league schema yet: run `courtside league init`"
        }
    }

    /// Whether the connection is worth trying again later (the server may come back).
    public var isTransient: Bool {
        if case .unreachable = self { return true }
        return false
    }
}
