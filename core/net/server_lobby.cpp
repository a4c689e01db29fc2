// Protocol 1.2's lobby (protocol.md "The lobby"): the subscription and its events, seeks, challenges, accepting
// either (a new table for the two players), declining, and the extras of `create` (a time control, rated). Also
// the dispatch of every 1.2 command.
#include "accountstore.h"
#include "server.h"
#include "serverclient.h"
#include "tablechanges.h"

#include "../registry.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace gamut::net {

namespace {

qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }
constexpr int kLobbyPage = 200;

int colourOf(const QString &word) {
    return word == QLatin1String("first")    ? 0
           : word == QLatin1String("second") ? 1
           : word == QLatin1String("random") ? -1
                                             : -2;
}

} // namespace

bool GameServer::handleLine12(Client *c, const QString &command, const QStringList &args) {
    using Handler = void (GameServer::*)(Client *, const QStringList &);
    static const std::map<QString, Handler> handlers = {
        {QStringLiteral("register"), &GameServer::cmdRegister},
        {QStringLiteral("login"), &GameServer::cmdLogin},
        {QStringLiteral("logout"), &GameServer::cmdLogout},
        {QStringLiteral("rating"), &GameServer::cmdRating},
        {QStringLiteral("top"), &GameServer::cmdTop},
        {QStringLiteral("mygames"), &GameServer::cmdMyGames},
        {QStringLiteral("lobby"), &GameServer::cmdLobby},
        {QStringLiteral("seek"), &GameServer::cmdSeek},
        {QStringLiteral("unseek"), &GameServer::cmdUnseek},
        {QStringLiteral("accept"), &GameServer::cmdAccept},
        {QStringLiteral("challenge"), &GameServer::cmdChallenge},
        {QStringLiteral("decline"), &GameServer::cmdDecline},
        {QStringLiteral("draw"), &GameServer::cmdDraw},
        {QStringLiteral("abort"), &GameServer::cmdAbort},
        {QStringLiteral("rematch"), &GameServer::cmdRematch},
    };
    const auto it = handlers.find(command);
    if (it == handlers.end())
        return false;
    (this->*(it->second))(c, args);
    return true;
}

// `<game> <variant> tc <control> rated|casual [first|second|random]` from args[at]: the offer, or a refusal sent.
bool GameServer::readOffer(Client *c, const QStringList &args, int at, const char *usage, LobbyOffer &offer) {
    const int n = int(args.size()) - at;
    if ((n != 5 && n != 6) || args[at + 2] != QLatin1String("tc") ||
        (args[at + 4] != QLatin1String("rated") && args[at + 4] != QLatin1String("casual")) ||
        (n == 6 && colourOf(args[at + 5]) < -1)) {
        refuse(c, "bad-args", QString::fromLatin1(usage));
        return false;
    }
    std::string why;
    if (!gamut::newGame(args[at].toStdString(), args[at + 1].toStdString(), why)) {
        refuse(c, "bad-args", QString::fromStdString(why));
        return false;
    }
    const auto control = parseTimeControl(args[at + 3].toStdString(), why);
    if (!control) {
        refuse(c, "bad-args", QString::fromStdString(why));
        return false;
    }
    offer.game = args[at];
    offer.variant = args[at + 1];
    offer.control = QString::fromStdString(control->text());
    offer.rated = args[at + 4] == QLatin1String("rated");
    offer.colour = n == 6 ? colourOf(args[at + 5]) : -1;
    if (offer.rated && c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("a rated game needs an account: login first"));
        return false;
    }
    if (offer.rated && !control->isTimed()) {
        refuse(c, "bad-args", QStringLiteral("a rated game needs a clock"));
        return false;
    }
    offer.client = c->number;
    offer.name = c->name;
    offer.account = c->account;
    offer.address = c->address;
    offer.rating = QStringLiteral("-");
    if (!c->account.isEmpty()) {
        QString error;
        const auto r = accounts::rating(reader(), c->account, offer.game, error);
        offer.rating = QString::number(qRound(r.rating.rating));
    }
    return true;
}

void GameServer::lobbyEvent(const QString &line) {
    const std::vector<Client *> members = lobbyMembers_; // a send may cut one off
    for (Client *m : members)
        send(m, line);
}

