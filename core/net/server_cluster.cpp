// The server's part in a cluster of gamut-server processes on one PostgreSQL database (servercluster.h): the bus,
// the tables' leases, the events of tables refereed elsewhere, and taking over a process that died.
#include "serverclient.h"
#include "servercluster.h"

#include <QDateTime>
#include <QHostInfo>
#include <QTimer>

namespace gamut::net {

namespace {
constexpr int kCatchUpMs = 1000; // how long a request waits for notices of what it read back
} // namespace

bool GameServer::startCluster(const StoreLocation &location, StoreDb &reader, QString &error) {
    auto c = std::make_unique<Cluster>();
    c->reader = &reader;
    if (!cluster::registerServer(reader, QHostInfo::localHostName(), c->me, error))
        return false;
    // The event loop's connection writes only leases (acquire(), a take-over, the release at a stop): their commits
    // need not wait for PostgreSQL's disk flush, which kept the whole loop waiting at every table that changed
    // process. A lease lost in a crash of PostgreSQL is harmless: every change made under it is committed by the
    // writer with a flush, which makes the earlier lease durable too (one log); a change made under none never is.
    if (!reader.execDirect(QStringLiteral("SET synchronous_commit = off"))) {
        error = reader.lastError();
        return false;
    }
    c->book = std::make_shared<LeaseBook>(c->me);
    store_->writer().setGuard(c->book->guard(), cluster::kBeatMs);
    auto bus = std::make_unique<ClusterBus>(location, c->me, this);
    if (!bus->start(error))
        return false;
    for (const auto &[topic, handler] : busHandlers_)
        bus->subscribe(topic, handler);
    bus->subscribe(QStringLiteral("ev"), [this](const ClusterBus::Notice &n) { heardEvent(n); });
    bus->subscribe(QStringLiteral("lease"), [this](const ClusterBus::Notice &n) { heardLease(n); });
    bus->onResync([this] { resyncCluster(); });
    bus_ = std::move(bus);
    cluster_ = std::move(c);
    // Every table here was read at start: none is held until a request or a take-over takes it. They were read
    // before the bus listened: a change committed in between was announced to nobody here, so each is read again
    // when a request first needs it.
    for (const auto &[number, entry] : tables_)
        cluster_->stale.insert(number);
    connect(&cluster_->check, &QTimer::timeout, this, &GameServer::checkPeers);
    cluster_->catchUp.setInterval(kCatchUpMs / 10);
    connect(&cluster_->catchUp, &QTimer::timeout, this, [this] { resumeDeferred(false); });
    cluster_->check.start(cluster::kCheckMs);
    log(QStringLiteral("cluster: this is server s%1 on %2").arg(cluster_->me).arg(location.describe()));
    return true;
}

// A clean stop: the tables are given up (the others take them at their next request) and the row says stopped.
void GameServer::stopCluster() {
    if (cluster_ && !cluster_->stopped) {
        cluster_->stopped = true;
        cluster_->check.stop();
        if (!cluster_->fenced && !cluster::releaseAll(*cluster_->reader, cluster_->me))
            log(QStringLiteral("cluster: the tables of s%1 could not be given up: %2")
                    .arg(cluster_->me)
                    .arg(cluster_->reader->lastError()));
    }
    if (bus_)
        bus_->stop();
}

qint64 GameServer::clusterId() const { return cluster_ ? cluster_->me : 0; }

bool GameServer::holds(int number) const { return !cluster_ || cluster_->book->fence(number).has_value(); }

void GameServer::releaseLease(qint64 number) {
    if (cluster_)
        cluster_->book->release(number);
}

// Before a request uses table `number`: a change needs the table's lease (taken here when another process has it,
// and the table read back as the database has it); anything else needs a copy that is not behind.
bool GameServer::clusterPrepare(Client *c, int number, bool lease) {
    Cluster &k = *cluster_;
    const bool held = k.book->fence(number).has_value();
    if (lease && held) {
        // Another process may have taken the table, its notice not come yet: the copy here is then behind, and an
        // answer from it would be wrong (`not-your-turn`, or a draw offer "still standing" that the other's move
        // declined), even one that writes nothing. So the request counts as a change of the table whatever it
        // does: its lines wait for the batch, whose guard checks the lease with the others' (clusterleases.h), and
        // a refused one is handled again from the database (retryLostLease()). No round trip of its own on the
        // event loop (it was one SELECT per move).
        write(number, [](StoreDb &) { return true; });
    }
    if (lease && !held) {
        // Taken and read back in one round trip (the lease, then the table as the database has it: this process
        // referees exactly what was acknowledged).
        QString error;
        std::optional<cluster::Taken> taken = cluster::acquireAndRead(*k.reader, number, k.me, error);
        if (!taken) {
            if (!error.isEmpty()) {
                log(QStringLiteral("cluster: table t%1 could not be taken: %2").arg(number).arg(error.left(200)));
                unavailable(c, QStringLiteral("table t%1 is busy on another server: try again").arg(number));
                return false;
            }
            eraseEntry(number); // closed (or never made): no-such-table follows
            return true;
        }
        k.book->hold(number, taken->fence);
        k.stale.erase(number);
        const quint64 seq = requestSeq_;
        requestSeq_ = 0; // at once: the old owner lets it go before it tries to write
        bus_->publish(QStringLiteral("lease"), QStringLiteral("%1 %2").arg(number).arg(taken->fence));
        requestSeq_ = seq;
        std::optional<StoredTable> stored;
        StoredTable read;
        read.table = tableFromRows(number, taken->finished, taken->rows, error);
        if (read.table) {
            read.owner = taken->owner;
            read.active = taken->active;
            stored = std::move(read);
        } else {
            log(QStringLiteral("error: table t%1 cannot be read back: %2").arg(number).arg(error.left(200)));
        }
        installTable(number, std::move(stored), taken->rows.accounts);
        return !deferUntilHeard(c, number);
    }
    if (!held && (k.stale.count(number) || !tables_.count(number))) {
        k.stale.erase(number);
        reloadTable(number);
    }
    return !deferUntilHeard(c, number);
}

qint64 GameServer::stampOf(const Table &t) {
    return (qint64(t.gameNumber()) << 32) | (qint64(t.ply()) << 1) | (t.isOver() ? 1 : 0);
}

void GameServer::noteHeard(int number, qint64 stamp) {
    qint64 &heard = cluster_->heard[number];
    heard = std::max(heard, stamp);
}

// A request about to use table `number` waits when the copy here is further on than the events this process's
// clients were sent (their notices are on the way: the request's own lines must come after them), or when an
// earlier request at the table waits. Its line is handled again once they are heard (resumeDeferred()).
bool GameServer::deferUntilHeard(Client *c, int number) {
    Cluster &k = *cluster_;
    const auto it = tables_.find(number);
    if (it == tables_.end() || !c || c != requester_ || requestLine_.isEmpty())
        return false;
    const qint64 stamp = stampOf(*it->second.table);
    const auto heard = k.heard.find(number);
    if (heard == k.heard.end()) { // first seen now: nothing was sent here before
        k.heard[number] = stamp;
        return false;
    }
    qint64 target = heard->second < stamp ? stamp : 0;
    for (const Cluster::Deferred &d : k.deferred)
        if (d.number == number)
            target = std::max(target, d.target);
    if (target <= heard->second)
        return false;
    k.deferred.push_back({c->number, requestLine_, number, target, clock_.elapsed()});
    c->waiting = true; // its later lines wait behind this one
    if (!k.catchUp.isActive())
        k.catchUp.start();
    return true;
}

// The deferred requests whose notices were heard (or whose table is gone, or that waited kCatchUpMs: a notice
// whose sender died after its commit never comes) are handled, in the order they came; `giveUp`: all of them.
void GameServer::resumeDeferred(bool giveUp) {
    Cluster &k = *cluster_;
    const qint64 now = clock_.elapsed();
    std::vector<Cluster::Deferred> ready;
    std::set<int> blocked; // a table with an earlier request still waiting keeps the later ones waiting
    for (auto it = k.deferred.begin(); it != k.deferred.end();) {
        const auto heard = k.heard.find(it->number);
        const bool gone = !tables_.count(it->number) || heard == k.heard.end();
        const bool late = giveUp || now - it->since >= kCatchUpMs;
        if (!blocked.count(it->number) && (gone || heard->second >= it->target || late)) {
            if (late && !gone && heard->second < it->target) {
                log(QStringLiteral("cluster: table t%1: events not heard within %2 ms; going on without them")
                        .arg(it->number)
                        .arg(kCatchUpMs));
                heard->second = it->target;
            }
            ready.push_back(std::move(*it));
            it = k.deferred.erase(it);
        } else {
            blocked.insert(it->number);
            ++it;
        }
    }
    if (k.deferred.empty())
        k.catchUp.stop();
    for (const Cluster::Deferred &d : ready)
        resumeRequest(d.client, [this, line = d.line](Client *c) {
            requestLine_ = line;
            handleLine(c, line);
        });
}

int GameServer::newTableNumber() {
    if (!cluster_)
        return nextTable_++;
    const qint64 number = cluster::nextTableNumber(*cluster_->reader);
    return number > 0 && number < 1000000000 ? int(number) : 0;
}

// A table created here is this process's, under fence 1 (in the same request and batch as its INSERT).
void GameServer::ownNewTable(int number) {
    if (!cluster_)
        return;
    cluster_->book->hold(number, 1);
    write(number, [number, me = cluster_->me](StoreDb &db) {
        return db.exec("UPDATE tables SET server = ?, fence = 1 WHERE id = ?", {me, number});
    });
}

void GameServer::publishEvent(const TableEntry &entry, const QString &line) {
    if (!cluster_)
        return;
    const int number = entry.table->id().mid(1).toInt();
    const qint64 stamp = stampOf(*entry.table);
    noteHeard(number, stamp); // this process's clients have it
    // After the request's commit (publish()), or at once for a line that stored nothing.
    publish(QStringLiteral("ev"), QStringLiteral("%1 %2 %3").arg(number).arg(stamp).arg(line));
}

// Another process's table event: to this process's clients at the table, and the copy here is read again.
void GameServer::heardEvent(const ClusterBus::Notice &n) {
    const qsizetype space = n.text.indexOf(QLatin1Char(' ')), space2 = n.text.indexOf(QLatin1Char(' '), space + 1);
    bool ok = false, stamped = false;
    const int number = n.text.left(space).toInt(&ok);
    const qint64 stamp = n.text.mid(space + 1, space2 - space - 1).toLongLong(&stamped);
    if (space <= 0 || space2 <= 0 || !ok || !stamped || number <= 0)
        return;
    const QString line = n.text.mid(space2 + 1);
    const auto it = tables_.find(number);
    if (it != tables_.end()) {
        const std::vector<Client *> members = it->second.members;
        for (Client *c : members)
            if (!sentAlready(*c, number, stamp, line))
                send(c, line);
    }
    noteHeard(number, stamp);
    if (line.startsWith(QLatin1String("closed "))) {
        cluster_->book->release(number);
        eraseEntry(number);
        cluster_->heard.erase(number);
    } else if (!line.startsWith(QLatin1String("said "))) {
        markStale(number);
    }
    for (const Cluster::Deferred &d : cluster_->deferred)
        if (d.number == number) { // after the notices read with this one
            QMetaObject::invokeMethod(
                this, [this] { resumeDeferred(false); }, Qt::QueuedConnection);
            break;
        }
}

void GameServer::noteGameSent(Client *c, const Table &t) {
    if (cluster_)
        c->gameSentAt[t.id().mid(1).toInt()] = stampOf(t);
}

// A client was sent the game from a copy read from the database, which can be ahead of the notices this process
// has heard (a first sight of the table: nothing tells what is still on its way). A notice from before that copy
// is history the client has (or that its game made void: an offer a later move declined, an older clock); one at
// the copy's own stamp that made it (a move, the end, the next game) is in the game it was sent. Lines that are
// not in a game (who sits, chat, the table's close) always go.
bool GameServer::sentAlready(const Client &c, int number, qint64 stamp, const QString &line) {
    const auto it = c.gameSentAt.find(number);
    if (it == c.gameSentAt.end() || stamp > it->second)
        return false;
    const QStringView kind = QStringView(line).left(line.indexOf(QLatin1Char(' ')));
    if (kind == u"seated" || kind == u"left" || kind == u"said" || kind == u"closed")
        return false;
    return stamp < it->second || kind == u"moved" || kind == u"over" || kind == u"resigned" || kind == u"next";
}

void GameServer::heardLease(const ClusterBus::Notice &n) {
    const QStringList words = n.text.split(QLatin1Char(' '));
    const int number = words.value(0).toInt();
    const qint64 fence = words.value(1).toLongLong();
    const std::optional<qint64> mine = cluster_->book->fence(number);
    if (mine && *mine < fence) {
        cluster_->book->release(number);
        markStale(number);
    }
}

// A copy that may be behind is read again when a request needs it (clusterPrepare(); `tables` reads the stale ones
// its clients follow first: reloadStale()). Not on a timer: the clients here heard the event already, and reading
// every followed table back every 250 ms kept the event loop in round trips to the database while notices waited
// (interleaved, 2 processes, 100 tables, load 5-6: a watcher's p99 130/101 ms with the timer, 91/64 ms without,
// the opponent's 86/70 ms and 32/41 ms).
void GameServer::markStale(int number) {
    if (!holds(number)) // what this process holds, it referees: its copy is the table
        cluster_->stale.insert(number);
}

void GameServer::reloadStale() {
    std::vector<int> now;
    for (int number : cluster_->stale) {
        const auto it = tables_.find(number);
        if (!holds(number) && (it == tables_.end() || !it->second.members.empty()))
            now.push_back(number);
    }
    for (int number : now) {
        cluster_->stale.erase(number);
        reloadTable(number);
    }
}

// Notices may have been missed: what the database says this process holds is what it holds, and every other copy
// may be behind.
void GameServer::resyncCluster() {
    std::set<qint64> owned;
    for (const cluster::Owned &o : cluster::ownedTables(*cluster_->reader, cluster_->me))
        owned.insert(o.table);
    for (const auto &[number, entry] : tables_)
        if (!owned.count(number)) {
            cluster_->book->release(number);
            markStale(number);
        }
    // What was missed is missed: the clients here have what they have, and nothing waits for it any more.
    cluster_->heard.clear();
    resumeDeferred(true);
}

// Every kCheckMs: a process whose lease ran out (or that is gone) is taken over; a process that finds itself taken
// over stops.
void GameServer::checkPeers() {
    Cluster &k = *cluster_;
    if (k.book->lost()) {
        fencedOut(QStringLiteral("another server took this one's tables over (it did not beat for %1 ms)")
                      .arg(cluster::kLeaseMs));
        return;
    }
    for (qint64 dead : cluster::deadServers(*k.reader, k.me)) {
        std::vector<cluster::Owned> taken;
        QString error;
        if (!cluster::claimServer(*k.reader, k.me, dead, taken, error)) {
            log(QStringLiteral("cluster: server s%1 looks dead but could not be taken over: %2")
                    .arg(dead)
                    .arg(error.left(200)));
            continue;
        }
        for (const cluster::Owned &o : taken) {
            k.stale.erase(int(o.table));
            reloadTable(o.table);
            k.book->hold(o.table, o.fence);
            bus_->publish(QStringLiteral("lease"), QStringLiteral("%1 %2").arg(o.table).arg(o.fence));
        }
        log(QStringLiteral("cluster: server s%1 stopped beating: its %2 open tables are taken over by s%3")
                .arg(dead)
                .arg(taken.size())
                .arg(k.me));
    }
}

void GameServer::fencedOut(const QString &why) {
    if (cluster_->fenced)
        return;
    cluster_->fenced = true;
    log(QStringLiteral("cluster: server s%1 stops: %2").arg(cluster_->me).arg(why));
    stop();
    emit fenced(why);
}

bool GameServer::publish(const QString &topic, const QString &text) {
    if (!bus_)
        return false;
    if (requestSeq_ != 0) { // in the request's own transaction: delivered at its commit, in commit order
        StoreWriter::Change notice = bus_->atCommit(topic, text);
        if (!notice)
            return false;
        store_->writer().add(requestSeq_, {}, std::move(notice));
        return true;
    }
    return bus_->publish(topic, text);
}

void GameServer::subscribe(const QString &topic, ClusterBus::Handler handler) {
    busHandlers_[topic] = handler;
    if (bus_)
        bus_->subscribe(topic, std::move(handler));
}

} // namespace gamut::net
