// Protocol 1.2's accounts (protocol.md "Accounts"): register, login (a password or a session), logout, a name that
// `hello` may not take, and the lists a signed-in player asks for (rating, top, mygames). Passwords are hashed on
// the hasher's threads while the client's later lines wait, so that its replies stay in order; the throttle refuses
// before any hashing. Nothing here logs a password or a session, or sends one to anybody but its owner.
#include "accountstore.h"
#include "passwordhasher.h"
#include "server.h"
#include "serverclient.h"
#include "sqltablestore.h"

#include "../registry.h"

#include <QDateTime>

namespace gamut::net {

namespace {

qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }
constexpr int kTopPage = 50;

} // namespace

StoreDb &GameServer::reader() { return store_->reader(); }

int GameServer::passwordHashes() const { return hasher_->started(); }

// Once the request's change is committed (or failed), `hook(ok)`; at once when it wrote nothing.
void GameServer::afterCommit(std::function<void(bool)> hook) {
    if (!requestSeq_) {
        hook(true);
        return;
    }
    commitHooks_.emplace(requestSeq_, std::move(hook));
}

void GameServer::runCommitHooks(quint64 upTo) {
    while (!commitHooks_.empty() &&
           (commitHooks_.begin()->first <= upTo || failedSeqs_.count(commitHooks_.begin()->first))) {
        auto node = commitHooks_.extract(commitHooks_.begin());
        node.mapped()(failedSeqs_.count(node.key()) == 0);
    }
}

void GameServer::writeKeys(std::vector<qint64> keys, StoreWriter::Change change) {
    if (!requestSeq_) {
        requestSeq_ = nextSeq_++;
        newPending();
    }
    Pending &p = pending_[requestSeq_];
    for (qint64 key : keys)
        if (key > 0 && std::find(p.tables.begin(), p.tables.end(), key) == p.tables.end())
            p.tables.push_back(key);
    store_->writer().add(requestSeq_, keys, std::move(change));
    scheduleFlush();
    for (qint64 key : keys) // as write() does for a table's change
        if (const auto it = tables_.find(int(key)); key > 0 && it != tables_.end()) {
            it->second.touched = QDateTime::currentMSecsSinceEpoch();
            reindex(int(key));
        }
}

// A request of client `number` goes on after its password was hashed: as if its line had just been read, then the
// lines it sent meanwhile.
void GameServer::resumeRequest(quint64 number, const std::function<void(Client *)> &then) {
    const auto it = clients_.find(number);
    if (it == clients_.end())
        return;
    Client *c = it->second.get();
    c->waiting = false;
    if (c->closing)
        return;
    requester_ = c;
    requestSeq_ = 0;
    requestLine_.clear(); // (`then` sets it when it handles a line again)
    then(c);
    requester_ = nullptr;
    requestSeq_ = 0;
    QMetaObject::invokeMethod(
        this,
        [this, number] {
            const auto again = clients_.find(number);
            if (again != clients_.end())
                readClient(again->second.get());
        },
        Qt::QueuedConnection);
}

// `hello` may not take a registered name (nobody plays as another's account), nor rename a signed-in player.
bool GameServer::helloAllowed(Client *c, const QString &name) {
    if (!c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("you are signed in as %1: logout first").arg(c->name));
        return false;
    }
    QString error;
    if (accounts::find(reader(), accounts::nameKey(name), error) || registering_.count(accounts::nameKey(name))) {
        refuse(c, "name-taken", QStringLiteral("%1 is an account's name: login to use it").arg(name));
        return false;
    }
    if (!error.isEmpty()) {
        unavailable(c, QStringLiteral("the server could not read its accounts"));
        return false;
    }
    return true;
}

