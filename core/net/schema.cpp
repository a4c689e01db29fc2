#include "schema.h"

namespace gamut::net {

const std::vector<Migration> &migrations() {
    static const std::vector<Migration> list = {
        {1,
         "tables, seats, games and moves",
         {"CREATE TABLE meta (key VARCHAR(64) PRIMARY KEY, value VARCHAR(256) NOT NULL)",
          "CREATE TABLE tables (id INTEGER PRIMARY KEY, game VARCHAR(32) NOT NULL, variant VARCHAR(64) NOT NULL, "
          "owner VARCHAR(64) NOT NULL, created BIGINT NOT NULL, active BIGINT NOT NULL, "
          "closed INTEGER NOT NULL DEFAULT 0, finished INTEGER NOT NULL DEFAULT 0)",
          "CREATE TABLE seats (table_id INTEGER NOT NULL, side INTEGER NOT NULL, name VARCHAR(128) NOT NULL, "
          "token_hash VARCHAR(64) NOT NULL, wants_next INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (table_id, side))",
          "CREATE TABLE games (table_id INTEGER NOT NULL, number INTEGER NOT NULL, head TEXT NOT NULL, record TEXT, "
          "PRIMARY KEY (table_id, number))",
          // WITHOUT ROWID (SQLite's storage clause; PostgreSQL drops it): the rows live in their key's B-tree
          // alone, so a move's commit writes one page, not a row page and an index page.
          "CREATE TABLE moves (table_id INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, "
          "move VARCHAR(64) NOT NULL, PRIMARY KEY (table_id, game, ply)) WITHOUT ROWID",
          "CREATE INDEX tables_open ON tables (closed, id)"}},
        // Several gamut-server processes on one PostgreSQL database (clusterleases.h): which process owns an open
        // table and under which fencing number, the processes and their heartbeats, and numbers from sequences
        // (two processes creating tables at once must not pick the same id). SQLite (one process) gets the two
        // columns only, and never uses them.
        {2,
         "the cluster: table leases with fencing numbers, servers, id sequences",
         {"ALTER TABLE tables ADD COLUMN server BIGINT NOT NULL DEFAULT 0",
          "ALTER TABLE tables ADD COLUMN fence BIGINT NOT NULL DEFAULT 0",
          "postgresql: CREATE TABLE servers (id BIGINT PRIMARY KEY, address VARCHAR(256) NOT NULL, pid BIGINT NOT "
          "NULL, started BIGINT NOT NULL, beat BIGINT NOT NULL, state INTEGER NOT NULL, taker BIGINT NOT NULL)",
          "postgresql: CREATE SEQUENCE server_ids", "postgresql: CREATE SEQUENCE table_ids",
          // The next id after every table ever made (closed ones count: ids are never reused).
          "postgresql: SELECT setval('table_ids', GREATEST(COALESCE((SELECT MAX(id) FROM tables), 0) + 1, "
          "COALESCE((SELECT CAST(value AS BIGINT) FROM meta WHERE key = 'next_table'), 1)), false)",
          "CREATE INDEX tables_server ON tables (server, closed)"}},
        {3,
         "accounts, sessions, ratings (protocol 1.2; accountstore.h)",
         {"CREATE TABLE accounts (name_key VARCHAR(128) PRIMARY KEY, name VARCHAR(64) NOT NULL, "
          "password VARCHAR(256) NOT NULL, created BIGINT NOT NULL, last_login BIGINT NOT NULL)",
          "CREATE TABLE sessions (hash VARCHAR(64) PRIMARY KEY, account VARCHAR(128) NOT NULL, created BIGINT NOT "
          "NULL, "
          "expires BIGINT NOT NULL)",
          "CREATE INDEX sessions_account ON sessions (account)",
          "CREATE TABLE ratings (account VARCHAR(128) NOT NULL, game VARCHAR(32) NOT NULL, "
          "rating DOUBLE PRECISION NOT NULL, deviation DOUBLE PRECISION NOT NULL, "
          "volatility DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL, PRIMARY KEY (account, game))",
          "CREATE INDEX ratings_top ON ratings (game, rating)",
          "CREATE TABLE rated_games (table_id BIGINT NOT NULL, game INTEGER NOT NULL, "
          "first_account VARCHAR(128) NOT NULL, second_account VARCHAR(128) NOT NULL, score DOUBLE PRECISION NOT NULL, "
          "first_before DOUBLE PRECISION NOT NULL, first_after DOUBLE PRECISION NOT NULL, "
          "second_before DOUBLE PRECISION NOT NULL, second_after DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, "
          "PRIMARY KEY (table_id, game))",
          "CREATE TABLE seat_accounts (table_id BIGINT NOT NULL, side INTEGER NOT NULL, account VARCHAR(128) NOT NULL, "
          "PRIMARY KEY (table_id, side))",
          "CREATE INDEX seat_accounts_account ON seat_accounts (account)"}},
    };
    return list;
}

int latestSchemaVersion() { return migrations().back().version; }

} // namespace gamut::net
