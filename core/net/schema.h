// The server database's schema, as a list of numbered migrations: the one place where a table or a column of the
// store is declared. open() runs, in one transaction, every migration after the version stored in
// `meta(key 'schema')` and stores the new version; a database newer than this list is refused.
//
// To add tables (accounts, ratings, seeks, clocks, ...): append a Migration with the next version and its
// statements, written in the SQL both SQLite and PostgreSQL speak (StoreDb::sql() rewrites `WITHOUT ROWID`,
// `BLOB`, `INTEGER PRIMARY KEY`); never edit a migration that has been released, add another that changes it.
// A statement only one of the two databases needs (or can say) starts with "postgresql: " or "sqlite: "; the
// other database skips it (StoreDb::sql()). Keep them rare: the point of the list is one schema for both.
// Keep a database's numbers monotonic (`BIGINT` ms since the epoch for times); give every table a primary key.
// Your writes then go through the group commit as TableStore::Change closures (tablestore.h), your reads through
// the store's reading connection.
//
// The tables of version 1 (the server's tables and games):
//   meta   (key, value)                                     schema version, next table number, clean-stop marker
//   tables (id, game, variant, owner, created, active, closed, finished)
//          one row per table ever created; `finished` = games finished there; `active` = ms of its last change
//   seats  (table_id, side, name, token_hash, wants_next)   two rows per table
//   games  (table_id, number, head, record)                 every game of a table: `head` its tags, `record` its
//                                                           whole text once finished (NULL for the current game)
//   moves  (table_id, game, ply, move)                      the current game's moves, one row per move
// Version 2 (several servers on one PostgreSQL database, clusterleases.h):
//   tables.server, tables.fence                             the process that owns an open table, and its lease's
//                                                           fencing number (0, 0 with SQLite)
//   servers (id, address, pid, started, beat, state, taker) PostgreSQL only: one row per process ever started;
//                                                           state 0 running, 1 taken over (by `taker`), 2 stopped
//   sequences server_ids, table_ids                         PostgreSQL only
#pragma once

#include <vector>

namespace gamut::net {

class StoreDb;

struct Migration {
    int version;                          // 1, 2, 3, ... without gaps
    const char *purpose;                  // for the log and error messages
    std::vector<const char *> statements; // run in order, in the migration's transaction
};

const std::vector<Migration> &migrations();
int latestSchemaVersion();

} // namespace gamut::net