void GameServer::cmdRegister(Client *c, const QStringList &args) {
    if (args.size() != 2) {
        refuse(c, "bad-args", QStringLiteral("register <name> <password>"));
        return;
    }
    const QString name = args[0];
    const QByteArray password = args[1].toUtf8();
    if (!isValidName(name) || name.startsWith(QLatin1String("guest-"), Qt::CaseInsensitive)) {
        refuse(c, "bad-args", QStringLiteral("a name is 1 to 32 printable characters, no spaces, not guest-..."));
        return;
    }
    if (!isAcceptablePassword(password)) {
        refuse(c, "bad-args", QStringLiteral("a password is 8 to 128 bytes without spaces"));
        return;
    }
    const qint64 t = now();
    if (const int wait = registerThrottle_.wait(QString(), c->address, t)) {
        refuse(c, "throttled",
               QStringLiteral("%1 seconds: %2 accounts were registered from your address lately")
                   .arg(wait)
                   .arg(options_.registrations));
        return;
    }
    if (hasher_->pending() >= options_.maxPendingHashes) {
        unavailable(c, QStringLiteral("the server is busy: try again in a few seconds"));
        return;
    }
    const QString key = accounts::nameKey(name);
    QString error;
    const bool taken = accounts::find(reader(), key, error).has_value() || registering_.count(key);
    if (!error.isEmpty()) {
        unavailable(c, QStringLiteral("the server could not read its accounts"));
        return;
    }
    if (taken) {
        refuse(c, "name-taken", QStringLiteral("%1 is taken").arg(name));
        return;
    }
    registering_.insert(key);
    registerThrottle_.begin(QString(), c->address);
    c->waiting = true;
    const quint64 number = c->number;
    const QString address = c->address;
    hasher_->hash(password, options_.passwordIterations, [this, number, name, key, address](const QString &stored) {
        registerThrottle_.end(QString(), address, true, now()); // every registration counts
        bool asked = false;
        resumeRequest(number, [&](Client *c) {
            asked = true;
            writeKeys({accounts::writerKey(key)}, accounts::addAccount(name, stored, now()));
            afterCommit([this, key](bool) { registering_.erase(key); });
            logFor(c->address, QStringLiteral("client %1 registered an account").arg(c->number));
            ok(c, QStringLiteral("register %1").arg(name));
        });
        if (!asked) // the client left while its password was hashed: nothing was acknowledged, nothing is made
            registering_.erase(key);
    });
}

void GameServer::cmdLogin(Client *c, const QStringList &args) {
    if (args.size() != 2) {
        refuse(c, "bad-args", QStringLiteral("login <name> <password>, or login <name> session:<session>"));
        return;
    }
    const QString name = args[0];
    const bool bySession = args[1].startsWith(QLatin1String("session:"));
    const qint64 t = now();
    // A session cannot be guessed, and a name locked by others' guesses must not keep its owner out: a session login
    // counts against the address only.
    if (const int wait = loginThrottle_.wait(bySession ? QString() : name, c->address, t)) {
        refuse(c, "throttled", QStringLiteral("%1 seconds: too many failed logins").arg(wait));
        return;
    }
    const QString key = accounts::nameKey(name);
    const auto badLogin = [&](const QString &throttled) {
        loginThrottle_.begin(throttled, c->address);
        loginThrottle_.end(throttled, c->address, true, t);
        refuse(c, "bad-login", QStringLiteral("wrong name or password"));
    };
    QString error;
    if (bySession) {
        const QString session = args[1].mid(8);
        const QString hash = tokenHash(session);
        const auto owner = session.size() == 32 && isValidName(name)
                               ? accounts::sessionAccount(reader(), hash, t, error)
                               : std::nullopt;
        const auto account = owner && *owner == key ? accounts::find(reader(), key, error) : std::nullopt;
        if (!error.isEmpty()) {
            unavailable(c, QStringLiteral("the server could not read its accounts"));
            return;
        }
        if (!account) {
            badLogin(QString());
            return;
        }
        c->account = key;
        c->name = account->name;
        c->sessionHash = hash;
        logFor(c->address, QStringLiteral("client %1 signed in as %2 (session)").arg(c->number).arg(c->name));
        ok(c, QStringLiteral("login %1 %2").arg(account->name, session));
        return;
    }
    const QByteArray password = args[1].toUtf8();
    if (!isValidName(name) || !isAcceptablePassword(password)) {
        badLogin(name);
        return;
    }
    if (hasher_->pending() >= options_.maxPendingHashes) {
        unavailable(c, QStringLiteral("the server is busy: try again in a few seconds"));
        return;
    }
    const auto account = accounts::find(reader(), key, error);
    if (!error.isEmpty()) {
        unavailable(c, QStringLiteral("the server could not read its accounts"));
        return;
    }
    // An unknown name is checked against a decoy hash: it takes as long as a wrong password and says the same.
    const QString stored = account ? account->password : decoyPasswordHash(options_.passwordIterations);
    const QString registered = account ? account->name : QString();
    loginThrottle_.begin(name, c->address);
    c->waiting = true;
    const quint64 number = c->number;
    const QString address = c->address;
    hasher_->check(password, stored, [this, number, name, key, address, registered](bool matches) {
        const bool good = matches && !registered.isEmpty();
        loginThrottle_.end(name, address, !good, now());
        resumeRequest(number, [&](Client *c) {
            if (!good) {
                refuse(c, "bad-login", QStringLiteral("wrong name or password"));
                return;
            }
            const QString session = newToken();
            const QString hash = tokenHash(session);
            const qint64 t = now();
            writeKeys({accounts::writerKey(key)}, accounts::addSession(key, hash, t, t + options_.sessionMs));
            c->account = key;
            c->name = registered;
            c->sessionHash = hash;
            logFor(c->address, QStringLiteral("client %1 signed in as %2").arg(c->number).arg(c->name));
            ok(c, QStringLiteral("login %1 %2").arg(registered, session));
        });
    });
}

