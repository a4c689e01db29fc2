// Which gamut-server process owns which table when several share one PostgreSQL database (README, "Several servers
// on one database"), and the SQL that moves tables between them.
//
// - Each process has a row in `servers` under a number from the sequence server_ids, with a heartbeat (`beat`, the
//   database's clock, so the processes' clocks need not agree) that its store's writer thread writes in every
//   batch, and alone when it has had nothing to write for kBeatMs.
// - An open table belongs to the process named by tables.server, under the lease's fencing number tables.fence.
//   A process takes a table when a request of one of its clients needs to change it (acquire(): server = me,
//   fence + 1, one autocommitted UPDATE; it waits for a batch of the owner that is being committed, never for
//   longer than kLockWaitMs), reads it back from the database and referees it from then on.
// - Every batch of a process's writer first runs the guard (LeaseBook::guard()), in the batch's transaction: the
//   process's own row must still say "running" (the heartbeat's UPDATE ... WHERE state = 0 finds it), and every
//   table the batch writes must still carry this process and the fence it was given (SELECT ... FOR UPDATE: the
//   row lock makes a take-over wait for the commit). A table that fails is not written (its requests get
//   `error unavailable` and the table is read back); a process whose row was taken over writes nothing any more
//   and stops. So a paused ex-owner can never write after a take-over: its first batch after it wakes finds the
//   fences moved on, or its row taken.
// - A process whose heartbeat is older than kLeaseMs, or that has had no session in PostgreSQL and no heartbeat for
//   kGoneMs (killed: PostgreSQL ends a dead client's sessions at once), is taken over by another (claimServer()):
//   that one ends the dead one's sessions first (a paused process may hold row locks in an open transaction),
//   marks its row taken over and moves its open tables to itself with fence + 1, in one transaction.
// - A process that stops cleanly gives its tables up (server 0, fence + 1) and marks its row stopped.
#pragma once

#include "storewriter.h"
#include "tablerows.h"

#include <QString>

#include <atomic>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gamut::net {

namespace cluster {

constexpr int kLeaseMs = 3000;    // a heartbeat older than this: the process is taken over
constexpr int kBeatMs = 500;      // the writer's heartbeat when it has nothing else to write
constexpr int kGoneMs = 1000;     // no session in PostgreSQL and no heartbeat for this long: killed
constexpr int kCheckMs = 500;     // how often each process looks for dead peers
constexpr int kLockWaitMs = 2000; // the longest a take-over waits for the owner's row lock

struct Owned {
    qint64 table = 0, fence = 0;
};

// A new row in `servers` for this process (`db` is the event loop's connection, which then carries the process's
// name in PostgreSQL): its number. False and a message when the database cannot give one.
bool registerServer(StoreDb &db, const QString &address, qint64 &id, QString &error);
// The next table number from the sequence (0 when it cannot be read).
qint64 nextTableNumber(StoreDb &db);
// A table taken, as the database has it once taken.
struct Taken {
    qint64 fence = 0;
    QString owner; // the tables row (as SqlTableStore::loadTable reads it)
    qint64 active = 0;
    int finished = 0;
    TableRows rows; // its seats, current game and seats' accounts (tableFromRows())
};
// Takes table `table` for `me` (fence + 1; waits for a batch of the old owner that locked its row) and reads it
// back, all in one round trip and one transaction: nothing (closed or missing), or nothing and `error` (the old
// owner's lock not freed in time, the database unreachable).
std::optional<Taken> acquireAndRead(StoreDb &db, qint64 table, qint64 me, QString &error);
// The open tables the database says `me` owns (after notices may have been missed).
std::vector<Owned> ownedTables(StoreDb &db, qint64 me);
// Running processes other than `me` whose lease ran out or whose sessions are gone.
std::vector<qint64> deadServers(StoreDb &db, qint64 me);
// Takes the dead process's tables over (ends its sessions first): the tables now owned and their fences. Nothing,
// and no error, when another process took it first or it came back to life.
bool claimServer(StoreDb &db, qint64 me, qint64 dead, std::vector<Owned> &out, QString &error);
// A clean stop: every table given up, the row marked stopped.
bool releaseAll(StoreDb &db, qint64 me);

} // namespace cluster

// The tables this process holds and their fences, shared by the event loop (which takes and gives up tables) and
// the store's writer thread (whose guard checks them in every batch).
class LeaseBook {
public:
    explicit LeaseBook(qint64 server) : server_(server) {}
    qint64 server() const { return server_; }
    void hold(qint64 table, qint64 fence);
    void release(qint64 table);
    std::optional<qint64> fence(qint64 table) const;
    // True once the guard found this process's row taken over: it may write nothing any more.
    bool lost() const { return lost_; }
    // The guard for StoreWriter::setGuard(): the heartbeat, then the fences of the batch's tables.
    StoreWriter::Guard guard();

private:
    const qint64 server_;
    mutable std::mutex mutex_;
    std::unordered_map<qint64, qint64> fences_;
    std::atomic<bool> lost_{false};
};

} // namespace gamut::net
