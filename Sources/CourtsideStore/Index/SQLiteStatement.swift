import CSQLite

/// A prepared SQLite statement: bind, step, read columns, reset to run again.
final class SQLiteStatement {
    /// The prepared statement (`sqlite3_stmt*`), finalized in deinit.
    private let handle: OpaquePointer
    /// Its connection (kept alive while the statement is).
    private let database: SQLiteDatabase

    /// Wraps a statement `database` prepared.
    init(handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds parameter `index` (from 1) to an integer, or to NULL for nil.
    func bind(_ index: Int32, _ value: Int64?) throws(SQLiteError) {
        let status = value.map { sqlite3_bind_int64(handle, index, $0) } ?? sqlite3_bind_null(handle, index)
        guard status == SQLITE_OK else { throw database.error(status, "bind") }
    }

    /// Binds parameter `index` (from 1) to text (copied), or to NULL for nil.
    func bind(_ index: Int32, _ value: String?) throws(SQLiteError) {
        let status =
            value.map { sqlite3_bind_text(handle, index, $0, -1, courtside_sqlite_transient()) }
            ?? sqlite3_bind_null(handle, index)
        guard status == SQLITE_OK else { throw database.error(status, "bind") }
    }

    /// Runs the statement to its next row: true with a row to read, false when it is done.
    func step() throws(SQLiteError) -> Bool {
        database.startWork()
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status: throw database.error(status, "step")
        }
    }

    /// Runs a statement that gives no rows, then resets it for the next run.
    func run() throws(SQLiteError) {
        defer { reset() }
        _ = try step()
    }

    /// Makes the statement ready to run again, its bindings cleared.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Whether column `index` (from 0) of the row is NULL.
    func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    /// Column `index` (from 0) of the row as an integer; nil unless it is stored as one.
    func integer(_ index: Int32) -> Int64? {
        guard sqlite3_column_type(handle, index) == SQLITE_INTEGER else { return nil }
        return sqlite3_column_int64(handle, index)
    }

    /// Column `index` (from 0) of the row as text; nil unless it is stored as valid UTF-8 text.
    func text(_ index: Int32) -> String? {
        guard sqlite3_column_type(handle, index) == SQLITE_TEXT, let bytes = sqlite3_column_text(handle, index)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(validating: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
