import CSQLite

/// A refusal from SQLite: its result code and message, and what was being done.
struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    let code: Int32
    /// SQLite's words for it.
    let message: String
    /// What courtside was doing.
    let action: String

    /// Whether the file is not a database, a damaged one, or one that made a statement run away
    /// (interrupted by the work budget) or hold a value longer than any index row: such an index
    /// is deleted and rebuilt.
    var isDamage: Bool {
        code == SQLITE_CORRUPT || code == SQLITE_NOTADB || code == SQLITE_INTERRUPT || code == SQLITE_TOOBIG
    }

    /// A database whose schema is not the one courtside makes (``LibraryIndex/schema``): never
    /// used, and deleted and made again as a damaged one is.
    static let notOurs = SQLiteError(
        code: SQLITE_NOTADB, message: "not the index courtside makes", action: "check the schema")

    /// Whether another connection holds the lock the step needed.
    var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    /// The action, the code's name and the message, for a test's failure or a debugging session.
    var description: String { "\(action): \(String(cString: sqlite3_errstr(code))) (\(message))" }
}
