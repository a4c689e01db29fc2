#include "server.h"
#include "accountstore.h"
#include "passwordhasher.h"
#include "serverclient.h"
#include "servercluster.h"
#include "sqltablestore.h"
#include "tlslistener.h"

#include "../registry.h"

#include <QDateTime>
#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>

#include <cstdio>
#include <sys/resource.h>

#ifndef GAMUT_VERSION
#define GAMUT_VERSION "0"
#endif

namespace gamut::net {

QString serverVersion() { return QStringLiteral(GAMUT_VERSION); }

QString newToken() {
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QString token;
    token.reserve(32);
    for (quint32 w : words)
        token += QStringLiteral("%1").arg(w, 8, 16, QLatin1Char('0'));
    return token;
}

bool isValidName(const QString &name) {
    const auto codePoints = name.toUcs4();
    if (codePoints.isEmpty() || codePoints.size() > 32)
        return false;
    for (char32_t c : codePoints)
        if (!QChar::isPrint(c) || QChar::isSpace(c) || QChar::category(c) == QChar::Other_Format)
            return false;
    return true;
}

GameServer::GameServer(ServerOptions options, QObject *parent)
    : QObject(parent), options_(std::move(options)), hasher_(std::make_unique<PasswordHasher>(options_.hashThreads)),
      loginThrottle_(options_.loginFailures, options_.loginWindowMs),
      registerThrottle_(options_.registrations, options_.registrationWindowMs), lobby_(options_.lobby) {
    clock_.start();
    connect(&sweep_, &QTimer::timeout, this, &GameServer::sweepIdle);
    flagTimer_.setSingleShot(true);
    connect(&flagTimer_, &QTimer::timeout, this, &GameServer::checkFlags);
    connect(&lagTimer_, &QTimer::timeout, this, &GameServer::pingForLag);
}

GameServer::~GameServer() {
    stop();
    if (store_)
        store_->close();
}

void GameServer::log(const QString &line) const {
    if (options_.log) {
        options_.log(line);
        return;
    }
    const QByteArray text = (QDateTime::currentDateTime().toString(Qt::ISODate) + QLatin1Char(' ') + line).toUtf8();
    std::fprintf(stderr, "%s\n", text.constData());
}

QString GameServer::addressKey(const QHostAddress &address) {
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4); // also an IPv4-mapped IPv6 address
    if (isV4)
        return QHostAddress(v4).toString();
    Q_IPV6ADDR bytes = address.toIPv6Address();
    for (int i = 8; i < 16; ++i) // the /64 prefix: one site's addresses count as one
        bytes[i] = 0;
    return QHostAddress(bytes).toString() + QStringLiteral("/64");
}

// Lines about a client's doings are bounded per address: a reconnect storm cannot fill the disk with the log.
void GameServer::logFor(const QString &address, const QString &line) {
    if (options_.logLinesPerSecond <= 0) {
        log(line);
        return;
    }
    LogWindow &w = logWindows_[address];
    const qint64 now = clock_.elapsed();
    if (now - w.start >= 1000) {
        if (w.left > 0)
            log(QStringLiteral("%1 log lines about clients from %2 left out").arg(w.left).arg(address));
        w = {now, 0, 0};
    }
    if (++w.lines <= options_.logLinesPerSecond)
        log(line);
    else
        ++w.left;
}

// Called by the sweep: says how many lines were left out in windows that ended, and forgets quiet addresses.
void GameServer::flushLogCounts() {
    const qint64 now = clock_.elapsed();
    for (auto it = logWindows_.begin(); it != logWindows_.end();) {
        if (now - it->start < 1000) {
            ++it;
            continue;
        }
        if (it->left > 0)
            log(QStringLiteral("%1 log lines about clients from %2 left out").arg(it->left).arg(it.key()));
        it = logWindows_.erase(it);
    }
}

// Every connection is a file descriptor: the soft limit is raised to the hard one, so that --max-clients is not cut
// short by the usual default of 1024.
static void raiseFileLimit() {
    struct rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
}

