#include "networkclient.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QSignalBlocker>
#include <QSslConfiguration>
#include <QSslSocket>

namespace gamut::net {

namespace {
QString rest(const QString &line, int fields) { return line.section(QLatin1Char(' '), fields); }
} // namespace

NetworkClient::NetworkClient(QObject *parent) : QObject(parent), socket_(new QSslSocket(this)) {
    qRegisterMetaType<gamut::net::TableInfo>();
    qRegisterMetaType<gamut::net::ServerAddress>();
    qRegisterMetaType<gamut::net::SeekInfo>();
    qRegisterMetaType<gamut::net::ChallengeInfo>();
    qRegisterMetaType<QList<gamut::net::SeekInfo>>();
    qRegisterMetaType<QList<gamut::net::RatingInfo>>();
    qRegisterMetaType<QList<gamut::net::TopEntry>>();
    qRegisterMetaType<QList<gamut::net::MyGameInfo>>();
    connect(socket_, &QSslSocket::sslErrors, this, &NetworkClient::onSslErrors);
    connect(socket_, &QTcpSocket::readyRead, this, &NetworkClient::readLines);
    connect(socket_, &QTcpSocket::disconnected, this, [this] {
        const bool wasGreeted = greeted_;
        greeted_ = false;
        pending_.clear();
        block_ = Block::None;
        if (wasGreeted || !byeReason_.isEmpty())
            emit disconnected(byeReason_.isEmpty() ? QStringLiteral("connection closed") : byeReason_);
    });
    connect(socket_, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error != QAbstractSocket::RemoteHostClosedError && !greeted_ && byeReason_.isEmpty())
            emit disconnected(socket_->errorString());
    });
}

NetworkClient::~NetworkClient() = default;

void NetworkClient::connectToServer(const QString &host, quint16 port) {
    connectToServer(ServerAddress{host, port, false});
}

void NetworkClient::connectToServer(const ServerAddress &address) {
    {
        // The end of a connection still closing (a Disconnect a moment ago) is not news: the caller is starting the
        // next one. Reported, it made the lobby call the new connection lost and retry it 2 s later.
        const QSignalBlocker quiet(socket_);
        socket_->abort();
    }
    partial_.clear();
    pending_.clear();
    greeted_ = false;
    byeReason_.clear();
    block_ = Block::None;
    address_ = address;
    if (address.tls)
        socket_->connectToHostEncrypted(address.host, address.port);
    else
        socket_->connectToHost(address.host, address.port);
}

void NetworkClient::addCaCertificates(const QList<QSslCertificate> &certificates) {
    QSslConfiguration configuration = socket_->sslConfiguration();
    configuration.addCaCertificates(certificates);
    socket_->setSslConfiguration(configuration);
}

bool NetworkClient::isEncrypted() const { return socket_->isEncrypted(); }

bool NetworkClient::canSendSecrets() const {
    return socket_->state() == QAbstractSocket::ConnectedState &&
           (socket_->isEncrypted() || socket_->peerAddress().isLoopback());
}

QByteArray NetworkClient::fingerprint(const QSslCertificate &certificate) {
    return certificate.digest(QCryptographicHash::Sha256);
}

QString NetworkClient::fingerprintText(const QByteArray &sha256) {
    return QString::fromLatin1(sha256.toHex(':').toUpper());
}

// A certificate that does not verify: taken when it is the one the person accepted for this server, else refused
// (Qt then closes the connection) and shown for the person to judge.
void NetworkClient::onSslErrors(const QList<QSslError> &errors) {
    const QSslCertificate certificate = socket_->peerCertificate();
    const QByteArray print = fingerprint(certificate);
    if (!acceptedCertificate_.isEmpty() && !certificate.isNull() && print == acceptedCertificate_) {
        socket_->ignoreSslErrors();
        return;
    }
    QStringList why;
    for (const QSslError &error : errors)
        if (!why.contains(error.errorString()))
            why << error.errorString();
    byeReason_ = QStringLiteral("the server's certificate is not trusted");
    emit untrustedCertificate(address_, certificate, print, why.join(QStringLiteral("; ")));
}

void NetworkClient::disconnectFromServer() { socket_->disconnectFromHost(); }

bool NetworkClient::isConnected() const { return greeted_ && socket_->state() == QAbstractSocket::ConnectedState; }

