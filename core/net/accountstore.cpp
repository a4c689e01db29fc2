#include "accountstore.h"

#include <QCryptographicHash>

namespace gamut::net::accounts {

namespace {

bool fail(StoreDb &db, QString &error) {
    error = db.lastError();
    db.finishAll();
    return false;
}

} // namespace

QString nameKey(const QString &name) { return name.toCaseFolded(); }

qint64 writerKey(const QString &nameKey) {
    const QByteArray hash = QCryptographicHash::hash(nameKey.toUtf8(), QCryptographicHash::Sha256);
    qint64 value = 0;
    for (int i = 0; i < 7; ++i)
        value = (value << 8) | static_cast<unsigned char>(hash[i]);
    return -1 - value;
}

std::optional<Account> find(StoreDb &db, const QString &key, QString &error) {
    const char *sql = "SELECT name, password FROM accounts WHERE name_key = ?";
    if (!db.exec(sql, {key})) {
        fail(db, error);
        return std::nullopt;
    }
    QSqlQuery &q = db.query(sql);
    std::optional<Account> out;
    if (q.next())
        out = Account{q.value(0).toString(), q.value(1).toString()};
    q.finish();
    return out;
}

std::optional<QString> sessionAccount(StoreDb &db, const QString &sessionHash, qint64 now, QString &error) {
    const char *sql = "SELECT account FROM sessions WHERE hash = ? AND expires > ?";
    if (!db.exec(sql, {sessionHash, now})) {
        fail(db, error);
        return std::nullopt;
    }
    QSqlQuery &q = db.query(sql);
    std::optional<QString> out;
    if (q.next())
        out = q.value(0).toString();
    q.finish();
    return out;
}

std::vector<StoredRating> ratings(StoreDb &db, const QString &key, QString &error) {
    std::vector<StoredRating> out;
    const char *sql = "SELECT game, rating, deviation, volatility, games FROM ratings WHERE account = ? ORDER BY game";
    if (!db.exec(sql, {key})) {
        fail(db, error);
        return out;
    }
    QSqlQuery &q = db.query(sql);
    while (q.next())
        out.push_back({q.value(0).toString(),
                       {q.value(1).toDouble(), q.value(2).toDouble(), q.value(3).toDouble()},
                       q.value(4).toInt()});
    q.finish();
    return out;
}

StoredRating rating(StoreDb &db, const QString &key, const QString &game, QString &error) {
    StoredRating out{game, Rating{}, 0};
    const char *sql = "SELECT rating, deviation, volatility, games FROM ratings WHERE account = ? AND game = ?";
    if (!db.exec(sql, {key, game})) {
        fail(db, error);
        return out;
    }
    QSqlQuery &q = db.query(sql);
    if (q.next())
        out = {game, {q.value(0).toDouble(), q.value(1).toDouble(), q.value(2).toDouble()}, q.value(3).toInt()};
    q.finish();
    return out;
}

std::vector<TopRow> top(StoreDb &db, const QString &game, int from, int count, int &total, QString &error) {
    std::vector<TopRow> out;
    total = 0;
    const char *countSql = "SELECT COUNT(*) FROM ratings WHERE game = ? AND deviation < ?";
    if (!db.exec(countSql, {game, kTopDeviation})) {
        fail(db, error);
        return out;
    }
    QSqlQuery &c = db.query(countSql);
    if (c.next())
        total = c.value(0).toInt();
    c.finish();
    const char *sql = "SELECT a.name, r.rating, r.games FROM ratings r JOIN accounts a ON a.name_key = r.account "
                      "WHERE r.game = ? AND r.deviation < ? ORDER BY r.rating DESC, a.name_key LIMIT ? OFFSET ?";
    if (!db.exec(sql, {game, kTopDeviation, count, from})) {
        fail(db, error);
        return out;
    }
    QSqlQuery &q = db.query(sql);
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toDouble(), q.value(2).toInt()});
    q.finish();
    return out;
}

std::vector<std::tuple<qint64, int, QString>> seatAccounts(StoreDb &db, qint64 table, QString &error) {
    std::vector<std::tuple<qint64, int, QString>> out;
    const char *all = "SELECT s.table_id, s.side, s.account FROM seat_accounts s JOIN tables t ON t.id = s.table_id "
                      "WHERE t.closed = 0";
    const char *one = "SELECT table_id, side, account FROM seat_accounts WHERE table_id = ?";
    const char *sql = table > 0 ? one : all;
    if (!(table > 0 ? db.exec(one, {table}) : db.exec(all))) {
        fail(db, error);
        return out;
    }
    QSqlQuery &q = db.query(sql);
    while (q.next())
        out.emplace_back(q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toString());
    q.finish();
    return out;
}

Change addAccount(const QString &name, const QString &passwordHash, qint64 now) {
    return [name, key = nameKey(name), passwordHash, now](StoreDb &db) {
        return db.exec("INSERT INTO accounts (name_key, name, password, created, last_login) VALUES (?, ?, ?, ?, ?)",
                       {key, name, passwordHash, now, now});
    };
}

