// NetworkClient's protocol 1.2 (protocol.md "Additions of version 1.2"): accounts, timed tables, the lobby, draw
// offers, abort, rematch, ratings and one's games. The 1.1 part and the reading of lines are in networkclient.cpp.
#include "networkclient.h"

#include <QSslSocket>

namespace gamut::net {

namespace {

QString ratedWord(bool rated) { return rated ? QStringLiteral("rated") : QStringLiteral("casual"); }

// `<id> <name> <rating or -> <game> <variant> <control> <rated|casual> <first|second|random>` from field `at`.
SeekInfo seekFrom(const QStringList &f, int at) {
    SeekInfo s;
    s.id = f.value(at);
    s.name = f.value(at + 1);
    s.rating = f.value(at + 2);
    s.game = f.value(at + 3);
    s.variant = f.value(at + 4);
    s.control = f.value(at + 5);
    s.rated = f.value(at + 6) == QLatin1String("rated");
    s.colour = f.value(at + 7, QStringLiteral("random"));
    return s;
}

} // namespace

bool NetworkClient::speaks12() const {
    const QStringList parts = protocolVersion_.split(QLatin1Char('.'));
    return parts.value(0) == QLatin1String("1") && parts.value(1).toInt() >= 2;
}

bool NetworkClient::sendSecret(const QString &command, const QString &line) {
    if (!canSendSecrets()) {
        emit refused(command, QStringLiteral("not-encrypted"),
                     QStringLiteral("a password is sent only over TLS (gamuts://) or to this machine"));
        return false;
    }
    send(command, line);
    return true;
}

void NetworkClient::registerAccount(const QString &name, const QString &password) {
    sendSecret(QStringLiteral("register"), QStringLiteral("register %1 %2").arg(name, password));
}
void NetworkClient::login(const QString &name, const QString &password) {
    sendSecret(QStringLiteral("login"), QStringLiteral("login %1 %2").arg(name, password));
}
void NetworkClient::loginWithSession(const QString &name, const QString &session) {
    sendSecret(QStringLiteral("login"), QStringLiteral("login %1 session:%2").arg(name, session));
}
void NetworkClient::logout() { send(QStringLiteral("logout"), QStringLiteral("logout")); }

void NetworkClient::createTimed(const QString &game, const QString &variant, const QString &seat,
                                const QString &control, bool rated) {
    QString line = QStringLiteral("create ") + game;
    if (!variant.isEmpty())
        line += QLatin1Char(' ') + variant;
    if (!seat.isEmpty())
        line += QLatin1Char(' ') + seat;
    line += QStringLiteral(" tc %1 %2").arg(control.isEmpty() ? QStringLiteral("none") : control, ratedWord(rated));
    send(QStringLiteral("create"), line);
}

void NetworkClient::resumeOwn(const QString &table) {
    send(QStringLiteral("resume"), QStringLiteral("resume ") + table, table);
}

void NetworkClient::subscribeLobby(int from) {
    send(QStringLiteral("lobby"), from > 0 ? QStringLiteral("lobby %1").arg(from) : QStringLiteral("lobby"));
}

void NetworkClient::seek(const QString &game, const QString &variant, const QString &control, bool rated,
                         const QString &colour) {
    send(QStringLiteral("seek"),
         QStringLiteral("seek %1 %2 tc %3 %4%5")
             .arg(game, variant, control, ratedWord(rated), colour.isEmpty() ? QString() : QLatin1Char(' ') + colour));
}
void NetworkClient::unseek(const QString &id) { send(QStringLiteral("unseek"), QStringLiteral("unseek ") + id); }
void NetworkClient::accept(const QString &id) { send(QStringLiteral("accept"), QStringLiteral("accept ") + id); }
void NetworkClient::decline(const QString &id) { send(QStringLiteral("decline"), QStringLiteral("decline ") + id); }

void NetworkClient::challenge(const QString &name, const QString &game, const QString &variant, const QString &control,
                              bool rated, const QString &colour) {
    send(QStringLiteral("challenge"), QStringLiteral("challenge %1 %2 %3 tc %4 %5%6")
                                          .arg(name, game, variant, control, ratedWord(rated),
                                               colour.isEmpty() ? QString() : QLatin1Char(' ') + colour));
}

void NetworkClient::offerDraw(const QString &table, const QString &token) {
    send(QStringLiteral("draw"), QStringLiteral("draw %1 %2").arg(table, token), table);
}
void NetworkClient::abort(const QString &table, const QString &token) {
    send(QStringLiteral("abort"), QStringLiteral("abort %1 %2").arg(table, token), table);
}
void NetworkClient::rematch(const QString &table, const QString &token) {
    send(QStringLiteral("rematch"), QStringLiteral("rematch %1 %2").arg(table, token), table);
}
void NetworkClient::requestRating(const QString &name) {
    send(QStringLiteral("rating"), QStringLiteral("rating ") + name);
}
void NetworkClient::requestTop(const QString &game, int from) {
    send(QStringLiteral("top"),
         from > 0 ? QStringLiteral("top %1 %2").arg(game).arg(from) : QStringLiteral("top ") + game);
}
void NetworkClient::requestMyGames() { send(QStringLiteral("mygames"), QStringLiteral("mygames")); }

bool NetworkClient::handleEvent12(const QStringList &f, const QString &line) {
    Q_UNUSED(line);
    const QString &head = f.first();
    if (head == QLatin1String("seek-added")) {
        emit seekAdded(seekFrom(f, 1));
    } else if (head == QLatin1String("seek-removed")) {
        emit seekRemoved(f.value(1));
    } else if (head == QLatin1String("paired")) {
        emit paired(f.value(1), f.value(2), f.value(3));
    } else if (head == QLatin1String("challenged")) {
        ChallengeInfo c;
        c.id = f.value(1);
        c.from = f.value(2);
        c.game = f.value(3);
        c.variant = f.value(4);
        c.control = f.value(5);
        c.rated = f.value(6) == QLatin1String("rated");
        c.colour = f.value(7, QStringLiteral("random"));
        emit challenged(c);
    } else if (head == QLatin1String("declined")) {
        emit declined(f.value(1));
    } else if (head == QLatin1String("draw-offered")) {
        emit drawOffered(f.value(1), f.value(2));
    } else if (head == QLatin1String("rematch-offered")) {
        emit rematchOffered(f.value(1), f.value(2));
    } else if (head == QLatin1String("rematch")) {
        emit rematched(f.value(1), f.value(2), f.value(3), f.value(4));
    } else if (head == QLatin1String("rated")) {
        emit rated(f.value(1), f.value(2), f.value(3).toInt(), f.value(4).toInt(), f.value(5), f.value(6).toInt(),
                   f.value(7).toInt());
    } else {
        return false;
    }
    return true;
}

void NetworkClient::finishList12() {
    block_ = Block::None;
    const QString command = listCommand_;
    if (command == QLatin1String("lobby")) {
        QList<SeekInfo> seeks;
        for (const QString &l : blockLines_)
            seeks << seekFrom(l.split(QLatin1Char(' ')), 1);
        const int total = listHead_.size() > 1 ? listHead_.value(1).toInt() : int(seeks.size());
        emit lobbyListed(seeks, listFrom_, total);
    } else if (command == QLatin1String("rating")) {
        QList<RatingInfo> ratings;
        for (const QString &l : blockLines_) {
            const QStringList f = l.split(QLatin1Char(' '));
            ratings << RatingInfo{f.value(1), f.value(2).toInt(), f.value(3).toInt(), f.value(4).toInt()};
        }
        emit ratingsListed(listHead_.value(0), ratings);
    } else if (command == QLatin1String("top")) {
        QList<TopEntry> entries;
        for (const QString &l : blockLines_) {
            const QStringList f = l.split(QLatin1Char(' '));
            entries << TopEntry{f.value(1).toInt(), f.value(2), f.value(3).toInt(), f.value(4).toInt()};
        }
        emit topListed(listHead_.value(0), listFrom_, entries, listHead_.value(2).toInt());
    } else if (command == QLatin1String("mygames")) {
        QList<MyGameInfo> games;
        for (const QString &l : blockLines_) {
            const QStringList f = l.split(QLatin1Char(' '));
            MyGameInfo g;
            g.table = f.value(1);
            g.game = f.value(2);
            g.opponent = f.value(3);
            g.state = f.value(4);
            bool ok = false;
            g.msLeft = f.value(5).toLongLong(&ok);
            if (!ok)
                g.msLeft = -1;
            g.control = f.value(6);
            g.seat = f.value(7);
            games << g;
        }
        emit myGamesListed(games);
    }
    emit replied(command, listHead_);
}

} // namespace gamut::net
