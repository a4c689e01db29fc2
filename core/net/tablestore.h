// What the game server keeps across restarts, behind a small interface: its tables, their seats (names and token
// hashes), every game finished at them and the moves of each table's current game.
//
// Writes are changes (tablechanges.h) that the server adds to the store's writer (storewriter.h): the requests
// read in one pass of the event loop are committed in one transaction, and each `ok` is sent after its commit
// (`error unavailable` when the store could not take it, and the table is read back as the store has it).
// Reads go through the event loop's own connection and see what is committed.
//
// The server holds only each open table's current game in memory; loadOpen() reads back exactly that (O(open tables
// x current game)), and finishedGames() reads a table's history in bounded pages. SqlTableStore (sqltablestore.h)
// is the implementation, for SQLite and PostgreSQL alike.
#pragma once

#include "table.h"

#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gamut::net {

class StoreWriter;

// An open table as the store gives it back.
struct StoredTable {
    std::unique_ptr<Table> table;
    QString owner;     // the client address that created it (the per-address table limit counts it)
    qint64 active = 0; // ms since the epoch of its last change that counts for expiry
};

class TableStore {
public:
    virtual ~TableStore() = default;

    // Opens (creating and migrating when needed) the store; false and a message when it cannot.
    virtual bool open(QString &error) = 0;
    // Every open table with its current game. False when the store cannot be read (damaged): the server must not
    // start on it. A table whose rows do not make a table is logged (never by its content) and left out.
    virtual bool loadOpen(std::vector<StoredTable> &tables, QString &error) = 0;
    // One table again (after a write of it failed): nothing when it is closed or not there (or `error` when the
    // store cannot say).
    virtual std::optional<StoredTable> loadTable(qint64 number, QString &error) = 0;
    // The number after the highest table id ever used (closed tables count), so ids are never reused.
    virtual int nextNumber() = 0;
    // At most `count` finished games of table `id` from index `from` (0 = the oldest), as record texts.
    virtual std::vector<std::string> finishedGames(const QString &id, int from, int count, QString &error) = 0;
    virtual bool isOpen() const = 0;
    virtual StoreWriter &writer() = 0; // only while open
    virtual StoreDb &reader() = 0;     // the event loop's connection for reads (only while open)
    virtual void close() = 0;
};

} // namespace gamut::net
