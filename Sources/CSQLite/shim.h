#ifndef COURTSIDE_CSQLITE_SHIM_H
#define COURTSIDE_CSQLITE_SHIM_H

// Debian's libsqlite3 (libsqlite3-dev), from the default include and library paths: the library
// index is an SQLite database (docs/file-format.md, "The index"). Not through pkg-config, as for
// ncursesw (Package.swift).
#include <sqlite3.h>

// Swift does not import SQLITE_TRANSIENT (a cast in a macro): text bound with it is copied by
// SQLite before the call returns.
static inline sqlite3_destructor_type courtside_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