// A connection that goes takes its seeks and challenges with it.
void GameServer::leaveLobby(Client *c) {
    std::erase(lobbyMembers_, c);
    for (const LobbyOffer &gone : lobby_.dropClient(c->number)) {
        if (!gone.isChallenge()) {
            lobbyEvent(QStringLiteral("seek-removed %1").arg(gone.id));
            continue;
        }
        const bool mine = gone.client == c->number;
        const auto other = clients_.find(mine ? gone.toClient : gone.client);
        if (other != clients_.end() && other->second.get() != c)
            send(other->second.get(),
                 mine ? QStringLiteral("seek-removed %1").arg(gone.id) : QStringLiteral("declined %1").arg(gone.id));
    }
}

void GameServer::cmdLobby(Client *c, const QStringList &args) {
    bool ok = true;
    const int from = args.size() == 1 ? args[0].toInt(&ok) : 0;
    if (args.size() > 1 || !ok || from < 0) {
        refuse(c, "bad-args", QStringLiteral("lobby [<from>]"));
        return;
    }
    if (!c->inLobby) {
        c->inLobby = true;
        lobbyMembers_.push_back(c);
    }
    const std::vector<const LobbyOffer *> seeks = lobby_.seeks();
    const int total = int(seeks.size());
    const int first = std::min(from, total), count = std::min(kLobbyPage, total - first);
    QString out = QStringLiteral("ok lobby %1 %2").arg(count).arg(total);
    for (int i = first; i < first + count; ++i)
        out += QStringLiteral("\nseek ") + seeks[std::size_t(i)]->seekLine();
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdSeek(Client *c, const QStringList &args) {
    LobbyOffer offer;
    if (!readOffer(c, args, 0, "seek <game> <variant> tc <control> rated|casual [first|second|random]", offer))
        return;
    QString why;
    const LobbyOffer *seek = lobby_.addSeek(std::move(offer), why);
    if (!seek) {
        refuse(c, "full", why);
        return;
    }
    logFor(c->address, QStringLiteral("client %1 (%2) seeks %3").arg(c->number).arg(c->name, seek->seekLine()));
    ok(c, QStringLiteral("seek %1").arg(seek->id));
    lobbyEvent(QStringLiteral("seek-added ") + seek->seekLine());
}

void GameServer::cmdUnseek(Client *c, const QStringList &args) {
    if (args.size() != 1) {
        refuse(c, "bad-args", QStringLiteral("unseek <id>"));
        return;
    }
    const LobbyOffer *seek = lobby_.find(args[0]);
    if (!seek || seek->isChallenge() || seek->client != c->number) {
        refuse(c, "no-such-seek", QStringLiteral("you have no seek %1").arg(args[0].left(24)));
        return;
    }
    lobby_.take(args[0]);
    ok(c, QStringLiteral("unseek %1").arg(args[0]));
    lobbyEvent(QStringLiteral("seek-removed %1").arg(args[0]));
}

void GameServer::cmdChallenge(Client *c, const QStringList &args) {
    static const char usage[] = "challenge <name> <game> <variant> tc <control> rated|casual [first|second|random]";
    if (args.isEmpty() || !isValidName(args[0])) {
        refuse(c, "bad-args", QString::fromLatin1(usage));
        return;
    }
    LobbyOffer offer;
    if (!readOffer(c, args, 1, usage, offer))
        return;
    // The named player's connection: an account's name without regard to case, a guest's as written.
    Client *to = nullptr;
    for (auto &[number, other] : clients_) {
        if (other->closing || other.get() == c)
            continue;
        const bool named =
            other->account.isEmpty() ? other->name == args[0] : other->account == accounts::nameKey(args[0]);
        if (named && (!to || !other->account.isEmpty()))
            to = other.get();
    }
    if (!to) {
        refuse(c, "no-such-player", QStringLiteral("%1 is not connected").arg(args[0]));
        return;
    }
    if (!c->account.isEmpty() && to->account == c->account) {
        refuse(c, "bad-args", QStringLiteral("you cannot challenge yourself"));
        return;
    }
    if (offer.rated && to->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("%1 has no account: a casual game only").arg(to->name));
        return;
    }
    offer.toClient = to->number;
    offer.toName = to->name;
    offer.toAccount = to->account;
    QString why;
    const LobbyOffer *challenge = lobby_.addChallenge(std::move(offer), why);
    if (!challenge) {
        refuse(c, "full", why);
        return;
    }
    logFor(c->address, QStringLiteral("client %1 (%2) challenges %3").arg(c->number).arg(c->name, to->name));
    ok(c, QStringLiteral("challenge %1").arg(challenge->id));
    send(to, QStringLiteral("challenged %1 %2 %3 %4 %5 %6 %7")
                 .arg(challenge->id, challenge->name, challenge->game, challenge->variant, challenge->control,
                      challenge->rated ? QStringLiteral("rated") : QStringLiteral("casual"),
                      QLatin1String(colourWord(challenge->colour))));
}

