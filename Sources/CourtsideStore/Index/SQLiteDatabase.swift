import CSQLite

/// One connection to an SQLite database file: the library index's only way in to libsqlite3.
///
/// The file is derived data that anyone able to write the library folder could have made, so the
/// connection trusts nothing in it: its schema runs no function with side effects and cannot be
/// written (`SQLITE_DBCONFIG_TRUSTED_SCHEMA` off, `SQLITE_DBCONFIG_DEFENSIVE` on), no value read
/// is longer than ``maxValueBytes``, and no one step or statement does more than ``WorkBudget``
/// allows (a progress handler interrupts it: `SQLITE_INTERRUPT`). ``LibraryIndex`` accepts only
/// the schema it makes before it runs anything else.
///
/// Not shared between threads: a listing opens it, uses it and lets it go.
final class SQLiteDatabase {
    /// The open SQLite connection (`sqlite3*`), closed in deinit.
    private let handle: OpaquePointer
    /// The work the current step or statement may still do.
    private let budget: WorkBudget

    /// How many virtual-machine instructions SQLite runs between two looks at the budget.
    static let instructionsPerCheck: Int32 = 1_000
    /// The most checks (of ``instructionsPerCheck`` instructions) one step or statement may take:
    /// 200 million instructions, a second or two, where courtside's largest (summing 100,000
    /// players' lines) takes a few million.
    static let defaultWorkLimit = 200_000
    /// The longest text or blob a statement may make or read: an index row is some hundred bytes.
    static let maxValueBytes: Int32 = 1 << 20

    /// Opens the database at `path`, which must exist (the caller creates it, private and
    /// exclusively, so SQLite never picks its mode) and is never reached through a symbolic link.
    /// `readOnly` opens it for reading only (a library on a read-only disk, `serve`).
    /// `workLimit` bounds each step (see ``defaultWorkLimit``).
    init(path: String, readOnly: Bool, workLimit: Int = defaultWorkLimit) throws(SQLiteError) {
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
        budget = WorkBudget(limit: workLimit)
        sqlite3_extended_result_codes(handle, 0)
        guard courtside_sqlite_distrust_schema(handle) == SQLITE_OK else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "cannot turn off trusted_schema", action: "open")
        }
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Self.maxValueBytes)
        sqlite3_progress_handler(
            handle, Self.instructionsPerCheck,
            { context in
                guard let context else { return 0 }
                return Unmanaged<WorkBudget>.fromOpaque(context).takeUnretainedValue().spend() ? 0 : 1
            }, Unmanaged.passUnretained(budget).toOpaque())
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// How long a statement waits for another connection's lock before it is refused with
    /// `SQLITE_BUSY`.
    func waitForLocks(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Gives the next step or statement its whole budget.
    func startWork() {
        budget.reset()
    }

    /// Runs SQL that returns no rows (several statements may be separated by semicolons).
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        startWork()
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