bool GameServer::start(QString &error) {
    raiseFileLimit();
    StoreLocation location;
    if (options_.store.isEmpty()) {
        location.path = QDir(options_.dataFolder).filePath(SqlTableStore::databaseName());
    } else if (!StoreLocation::fromUrl(options_.store, location, error)) {
        startFailure_ = 2;
        return false;
    }
    SqlTableStore::Options storeOptions;
    storeOptions.durable = options_.durable;
    storeOptions.acceptLostWal = options_.acceptLostWal;
    auto store = std::make_unique<SqlTableStore>(location, storeOptions, [this](const QString &line) { log(line); });
    SqlTableStore *sql = store.get();
    store_ = std::move(store);
    std::vector<StoredTable> loaded;
    if (!sql->open(error) || !sql->loadOpen(loaded, error)) {
        startFailure_ =
            int(sql->failure() == SqlTableStore::Failure::None ? SqlTableStore::Failure::Cannot : sql->failure());
        sql->close();
        return false;
    }
    sql->writer().setReceiver(this,
                              [this](std::vector<StoreWriter::Outcome> outcomes) { committed(std::move(outcomes)); });
    for (StoredTable &stored : loaded) {
        log(QStringLiteral("table %1 loaded: %2 %3, %4, game %5, ply %6")
                .arg(stored.table->id(), stored.table->gameId(), stored.table->variant(), stored.table->stateText())
                .arg(stored.table->gameNumber())
                .arg(stored.table->ply()));
        const int number = stored.table->id().mid(1).toInt();
        addEntry(number, std::move(stored));
    }
    // Protocol 1.2: the seats accounts hold, and each timed table's clock as its last moves left it.
    for (const auto &[number, side, account] : accounts::seatAccounts(reader(), 0, error))
        if (const auto it = tables_.find(int(number)); it != tables_.end())
            it->second.table->setAccount(side, account);
    if (!error.isEmpty()) {
        startFailure_ = int(SqlTableStore::Failure::Damaged);
        error = QStringLiteral("the accounts of the seats cannot be read: %1").arg(error);
        sql->close();
        return false;
    }
    for (auto &[number, entry] : tables_)
        setUpClock(entry);
    nextTable_ = store_->nextNumber();
    if (location.isPostgres() && !startCluster(location, sql->reader(), error)) {
        startFailure_ = int(SqlTableStore::Failure::Cannot);
        sql->close();
        return false;
    }
    const bool tls = !options_.tlsCertificate.isEmpty() || !options_.tlsKey.isEmpty();
    if (tls) {
        if (options_.tlsCertificate.isEmpty() || options_.tlsKey.isEmpty()) {
            error = QStringLiteral("TLS needs both a certificate and its key (--tls-cert and --tls-key)");
            return false;
        }
        QSslConfiguration configuration;
        if (!TlsListener::loadConfiguration(options_.tlsCertificate, options_.tlsKey, configuration, error))
            return false;
        auto *listener = new TlsListener(configuration, options_.maxPerAddress, this);
        connect(listener, &QSslServer::errorOccurred, this, [this](QSslSocket *socket, QAbstractSocket::SocketError) {
            const QString address = addressKey(socket->peerAddress());
            logFor(address, QStringLiteral("TLS handshake from %1 failed: %2").arg(address, socket->errorString()));
        });
        listener_ = listener;
    } else {
        listener_ = new QTcpServer(this);
    }
    listener_->setMaxPendingConnections(1000);
    listener_->setListenBacklogSize(1024);
    // A TLS connection is ready after its handshake: QSslServer says so with pendingConnectionAvailable (its
    // newConnection comes when the TCP connection arrives, before there is anything to take).
    if (tls)
        connect(listener_, &QTcpServer::pendingConnectionAvailable, this, &GameServer::acceptConnections);
    else
        connect(listener_, &QTcpServer::newConnection, this, &GameServer::acceptConnections);
    if (!listener_->listen(options_.address, options_.port)) {
        error = QStringLiteral("cannot listen on %1 port %2: %3")
                    .arg(options_.address.toString())
                    .arg(options_.port)
                    .arg(listener_->errorString());
        return false;
    }
    const int tick = std::clamp(std::min(options_.pingAfterMs, options_.idleAfterMs) / 10, 10, 10000);
    sweep_.start(tick);
    lagTimer_.start(std::max(100, options_.lagPingMs));
    log(QStringLiteral("listening on %1 port %2%3, data in %4, %5 open tables")
            .arg(options_.address.toString())
            .arg(port())
            .arg(tls ? QStringLiteral(" (TLS)") : QString())
            .arg(location.describe())
            .arg(tables_.size()));
    return true;
}

