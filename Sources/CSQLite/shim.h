#ifndef COURTSIDE_CSQLITE_SHIM_H
#define COURTSIDE_CSQLITE_SHIM_H

// Debian's libsqlite3 (libsqlite3-dev), from the default include and library paths: the library
// index is an SQLite database (docs/file-format.md, "The index"). Not through pkg-config, as for
// ncursesw (Package.swift).
#include <sqlite3.h>

// Swift does not import SQLITE_TRANSIENT (a cast in a macro): text bound with it is copied by
// SQLite before the call returns.
static inline sqlite3_destructor_type courtside_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// The index is derived data anyone who can write the library folder could have made: nothing in
// its schema is trusted (no function with side effects runs from a trigger or a view) and the
// schema cannot be written through pragmas. sqlite3_db_config is variadic, which Swift does not
// import. SQLITE_OK when both took.
static inline int courtside_sqlite_distrust_schema(sqlite3 *db) {
    int status = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (status != SQLITE_OK) return status;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
}

#endif
