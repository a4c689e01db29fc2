#include "clusterleases.h"

#include "clusterbus.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <map>

// The database's clock (ms since the epoch) inside the statements' texts.
#define GAMUT_DB_NOW "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"
// A process is dead: its lease ran out, or it has had no session for a second (kLeaseMs, kGoneMs).
#define GAMUT_DEAD                                                                                                     \
    "(s.beat < " GAMUT_DB_NOW " - 3000 OR (s.beat < " GAMUT_DB_NOW " - 1000 AND NOT EXISTS (SELECT 1 FROM "            \
    "pg_stat_activity a WHERE a.application_name = 'gamut-server s' || s.id)))"

namespace gamut::net {

namespace cluster {

static_assert(kLeaseMs == 3000 && kGoneMs == 1000, "GAMUT_DEAD says the same numbers");

namespace {

// The rows `text` returned: (id, fence) pairs.
void takeOwned(StoreDb &db, const char *text, std::vector<Owned> &out) {
    QSqlQuery &q = db.query(text);
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toLongLong()});
    q.finish();
}

} // namespace

bool registerServer(StoreDb &db, const QString &address, qint64 &id, QString &error) {
    if (!db.execDirect(QStringLiteral("SELECT nextval('server_ids')")) || !db.lastDirect().next()) {
        error = QStringLiteral("cannot number this server in %1: %2").arg(db.location().describe(), db.lastError());
        return false;
    }
    id = db.lastDirect().value(0).toLongLong();
    db.lastDirect().finish();
    if (!db.execDirect(QStringLiteral("SET application_name = '%1'").arg(ClusterBus::applicationName(id))) ||
        !db.execDirect(QStringLiteral("SET lock_timeout = '%1ms'").arg(kLockWaitMs)) ||
        !db.exec("INSERT INTO servers (id, address, pid, started, beat, state, taker) VALUES (?, ?, ?, " GAMUT_DB_NOW
                 ", " GAMUT_DB_NOW ", 0, 0)",
                 {id, address, QCoreApplication::applicationPid()})) {
        error = QStringLiteral("cannot register this server in %1: %2").arg(db.location().describe(), db.lastError());
        return false;
    }
    return true;
}

qint64 nextTableNumber(StoreDb &db) {
    const ReadScope done{db};
    const char *text = "SELECT nextval('table_ids')";
    if (!db.exec(text))
        return 0;
    QSqlQuery &q = db.query(text);
    return q.next() ? q.value(0).toLongLong() : 0;
}

// One script (StoreDb::sendScript), PostgreSQL running its statements as one transaction: the lease's UPDATE first
// (the reads below see the row it locked, so no batch of the old owner can change the table under them), then the
// rows SqlTableStore::loadTable and the server's seats' accounts read a statement at a time (six round trips on the
// event loop, at every move of a game whose players are connected to two processes).
std::optional<Taken> acquireAndRead(StoreDb &db, qint64 table, qint64 me, QString &error) {
    const QString n = QString::number(table);
    const QString text =
        QStringLiteral("UPDATE tables SET server = %1, fence = fence + 1 WHERE id = %2 AND closed = 0 "
                       "RETURNING fence, owner, active, finished;"
                       "SELECT side, name, token_hash, wants_next FROM seats WHERE table_id = %2;"
                       "SELECT g.head FROM games g JOIN tables t ON t.id = g.table_id AND g.number = t.finished "
                       "WHERE t.id = %2;"
                       "SELECT m.ply, m.move FROM moves m JOIN tables t ON t.id = m.table_id AND m.game = t.finished "
                       "WHERE t.id = %2 ORDER BY m.ply;"
                       "SELECT side, account FROM seat_accounts WHERE table_id = %2")
            .arg(me)
            .arg(n);
    Taken taken;
    bool found = false;
    const bool ran = db.sendScript(text, [&](int index, QSqlQuery &q) {
        TableRows &rows = taken.rows;
        while (q.next()) {
            switch (index) {
            case 0:
                found = true;
                taken.fence = q.value(0).toLongLong();
                taken.owner = q.value(1).toString();
                taken.active = q.value(2).toLongLong();
                taken.finished = q.value(3).toInt();
                break;
            case 1:
                rows.seats.push_back(
                    {q.value(0).toInt(), {q.value(1).toString(), q.value(2).toString(), q.value(3).toInt() != 0}});
                break;
            case 2:
                rows.hasHead = true;
                rows.head = q.value(0).toString();
                break;
            case 3:
                rows.moves.emplace_back(q.value(0).toInt(), q.value(1).toString());
                break;
            default:
                rows.accounts.emplace_back(q.value(0).toInt(), q.value(1).toString());
            }
        }
    });
    if (!ran) {
        error = db.lastError();
        return std::nullopt;
    }
    if (!found)
        return std::nullopt; // closed or never made
    return taken;
}

std::vector<Owned> ownedTables(StoreDb &db, qint64 me) {
    const ReadScope done{db};
    std::vector<Owned> out;
    const char *text = "SELECT id, fence FROM tables WHERE server = ? AND closed = 0";
    if (db.exec(text, {me}))
        takeOwned(db, text, out);
    return out;
}

std::vector<qint64> deadServers(StoreDb &db, qint64 me) {
    const ReadScope done{db};
    std::vector<qint64> out;
    const char *text = "SELECT s.id FROM servers s WHERE s.state = 0 AND s.id <> ? AND " GAMUT_DEAD;
    if (!db.exec(text, {me}))
        return out;
    QSqlQuery &q = db.query(text);
    while (q.next())
        out.push_back(q.value(0).toLongLong());
    return out;
}

