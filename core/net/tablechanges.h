// The store's writes for the server's tables, as closures the group commit runs on its thread (storewriter.h): each
// takes a copy of what it writes when it is made (the table in memory may move on before the batch is committed),
// and runs the same SQL on SQLite and PostgreSQL. One request of the protocol is one of these.
#pragma once

#include "storewriter.h"
#include "table.h"

#include <QStringList>

#include <string>
#include <vector>

namespace gamut::net::changes {

using Change = StoreWriter::Change;

qint64 tableNumber(const QString &id); // "t12" -> 12

// A new table: its row, both seats, its current game's head.
Change createTable(const Table &table, const QString &owner, qint64 now);
// The seats (names, token hashes, `next` requests) and the current game's tags (its players, a resignation).
Change saveTable(const Table &table, qint64 now);
// The table's last move (its text as the record writes it), appended to its current game.
Change appendMove(const Table &table, const QString &move, qint64 now);
// The table has just started its next game: `finishedText` is the record text of the game before it.
Change startNext(const Table &table, const std::string &finishedText, qint64 now);
Change closeTable(qint64 number, qint64 now);
// A whole table at once (the import of a file store): its finished games' texts, its current game and moves.
Change importTable(const Table &table, const std::vector<std::string> &finished, const QStringList &moves, qint64 now);
Change setMeta(const QString &key, const QString &value);

} // namespace gamut::net::changes