void GameServer::addEntry(int number, StoredTable stored) {
    TableEntry &entry = tables_[number];
    entry.table = std::move(stored.table);
    entry.owner = stored.owner;
    entry.active = stored.active;
    entry.touched = QDateTime::currentMSecsSinceEpoch(); // abandonment is counted from the server's start at most
    if (!entry.owner.isEmpty())
        ++tablesPerAddress_[entry.owner];
    reindex(number);
}

// Where the table stands in the order of `tables` (after every change that may move it).
void GameServer::reindex(int number) {
    const auto it = tables_.find(number);
    if (it == tables_.end()) {
        index_.set(number, -1);
        return;
    }
    const Table &t = *it->second.table;
    index_.set(number, t.isOver() ? TableIndex::Over : t.bothSeated() ? TableIndex::Playing : TableIndex::Waiting);
}

// The table leaves the memory: whoever was at it is no longer (its games stay in the store).
void GameServer::eraseEntry(int number) {
    const auto it = tables_.find(number);
    if (it == tables_.end())
        return;
    TableEntry &entry = it->second;
    for (Client *m : std::vector<Client *>(entry.members))
        std::erase(m->tables, &entry);
    if (!entry.owner.isEmpty() && --tablesPerAddress_[entry.owner] <= 0)
        tablesPerAddress_.remove(entry.owner);
    tables_.erase(it);
    index_.set(number, -1);
}

void GameServer::stop() {
    sweep_.stop();
    flagTimer_.stop();
    lagTimer_.stop();
    lobbyMembers_.clear();
    if (listener_)
        listener_->close();
    drainStore(); // what was acknowledged or is about to be goes out before the bye
    stopCluster();
    for (auto &[number, client] : clients_) {
        client->socket->disconnect(this); // no dropClient() while this loop runs
        if (!client->closing) {
            client->socket->write("bye shutdown\n");
            client->socket->flush();
        }
        client->socket->abort();
        client->socket->deleteLater();
    }
    clients_.clear();
    closed_.clear();
    holding_.clear();
    for (auto &[number, entry] : tables_) {
        entry.members.clear();
        entry.holders = {};
    }
}

quint16 GameServer::port() const { return listener_ ? listener_->serverPort() : 0; }

const Table *GameServer::table(const QString &id) const {
    if (!id.startsWith(QLatin1Char('t')))
        return nullptr;
    const auto it = tables_.find(id.mid(1).toInt());
    return it == tables_.end() ? nullptr : it->second.table.get();
}

