#ifndef COURTSIDE_CLIBPQ_SHIM_H
#define COURTSIDE_CLIBPQ_SHIM_H

// Debian's libpq (libpq-dev), PostgreSQL's own client library: the league database
// (docs/league.md). Its header lives in the postgresql folder of the default include path; the
// headers it includes in quotes are found beside it.
#include <postgresql/libpq-fe.h>

#endif
