#include "server.h"
#include "serverclient.h"

#include "../registry.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QRegularExpression>
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
        if (!QChar::isPrint(c) || QChar::isSpace(c))
            return false;
    return true;
}

GameServer::GameServer(ServerOptions options, QObject *parent)
    : QObject(parent), options_(std::move(options)),
      store_(options_.dataFolder, options_.sync, [this](const QString &line) { log(line); }) {
    clock_.start();
    connect(&sweep_, &QTimer::timeout, this, &GameServer::sweepIdle);
}

GameServer::~GameServer() { stop(); }

void GameServer::log(const QString &line) const {
    if (options_.log) {
        options_.log(line);
        return;
    }
    const QByteArray text = (QDateTime::currentDateTime().toString(Qt::ISODate) + QLatin1Char(' ') + line).toUtf8();
    std::fprintf(stderr, "%s\n", text.constData());
}

// Connections and kept table files share the process's file descriptors: the soft limit is raised to the hard
// one, and the tables may keep up to 256 x 2 files open in what the connections (--max-clients) leave.
int GameServer::openTableBudget() const {
    struct rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 0;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
        ::getrlimit(RLIMIT_NOFILE, &limit);
    }
    const rlim_t reserved = rlim_t(std::max(0, options_.maxClients)) + 64;
    const rlim_t spare = limit.rlim_cur > reserved ? limit.rlim_cur - reserved : 0;
    return int(std::min<rlim_t>(spare / 2, 256));
}

bool GameServer::start(QString &error) {
    if (!store_.open(error))
        return false;
    store_.setOpenTables(openTableBudget());
    for (std::unique_ptr<Table> &table : store_.loadAll()) {
        const int number = table->id().mid(1).toInt();
        log(QStringLiteral("table %1 loaded: %2 %3, %4, ply %5")
                .arg(table->id(), table->gameId(), table->variant(), table->stateText())
                .arg(table->ply()));
        tables_[number].table = std::move(table);
    }
    nextTable_ = store_.nextNumber();
    listener_ = new QTcpServer(this);
    listener_->setMaxPendingConnections(1000);
    listener_->setListenBacklogSize(1024);
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
    log(QStringLiteral("listening on %1 port %2, data in %3, %4 tables")
            .arg(options_.address.toString())
            .arg(port())
            .arg(store_.folder())
            .arg(tables_.size()));
    return true;
}