void GameServer::cmdDecline(Client *c, const QStringList &args) {
    if (args.size() != 1) {
        refuse(c, "bad-args", QStringLiteral("decline <id>"));
        return;
    }
    const LobbyOffer *challenge = lobby_.find(args[0]);
    if (!challenge || !challenge->isChallenge() || challenge->toClient != c->number) {
        refuse(c, "no-such-seek", QStringLiteral("no challenge %1 to you").arg(args[0].left(24)));
        return;
    }
    const LobbyOffer gone = *lobby_.take(args[0]);
    ok(c, QStringLiteral("decline %1").arg(gone.id));
    if (const auto from = clients_.find(gone.client); from != clients_.end())
        send(from->second.get(), QStringLiteral("declined %1").arg(gone.id));
}

void GameServer::cmdAccept(Client *c, const QStringList &args) {
    if (args.size() != 1) {
        refuse(c, "bad-args", QStringLiteral("accept <id>"));
        return;
    }
    const LobbyOffer *offer = lobby_.find(args[0]);
    if (!offer || (offer->isChallenge() && offer->toClient != c->number)) {
        refuse(c, "no-such-seek", QStringLiteral("no seek or challenge %1 for you").arg(args[0].left(24)));
        return;
    }
    if (!offer->isChallenge() &&
        (offer->client == c->number || (!c->account.isEmpty() && offer->account == c->account))) {
        refuse(c, "bad-args", QStringLiteral("%1 is your own seek").arg(offer->id));
        return;
    }
    if (offer->rated && c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("a rated game needs an account: login first"));
        return;
    }
    const auto maker = clients_.find(offer->client);
    if (maker == clients_.end() || maker->second->closing) {
        refuse(c, "no-such-seek", QStringLiteral("%1 is gone").arg(offer->id));
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
    const LobbyOffer taken = *lobby_.take(args[0]);
    const int makerSide = taken.colour >= 0 ? taken.colour : int(QRandomGenerator::global()->bounded(2));
    ok(c, QStringLiteral("accept %1").arg(taken.id));
    if (!taken.isChallenge())
        lobbyEvent(QStringLiteral("seek-removed %1").arg(taken.id));
    pairPlayers(maker->second.get(), c, taken, makerSide);
}

// Sits `c` (may be gone: nullptr) in its account's seat: the seat's account, for ratings and `mygames`.
void GameServer::seatAccount(TableEntry &entry, int side, Client *c) {
    entry.table->setAccount(side, c ? c->account : QString());
}