void NetworkClient::send(const QString &command, const QString &line, const QString &table) {
    pending_.push_back({command, table, line});
    socket_->write(line.toUtf8() + '\n');
}

void NetworkClient::hello(const QString &name) { send(QStringLiteral("hello"), QStringLiteral("hello ") + name); }
void NetworkClient::requestGames() { send(QStringLiteral("games"), QStringLiteral("games")); }
void NetworkClient::requestTables(const QString &state, int from) {
    QString line = QStringLiteral("tables");
    if (!state.isEmpty())
        line += QLatin1Char(' ') + state;
    if (from > 0)
        line += QLatin1Char(' ') + QString::number(from);
    send(QStringLiteral("tables"), line);
}
void NetworkClient::requestHistory(const QString &table, int from) {
    send(QStringLiteral("history"), QStringLiteral("history %1 %2").arg(table).arg(from), table);
}
void NetworkClient::close(const QString &table, const QString &token) {
    send(QStringLiteral("close"), QStringLiteral("close %1 %2").arg(table, token), table);
}
void NetworkClient::create(const QString &game, const QString &variant, const QString &seat) {
    QString line = QStringLiteral("create ") + game;
    if (!variant.isEmpty())
        line += QLatin1Char(' ') + variant;
    if (!seat.isEmpty())
        line += QLatin1Char(' ') + seat;
    send(QStringLiteral("create"), line);
}
void NetworkClient::join(const QString &table, const QString &seat) {
    send(QStringLiteral("join"),
         QStringLiteral("join ") + table + (seat.isEmpty() ? QString() : QLatin1Char(' ') + seat), table);
}
void NetworkClient::resume(const QString &table, const QString &token) {
    send(QStringLiteral("resume"), QStringLiteral("resume %1 %2").arg(table, token), table);
}
void NetworkClient::watch(const QString &table) {
    send(QStringLiteral("watch"), QStringLiteral("watch ") + table, table);
}
void NetworkClient::leave(const QString &table) {
    send(QStringLiteral("leave"), QStringLiteral("leave ") + table, table);
}
void NetworkClient::move(const QString &table, const QString &token, const QString &move) {
    send(QStringLiteral("move"), QStringLiteral("move %1 %2 %3").arg(table, token, move), table);
}
void NetworkClient::resign(const QString &table, const QString &token) {
    send(QStringLiteral("resign"), QStringLiteral("resign %1 %2").arg(table, token), table);
}
void NetworkClient::next(const QString &table, const QString &token) {
    send(QStringLiteral("next"), QStringLiteral("next %1 %2").arg(table, token), table);
}
void NetworkClient::say(const QString &table, const QString &text) {
    QString clean = text;
    clean.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    send(QStringLiteral("say"), QStringLiteral("say %1 %2").arg(table, clean), table);
}
void NetworkClient::ping() { send(QStringLiteral("ping"), QStringLiteral("ping")); }
void NetworkClient::quit() { send(QStringLiteral("quit"), QStringLiteral("quit")); }

void NetworkClient::readLines() {
    partial_ += socket_->readAll();
    qsizetype nl;
    while ((nl = partial_.indexOf('\n')) >= 0) {
        QByteArray bytes = partial_.left(nl);
        partial_.remove(0, nl + 1);
        if (bytes.endsWith('\r'))
            bytes.chop(1);
        handleLine(QString::fromUtf8(bytes));
    }
    if (partial_.size() > (16 << 20)) { // a server that never ends its line is not one
        byeReason_ = QStringLiteral("the server sent a line without end");
        socket_->abort();
    }
}