void GameServer::cmdLogout(Client *c, const QStringList &args) {
    if (!args.isEmpty()) {
        refuse(c, "bad-args", QStringLiteral("logout takes nothing"));
        return;
    }
    if (c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("you are not signed in"));
        return;
    }
    writeKeys({accounts::writerKey(c->account)}, accounts::removeSession(c->sessionHash));
    logFor(c->address, QStringLiteral("client %1 (%2) signed out").arg(c->number).arg(c->name));
    c->account.clear();
    c->sessionHash.clear();
    c->name = QStringLiteral("guest-%1").arg(c->number);
    ok(c, QStringLiteral("logout"));
}

void GameServer::cmdRating(Client *c, const QStringList &args) {
    if (args.size() != 1 || !isValidName(args[0])) {
        refuse(c, "bad-args", QStringLiteral("rating <name>"));
        return;
    }
    QString error;
    const QString key = accounts::nameKey(args[0]);
    const auto account = accounts::find(reader(), key, error);
    const auto ratings = account ? accounts::ratings(reader(), key, error) : std::vector<accounts::StoredRating>{};
    if (!error.isEmpty()) {
        unavailable(c, QStringLiteral("the server could not read the ratings"));
        return;
    }
    if (!account) {
        refuse(c, "no-such-player", QStringLiteral("no account %1").arg(args[0]));
        return;
    }
    QString out = QStringLiteral("ok rating %1 %2").arg(account->name).arg(ratings.size());
    for (const accounts::StoredRating &r : ratings)
        out += QStringLiteral("\nrating %1 %2 %3 %4")
                   .arg(r.game)
                   .arg(qRound(r.rating.rating))
                   .arg(qRound(r.rating.deviation))
                   .arg(r.games);
    c->refusedInRow = 0;
    send(c, out);
}

void GameServer::cmdTop(Client *c, const QStringList &args) {
    bool ok = true;
    const int from = args.size() == 2 ? args[1].toInt(&ok) : 0;
    if (args.isEmpty() || args.size() > 2 || !ok || from < 0 || !findGame(args[0].toStdString())) {
        refuse(c, "bad-args", QStringLiteral("top <game> [<from>]: a game of `games`"));
        return;
    }
    QString error;
    int total = 0;
    const auto rows = accounts::top(reader(), args[0], from, kTopPage, total, error);
    if (!error.isEmpty()) {
        unavailable(c, QStringLiteral("the server could not read the ratings"));
        return;
    }
    QString out = QStringLiteral("ok top %1 %2 %3").arg(args[0]).arg(rows.size()).arg(total);
    int rank = from;
    for (const accounts::TopRow &row : rows)
        out += QStringLiteral("\ntop %1 %2 %3 %4").arg(++rank).arg(row.name).arg(qRound(row.rating)).arg(row.games);
    c->refusedInRow = 0;
    send(c, out);
}

// A signed-in player's open tables, where they hold a seat, by table number.
void GameServer::cmdMyGames(Client *c, const QStringList &args) {
    if (!args.isEmpty()) {
        refuse(c, "bad-args", QStringLiteral("mygames takes nothing"));
        return;
    }
    if (c->account.isEmpty()) {
        refuse(c, "not-allowed", QStringLiteral("login first: your games are your account's"));
        return;
    }
    QStringList lines;
    const qint64 t = monotonic();
    for (const auto &[number, entry] : tables_) {
        const Table &table = *entry.table;
        for (int side = 0; side < 2; ++side) {
            if (table.account(side) != c->account)
                continue;
            const QString &opponent = table.seats()[std::size_t(1 - side)].name;
            const int turn = table.turn();
            const QString state = table.isOver() ? QStringLiteral("over")
                                  : turn == side ? QStringLiteral("your-turn")
                                                 : QStringLiteral("their-turn");
            const bool running = !table.isOver() && table.clock().running() >= 0;
            lines << QStringLiteral("mygame %1 %2 %3 %4 %5 %6 %7")
                         .arg(table.id(), table.gameId(), opponent.isEmpty() ? QStringLiteral("-") : opponent, state,
                              running ? QString::number(table.clock().left(table.clock().running(), t))
                                      : QStringLiteral("-"),
                              QString::fromStdString(table.control().text()),
                              side == 0 ? QStringLiteral("first") : QStringLiteral("second"));
            break;
        }
    }
    QString out = QStringLiteral("ok mygames %1").arg(lines.size());
    for (const QString &line : lines)
        out += QLatin1Char('\n') + line;
    c->refusedInRow = 0;
    send(c, out);
}

} // namespace gamut::net
