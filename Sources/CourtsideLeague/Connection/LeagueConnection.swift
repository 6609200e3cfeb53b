import CLibpq

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection to the league database through libpq, used by one task at a time.
///
/// libpq reads what the URL leaves out from the standard `PG*` variables and `~/.pgpass`, and uses
/// TLS when the server offers it (`sslmode=prefer`, its default). Every attempt is bounded:
/// ``connectTimeoutSeconds`` to connect, and the TCP user timeout and keep-alives so a server that
/// vanishes mid-statement is an error within seconds, not a hang. Notices (`CREATE … IF NOT
/// EXISTS` skipping) are dropped, not printed over the board.
public final class LeagueConnection {
    /// The most seconds one connection attempt may take (libpq's `connect_timeout`).
    public static let connectTimeoutSeconds = 5

    private let connection: OpaquePointer

    /// Connects to `url` (a `postgresql://` URL or a libpq `key=value` string); throws
    /// ``LeagueError/unreachable(_:)`` with libpq's reason when it cannot within the time allowed.
    public init(url: String, timeoutSeconds: Int = connectTimeoutSeconds) throws(LeagueError) {
        // Ours first, then the URL's expansion: a URL that sets one of these wins.
        let keywords = [
            "connect_timeout", "tcp_user_timeout", "keepalives_idle", "keepalives_interval", "keepalives_count",
            "application_name", "dbname",
        ]
        let values = ["\(timeoutSeconds)", "\(timeoutSeconds * 1000)", "5", "2", "2", "courtside", url]
        let made = Self.withCStrings(keywords) { keys in
            Self.withCStrings(values) { vals in PQconnectdbParams(keys, vals, 1) }
        }
        guard let made else { throw .unreachable("out of memory") }
        guard PQstatus(made) == CONNECTION_OK else {
            let reason = Self.firstLine(PQerrorMessage(made))
            PQfinish(made)
            throw .unreachable(reason)
        }
        // A closure without captures: a C function pointer that ignores the notice.
        PQsetNoticeProcessor(made, { _, _ in }, nil)
        connection = made
    }

    deinit {
        PQfinish(connection)
    }

    /// Runs `script`, several statements without parameters (a schema step).
    public func run(script: String) throws(LeagueError) {
        let result = PQexec(connection, script)
        defer { PQclear(result) }
        try check(result)
    }

    /// Runs `sql` with `parameters` ($1, $2, … as text; nil is NULL) and returns its rows as text
    /// (nil for NULL). Throws ``LeagueError/unreachable(_:)`` when the connection is lost,
    /// ``LeagueError/refused(_:)`` when the server refused the statement.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws(LeagueError) -> [[String?]] {
        let result = Self.withOptionalCStrings(parameters) { values in
            PQexecParams(connection, sql, Int32(parameters.count), nil, values, nil, nil, 0)
        }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return []
        case PGRES_TUPLES_OK:
            let rows = PQntuples(result)
            let columns = PQnfields(result)
            return (0..<rows).map { row in
                (0..<columns).map { column in
                    PQgetisnull(result, row, column) != 0 ? nil : String(cString: PQgetvalue(result, row, column))
                }
            }
        default:
            try check(result)
            return []
        }
    }

    /// The connection's socket, to wait on with `poll` for a notification (``notifications()``).
    public var socket: Int32 { PQsocket(connection) }

    /// The payloads of the notifications that arrived (after `LISTEN`), read without blocking
    /// from what the socket holds; throws ``LeagueError/unreachable(_:)`` when the connection is lost.
    public func notifications() throws(LeagueError) -> [String] {
        guard PQconsumeInput(connection) == 1, PQstatus(connection) == CONNECTION_OK else {
            throw .unreachable(Self.firstLine(PQerrorMessage(connection)))
        }
        var payloads: [String] = []
        while let notification = PQnotifies(connection) {
            payloads.append(String(cString: notification.pointee.extra))
            PQfreemem(notification)
        }
        return payloads
    }

    /// Throws what went wrong when `result` is not a success.
    private func check(_ result: OpaquePointer?) throws(LeagueError) {
        let status = PQresultStatus(result)
        guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK, status != PGRES_EMPTY_QUERY else { return }
        let given = result.map { Self.firstLine(PQresultErrorMessage($0)) } ?? ""
        let message = given.isEmpty ? Self.firstLine(PQerrorMessage(connection)) : given
        if PQstatus(connection) != CONNECTION_OK { throw .unreachable(message) }
        throw .refused(message)
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: () throws(LeagueError) -> T) throws(LeagueError) -> T {
        try query("BEGIN")
        do {
            let value = try body()
            try query("COMMIT")
            return value
        } catch {
            _ = try? query("ROLLBACK")
            throw error
        }
    }

    /// libpq's message as one line: its first, without the `FATAL:` / `ERROR:` tag's double space.
    static func firstLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "" }
        let text = String(cString: message)
        let first = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return first.replacing("  ", with: " ").trimmingSpaces
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        withOptionalCStrings(strings.map { Optional($0) }, body)
    }

    /// `body` with C copies of `strings` (NULL for nil) and a NULL after the last, freed after.
    private static func withOptionalCStrings<R>(
        _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
    ) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { $0.map { strdup($0) } ?? nil }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
