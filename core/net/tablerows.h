// A table's rows as the store keeps them (its seats, the current game's head and moves, the seats' accounts) and
// the table they make, checked strictly: the one place that turns rows into a table, whether they were read a
// statement at a time (SqlTableStore::loadTable, loadOpen, --check) or all in one round trip (a cluster's take-over
// of a table, cluster::acquireAndRead in clusterleases.h).
#pragma once

#include "table.h"

#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace gamut::net {

struct TableRows {
    struct SeatRow {
        int side = 0;
        Seat seat;
    };
    std::vector<SeatRow> seats;
    bool hasHead = false; // the current game's row was there
    QString head;
    std::vector<std::pair<int, QString>> moves;    // (ply, move), in the order read (ORDER BY ply)
    std::vector<std::pair<int, QString>> accounts; // (side, account): seat_accounts (protocol 1.2), when read
};

// The table `rows` make for table number `number`, whose current game is game `finished` + 1: two seats with a
// name and a token hash each (or a free seat), the game's head, its moves numbered from 1 without a gap, and a game
// the rules accept. Null and `error` (naming a seat, a ply or a game, never a token) when they do not make one.
std::unique_ptr<Table> tableFromRows(qint64 number, int finished, const TableRows &rows, QString &error);

} // namespace gamut::net