bool claimServer(StoreDb &db, qint64 me, qint64 dead, std::vector<Owned> &out, QString &error) {
    const ReadScope done{db};
    out.clear();
    // Its sessions end first (waiting up to 2 s until they have): a paused process may hold row locks.
    const char *end = "SELECT pg_terminate_backend(pid, 2000) FROM pg_stat_activity WHERE application_name = ?";
    const char *claim = "UPDATE servers SET state = 1, taker = ? WHERE id = ? AND state = 0 AND id IN (SELECT s.id "
                        "FROM servers s WHERE s.id = ? AND " GAMUT_DEAD ") RETURNING id";
    const char *move = "UPDATE tables SET server = ?, fence = fence + 1 WHERE server = ? AND closed = 0 "
                       "RETURNING id, fence";
    if (!db.exec(end, {ClusterBus::applicationName(dead)}) || !db.begin()) {
        error = db.lastError();
        return false;
    }
    db.query(end).finish();
    bool claimed = false;
    bool ok = db.exec(claim, {me, dead, dead});
    if (ok) {
        QSqlQuery &q = db.query(claim);
        claimed = q.next();
        q.finish();
    }
    if (ok && claimed) {
        ok = db.exec(move, {me, dead});
        if (ok)
            takeOwned(db, move, out);
    }
    if (!ok || !db.commit()) {
        error = db.lastError();
        db.rollback();
        out.clear();
        return false;
    }
    return true;
}

bool releaseAll(StoreDb &db, qint64 me) {
    const ReadScope done{db};
    if (!db.begin())
        return false;
    if (db.exec("UPDATE tables SET server = 0, fence = fence + 1 WHERE server = ? AND closed = 0", {me}) &&
        db.exec("UPDATE servers SET state = 2 WHERE id = ?", {me}) && db.commit())
        return true;
    db.rollback();
    return false;
}

} // namespace cluster

void LeaseBook::hold(qint64 table, qint64 fence) {
    std::lock_guard lock(mutex_);
    fences_[table] = fence;
}

void LeaseBook::release(qint64 table) {
    std::lock_guard lock(mutex_);
    fences_.erase(table);
}

std::optional<qint64> LeaseBook::fence(qint64 table) const {
    std::lock_guard lock(mutex_);
    const auto it = fences_.find(table);
    if (it == fences_.end())
        return std::nullopt;
    return it->second;
}

// First in every batch, in one round trip (with the batch's BEGIN when it is a script): the connection's name (a
// writer that connected again must carry it too: a take-over ends the sessions by it), the heartbeat, which finds
// this process's row only while nobody has taken it over, then the batch's tables locked with their owner and
// fence. A positive key is a table (other writers use negative keys): one this process does not hold under the
// fence the database has is refused, and so is one it no longer holds at all.
StoreWriter::Guard LeaseBook::guard() {
    return [this](StoreDb &db, const std::set<qint64> &keys, std::set<qint64> &refused, QString &why) {
        if (lost_) {
            why = QStringLiteral("this server was taken over by another");
            return false;
        }
        std::map<qint64, qint64> expected; // table -> fence
        {
            std::lock_guard lock(mutex_);
            for (qint64 k : keys) {
                if (k <= 0)
                    continue;
                const auto it = fences_.find(k);
                if (it == fences_.end())
                    refused.insert(k);
                else
                    expected[k] = it->second;
            }
        }
        QString text = QStringLiteral("SET application_name = '%1';").arg(ClusterBus::applicationName(server_));
        text += QStringLiteral("UPDATE servers SET beat = %1 WHERE id = %2 AND state = 0 RETURNING id;")
                    .arg(QLatin1String(GAMUT_DB_NOW))
                    .arg(server_);
        if (!expected.empty()) {
            QStringList ids;
            for (const auto &[table, fence] : expected)
                ids << QString::number(table);
            text += QStringLiteral("SELECT id, server, fence FROM tables WHERE id IN (%1) ORDER BY id FOR UPDATE;")
                        .arg(ids.join(QLatin1Char(',')));
        }
        bool alive = false;
        std::map<qint64, std::pair<qint64, qint64>> rows; // table -> (server, fence)
        // The results with rows, in order: the heartbeat's, then the tables'. (Not told apart by q.record(): QPSQL
        // runs a query of its own there to name a column's table, which discards the script's later results.)
        int selects = 0;
        const bool ran = db.sendScript(text, [&](int, QSqlQuery &q) {
            if (!q.isSelect())
                return;
            const bool heartbeat = selects++ == 0;
            while (q.next()) {
                if (heartbeat)
                    alive = true;
                else
                    rows[q.value(0).toLongLong()] = {q.value(1).toLongLong(), q.value(2).toLongLong()};
            }
        });
        if (!ran) {
            why = db.lastError();
            return false;
        }
        if (!alive) {
            lost_ = true;
            why = QStringLiteral("this server was taken over by another");
            return false;
        }
        for (const auto &[table, fence] : expected) {
            const auto it = rows.find(table);
            if (it == rows.end())
                continue; // created in this batch: its INSERT follows
            if (it->second != std::pair<qint64, qint64>{server_, fence})
                refused.insert(table);
        }
        if (!refused.empty())
            why = QStringLiteral("this server no longer holds the table (another took it over)");
        return true;
    };
}

} // namespace gamut::net