void GameServer::stop() {
    sweep_.stop();
    if (listener_)
        listener_->close();
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
        if (int(clients_.size()) >= options_.maxClients) {
            log(QStringLiteral("connection from %1 refused: full (%2 clients)").arg(peer).arg(clients_.size()));
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
        c->lastHeard = c->windowStart = clock_.elapsed();
        socket->setParent(nullptr);
        socket->setReadBufferSize(64 * 1024); // Qt's own buffer stays bounded too
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { readClient(c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { dropClient(c, "gone"); });
        clients_[c->number] = std::move(client);
        log(QStringLiteral("client %1 connected from %2").arg(c->number).arg(peer));
        send(c, QStringLiteral("gamut 1 %1").arg(serverVersion()));
    }
}

void GameServer::readClient(Client *c) {
    if (c->closing)
        return;
    char chunk[16384];
    while (!c->closing && c->socket->bytesAvailable() > 0) {
        const qint64 n = c->socket->read(chunk, sizeof chunk);
        if (n <= 0)
            break;
        c->lastHeard = clock_.elapsed();
        c->pinged = false;
        c->reader.feed(chunk, n);
        LineReader::Item item;
        while (!c->closing && c->reader.next(item)) {
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
                handleLine(c, item.line);
                break;
            }
        }
        // Bytes of an over-long line dropped after its refusal count as lines too: garbage cannot flood for free.
        if (!c->closing)
            countLine(c, int(c->reader.takeDiscarded() / (kMaxLineBytes + 1)));
    }
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

void GameServer::send(Client *c, const QString &line) {
    if (c->closing)
        return;
    QByteArray bytes = line.toUtf8();
    bytes += '\n';
    c->socket->write(bytes);
    if (c->socket->bytesToWrite() > options_.maxUnsentBytes) {
        log(QStringLiteral("client %1 does not read its replies: cut off").arg(c->number));
        c->socket->abort(); // emits disconnected -> dropClient
    }
}

void GameServer::ok(Client *c, const QString &text) {
    c->refusedInRow = 0;
    send(c, QStringLiteral("ok ") + text);
}

void GameServer::refuse(Client *c, const char *code, const QString &text) {
    send(c, QStringLiteral("error %1 %2").arg(QLatin1String(code), text));
    if (++c->refusedInRow >= options_.maxRefusedInRow)
        closeClient(c, "bye abuse", "abuse: too many refused lines in a row");
}

void GameServer::closeClient(Client *c, const QByteArray &bye, const char *why) {
    if (c->closing)
        return;
    c->socket->write(bye + '\n');
    c->closing = true;
    log(QStringLiteral("client %1 (%2) closed: %3").arg(c->number).arg(c->name, QLatin1String(why)));
    while (!c->tables.empty())
        leaveTable(c, *c->tables.back());
    c->socket->disconnectFromHost(); // after the bye is written; `disconnected` then removes it
    QTimer::singleShot(2000, c->socket, [socket = c->socket] { socket->abort(); });
}

void GameServer::dropClient(Client *c, const char *why) {
    const auto it = clients_.find(c->number);
    if (it == clients_.end())
        return;
    if (!c->closing)
        log(QStringLiteral("client %1 (%2) closed: %3").arg(c->number).arg(c->name, QLatin1String(why)));
    c->closing = true;
    while (!c->tables.empty())
        leaveTable(c, *c->tables.back());
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
}

void GameServer::broadcast(TableEntry &entry, const QString &line) {
    const std::vector<Client *> members = entry.members; // a send may cut a member off
    for (Client *c : members)
        send(c, line);
}

void GameServer::sendGame(Client *c, const TableEntry &entry) {
    const QString text = QString::fromStdString(entry.table->recordText());
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.pop_back();
    QString out = QStringLiteral("record %1").arg(lines.size());
    for (const QString &line : lines)
        out += QLatin1Char('\n') + line;
    out += QStringLiteral("\nturn %1 %2").arg(entry.table->turnText()).arg(entry.table->ply());
    send(c, out);
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

bool GameServer::storeRecord(TableEntry &entry, Client *c) {
    QString error;
    if (store_.saveRecord(*entry.table, error))
        return true;
    log(QStringLiteral("error: table %1 could not be stored: %2").arg(entry.table->id(), error));
    refuse(c, "full", QStringLiteral("the server could not store it: %1").arg(error));
    return false;
}

bool GameServer::storeSeats(TableEntry &entry, Client *c) {
    QString error;
    if (store_.saveSeats(*entry.table, error))
        return true;
    log(QStringLiteral("error: the seats of table %1 could not be stored: %2").arg(entry.table->id(), error));
    refuse(c, "full", QStringLiteral("the server could not store it: %1").arg(error));
    return false;
}

GameServer::TableEntry *GameServer::findTable(Client *c, const QString &id) {
    static const QRegularExpression tableId(QStringLiteral("^t[1-9][0-9]{0,8}$"));
    if (tableId.match(id).hasMatch()) {
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
    else if (command == QLatin1String("ping")) {
        if (args.isEmpty())
            ok(c, QStringLiteral("ping"));
        else
            refuse(c, "bad-args", QStringLiteral("ping takes nothing"));
    } else if (command == QLatin1String("quit")) {
        closeClient(c, "bye quit", "quit");
    } else {
        refuse(c, "unknown-command", QStringLiteral("unknown command '%1'").arg(command.left(40)));
    }
}

} // namespace gamut::net
