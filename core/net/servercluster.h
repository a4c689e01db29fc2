// What a gamut-server process keeps of the cluster when several share one PostgreSQL database (server_cluster.cpp;
// not part of the library's interface). The design, in short (README, "Several servers on one database"):
//
// - One referee per table at a time: the process that holds the table's lease (clusterleases.h). A client may be
//   connected to any process; a request that changes a table its process does not hold takes the table first
//   (fence + 1, an UPDATE that waits for a batch of the old owner being committed) and reads it back from the
//   database, both in one round trip (cluster::acquireAndRead), so it referees exactly what was acknowledged. A
//   game whose two players are connected to two processes moves the lease at each move: simple and always right,
//   at the price of that round trip per such move (README: the figures). A request that would change a table its
//   process holds counts as a change of it even when it writes nothing (an error, an offer that stands): its
//   lines wait for the batch, whose guard finds a lease another process took meanwhile (its notice still on the
//   way), and it is then handled again from the database. Requests that change nothing stored (watch, resume,
//   say, leave, tables, history) take nothing: they use the process's copy, read again when it may be behind.
// - Events: every line a table's members hear (moved, seated, over, said, closed, ...) is also published on the
//   bus ("ev": "<table number> <stamp> <line>"): a line of a change goes in the change's own transaction (`SELECT
//   pg_notify` in the writer's batch), which PostgreSQL delivers at the commit, in the order of every process's
//   commits; a line that stored nothing goes out at once. Each other process sends it to its own clients at that
//   table and reads the table again when it is next needed. The stamp says where the table stood after the event
//   (its game, ply and whether it is over: stampOf()).
// - In order: a request that reads a table back (taking its lease, or a stale copy) may find it further on than
//   the notices this process has heard: another process committed a move whose notice is still on its way. The
//   request then waits (its client's later lines behind it) until those notices are heard and sent, at most
//   kCatchUpMs, and is then handled: its reply and events come after them, for this process's clients and, as its
//   own notices are committed after the others', for every other process's too.
// - A process that took a table says so ("lease": "<number> <fence>"): the one that held it lets it go at once
//   instead of finding out at its next write.
// - A process whose heartbeat stopped is taken over by the first other process that notices (every kCheckMs): its
//   tables become that process's, with fence + 1. A process that finds itself taken over (its guard fails: it was
//   paused for longer than the lease) writes nothing more, says `bye shutdown` to its clients and stops (exit 6):
//   they reconnect to a live process and `resume`.
#pragma once

#include "clusterbus.h"
#include "clusterleases.h"
#include "server.h"

#include <QTimer>

#include <memory>
#include <set>

namespace gamut::net {

struct GameServer::Cluster {
    struct Deferred { // a request waiting for the notices of table `number` up to `target`
        quint64 client = 0;
        QByteArray line;
        int number = 0;
        qint64 target = 0, since = 0;
    };
    qint64 me = 0;
    StoreDb *reader = nullptr; // the store's event-loop connection
    std::shared_ptr<LeaseBook> book;
    QTimer check;
    std::set<int> stale;         // tables whose copy here may be behind the database (read again before use)
    std::map<int, qint64> heard; // by table: the latest stamp of the events this process's clients were sent
    std::vector<Deferred> deferred;
    QTimer catchUp; // gives up waiting for notices that never came (their sender died after its commit)
    bool fenced = false, stopped = false;
};

} // namespace gamut::net
