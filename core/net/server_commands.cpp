// The protocol's commands (../shared/spec/protocol.md): one reply line first, then what the command promises, then
// the events it causes, to everybody at the table in the order they happened.
#include "accountstore.h"
#include "server.h"
#include "serverclient.h"
#include "tablechanges.h"

#include "../registry.h"

#include <QDateTime>
#include <QTcpSocket>

namespace gamut::net {

namespace {

const char *seatName(int side) { return side == 0 ? "first" : "second"; }
int seatOf(const QString &word) {
    return word == QLatin1String("first") ? 0 : word == QLatin1String("second") ? 1 : -1;
}
QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }
qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }

// Chat holds what a name may hold, and plain spaces between: no control characters (C0, DEL, C1), no format
// characters (zero-width, bidirectional marks, overrides and isolates, which reorder or hide what a reader sees),
// no line or paragraph separators and no other kind of space.
bool isCleanText(const QString &text) {
    for (char32_t c : text.toUcs4())
        if (c != U' ' && (!QChar::isPrint(c) || QChar::isSpace(c) || QChar::category(c) == QChar::Other_Format))
            return false;
    return true;
}

constexpr int kTablesPage = 100;
constexpr int kHistoryPage = 20;
constexpr qsizetype kHistoryPageBytes = 256 * 1024; // a page stops after the game that passes this (one at least)

} // namespace

// `tables` and `history` cost the server what they send: each address has a budget of reply bytes a second (with a
// burst), so that one address's listings cannot crowd out everybody else's moves. Without budget: `throttled`.
bool GameServer::spend(Client *c, const char *what) {
    if (options_.expensiveBytesPerSecond <= 0)
        return true;
    Budget &b = budgets_[c->address];
    const qint64 t = clock_.elapsed();
    if (b.at == 0)
        b = {double(options_.expensiveBurstBytes), t};
    b.bytes = std::min(double(options_.expensiveBurstBytes),
                       b.bytes + double(t - b.at) * double(options_.expensiveBytesPerSecond) / 1000.0);
    b.at = t;
    if (b.bytes > 0)
        return true;
    const int seconds = int(-b.bytes / double(options_.expensiveBytesPerSecond)) + 1;
    refuse(c, "throttled",
           QStringLiteral("%1 too many `%2` replies for your address: try again in %1 s").arg(seconds).arg(what));
    return false;
}

void GameServer::charge(Client *c, qint64 bytes) {
    if (options_.expensiveBytesPerSecond > 0)
        budgets_[c->address].bytes -= double(bytes);
}

