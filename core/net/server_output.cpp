// The server's output and its group commit (server.h): a request's change goes to the store's writer, its lines
// are held until the change is committed, and a failed change turns the request's reply into `error unavailable`
// and reads its table back from the store.
#include "accountstore.h"
#include "server.h"
#include "serverclient.h"
#include "tablechanges.h"

#include <QDateTime>

#include <QTcpSocket>

namespace gamut::net {

void GameServer::send(Client *c, const QString &line) {
    QByteArray bytes = line.toUtf8();
    bytes += '\n';
    enqueue(c, std::move(bytes), false);
}

void GameServer::ok(Client *c, const QString &text) {
    c->refusedInRow = 0;
    QByteArray bytes = (QStringLiteral("ok ") + text).toUtf8();
    bytes += '\n';
    enqueue(c, std::move(bytes), requestSeq_ != 0 && c == requester_);
}

void GameServer::unavailable(Client *c, const QString &why) {
    send(c, QStringLiteral("error unavailable %1").arg(why)); // the server's trouble: not counted against the client
}

// A line goes out at once unless it belongs to a request whose change is not committed yet, or lines held for the
// client are before it.
void GameServer::enqueue(Client *c, QByteArray bytes, bool reply) {
    if (c->closing && !c->closeAfterHeld)
        return;
    const quint64 wait = requestSeq_ ? requestSeq_ : (c->held.empty() ? 0 : c->held.back().wait);
    if (wait == 0) {
        c->socket->write(bytes);
    } else {
        c->heldBytes += bytes.size();
        c->held.push_back({wait, requestSeq_, reply, std::move(bytes)});
        holding_.insert(c);
    }
    const qint64 mine = unsent(c);
    bool cut = mine > options_.maxUnsentBytes;
    if (!cut && mine > 64 * 1024 && options_.maxUnsentPerAddress > 0) { // the address's other connections too
        qint64 all = 0;
        for (const auto &[number, other] : clients_)
            if (other->address == c->address)
                all += unsent(other.get());
        cut = all > options_.maxUnsentPerAddress;
    }
    if (cut) {
        logFor(c->address, QStringLiteral("client %1 does not read its replies: cut off").arg(c->number));
        c->socket->abort(); // emits disconnected -> dropClient
    }
}

qint64 GameServer::unsent(const Client *c) const { return c->socket->bytesToWrite() + c->heldBytes; }

qint64 GameServer::unsentBytes() const {
    qint64 all = 0;
    for (const auto &[number, c] : clients_)
        all += unsent(c.get());
    return all;
}

// The current request's first write: its number and its entry among the requests with the store.
void GameServer::newPending() {
    requestSeq_ = nextSeq_++;
    Pending &p = pending_[requestSeq_];
    p.client = requester_;
    if (requester_) {
        p.address = requester_->address;
        p.clientNumber = requester_->number;
        p.line = requestLine_;
        p.attempt = requestAttempt_;
    }
}

void GameServer::write(qint64 table, StoreWriter::Change change) {
    if (!requestSeq_)
        newPending();
    Pending &p = pending_[requestSeq_];
    if (std::find(p.tables.begin(), p.tables.end(), table) == p.tables.end())
        p.tables.push_back(table);
    store_->writer().add(requestSeq_, {table}, std::move(change));
    scheduleFlush();
    if (const auto it = tables_.find(int(table)); it != tables_.end()) {
        it->second.touched = QDateTime::currentMSecsSinceEpoch();
        reindex(int(table));
    }
}

// The batch is handed to the writer at the start of the next pass of the event loop, after every socket that was
// ready in this pass has been read.
void GameServer::scheduleFlush() {
    if (flushScheduled_)
        return;
    flushScheduled_ = true;
    QMetaObject::invokeMethod(this, &GameServer::flushWrites, Qt::QueuedConnection);
}

void GameServer::flushWrites() {
    flushScheduled_ = false;
    if (store_ && store_->isOpen())
        store_->writer().flush();
}

void GameServer::drainStore() {
    if (store_ && store_->isOpen())
        store_->writer().drain();
}

void GameServer::committed(std::vector<StoreWriter::Outcome> outcomes) {
    std::set<qint64> failedTables;
    std::map<quint64, QString> why;
    for (const StoreWriter::Outcome &o : outcomes) {
        committedSeq_ = std::max(committedSeq_, o.seq);
        if (o.ok)
            continue;
        failedSeqs_.insert(o.seq);
        why[o.seq] = o.error;
        if (const auto it = pending_.find(o.seq); it != pending_.end())
            failedTables.insert(it->second.tables.begin(), it->second.tables.end());
    }
    if (!failedTables.empty()) {
        // The requests read since, on the state the failed ones would have made, fail with them.
        for (quint64 seq : store_->writer().failKeys(failedTables)) {
            failedSeqs_.insert(seq);
            why[seq] = QStringLiteral("an earlier change of the same table could not be stored");
        }
        for (const auto &[seq, reason] : why)
            logFor(pending_.count(seq) ? pending_[seq].address : QString(),
                   QStringLiteral("error: a change of table%1 could not be stored: %2")
                       .arg([&] {
                           QString ids;
                           if (const auto it = pending_.find(seq); it != pending_.end())
                               for (qint64 t : it->second.tables)
                                   ids += QStringLiteral(" t%1").arg(t);
                           return ids;
                       }())
                       .arg(reason.left(200)));
        for (qint64 number : failedTables) {
            releaseLease(number); // a cluster's server takes it again (from the database) at its next request
            reloadTable(number);
        }
        if (cluster_)
            for (const auto &[seq, reason] : why)
                retryLostLease(seq, reason);
    }
    releaseHeld();
    runCommitHooks(committedSeq_); // protocol 1.2: clocks started, `rated` sent, once their change is decided
    for (auto it = pending_.begin(); it != pending_.end();) {
        const bool decided = it->first <= committedSeq_ || failedSeqs_.count(it->first);
        if (!decided)
            break;
        it = pending_.erase(it);
    }
    for (auto it = failedSeqs_.begin(); it != failedSeqs_.end() && holding_.empty();)
        it = failedSeqs_.erase(it); // nothing held refers to them any more
}

// A change refused because another process took its table meanwhile (two requests at one table at two processes
// at the same moment: both seats' `next`, an offer and a move) is not the client's trouble: its request is handled
// again, from the table as the database has it now, instead of `error unavailable`. Only while no later request
// of the client's was handled (its reply would come first) and at most kRetries times.
void GameServer::retryLostLease(quint64 seq, const QString &reason) {
    constexpr int kRetries = 3;
    const auto it = pending_.find(seq);
    const bool lost = reason.contains(QLatin1String("no longer holds the table")) ||
                      reason.startsWith(QLatin1String("an earlier change of the same table"));
    if (!lost || it == pending_.end() || it->second.line.isEmpty() || it->second.attempt >= kRetries)
        return;
    const auto client = clients_.find(it->second.clientNumber);
    if (client == clients_.end() || client->second->closing || client->second->waiting)
        return;
    Client *c = client->second.get();
    if (std::any_of(c->held.begin(), c->held.end(), [seq](const Client::Held &h) { return h.reply && h.from > seq; }))
        return;
    for (auto h = c->held.begin(); h != c->held.end();) { // its lines are made again
        if (h->from == seq) {
            c->heldBytes -= h->bytes.size();
            h = c->held.erase(h);
        } else {
            ++h;
        }
    }
    c->waiting = true; // its later lines wait behind it
    QMetaObject::invokeMethod(
        this,
        [this, number = c->number, line = it->second.line, attempt = it->second.attempt + 1] {
            resumeRequest(number, [&](Client *again) {
                requestLine_ = line;
                requestAttempt_ = attempt;
                handleLine(again, line);
                requestAttempt_ = 0;
            });
        },
        Qt::QueuedConnection);
}

void GameServer::releaseHeld() {
    std::vector<Client *> done;
    for (Client *c : holding_) {
        while (!c->held.empty()) {
            Client::Held &h = c->held.front();
            const bool failed = failedSeqs_.count(h.wait) > 0;
            if (h.wait > committedSeq_ && !failed)
                break;
            if (h.from && failedSeqs_.count(h.from)) {
                if (h.reply)
                    c->socket->write(QByteArrayLiteral("error unavailable the server could not store it\n"));
            } else {
                c->socket->write(h.bytes);
            }
            c->heldBytes -= h.bytes.size();
            c->held.pop_front();
        }
        if (c->held.empty()) {
            done.push_back(c);
            if (c->paused)
                resumeReading(c);
            if (c->closeAfterHeld) {
                c->closeAfterHeld = false;
                c->socket->disconnectFromHost(); // after the bye is written; `disconnected` then removes it
                QTimer::singleShot(2000, c->socket, [socket = c->socket] { socket->abort(); });
            }
        }
    }
    for (Client *c : done)
        holding_.erase(c);
}

void GameServer::forgetHeld(Client *c) {
    // A `create` whose client is gone before its `ok`: nobody knows the seat's token, so the table is closed again.
    for (const Client::Held &h : c->held) {
        if (!h.reply || failedSeqs_.count(h.from))
            continue;
        const auto it = pending_.find(h.from);
        if (it == pending_.end() || !it->second.created)
            continue;
        const int number = int(it->second.created);
        if (tables_.count(number)) {
            log(QStringLiteral("table t%1 closed: its creator left before its `ok create`").arg(number));
            const quint64 saved = requestSeq_;
            Client *savedRequester = requester_;
            requestSeq_ = 0;
            requester_ = nullptr;
            write(number, changes::closeTable(number, QDateTime::currentMSecsSinceEpoch()));
            requestSeq_ = saved;
            requester_ = savedRequester;
            eraseEntry(number);
        }
    }
    c->held.clear();
    c->heldBytes = 0;
    holding_.erase(c);
}

// After a failed change: the table as the store has it (or gone, when its creation failed or its close did).
void GameServer::reloadTable(qint64 number) {
    if (number <= 0)
        return; // an account's key (protocol 1.2): nothing of it is kept in memory
    QString error;
    std::optional<StoredTable> stored = store_->loadTable(number, error);
    if (!error.isEmpty())
        log(QStringLiteral("error: table t%1 cannot be read back: %2").arg(number).arg(error.left(200)));
    std::vector<std::pair<int, QString>> accounts;
    if (stored)
        for (const auto &[table, side, account] : accounts::seatAccounts(reader(), number, error))
            accounts.emplace_back(side, account);
    installTable(int(number), std::move(stored), accounts);
}

void GameServer::installTable(int number, std::optional<StoredTable> stored,
                              const std::vector<std::pair<int, QString>> &accounts) {
    const auto it = tables_.find(number);
    if (!stored) {
        if (it != tables_.end())
            eraseEntry(number);
        return;
    }
    if (it == tables_.end()) {
        addEntry(number, std::move(*stored));
    } else {
        it->second.table = std::move(stored->table);
        it->second.active = stored->active;
        it->second.unstoredFinished.clear();
        reindex(number);
    }
    // Protocol 1.2: its seats' accounts and its clock, as stored.
    TableEntry &entry = tables_[number];
    for (const auto &[side, account] : accounts)
        entry.table->setAccount(side, account);
    setUpClock(entry);
}

std::vector<std::string> GameServer::finishedGames(const TableEntry &entry, int from, int count, QString &error) {
    std::vector<std::string> games = store_->finishedGames(entry.table->id(), from, count, error);
    // A `next` not committed yet: its finished game is added from memory.
    for (const auto &[index, game] : entry.unstoredFinished)
        if (index == from + int(games.size()) && int(games.size()) < count)
            games.push_back(game.second);
    return games;
}

} // namespace gamut::net
