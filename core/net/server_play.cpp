// Protocol 1.2 during and after a game (protocol.md "During and after a game", "Ratings"): draw offers, abort before
// both sides have moved, rematch with colours swapped, a seat taken back by its account (`resume <table>`), and the
// end of a rated game: both ratings changed in the same transaction as the change that ended it, and `rated` once
// that is committed. A game rated once is never rated again (its row in rated_games).
#include "accountstore.h"
#include "server.h"
#include "serverclient.h"
#include "tablechanges.h"

#include <QDateTime>

namespace gamut::net {

namespace {
qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }
const char *seatWord(int side) { return side == 0 ? "first" : "second"; }
} // namespace

void GameServer::writeEnding(TableEntry &entry, StoreWriter::Change change) {
    Table &t = *entry.table;
    const qint64 number = changes::tableNumber(t.id());
    t.clock().stop(monotonic());
    entry.deadline = -1;
    // A game lost on time before both sides moved is not rated (lichess aborts it): a player who took a seek and
    // never came to the board must not cost the other, or themselves, a rating for a game nobody played.
    const bool played = t.ending() != Table::Ending::Time || t.bothMoved();
    const bool rated = t.isRated() && t.isOver() && t.ending() != Table::Ending::Aborted && played &&
                       !t.account(0).isEmpty() && !t.account(1).isEmpty() && t.account(0) != t.account(1);
    if (!rated) {
        writeKeys({number}, std::move(change));
        return;
    }
    auto outcome = std::make_shared<accounts::RatingOutcome>();
    const std::array<QString, 2> keys = {t.account(0), t.account(1)};
    writeKeys({number, accounts::writerKey(keys[0]), accounts::writerKey(keys[1])},
              accounts::both(std::move(change), accounts::rateGame(number, t.finishedGames(), t.gameId(), keys,
                                                                   t.firstScore(), now(), outcome)));
    const std::array<QString, 2> names = {t.seats()[0].name, t.seats()[1].name};
    afterCommit([this, number, names, outcome](bool ok) {
        const auto it = tables_.find(int(number));
        if (!ok || !outcome->applied || it == tables_.end())
            return;
        const auto &b = outcome->before, &a = outcome->after;
        const QString line = QStringLiteral("rated t%1 %2 %3 %4 %5 %6 %7")
                                 .arg(number)
                                 .arg(names[0])
                                 .arg(qRound(b[0].rating.rating))
                                 .arg(qRound(a[0].rating.rating))
                                 .arg(names[1])
                                 .arg(qRound(b[1].rating.rating))
                                 .arg(qRound(a[1].rating.rating));
        log(QStringLiteral("table t%1 rated: %2").arg(number).arg(line.section(QLatin1Char(' '), 2)));
        broadcast(it->second, line);
    });
}

bool GameServer::refusedOutOfPlay(Client *c, const Table &t, bool needOpponent) {
    if (t.isOver()) {
        refuse(c, "game-over", QStringLiteral("the game at %1 is over").arg(t.id()));
        return true;
    }
    if (needOpponent && !t.bothSeated()) {
        refuse(c, "not-your-turn", QStringLiteral("waiting for an opponent at %1").arg(t.id()));
        return true;
    }
    return false;
}

void GameServer::cmdDraw(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "draw <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (refusedOutOfPlay(c, t, true))
        return;
    const qint64 number = changes::tableNumber(t.id());
    if (t.drawOffer() == 1 - side) { // the other side offered: agreed
        t.agreeDraw();
        entry->active = now();
        writeEnding(*entry, changes::saveTable(t, entry->active));
        log(QStringLiteral("table %1 over: draw agreed").arg(t.id()));
        ok(c, QStringLiteral("draw %1").arg(t.id()));
        broadcast(*entry, QStringLiteral("over %1 draw agreed").arg(t.id()));
        return;
    }
    if (t.drawOffer() == side) { // offered already: nothing new to say
        ok(c, QStringLiteral("draw %1").arg(t.id()));
        return;
    }
    t.setDrawOffer(side);
    writeKeys({number}, changes::saveTable(t, now()));
    ok(c, QStringLiteral("draw %1").arg(t.id()));
    broadcast(*entry, QStringLiteral("draw-offered %1 %2").arg(t.id(), t.playerName(side)));
}