void GameServer::cmdHello(Client *c, const QStringList &args) {
    if (args.size() != 1 || !isValidName(args[0])) {
        refuse(c, "bad-args", QStringLiteral("hello <name>: 1 to 32 printable characters, no spaces"));
        return;
    }
    if (!helloAllowed(c, args[0])) // protocol 1.2: an account's name is its own
        return;
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
    static const QStringList filters = {QStringLiteral("waiting"), QStringLiteral("playing"), QStringLiteral("over"),
                                        QStringLiteral("all")};
    int rank = 3, from = 0, at = 0;
    if (at < args.size() && filters.contains(args[at]))
        rank = int(filters.indexOf(args[at++]));
    bool ok = true;
    if (at < args.size())
        from = args[at++].toInt(&ok);
    if (!ok || from < 0 || at != args.size()) {
        refuse(c, "bad-args", QStringLiteral("tables [waiting|playing|over|all] [<from>]"));
        return;
    }
    if (cluster_)
        reloadStale(); // the tables clients here follow, as of the notices heard so far
    if (!spend(c, "tables"))
        return;
    // Newest first inside each state: the index keeps that order, so a page costs what it holds.
    const int total = index_.total(rank);
    const std::vector<int> page = index_.page(rank, from, kTablesPage);
    QString out = QStringLiteral("ok tables %1 %2").arg(page.size()).arg(total);
    for (int number : page) {
        const TableEntry &entry = tables_.at(number);
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
    charge(c, out.size());
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdHistory(Client *c, const QStringList &args) {
    bool ok = true;
    const int from = args.size() == 2 ? args[1].toInt(&ok) : 0;
    if (args.isEmpty() || args.size() > 2 || !ok || from < 0) {
        refuse(c, "bad-args", QStringLiteral("history <table> [<from>]"));
        return;
    }
    TableEntry *entry = findTable(c, args[0]);
    if (!entry)
        return;
    const Table &t = *entry->table;
    if (!spend(c, "history"))
        return;
    QString error;
    std::vector<std::string> games =
        from >= t.finishedGames() ? std::vector<std::string>{} : finishedGames(*entry, from, kHistoryPage, error);
    if (!error.isEmpty()) {
        logFor(c->address, QStringLiteral("error: the history of table %1 could not be read: %2").arg(t.id(), error));
        unavailable(c, QStringLiteral("the server could not read it: %1").arg(error));
        return;
    }
    // A page is bounded in bytes too (a game may be long): the client asks on from where it stopped.
    qsizetype bytes = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        bytes += qsizetype(games[i].size());
        if (bytes > kHistoryPageBytes && i + 1 < games.size()) {
            games.resize(i + 1);
            break;
        }
    }
    QString out = QStringLiteral("ok history %1 %2 %3").arg(t.id()).arg(games.size()).arg(t.finishedGames());
    for (const std::string &game : games) {
        QStringList lines = QString::fromStdString(game).split(QLatin1Char('\n'));
        while (!lines.isEmpty() && lines.back().isEmpty())
            lines.pop_back();
        out += QStringLiteral("\nrecord %1\n").arg(lines.size()) + lines.join(QLatin1Char('\n'));
    }
    charge(c, out.size());
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdClose(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "close <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (!t.isOver() && t.seats()[std::size_t(1 - side)].taken()) {
        refuse(c, "bad-args", QStringLiteral("the game at %1 is not over and the other seat is taken").arg(t.id()));
        return;
    }
    write(changes::tableNumber(t.id()), changes::closeTable(changes::tableNumber(t.id()), now()));
    ok(c, QStringLiteral("close %1").arg(t.id()));
    closeTable(*entry, QStringLiteral("closed by client %1 (%2)").arg(c->number).arg(c->name));
}

// Everyone at the table hears `closed`; the table leaves the memory (its games stay in the store).
void GameServer::closeTable(TableEntry &entry, const QString &why) {
    const QString id = entry.table->id();
    broadcast(entry, QStringLiteral("closed %1").arg(id));
    logFor(entry.owner, QStringLiteral("table %1 %2").arg(id, why));
    eraseEntry(id.mid(1).toInt());
}

void GameServer::expireTables() {
    const qint64 t = now();
    std::vector<std::pair<TableEntry *, const char *>> expired;
    for (auto &[number, entry] : tables_) {
        if (!holds(number))
            continue; // another server of the cluster referees it (and expires it)
        const Table &table = *entry.table;
        const bool seated = entry.holders[0] || entry.holders[1];
        if (table.isOver()) {
            if (options_.expireAfterMs > 0 && t - entry.active >= options_.expireAfterMs)
                expired.push_back({&entry, "expired (over and idle)"});
        } else if (!table.bothSeated()) {
            if (options_.expireWaitingMs > 0 && !seated && t - entry.touched >= options_.expireWaitingMs)
                expired.push_back({&entry, "expired (waiting, and nobody at it)"});
        } else if (options_.expireAbandonedMs > 0 && t - entry.touched >= options_.expireAbandonedMs) {
            expired.push_back({&entry, "expired (abandoned: no move for a long time)"});
        }
    }
    for (const auto &[entry, why] : expired) {
        const qint64 number = changes::tableNumber(entry->table->id());
        requestSeq_ = 0; // a change of its own, nobody's reply
        write(number, changes::closeTable(number, t));
        closeTable(*entry, QLatin1String(why));
        requestSeq_ = 0;
    }
}

void GameServer::cmdCreate(Client *c, const QStringList &given) {
    QStringList args = given;
    TimeControl control;
    bool rated = false;
    if (!takeCreateExtras(c, args, control, rated)) // protocol 1.2: `tc <control>`, `rated|casual`
        return;
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
    if (options_.maxTables > 0 && int(tables_.size()) >= options_.maxTables) {
        refuse(c, "full", QStringLiteral("the server has %1 tables already").arg(tables_.size()));
        return;
    }
    const int mine = tablesPerAddress_.value(c->address);
    if (options_.maxTablesPerAddress > 0 && mine >= options_.maxTablesPerAddress) {
        refuse(c, "full", QStringLiteral("you have %1 open tables: close one first").arg(mine));
        return;
    }
    QString error;
    if (!Table::create(QStringLiteral("t0"), args[0], variant, error)) { // before a number is spent on it
        refuse(c, "bad-args", error);
        return;
    }
    const int number = newTableNumber(); // a cluster's comes from a sequence in the database
    if (number <= 0) {
        unavailable(c, QStringLiteral("the server could not number a new table"));
        return;
    }
    const QString id = QStringLiteral("t%1").arg(number);
    std::unique_ptr<Table> table = Table::create(id, args[0], variant, error);
    const QString token = newToken();
    table->setSeat(side, c->name, token);
    table->setControl(control, rated);
    table->setAccount(side, c->account);
    TableEntry entry;
    entry.table = std::move(table);
    entry.owner = c->address;
    entry.active = now();
    std::array<QString, 2> accountKeys;
    accountKeys[std::size_t(side)] = c->account;
    writeKeys({number}, c->account.isEmpty()
                            ? changes::createTable(*entry.table, entry.owner, entry.active)
                            : accounts::both(changes::createTable(*entry.table, entry.owner, entry.active),
                                             accounts::setSeatAccounts(number, accountKeys)));
    ownNewTable(number);
    pending_[requestSeq_].created = number;
    ++tablesPerAddress_[entry.owner];
    TableEntry &stored = tables_[number] = std::move(entry);
    stored.touched = stored.active;
    reindex(number);
    stored.holders[std::size_t(side)] = c;
    join(c, stored);
    logFor(c->address, QStringLiteral("table %1 created: %2 %3 by client %4 (%5) as %6")
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
    TableEntry *entry = findTable(c, args[0], true);
    if (!entry)
        return;
    Table &t = *entry->table;
    int side = args.size() == 2 ? seatOf(args[1]) : (!t.seats()[0].taken() ? 0 : 1);
    if (t.seats()[std::size_t(side)].taken()) {
        refuse(c, "seat-taken", QStringLiteral("the %1 seat of %2 is taken").arg(seatName(side), t.id()));
        return;
    }
    if (t.isRated() && c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("%1 is rated: login first").arg(t.id()));
        return;
    }
    if (t.isRated() && t.account(1 - side) == c->account) {
        refuse(c, "not-allowed", QStringLiteral("a rated game is against someone else"));
        return;
    }
    const QString token = newToken();
    t.setSeat(side, c->name, token);
    t.setAccount(side, c->account);
    entry->active = now();
    const qint64 number = changes::tableNumber(t.id());
    writeKeys({number}, accounts::both(changes::saveTable(t, entry->active),
                                       accounts::setSeatAccounts(number, {t.account(0), t.account(1)})));
    afterCommit([this, number](bool ok) { // both seated: the first turn's time runs
        const auto it = tables_.find(int(number));
        if (ok && it != tables_.end())
            startClock(it->second, true);
    });
    entry->holders[std::size_t(side)] = c;
    join(c, *entry);
    logFor(c->address,
           QStringLiteral("table %1: client %2 (%3) sits %4").arg(t.id()).arg(c->number).arg(c->name, seatName(side)));
    ok(c, QStringLiteral("join %1 %2 %3").arg(t.id(), QLatin1String(seatName(side)), token));
    sendGame(c, *entry);
    broadcast(*entry, QStringLiteral("seated %1 %2 %3").arg(t.id(), QLatin1String(seatName(side)), c->name));
}

// resume, move, resign and next name a table and a seat's token: the table's entry and the seat, or nullptr with the
// refusal sent (bad-args, no-such-table, bad-token).
GameServer::TableEntry *GameServer::findSeat(Client *c, const QStringList &args, int count, const char *usage,
                                             int &side, bool lease) {
    if (args.size() != count) {
        refuse(c, "bad-args", QString::fromLatin1(usage));
        return nullptr;
    }
    TableEntry *entry = findTable(c, args[0], lease);
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
    if (args.size() == 1) { // protocol 1.2: the seat of the signed-in account
        cmdResumeOwn(c, args[0]);
        return;
    }
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "resume <table> <token>", side, false);
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
    logFor(
        c->address,
        QStringLiteral("table %1: client %2 (%3) resumes %4").arg(t.id()).arg(c->number).arg(c->name, seatName(side)));
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
    if (refusedOutOfPlay(c, t, true))
        return;
    if (t.turn() != side) {
        refuse(c, "not-your-turn", QStringLiteral("it is %1's turn").arg(t.turnText()));
        return;
    }
    const ParsedMove parsed = t.check(args[2].toStdString());
    if (!parsed.ok()) {
        refuse(c, "illegal-move", QString::fromStdString(parsed.error));
        return;
    }
    QString text = t.moveText(parsed.move); // in the position before the move (LOA: `x` for a capture)
    const qint64 number = changes::tableNumber(t.id());
    // Protocol 1.2: the move's time is charged (its time left goes with it as a clock comment); a move that comes
    // after the mover's time ran out loses on time instead.
    std::string clock;
    if (t.control().isTimed()) {
        const GameClock::Charge charge = t.clock().move(side, monotonic(), lagAllowance(c));
        if (charge.flagged) {
            refuse(c, "game-over", QStringLiteral("your time at %1 ran out").arg(t.id()));
            flag(*entry);
            return;
        }
        clock = clockComment(charge.leftMs);
    }
    const bool declines = t.drawOffer() == 1 - side; // a move declines the other side's draw offer
    t.play(parsed.move, clock);
    if (declines)
        t.setDrawOffer(-1);
    const QString stored = clock.empty() ? text : text + QStringLiteral(" {%1}").arg(QString::fromStdString(clock));
    const qint64 time = now();
    StoreWriter::Change change = changes::appendMove(t, stored, time); // nothing acknowledged unstored
    if (declines)
        change = accounts::both(std::move(change), changes::saveTable(t, time));
    if (t.isOver()) {
        entry->active = time;
        writeEnding(*entry, std::move(change));
    } else {
        writeKeys({number}, std::move(change));
        afterCommit([this, number, ply = t.ply()](bool ok) { // the next turn runs once its `moved` is out
            const auto it = tables_.find(int(number));
            if (ok && it != tables_.end() && it->second.table->ply() == ply)
                startClock(it->second);
        });
    }
    const QString id = t.id();
    ok(c, QStringLiteral("move %1 %2").arg(id).arg(t.ply()));
    broadcast(
        *entry,
        QStringLiteral("moved %1 %2 %3 %4%5").arg(id).arg(t.ply()).arg(t.playerName(side), text, clockSuffix(*entry)));
    if (t.isOver()) {
        logFor(c->address, QStringLiteral("table %1 over: %2 after %3 plies").arg(id, t.resultText()).arg(t.ply()));
        broadcast(*entry, QStringLiteral("over %1 %2").arg(id, t.resultText()));
    }
}