Change addSession(const QString &key, const QString &sessionHash, qint64 now, qint64 expires,
                  const QString &newPasswordHash) {
    return [key, sessionHash, now, expires, newPasswordHash](StoreDb &db) {
        return db.exec("DELETE FROM sessions WHERE account = ? AND expires <= ?", {key, now}) &&
               db.exec("INSERT INTO sessions (hash, account, created, expires) VALUES (?, ?, ?, ?)",
                       {sessionHash, key, now, expires}) &&
               db.exec("UPDATE accounts SET last_login = ? WHERE name_key = ?", {now, key}) &&
               (newPasswordHash.isEmpty() ||
                db.exec("UPDATE accounts SET password = ? WHERE name_key = ?", {newPasswordHash, key}));
    };
}

Change removeSession(const QString &sessionHash) {
    return [sessionHash](StoreDb &db) { return db.exec("DELETE FROM sessions WHERE hash = ?", {sessionHash}); };
}

Change setSeatAccounts(qint64 table, const std::array<QString, 2> &keys) {
    return [table, keys](StoreDb &db) {
        if (!db.exec("DELETE FROM seat_accounts WHERE table_id = ?", {table}))
            return false;
        for (int side = 0; side < 2; ++side)
            if (!keys[std::size_t(side)].isEmpty() &&
                !db.exec("INSERT INTO seat_accounts (table_id, side, account) VALUES (?, ?, ?)",
                         {table, side, keys[std::size_t(side)]}))
                return false;
        return true;
    };
}

Change rateGame(qint64 table, int gameIndex, const QString &game, const std::array<QString, 2> &keys, double firstScore,
                qint64 now, std::shared_ptr<RatingOutcome> outcome) {
    return [=](StoreDb &db) {
        *outcome = RatingOutcome{};
        const char *done = "SELECT COUNT(*) FROM rated_games WHERE table_id = ? AND game = ?";
        if (!db.exec(done, {table, gameIndex}))
            return false;
        QSqlQuery &d = db.query(done);
        const bool already = d.next() && d.value(0).toInt() > 0;
        d.finish();
        if (already)
            return true; // rated once already: never twice
        // Each rating as committed; PostgreSQL locks the rows, so that servers sharing the database rate in turn.
        const char *read = db.isPostgres() ? "SELECT rating, deviation, volatility, games FROM ratings WHERE "
                                             "account = ? AND game = ? FOR UPDATE"
                                           : "SELECT rating, deviation, volatility, games FROM ratings WHERE "
                                             "account = ? AND game = ?";
        std::array<bool, 2> exists = {false, false};
        for (int side = 0; side < 2; ++side) {
            if (!db.exec(read, {keys[std::size_t(side)], game}))
                return false;
            QSqlQuery &q = db.query(read);
            StoredRating &r = outcome->before[std::size_t(side)];
            r = {game, Rating{}, 0};
            if (q.next()) {
                r = {game, {q.value(0).toDouble(), q.value(1).toDouble(), q.value(2).toDouble()}, q.value(3).toInt()};
                exists[std::size_t(side)] = true;
            }
            q.finish();
        }
        const RatedPair rated = net::rateGame(outcome->before[0].rating, outcome->before[1].rating, firstScore);
        outcome->after[0] = {game, rated.first, outcome->before[0].games + 1};
        outcome->after[1] = {game, rated.second, outcome->before[1].games + 1};
        for (int side = 0; side < 2; ++side) {
            const StoredRating &r = outcome->after[std::size_t(side)];
            const bool ok = exists[std::size_t(side)]
                                ? db.exec("UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ? "
                                          "WHERE account = ? AND game = ?",
                                          {r.rating.rating, r.rating.deviation, r.rating.volatility, r.games,
                                           keys[std::size_t(side)], game})
                                : db.exec("INSERT INTO ratings (account, game, rating, deviation, volatility, games) "
                                          "VALUES (?, ?, ?, ?, ?, ?)",
                                          {keys[std::size_t(side)], game, r.rating.rating, r.rating.deviation,
                                           r.rating.volatility, r.games});
            if (!ok)
                return false;
        }
        if (!db.exec("INSERT INTO rated_games (table_id, game, first_account, second_account, score, first_before, "
                     "first_after, second_before, second_after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     {table, gameIndex, keys[0], keys[1], firstScore, outcome->before[0].rating.rating,
                      outcome->after[0].rating.rating, outcome->before[1].rating.rating,
                      outcome->after[1].rating.rating, now}))
            return false;
        outcome->applied = true;
        return true;
    };
}

Change both(Change first, Change second) {
    return [first = std::move(first), second = std::move(second)](StoreDb &db) { return first(db) && second(db); };
}

} // namespace gamut::net::accounts