void GameServer::cmdAbort(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "abort <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (refusedOutOfPlay(c, t, false))
        return;
    if (t.bothMoved()) {
        refuse(c, "not-allowed", QStringLiteral("both sides have moved at %1: resign or offer a draw").arg(t.id()));
        return;
    }
    t.abortGame();
    entry->active = now();
    writeEnding(*entry, changes::saveTable(t, entry->active)); // no result: never rated
    log(QStringLiteral("table %1 aborted by %2").arg(t.id(), t.playerName(side)));
    ok(c, QStringLiteral("abort %1").arg(t.id()));
    broadcast(*entry, QStringLiteral("over %1 aborted").arg(t.id()));
}

void GameServer::cmdRematch(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "rematch <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (!t.isOver()) {
        refuse(c, "bad-args", QStringLiteral("the game at %1 is not over").arg(t.id()));
        return;
    }
    if (t.wantsRematch(side)) {
        ok(c, QStringLiteral("rematch %1").arg(t.id()));
        return;
    }
    if (!t.wantsRematch(1 - side)) {
        t.setRematch(side, true);
        writeKeys({changes::tableNumber(t.id())}, changes::saveTable(t, now()));
        ok(c, QStringLiteral("rematch %1").arg(t.id()));
        broadcast(*entry, QStringLiteral("rematch-offered %1 %2").arg(t.id(), t.playerName(side)));
        return;
    }
    if (options_.maxTables > 0 && int(tables_.size()) >= options_.maxTables) {
        refuse(c, "full", QStringLiteral("the server has %1 tables already").arg(tables_.size()));
        return;
    }
    // Both asked: a new table with the colours swapped, the same game, control and rating.
    t.setRematch(side, true);
    writeKeys({changes::tableNumber(t.id())}, changes::saveTable(t, now()));
    LobbyOffer offer;
    offer.game = t.gameId();
    offer.variant = t.variant();
    offer.control = QString::fromStdString(t.control().text());
    offer.rated = t.isRated();
    offer.name = t.seats()[1].name; // the old second player plays first
    offer.account = t.account(1);
    offer.toName = t.seats()[0].name;
    offer.toAccount = t.account(0);
    const QString old = t.id();
    Client *first = entry->holders[1], *second = entry->holders[0];
    ok(c, QStringLiteral("rematch %1").arg(old));
    pairPlayers(first, second, offer, 0, old);
}

// `resume <table>` without a token: the seat the signed-in account holds there, with a new token (the old one
// stops working), as after a reconnect from another computer.
void GameServer::cmdResumeOwn(Client *c, const QString &id) {
    if (c->account.isEmpty()) {
        refuse(c, "bad-args", QStringLiteral("resume <table> <token> (or login: then resume <table>)"));
        return;
    }
    TableEntry *entry = findTable(c, id, true); // it writes the new token: this process must hold the table
    if (!entry)
        return;
    Table &t = *entry->table;
    const int side = t.account(0) == c->account ? 0 : t.account(1) == c->account ? 1 : -1;
    if (side < 0) {
        refuse(c, "not-seated", QStringLiteral("your account holds no seat at %1").arg(t.id()));
        return;
    }
    const QString token = newToken();
    const QString name = t.seats()[std::size_t(side)].name;
    t.setSeat(side, name, token);
    t.setAccount(side, c->account);
    entry->active = now();
    writeKeys({changes::tableNumber(t.id())}, changes::saveTable(t, entry->active));
    Client *before = entry->holders[std::size_t(side)];
    if (before && before != c) {
        std::erase(entry->members, before);
        std::erase(before->tables, entry);
    }
    entry->holders[std::size_t(side)] = c;
    join(c, *entry);
    logFor(c->address, QStringLiteral("table %1: client %2 (%3) resumes %4 by account")
                           .arg(t.id())
                           .arg(c->number)
                           .arg(c->name, seatWord(side)));
    ok(c, QStringLiteral("resume %1 %2 %3").arg(t.id(), QLatin1String(seatWord(side)), token));
    sendGame(c, *entry);
    broadcast(*entry, QStringLiteral("seated %1 %2 %3").arg(t.id(), QLatin1String(seatWord(side)), name));
}

} // namespace gamut::net
