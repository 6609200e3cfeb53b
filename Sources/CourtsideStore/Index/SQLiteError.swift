import CSQLite

/// A refusal from SQLite: its result code and message, and what was being done.
struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    let code: Int32
    /// SQLite's words for it.
    let message: String
    /// What courtside was doing.
    let action: String

    /// Whether the file is not a database or a damaged one: such an index is deleted and rebuilt.
    var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// Whether another connection holds the lock the step needed.
    var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    /// The action, the code's name and the message, for a test's failure or a debugging session.
    var description: String { "\(action): \(String(cString: sqlite3_errstr(code))) (\(message))" }
}