void NetworkClient::handleLine(const QString &line) {
    if (block_ == Block::History) {
        readHistoryLine(line);
        return;
    }
    if (block_ != Block::None) {
        if (block_ == Block::Turn && line.startsWith(QLatin1String("games "))) { // 1.1: before `turn`
            const QStringList f = line.split(QLatin1Char(' '));
            emit finishedGames(f.value(1), f.value(2).toInt());
            return;
        }
        if (block_ == Block::Turn && line.startsWith(QLatin1String("clock "))) { // 1.2: before `turn`
            const QStringList f = line.split(QLatin1Char(' '));
            emit clockUpdated(blockTable_, f.value(1).toLongLong(), f.value(2).toLongLong(), f.value(3));
            return;
        }
        if (block_ == Block::Turn) { // `turn <player> <ply>` ends the game sent after join/resume/watch
            const QStringList f = line.split(QLatin1Char(' '));
            block_ = Block::None;
            emit gameReceived(blockTable_, blockLines_.join(QLatin1Char('\n')) + QLatin1Char('\n'), f.value(1),
                              f.value(2).toInt());
            return;
        }
        blockLines_ << line;
        if (--blockLeft_ <= 0)
            block_ == Block::List12 ? finishList12() : finishBlock();
        return;
    }
    const QStringList f = line.split(QLatin1Char(' '));
    const QString &head = f.first();
    if (!greeted_) {
        // `gamut 1` or `gamut 1.<minor>`: the same protocol, a later minor only adds to it.
        if (head == QLatin1String("gamut") &&
            (f.value(1) == QLatin1String("1") || f.value(1).startsWith(QLatin1String("1.")))) {
            greeted_ = true;
            protocolVersion_ = f.value(1);
            serverVersion_ = f.value(2);
            emit connected(serverVersion_);
        } else if (head == QLatin1String("bye")) {
            byeReason_ = f.value(1);
        }
        return;
    }
    if (head == QLatin1String("ok") || head == QLatin1String("error"))
        handleReply(f, line);
    else if (head == QLatin1String("bye"))
        byeReason_ = f.value(1);
    else if (head == QLatin1String("record")) { // the game after ok join/resume/watch
        block_ = Block::Record;
        blockLeft_ = f.value(1).toInt();
        blockLines_.clear();
        if (blockLeft_ <= 0)
            block_ = Block::Turn;
    } else
        handleEvent(f, line);
}

void NetworkClient::handleReply(const QStringList &f, const QString &line) {
    const Pending sent = pending_.empty() ? Pending{} : pending_.front();
    if (!pending_.empty())
        pending_.pop_front();
    if (f.first() == QLatin1String("error")) {
        emit refused(sent.command, f.value(1), rest(line, 2));
        return;
    }
    const QString command = f.value(1);
    static const QStringList lists12 = {QStringLiteral("lobby"), QStringLiteral("rating"), QStringLiteral("top"),
                                        QStringLiteral("mygames")};
    if (lists12.contains(command)) { // 1.2: `ok <command> ... <n> ...` then n lines
        listCommand_ = command;
        listHead_ = f.mid(2);
        listFrom_ = sent.line
                        .section(QLatin1Char(' '), command == QLatin1String("lobby") ? 1 : 2,
                                 command == QLatin1String("lobby") ? 1 : 2)
                        .toInt(); // lobby [<from>], top <game> [<from>]
        const int count = command == QLatin1String("lobby") ? f.value(2).toInt()
                          : command == QLatin1String("mygames")
                              ? f.value(2).toInt()
                              : f.value(3).toInt(); // rating <name> <n>, top <game> <n>
        blockLines_.clear();
        blockLeft_ = count;
        block_ = Block::List12;
        if (blockLeft_ <= 0)
            finishList12();
        return;
    }
    if (command == QLatin1String("login"))
        emit loggedIn(f.value(2), f.value(3));
    else if (command == QLatin1String("register"))
        emit registered(f.value(2));
    else if (command == QLatin1String("logout"))
        emit loggedOut();
    else if (command == QLatin1String("resume") && f.size() > 4) // 1.2: resume by account gives a new token
        emit seatGiven(f.value(2), f.value(3), f.value(4));
    if (command == QLatin1String("tables") && f.size() > 3)
        emit tablesTotal(f.value(3).toInt());
    if (command == QLatin1String("history")) { // ok history <table> <count> <total>, then <count> record blocks
        blockTable_ = f.value(2);
        historyLeft_ = f.value(3).toInt();
        historyTotal_ = f.value(4).toInt();
        historyFrom_ = sent.line.section(QLatin1Char(' '), 2, 2).toInt();
        historyRecords_.clear();
        blockLeft_ = 0;
        block_ = Block::History;
        if (historyLeft_ <= 0)
            readHistoryLine(QString());
        return;
    }
    if (command == QLatin1String("games") || command == QLatin1String("tables")) {
        block_ = command == QLatin1String("games") ? Block::Games : Block::Tables;
        blockLeft_ = f.value(2).toInt();
        blockLines_.clear();
        if (blockLeft_ <= 0)
            finishBlock();
        return;
    }
    if (command == QLatin1String("create") || command == QLatin1String("join"))
        emit seatGiven(f.value(2), f.value(3), f.value(4));
    if (command == QLatin1String("join") || command == QLatin1String("resume") || command == QLatin1String("watch"))
        blockTable_ = f.value(2);
    emit replied(command, f.mid(2));
}

