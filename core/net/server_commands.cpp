// The protocol's commands (../shared/spec/protocol.md): one reply line first, then what the command promises, then
// the events it causes, to everybody at the table in the order they happened.
#include "server.h"
#include "serverclient.h"

#include "../registry.h"

#include <QTcpSocket>

namespace gamut::net {

namespace {

const char *seatName(int side) { return side == 0 ? "first" : "second"; }
int seatOf(const QString &word) {
    return word == QLatin1String("first") ? 0 : word == QLatin1String("second") ? 1 : -1;
}
QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

} // namespace

void GameServer::cmdHello(Client *c, const QStringList &args) {
    if (args.size() != 1 || !isValidName(args[0])) {
        refuse(c, "bad-args", QStringLiteral("hello <name>: 1 to 32 printable characters, no spaces"));
        return;
    }
    c->name = args[0];
    ok(c, QStringLiteral("hello %1").arg(c->name));
}

void GameServer::cmdGames(Client *c, const QStringList &args) {
    if (!args.isEmpty()) {
        refuse(c, "bad-args", QStringLiteral("games takes nothing"));
        return;
    }
    const auto &games = allGames();
    QString out = QStringLiteral("ok games %1").arg(games.size());
    for (const GameEntry &game : games) {
        QStringList variants;
        for (std::string_view v : game.info->variants)
            variants << fromView(v);
        out += QStringLiteral("\ngame %1 %2").arg(fromView(game.info->id), variants.join(QLatin1Char(',')));
    }
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdTables(Client *c, const QStringList &args) {
    if (!args.isEmpty()) {
        refuse(c, "bad-args", QStringLiteral("tables takes nothing"));
        return;
    }
    QString out = QStringLiteral("ok tables %1").arg(tables_.size());
    for (const auto &[number, entry] : tables_) {
        const Table &t = *entry.table;
        int watchers = 0;
        for (const Client *m : entry.members)
            if (m != entry.holders[0] && m != entry.holders[1])
                ++watchers;
        const auto name = [&](int side) {
            const QString &n = t.seats()[std::size_t(side)].name;
            return n.isEmpty() ? QStringLiteral("-") : n;
        };
        out += QStringLiteral("\ntable %1 %2 %3 %4 %5 %6 %7 %8")
                   .arg(t.id(), t.gameId(), t.variant(), t.stateText(), name(0), name(1))
                   .arg(watchers)
                   .arg(t.ply());
    }
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdCreate(Client *c, const QStringList &args) {
    QString variant;
    int side = 0;
    if (args.size() == 2 && seatOf(args[1]) >= 0) {
        side = seatOf(args[1]);
    } else if (args.size() == 2) {
        variant = args[1];
    } else if (args.size() == 3 && seatOf(args[2]) >= 0) {
        variant = args[1];
        side = seatOf(args[2]);
    } else if (args.size() != 1) {
        refuse(c, "bad-args", QStringLiteral("create <game> [<variant>] [first|second]"));
        return;
    }
    if (int(tables_.size()) >= options_.maxTables) {
        refuse(c, "full", QStringLiteral("the server has %1 tables already").arg(tables_.size()));
        return;
    }
    QString error;
    const QString id = QStringLiteral("t%1").arg(nextTable_);
    std::unique_ptr<Table> table = Table::create(id, args[0], variant, error);
    if (!table) {
        refuse(c, "bad-args", error);
        return;
    }
    const QString token = newToken();
    table->setSeat(side, c->name, token);
    TableEntry entry;
    entry.table = std::move(table);
    // The seats first: a record without its seats file would come back with free seats.
    if (!storeSeats(entry, c) || !storeRecord(entry, c))
        return;
    TableEntry &stored = tables_[nextTable_++] = std::move(entry);
    stored.holders[std::size_t(side)] = c;
    join(c, stored);
    log(QStringLiteral("table %1 created: %2 %3 by client %4 (%5) as %6")
            .arg(id, stored.table->gameId(), stored.table->variant())
            .arg(c->number)
            .arg(c->name, QLatin1String(seatName(side))));
    ok(c, QStringLiteral("create %1 %2 %3").arg(id, QLatin1String(seatName(side)), token));
    broadcast(stored, QStringLiteral("seated %1 %2 %3").arg(id, QLatin1String(seatName(side)), c->name));
}

void GameServer::cmdJoin(Client *c, const QStringList &args) {
    if (args.isEmpty() || args.size() > 2 || (args.size() == 2 && seatOf(args[1]) < 0)) {
        refuse(c, "bad-args", QStringLiteral("join <table> [first|second]"));
        return;
    }
    TableEntry *entry = findTable(c, args[0]);
    if (!entry)
        return;
    Table &t = *entry->table;
    int side = args.size() == 2 ? seatOf(args[1]) : (!t.seats()[0].taken() ? 0 : 1);
    if (t.seats()[std::size_t(side)].taken()) {
        refuse(c, "seat-taken", QStringLiteral("the %1 seat of %2 is taken").arg(seatName(side), t.id()));
        return;
    }
    const QString token = newToken();
    t.setSeat(side, c->name, token);
    if (!storeSeats(*entry, c) || !storeRecord(*entry, c)) {
        t.setSeat(side, QString(), QString());
        QString ignored; // best effort: the seats file must not keep a token that nobody was given
        store_.saveSeats(t, ignored);
        return;
    }
    entry->holders[std::size_t(side)] = c;
    join(c, *entry);
    log(QStringLiteral("table %1: client %2 (%3) sits %4").arg(t.id()).arg(c->number).arg(c->name, seatName(side)));
    ok(c, QStringLiteral("join %1 %2 %3").arg(t.id(), QLatin1String(seatName(side)), token));
    sendGame(c, *entry);
    broadcast(*entry, QStringLiteral("seated %1 %2 %3").arg(t.id(), QLatin1String(seatName(side)), c->name));
}

// resume, move, resign and next name a table and a seat's token: the table's entry and the seat, or nullptr with the
// refusal sent (bad-args, no-such-table, bad-token).
GameServer::TableEntry *GameServer::findSeat(Client *c, const QStringList &args, int count, const char *usage,
                                             int &side) {
    if (args.size() != count) {
        refuse(c, "bad-args", QString::fromLatin1(usage));
        return nullptr;
    }
    TableEntry *entry = findTable(c, args[0]);
    if (!entry)
        return nullptr;
    side = entry->table->seatOfToken(args[1]);
    if (side < 0) {
        refuse(c, "bad-token", QStringLiteral("that is not a token of %1").arg(entry->table->id()));
        return nullptr;
    }
    return entry;
}

// leave and say name a table the connection is at (seated or watching): its entry, or nullptr with the refusal sent
// (bad-args when `argsFit` is false, no-such-table, not-seated).
GameServer::TableEntry *GameServer::findMembership(Client *c, const QStringList &args, bool argsFit,
                                                   const char *usage) {
    if (!argsFit) {
        refuse(c, "bad-args", QString::fromLatin1(usage));
        return nullptr;
    }
    TableEntry *entry = findTable(c, args[0]);
    if (!entry)
        return nullptr;
    if (std::find(c->tables.begin(), c->tables.end(), entry) == c->tables.end()) {
        refuse(c, "not-seated", QStringLiteral("you are not at %1").arg(entry->table->id()));
        return nullptr;
    }
    return entry;
}

void GameServer::cmdResume(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "resume <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    Client *before = entry->holders[std::size_t(side)];
    if (before && before != c) { // a connection that has not noticed it was dropped: it stops hearing the table
        std::erase(entry->members, before);
        std::erase(before->tables, entry);
    }
    entry->holders[std::size_t(side)] = c;
    join(c, *entry);
    log(QStringLiteral("table %1: client %2 (%3) resumes %4").arg(t.id()).arg(c->number).arg(c->name, seatName(side)));
    ok(c, QStringLiteral("resume %1 %2").arg(t.id(), QLatin1String(seatName(side))));
    sendGame(c, *entry);
    broadcast(*entry, QStringLiteral("seated %1 %2 %3")
                          .arg(t.id(), QLatin1String(seatName(side)), t.seats()[std::size_t(side)].name));
}

void GameServer::cmdWatch(Client *c, const QStringList &args) {
    if (args.size() != 1) {
        refuse(c, "bad-args", QStringLiteral("watch <table>"));
        return;
    }
    TableEntry *entry = findTable(c, args[0]);
    if (!entry)
        return;
    join(c, *entry);
    ok(c, QStringLiteral("watch %1").arg(entry->table->id()));
    sendGame(c, *entry);
}

void GameServer::cmdLeave(Client *c, const QStringList &args) {
    TableEntry *entry = findMembership(c, args, args.size() == 1, "leave <table>");
    if (!entry)
        return;
    ok(c, QStringLiteral("leave %1").arg(entry->table->id()));
    leaveTable(c, *entry);
}

void GameServer::cmdMove(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 3, "move <table> <token> <move>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (t.isOver()) {
        refuse(c, "game-over", QStringLiteral("the game at %1 is over").arg(t.id()));
        return;
    }
    if (!t.bothSeated()) {
        refuse(c, "not-your-turn", QStringLiteral("waiting for an opponent at %1").arg(t.id()));
        return;
    }
    if (t.turn() != side) {
        refuse(c, "not-your-turn", QStringLiteral("it is %1's turn").arg(t.turnText()));
        return;
    }
    const ParsedMove parsed = t.check(args[2].toStdString());
    if (!parsed.ok()) {
        refuse(c, "illegal-move", QString::fromStdString(parsed.error));
        return;
    }
    const QString text = t.moveText(parsed.move); // in the position before the move (LOA: `x` for a capture)
    t.play(parsed.move);
    if (!storeRecord(*entry, c)) { // nothing is acknowledged that is not on disk
        t.undoLastMove();
        return;
    }
    const QString id = t.id();
    ok(c, QStringLiteral("move %1 %2").arg(id).arg(t.ply()));
    broadcast(*entry, QStringLiteral("moved %1 %2 %3 %4").arg(id).arg(t.ply()).arg(t.playerName(side), text));
    if (t.isOver()) {
        log(QStringLiteral("table %1 over: %2 after %3 plies").arg(id, t.resultText()).arg(t.ply()));
        broadcast(*entry, QStringLiteral("over %1 %2").arg(id, t.resultText()));
    }
}

void GameServer::cmdResign(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "resign <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (t.isOver()) {
        refuse(c, "game-over", QStringLiteral("the game at %1 is over").arg(t.id()));
        return;
    }
    t.resign(side);
    if (!storeRecord(*entry, c)) {
        t.unresign();
        return;
    }
    log(QStringLiteral("table %1 over: %2 resigned").arg(t.id(), t.playerName(side)));
    ok(c, QStringLiteral("resign %1").arg(t.id()));
    broadcast(*entry, QStringLiteral("resigned %1 %2").arg(t.id(), t.playerName(side)));
    broadcast(*entry, QStringLiteral("over %1 %2").arg(t.id(), t.resultText()));
}

void GameServer::cmdNext(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "next <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (!t.isOver()) {
        refuse(c, "bad-args", QStringLiteral("the game at %1 is not over").arg(t.id()));
        return;
    }
    t.setWantsNext(side, true);
    if (!t.seats()[0].wantsNext || !t.seats()[1].wantsNext) {
        ok(c, QStringLiteral("next %1").arg(t.id()));
        return;
    }
    QString error;
    if (!t.startNext(error)) {
        t.setWantsNext(side, false);
        refuse(c, "bad-args", error);
        return;
    }
    if (!storeRecord(*entry, c)) {
        t.dropNext();
        t.setWantsNext(0, true);
        t.setWantsNext(1, true);
        t.setWantsNext(side, false);
        return;
    }
    log(QStringLiteral("table %1: game %2 starts").arg(t.id()).arg(t.gameNumber()));
    ok(c, QStringLiteral("next %1").arg(t.id()));
    broadcast(*entry, QStringLiteral("next %1 %2").arg(t.id()).arg(t.gameNumber()));
}

void GameServer::cmdSay(Client *c, const QStringList &args, const QString &line) {
    TableEntry *entry = findMembership(c, args, args.size() >= 2, "say <table> <text>");
    if (!entry)
        return;
    // The text is the rest of the line after the table, as it was typed (inner spaces kept).
    const qsizetype at = line.indexOf(args[0], line.indexOf(QLatin1String("say")) + 3) + args[0].size();
    const QString text = line.mid(at).trimmed();
    ok(c, QStringLiteral("say %1").arg(entry->table->id()));
    broadcast(*entry, QStringLiteral("said %1 %2 %3").arg(entry->table->id(), c->name, text));
}

} // namespace gamut::net
