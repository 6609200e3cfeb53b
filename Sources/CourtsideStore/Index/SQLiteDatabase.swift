import CSQLite

/// One connection to an SQLite database file: the library index's only way in to libsqlite3.
///
/// Not shared between threads: a listing opens it, uses it and lets it go.
final class SQLiteDatabase {
    /// The connection.
    private let handle: OpaquePointer

    /// Opens the database at `path`, which must exist (the caller creates it, private and
    /// exclusively, so SQLite never picks its mode) and is never reached through a symbolic link.
    /// `readOnly` opens it for reading only (a library on a read-only disk).
    init(path: String, readOnly: Bool) throws(SQLiteError) {
        var connection: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX
            | SQLITE_OPEN_PRIVATECACHE
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(connection)
            throw SQLiteError(code: status & 0xFF, message: message, action: "open")
        }
        handle = connection
        sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// How long a statement waits for another connection's lock before it is refused with
    /// `SQLITE_BUSY`.
    func waitForLocks(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs SQL that returns no rows (several statements may be separated by semicolons).
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard status == SQLITE_OK else {
            throw SQLiteError(
                code: status & 0xFF, message: message.map { String(cString: $0) } ?? "", action: "run \(sql.prefix(40))"
            )
        }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`, so it waits for other writers
    /// first): committed when it returns, rolled back when it throws.
    func writing(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
        try execute("BEGIN IMMEDIATE")
        do throws(SQLiteError) {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// A prepared statement for `sql`.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw error(status, "prepare \(sql.prefix(40))")
        }
        return SQLiteStatement(handle: statement, database: self)
    }

    /// The integer a one-row, one-column query gives (a `PRAGMA`'s value); nil when it gives no row.
    func integer(_ sql: String) throws(SQLiteError) -> Int64? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.integer(0)
    }

    /// The error for a result code, with the connection's message.
    func error(_ status: Int32, _ action: String) -> SQLiteError {
        SQLiteError(code: status & 0xFF, message: String(cString: sqlite3_errmsg(handle)), action: action)
    }
}