// A line of a `history` reply: `record <n>` starts a game, its n lines follow; the last game ends the reply.
void NetworkClient::readHistoryLine(const QString &line) {
    if (historyLeft_ > 0) {
        if (blockLeft_ <= 0) {
            blockLeft_ = line.startsWith(QLatin1String("record ")) ? line.mid(7).toInt() : 0;
            blockLines_.clear();
        } else {
            blockLines_ << line;
            --blockLeft_;
        }
        if (blockLeft_ <= 0) {
            historyRecords_ << blockLines_.join(QLatin1Char('\n')) + QLatin1Char('\n');
            --historyLeft_;
        }
    }
    if (historyLeft_ > 0)
        return;
    block_ = Block::None;
    emit historyReceived(blockTable_, historyFrom_, historyRecords_, historyTotal_);
    emit replied(QStringLiteral("history"), {blockTable_, QString::number(historyRecords_.size())});
}

void NetworkClient::finishBlock() {
    const Block kind = block_;
    block_ = Block::None;
    if (kind == Block::Record) {
        block_ = Block::Turn;
        return;
    }
    if (kind == Block::Games) {
        QStringList games;
        QList<QStringList> variants;
        for (const QString &l : blockLines_) {
            const QStringList f = l.split(QLatin1Char(' '));
            games << f.value(1);
            variants << f.value(2).split(QLatin1Char(','), Qt::SkipEmptyParts);
        }
        emit gamesListed(games, variants);
        emit replied(QStringLiteral("games"), {QString::number(games.size())});
    } else if (kind == Block::Tables) {
        QList<TableInfo> tables;
        for (const QString &l : blockLines_) {
            const QStringList f = l.split(QLatin1Char(' '));
            TableInfo t;
            t.table = f.value(1);
            t.game = f.value(2);
            t.variant = f.value(3);
            t.state = f.value(4);
            for (int side = 0; side < 2; ++side)
                t.names[side] = f.value(5 + side) == QLatin1String("-") ? QString() : f.value(5 + side);
            t.watchers = f.value(7).toInt();
            t.ply = f.value(8).toInt();
            tables << t;
        }
        emit tablesListed(tables);
        emit replied(QStringLiteral("tables"), {QString::number(tables.size())});
    }
}

void NetworkClient::handleEvent(const QStringList &f, const QString &line) {
    const QString &head = f.first();
    if (handleEvent12(f, line))
        return;
    if (head == QLatin1String("moved")) {
        emit moved(f.value(1), f.value(2).toInt(), f.value(3), f.value(4));
        if (f.value(5) == QLatin1String("clock")) // 1.2: both clocks after the move
            emit clockUpdated(f.value(1), f.value(6).toLongLong(), f.value(7).toLongLong(), QString());
    } else if (head == QLatin1String("clock") && f.size() >= 5) // 1.2: a turn began with no `moved` before it
        emit clockUpdated(f.value(1), f.value(2).toLongLong(), f.value(3).toLongLong(), f.value(4));
    else if (head == QLatin1String("over"))
        emit over(f.value(1), f.value(2), f.value(3));
    else if (head == QLatin1String("seated"))
        emit seated(f.value(1), f.value(2), f.value(3));
    else if (head == QLatin1String("left"))
        emit left(f.value(1), f.value(2));
    else if (head == QLatin1String("next"))
        emit nextGame(f.value(1), f.value(2).toInt());
    else if (head == QLatin1String("said"))
        emit said(f.value(1), f.value(2), rest(line, 3));
    else if (head == QLatin1String("resigned"))
        emit resigned(f.value(1), f.value(2));
    else if (head == QLatin1String("closed"))
        emit closed(f.value(1));
    else if (head == QLatin1String("ping")) {
        emit pinged();
        ping();
    }
}

} // namespace gamut::net