void GameServer::acceptConnections() {
    while (QTcpSocket *socket = listener_->nextPendingConnection()) {
        const QString peer = QStringLiteral("%1:%2").arg(socket->peerAddress().toString()).arg(socket->peerPort());
        const QString address = addressKey(socket->peerAddress());
        const bool serverFull = int(clients_.size()) >= options_.maxClients;
        // The last quarter of the places is kept for addresses with fewer than 2 connections, so that a few
        // addresses at their per-address limit cannot take every place (32 x 32 > 1000).
        // (Not when the per-address limit is lifted: then one address may be a gateway for many people.)
        const bool crowded = options_.maxPerAddress > 0 &&
                             int(clients_.size()) >= options_.maxClients - options_.maxClients / 4 &&
                             perAddress_.value(address) >= 2;
        if (serverFull || crowded ||
            (options_.maxPerAddress > 0 && perAddress_.value(address) >= options_.maxPerAddress)) {
            logFor(address, serverFull || crowded
                                ? QStringLiteral("connection from %1 refused: %2 (%3 clients)")
                                      .arg(peer, serverFull ? QStringLiteral("full")
                                                            : QStringLiteral("the last places are for "
                                                                             "other addresses"))
                                      .arg(clients_.size())
                                : QStringLiteral("connection from %1 refused: %2 connections from %3")
                                      .arg(peer)
                                      .arg(perAddress_.value(address))
                                      .arg(address));
            socket->write("bye full\n");
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            socket->disconnectFromHost();
            QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
            continue;
        }
        auto client = std::make_unique<Client>();
        Client *c = client.get();
        c->number = nextClient_++;
        c->socket = socket;
        c->name = QStringLiteral("guest-%1").arg(c->number);
        c->address = address;
        ++perAddress_[address];
        c->lastHeard = c->windowStart = clock_.elapsed();
        socket->setParent(nullptr);
        socket->setReadBufferSize(64 * 1024); // Qt's own buffer stays bounded too
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { readClient(c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { dropClient(c, "gone"); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, c] { resumeReading(c); });
        clients_[c->number] = std::move(client);
        logFor(address, QStringLiteral("client %1 connected from %2").arg(c->number).arg(peer));
        send(c, QStringLiteral("gamut 1.2 %1").arg(serverVersion()));
    }
}

void GameServer::readClient(Client *c) {
    char chunk[16384];
    // The lines already read come first (they wait there while the client is paused, or while its password is
    // hashed: protocol 1.2), then what the socket has.
    while (!c->closing && !c->paused && !c->waiting) {
        LineReader::Item item;
        while (!c->closing && !c->paused && !c->waiting && c->reader.next(item)) {
            const qsizetype dropped = c->reader.takeDiscarded();
            if (!countLine(c, 1 + int(dropped / (kMaxLineBytes + 1))))
                break;
            switch (item.kind) {
            case LineReader::Kind::TooLong:
                refuse(c, "too-long", QStringLiteral("a line is at most %1 bytes").arg(kMaxLineBytes));
                break;
            case LineReader::Kind::BadUtf8:
                refuse(c, "bad-utf8", QStringLiteral("a line must be UTF-8"));
                break;
            case LineReader::Kind::Line:
                requester_ = c;
                requestSeq_ = 0;
                requestLine_ = item.line;
                handleLine(c, item.line);
                requester_ = nullptr;
                requestSeq_ = 0;
                break;
            }
            // A client that does not read its replies is not read from until it does: it cannot make the server
            // write (and keep) more for it.
            if (!c->closing && unsent(c) > kPauseBytes)
                c->paused = true;
        }
        // Bytes of an over-long line dropped after its refusal count as lines too: garbage cannot flood for free.
        if (!c->closing && !c->waiting)
            countLine(c, int(c->reader.takeDiscarded() / (kMaxLineBytes + 1)));
        if (c->closing || c->paused || c->waiting || c->socket->bytesAvailable() <= 0)
            break;
        const qint64 n = c->socket->read(chunk, sizeof chunk);
        if (n <= 0)
            break;
        c->lastHeard = clock_.elapsed();
        c->pinged = false;
        c->reader.feed(chunk, n);
    }
}

void GameServer::resumeReading(Client *c) {
    if (!c->paused || c->closing || unsent(c) > kPauseBytes / 2)
        return;
    c->paused = false;
    QMetaObject::invokeMethod(
        c->socket, [this, c] { readClient(c); }, Qt::QueuedConnection); // not inside Qt's bytesWritten
}

bool GameServer::countLine(Client *c, int lines) {
    if (lines <= 0 || c->closing)
        return !c->closing;
    const qint64 now = clock_.elapsed();
    if (now - c->windowStart >= 1000) {
        c->windowStart = now;
        c->windowLines = 0;
    }
    c->windowLines += lines;
    if (c->windowLines > options_.maxLinesPerSecond) {
        closeClient(c, "bye abuse", "abuse: more than the lines allowed in a second");
        return false;
    }
    return true;
}

void GameServer::refuse(Client *c, const char *code, const QString &text) {
    send(c, QStringLiteral("error %1 %2").arg(QLatin1String(code), text));
    if (++c->refusedInRow >= options_.maxRefusedInRow)
        closeClient(c, "bye abuse", "abuse: too many refused lines in a row");
}

void GameServer::closeClient(Client *c, const QByteArray &bye, const char *why) {
    if (c->closing)
        return;
    logFor(c->address, QStringLiteral("client %1 (%2) closed: %3").arg(c->number).arg(c->name, QLatin1String(why)));
    while (!c->tables.empty())
        leaveTable(c, *c->tables.back());
    leaveLobby(c);
    if (!c->held.empty()) { // the bye follows the replies waiting for their commit
        c->closeAfterHeld = true;
        enqueue(c, bye + '\n', false);
        c->closing = true;
        return;
    }
    c->socket->write(bye + '\n');
    c->closing = true;
    c->socket->disconnectFromHost(); // after the bye is written; `disconnected` then removes it
    QTimer::singleShot(2000, c->socket, [socket = c->socket] { socket->abort(); });
}

void GameServer::dropClient(Client *c, const char *why) {
    const auto it = clients_.find(c->number);
    if (it == clients_.end())
        return;
    if (!c->closing)
        logFor(c->address, QStringLiteral("client %1 (%2) closed: %3").arg(c->number).arg(c->name, QLatin1String(why)));
    c->closing = true;
    c->closeAfterHeld = false;
    if (--perAddress_[c->address] <= 0)
        perAddress_.remove(c->address);
    while (!c->tables.empty())
        leaveTable(c, *c->tables.back());
    leaveLobby(c);
    forgetHeld(c);
    c->socket->disconnect(this);
    c->socket->deleteLater();
    closed_.push_back(std::move(it->second));
    clients_.erase(it);
    QMetaObject::invokeMethod(this, &GameServer::reapClosed, Qt::QueuedConnection);
}

void GameServer::reapClosed() { closed_.clear(); }

void GameServer::sweepIdle() {
    const qint64 now = clock_.elapsed();
    std::vector<Client *> idle;
    for (auto &[number, client] : clients_) {
        if (client->closing)
            continue;
        const qint64 silent = now - client->lastHeard;
        if (silent >= options_.idleAfterMs) {
            idle.push_back(client.get());
        } else if (silent >= options_.pingAfterMs && !client->pinged) {
            client->pinged = true;
            send(client.get(), QStringLiteral("ping"));
        }
    }
    for (Client *c : idle)
        closeClient(c, "bye idle", "idle");
    flushLogCounts();
    expireTables();
    const qint64 wall = QDateTime::currentMSecsSinceEpoch();
    loginThrottle_.forget(wall);
    registerThrottle_.forget(wall);
    for (auto it = budgets_.begin(); it != budgets_.end();) { // a full budget is the same as none
        const double refilled = it->bytes + double(now - it->at) * double(options_.expensiveBytesPerSecond) / 1000.0;
        it = refilled >= double(options_.expensiveBurstBytes) ? budgets_.erase(it) : std::next(it);
    }
}

void GameServer::broadcast(TableEntry &entry, const QString &line) {
    const std::vector<Client *> members = entry.members; // a send may cut a member off
    for (Client *c : members)
        send(c, line);
    publishEvent(entry, line); // the table's members connected to the other servers of a cluster
}

// The current game only (bounded, whatever the table's history): Atom-4's rounds are one match, so its last rounds
// (at most 20, the current one last) come with it; then the number of finished games `history` can give.
void GameServer::sendGame(Client *c, const TableEntry &entry) {
    const Table &t = *entry.table;
    std::string text;
    if (t.info().playedInRounds && t.finishedGames() > 0) {
        const int earlier = std::min(19, t.finishedGames());
        QString error;
        for (const std::string &game : finishedGames(entry, t.finishedGames() - earlier, earlier, error))
            text += game + '\n';
    }
    text += t.currentGameText();
    QStringList lines = QString::fromStdString(text).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.pop_back();
    QString out = QStringLiteral("record %1").arg(lines.size());
    for (const QString &line : lines)
        out += QLatin1Char('\n') + line;
    out += QStringLiteral("\ngames %1 %2").arg(t.id()).arg(t.finishedGames());
    if (t.control().isTimed()) // protocol 1.2
        out += QLatin1Char('\n') + clockLine(entry);
    out += QStringLiteral("\nturn %1 %2").arg(t.turnText()).arg(t.ply());
    send(c, out);
    noteGameSent(c, t); // a cluster: the notices of what it has now are not sent to it again
}

void GameServer::join(Client *c, TableEntry &entry) {
    if (std::find(entry.members.begin(), entry.members.end(), c) == entry.members.end()) {
        entry.members.push_back(c);
        c->tables.push_back(&entry);
    }
}

void GameServer::leaveTable(Client *c, TableEntry &entry) {
    std::erase(entry.members, c);
    std::erase(c->tables, &entry);
    for (int side = 0; side < 2; ++side) {
        if (entry.holders[std::size_t(side)] != c)
            continue;
        entry.holders[std::size_t(side)] = nullptr;
        broadcast(entry, QStringLiteral("left %1 %2").arg(entry.table->id(), side == 0 ? "first" : "second"));
    }
}

GameServer::TableEntry *GameServer::findTable(Client *c, const QString &id, bool lease) {
    static const QRegularExpression tableId(QStringLiteral("^t[1-9][0-9]{0,8}$"));
    if (tableId.match(id).hasMatch()) {
        if (cluster_ && !clusterPrepare(c, id.mid(1).toInt(), lease))
            return nullptr;
        const auto it = tables_.find(id.mid(1).toInt());
        if (it != tables_.end())
            return &it->second;
    }
    refuse(c, "no-such-table", QStringLiteral("no table %1").arg(id.left(40)));
    return nullptr;
}

void GameServer::handleLine(Client *c, const QByteArray &bytes) {
    const QString line = QString::fromUtf8(bytes);
    QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.isEmpty())
        return; // a blank line: nothing to answer
    const QString command = fields.takeFirst();
    const QStringList &args = fields;
    if (command == QLatin1String("hello"))
        cmdHello(c, args);
    else if (command == QLatin1String("games"))
        cmdGames(c, args);
    else if (command == QLatin1String("tables"))
        cmdTables(c, args);
    else if (command == QLatin1String("create"))
        cmdCreate(c, args);
    else if (command == QLatin1String("join"))
        cmdJoin(c, args);
    else if (command == QLatin1String("resume"))
        cmdResume(c, args);
    else if (command == QLatin1String("watch"))
        cmdWatch(c, args);
    else if (command == QLatin1String("leave"))
        cmdLeave(c, args);
    else if (command == QLatin1String("move"))
        cmdMove(c, args);
    else if (command == QLatin1String("resign"))
        cmdResign(c, args);
    else if (command == QLatin1String("next"))
        cmdNext(c, args);
    else if (command == QLatin1String("say"))
        cmdSay(c, args, line);
    else if (command == QLatin1String("history"))
        cmdHistory(c, args);
    else if (command == QLatin1String("close"))
        cmdClose(c, args);
    else if (command == QLatin1String("ping")) {
        lagAnswer(c); // an answer to the server's lag ping, if one is out
        if (args.isEmpty())
            ok(c, QStringLiteral("ping"));
        else
            refuse(c, "bad-args", QStringLiteral("ping takes nothing"));
    } else if (command == QLatin1String("quit")) {
        closeClient(c, "bye quit", "quit");
    } else if (!handleLine12(c, command, args)) {
        refuse(c, "unknown-command", QStringLiteral("unknown command '%1'").arg(command.left(40)));
    }
}

} // namespace gamut::net