void GameServer::cmdResign(Client *c, const QStringList &args) {
    int side = -1;
    TableEntry *entry = findSeat(c, args, 2, "resign <table> <token>", side);
    if (!entry)
        return;
    Table &t = *entry->table;
    if (refusedOutOfPlay(c, t, false))
        return;
    t.resign(side);
    const qint64 time = now();
    writeEnding(*entry, changes::saveTable(t, time)); // rated: both ratings in the same transaction
    entry->active = time;
    logFor(c->address, QStringLiteral("table %1 over: %2 resigned").arg(t.id(), t.playerName(side)));
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
    const bool wanted = t.seats()[std::size_t(side)].wantsNext;
    t.setWantsNext(side, true);
    QString error;
    const qint64 time = now();
    if (!t.seats()[0].wantsNext || !t.seats()[1].wantsNext) { // the request is stored: it outlives a restart
        write(changes::tableNumber(t.id()), changes::saveTable(t, time));
        entry->active = time;
        ok(c, QStringLiteral("next %1").arg(t.id()));
        return;
    }
    const std::string finished = t.currentGameText();
    if (!t.startNext(error)) {
        t.setWantsNext(side, wanted);
        refuse(c, "bad-args", error);
        return;
    }
    write(changes::tableNumber(t.id()), changes::startNext(t, finished, time));
    afterCommit([this, number = changes::tableNumber(t.id())](bool ok) { // the new game's clock
        const auto it = tables_.find(int(number));
        if (ok && it != tables_.end())
            startClock(it->second, true);
    });
    // Until the change is committed, `history` and a join take the finished game from here.
    std::erase_if(entry->unstoredFinished, [this](const auto &e) { return e.second.first <= committedSeq_; });
    entry->unstoredFinished[t.finishedGames() - 1] = {requestSeq_, finished};
    entry->active = time;
    logFor(c->address, QStringLiteral("table %1: game %2 starts").arg(t.id()).arg(t.gameNumber()));
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
    if (!isCleanText(text)) {
        refuse(c, "bad-args", QStringLiteral("chat may not hold control or direction-override characters"));
        return;
    }
    ok(c, QStringLiteral("say %1").arg(entry->table->id()));
    broadcast(*entry, QStringLiteral("said %1 %2 %3").arg(entry->table->id(), c->name, text));
}

} // namespace gamut::net
