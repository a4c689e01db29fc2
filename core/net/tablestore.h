// What the game server keeps across restarts, behind a small interface: its tables, their seats (names and token
// hashes), every game finished at them and the moves of each table's current game. GameServer calls one method per
// acknowledged request; each is one transaction that is stored when it returns true (then the server says `ok`) and
// changes nothing when it returns false (then the server says `error unavailable`).
//
// The server holds only each open table's current game in memory; loadOpen() reads back exactly that (O(open tables
// x current game)), and finishedGames() reads a table's history in bounded pages. SqlTableStore (sqltablestore.h)
// is the one implementation; its SQL is kept portable so that another database could sit behind the same interface.
#pragma once

#include "table.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace gamut::net {

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
    // Every open table with its current game; a table that cannot be read is logged (never by its content) and
    // left as it is in the store.
    virtual std::vector<StoredTable> loadOpen() = 0;
    // The number after the highest table id ever used (closed tables count), so ids are never reused.
    virtual int nextNumber() = 0;

    // One transaction each; `now` is ms since the epoch.
    virtual bool createTable(const Table &table, const QString &owner, qint64 now, QString &error) = 0;
    // The seats (names, token hashes, `next` requests) and the current game's tags (its players, a resignation).
    virtual bool saveTable(const Table &table, qint64 now, QString &error) = 0;
    // The table's last move (its text as the record writes it), appended to its current game.
    virtual bool appendMove(const Table &table, const QString &move, qint64 now, QString &error) = 0;
    // The table has just started its next game: `finishedText` is the record text of the game before it.
    virtual bool startNext(const Table &table, const std::string &finishedText, qint64 now, QString &error) = 0;
    virtual bool closeTable(const Table &table, qint64 now, QString &error) = 0;

    // At most `count` finished games of table `id` from index `from` (0 = the oldest), as record texts.
    virtual std::vector<std::string> finishedGames(const QString &id, int from, int count, QString &error) = 0;
};

} // namespace gamut::net