GameServer::TableEntry *GameServer::pairPlayers(Client *maker, Client *taker, const LobbyOffer &offer, int makerSide,
                                                const QString &rematchOf) {
    const int number = newTableNumber(); // a cluster's comes from a sequence in the database
    if (number <= 0) {
        log(QStringLiteral("error: no number for a new table"));
        return nullptr;
    }
    const QString id = QStringLiteral("t%1").arg(number);
    QString error;
    std::unique_ptr<Table> table = Table::create(id, offer.game, offer.variant, error);
    std::string why;
    const auto control = parseTimeControl(offer.control.toStdString(), why);
    if (!table || !control) { // checked when the offer was made: cannot happen
        log(QStringLiteral("error: table %1 could not be made: %2").arg(id, error));
        return nullptr;
    }
    table->setControl(*control, offer.rated);
    const std::array<Client *, 2> players = {makerSide == 0 ? maker : taker, makerSide == 0 ? taker : maker};
    // A rematch's seats keep the old table's names and accounts, whoever is connected now.
    std::array<QString, 2> tokens, names, keys;
    for (int side = 0; side < 2; ++side) {
        tokens[std::size_t(side)] = newToken();
        Client *p = players[std::size_t(side)];
        names[std::size_t(side)] = side == makerSide ? offer.name : offer.toName;
        keys[std::size_t(side)] = side == makerSide ? offer.account : offer.toAccount;
        if (rematchOf.isEmpty() && p) {
            names[std::size_t(side)] = p->name;
            keys[std::size_t(side)] = p->account;
        }
        table->setSeat(side, names[std::size_t(side)], tokens[std::size_t(side)]);
        table->setAccount(side, keys[std::size_t(side)]);
    }
    TableEntry entry;
    entry.table = std::move(table);
    entry.owner = taker ? taker->address : QString();
    entry.active = now();
    writeKeys({number}, accounts::both(changes::createTable(*entry.table, entry.owner, entry.active),
                                       accounts::setSeatAccounts(number, keys)));
    ownNewTable(number);
    if (rematchOf.isEmpty())
        pending_[requestSeq_].created = number;
    if (!entry.owner.isEmpty())
        ++tablesPerAddress_[entry.owner];
    TableEntry &stored = tables_[number] = std::move(entry);
    stored.touched = stored.active;
    reindex(number);
    for (int side = 0; side < 2; ++side) {
        Client *p = players[std::size_t(side)];
        if (!p || p->closing)
            continue;
        stored.holders[std::size_t(side)] = p;
        join(p, stored);
    }
    log(QStringLiteral("table %1 made for %2 and %3: %4 %5 %6 %7")
            .arg(id, names[0], names[1], offer.game, offer.variant, offer.control,
                 offer.rated ? QStringLiteral("rated") : QStringLiteral("casual")));
    for (int side = 0; side < 2; ++side) {
        Client *p = players[std::size_t(side)];
        if (!p || p->closing)
            continue;
        const QString seat = side == 0 ? QStringLiteral("first") : QStringLiteral("second");
        send(p, rematchOf.isEmpty()
                    ? QStringLiteral("paired %1 %2 %3").arg(id, seat, tokens[std::size_t(side)])
                    : QStringLiteral("rematch %1 %2 %3 %4").arg(rematchOf, id, seat, tokens[std::size_t(side)]));
    }
    afterCommit([this, number](bool ok) {
        const auto it = tables_.find(number);
        if (ok && it != tables_.end())
            startClock(it->second);
    });
    return &stored;
}

// `create`'s extras of protocol 1.2, taken off the end of its arguments: `[tc <control>] [rated|casual]`.
bool GameServer::takeCreateExtras(Client *c, QStringList &args, TimeControl &control, bool &rated) {
    static const char usage[] = "create <game> [<variant>] [first|second] [tc <control>] [rated|casual]";
    rated = false;
    control = TimeControl::none();
    bool mode = false;
    if (!args.isEmpty() && (args.back() == QLatin1String("rated") || args.back() == QLatin1String("casual"))) {
        rated = args.back() == QLatin1String("rated");
        mode = true;
        args.removeLast();
    }
    const qsizetype tc = args.indexOf(QStringLiteral("tc"));
    if (tc >= 0) {
        if (tc != args.size() - 2 || tc == 0) {
            refuse(c, "bad-args", QString::fromLatin1(usage));
            return false;
        }
        std::string why;
        const auto parsed = parseTimeControl(args.back().toStdString(), why);
        if (!parsed) {
            refuse(c, "bad-args", QString::fromStdString(why));
            return false;
        }
        control = *parsed;
        args.remove(tc, 2);
    }
    if (rated && c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("a rated game needs an account: login first"));
        return false;
    }
    if (rated && !control.isTimed()) {
        refuse(c, "bad-args",
               mode ? QStringLiteral("a rated game needs a clock: tc <control>") : QString::fromLatin1(usage));
        return false;
    }
    return true;
}

} // namespace gamut::net
