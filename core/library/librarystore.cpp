#include "librarystore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace gamut {

namespace {

QString newConnectionName() {
    static std::atomic<int> count{0};
    return QStringLiteral("gamut-library-%1").arg(++count);
}

// Dates as the database keeps them: ISO 8601 in UTC to the millisecond, which sorts as text.
QString dateText(const QDateTime &date) { return date.toUTC().toString(Qt::ISODateWithMs); }
QDateTime fromDateText(const QString &text) {
    QDateTime date = QDateTime::fromString(text, Qt::ISODateWithMs);
    date.setTimeSpec(Qt::UTC);
    return date.toLocalTime();
}

const char *const kColumns = "id, uid, game, variant, first_player, second_player, person, winner, finished, plies, "
                             "rounds, reviewed, started, updated";

LibraryGame gameOf(const QSqlQuery &query) {
    LibraryGame game;
    game.id = query.value(0).toLongLong();
    game.uid = query.value(1).toString();
    game.game = query.value(2).toString();
    game.variant = query.value(3).toString();
    game.players[0] = query.value(4).toString();
    game.players[1] = query.value(5).toString();
    game.person = query.value(6).toInt();
    game.winner = query.value(7).toInt();
    game.finished = query.value(8).toInt() != 0;
    game.plies = query.value(9).toInt();
    game.rounds = query.value(10).toInt();
    game.reviewed = query.value(11).toInt() != 0;
    game.started = fromDateText(query.value(12).toString());
    game.updated = fromDateText(query.value(13).toString());
    return game;
}

} // namespace

LibraryStore::LibraryStore(const QString &path) : path_(path), connection_(newConnectionName()) {}

LibraryStore::~LibraryStore() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

bool LibraryStore::fail(const QString &message) {
    error_ = message;
    return false;
}

bool LibraryStore::exec(const QString &sql) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    if (!query.exec(sql))
        return fail(QStringLiteral("%1: %2").arg(path_, query.lastError().text()));
    return true;
}

LibraryStore::Opened LibraryStore::open() {
    open_ = false;
    error_.clear();
    aside_.clear();
    if (!QDir().mkpath(QFileInfo(path_).absolutePath())) {
        fail(QStringLiteral("%1: cannot make its folder").arg(path_));
        return Opened::Failed;
    }
    const bool existed = QFileInfo::exists(path_) && QFileInfo(path_).size() > 0;
    bool setAsideNow = false;
    for (int attempt = 0; attempt < 2; ++attempt) {
        QSqlDatabase db = QSqlDatabase::contains(connection_)
                              ? QSqlDatabase::database(connection_, false)
                              : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        db.setDatabaseName(path_);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            fail(QStringLiteral("%1: cannot open: %2").arg(path_, db.lastError().text()));
            return Opened::Failed;
        }
        // What is in the file: a version, and whether SQLite finds it whole. A file that is no database fails here.
        QSqlQuery query(db);
        QString why;
        int version = -1;
        if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
            why = query.lastError().text();
        else
            version = query.value(0).toInt();
        if (why.isEmpty() && (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()))
            why = query.lastError().text();
        else if (why.isEmpty() && query.value(0).toString() != QLatin1String("ok"))
            why = query.value(0).toString();
        query.finish();
        if (why.isEmpty() && version > kSchemaVersion) {
            db.close();
            fail(QStringLiteral("%1 was made by a newer Gamut (schema %2; this one reads %3): it is left as it is")
                     .arg(path_)
                     .arg(version)
                     .arg(kSchemaVersion));
            return Opened::Newer;
        }
        if (why.isEmpty() && version > 0) {
            // A library of this version must have its table: anything else is damage too.
            if (!query.exec(QStringLiteral("SELECT count(*) FROM games")) || !query.next())
                why = query.lastError().text();
            query.finish();
        }
        if (!why.isEmpty()) {
            db.close();
            if (attempt > 0 || !setAside(why))
                return Opened::Failed;
            setAsideNow = true;
            continue;
        }
        if (!exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !exec(QStringLiteral("PRAGMA synchronous=FULL")) ||
            (version < kSchemaVersion && !createSchema())) {
            db.close();
            return Opened::Failed;
        }
        open_ = true;
        return setAsideNow ? Opened::SetAside : existed && version > 0 ? Opened::Ready : Opened::Created;
    }
    return Opened::Failed;
}

// A damaged file goes aside whole (with its write-ahead log and shared memory file, which belong to it): a person
// or a tool may still save what is in it. Never deleted.
bool LibraryStore::setAside(const QString &why) {
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path_ + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path_ + QStringLiteral(".damaged-") + stamp + QLatin1Char('-') + QString::number(n);
    if (!QFile::rename(path_, target))
        return fail(QStringLiteral("%1 is damaged (%2) and cannot be moved aside: the library is off").arg(path_, why));
    for (const char *suffix : {"-wal", "-shm"})
        if (QFileInfo::exists(path_ + QLatin1String(suffix)))
            QFile::rename(path_ + QLatin1String(suffix), target + QLatin1String(suffix));
    aside_ = target;
    error_ = QStringLiteral("%1 was damaged (%2): it was kept as %3 and a new library started").arg(path_, why, target);
    return true;
}

bool LibraryStore::createSchema() {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction())
        return fail(db.lastError().text());
    const bool made =
        exec(QStringLiteral("CREATE TABLE IF NOT EXISTS games ("
                            "id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, game TEXT NOT NULL, "
                            "variant TEXT NOT NULL, first_player TEXT NOT NULL, second_player TEXT NOT NULL, "
                            "person INTEGER NOT NULL, winner INTEGER NOT NULL, finished INTEGER NOT NULL, "
                            "plies INTEGER NOT NULL, rounds INTEGER NOT NULL, reviewed INTEGER NOT NULL, "
                            "started TEXT NOT NULL, updated TEXT NOT NULL, record TEXT NOT NULL)")) &&
        exec(QStringLiteral("CREATE INDEX IF NOT EXISTS games_updated ON games(updated)")) &&
        exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!made) {
        db.rollback();
        return false;
    }
    return db.commit() || fail(db.lastError().text());
}

bool LibraryStore::insert(const LibraryGame &game, const QString &text, qint64 *id) {
    QSqlQuery query(QSqlDatabase::database(connection_));
    // The uid keeps its row (and its id) when the game is kept again; the start date is the first one.
    query.prepare(QStringLiteral(
        "INSERT INTO games (uid, game, variant, first_player, second_player, person, winner, finished, plies, "
        "rounds, reviewed, started, updated, record) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
        "ON CONFLICT(uid) DO UPDATE SET game=excluded.game, variant=excluded.variant, "
        "first_player=excluded.first_player, second_player=excluded.second_player, person=excluded.person, "
        "winner=excluded.winner, finished=excluded.finished, plies=excluded.plies, rounds=excluded.rounds, "
        "reviewed=excluded.reviewed, updated=excluded.updated, record=excluded.record RETURNING id"));
    const QVariantList values = {game.uid,
                                 game.game,
                                 game.variant,
                                 game.players[0],
                                 game.players[1],
                                 game.person,
                                 game.winner,
                                 int(game.finished),
                                 game.plies,
                                 game.rounds,
                                 int(game.reviewed),
                                 dateText(game.started),
                                 dateText(game.updated),
                                 text};
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return fail(QStringLiteral("%1: %2").arg(path_, query.lastError().text()));
    if (id)
        *id = query.value(0).toLongLong();
    return true;
}

std::vector<qint64> LibraryStore::keep(const std::vector<std::pair<QString, QString>> &uidsAndTexts) {
    std::vector<qint64> ids(uidsAndTexts.size(), 0);
    if (!open_)
        return ids;
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction()) {
        fail(db.lastError().text());
        return ids;
    }
    // Stored to the millisecond: two keeps within one would tie, and the list's newest-first order would then be
    // the database's whim (test_library saw a game kept again listed second).
    const QDateTime now =
        std::max(QDateTime::currentDateTime(), lastKept_.isValid() ? lastKept_.addMSecs(1) : QDateTime());
    lastKept_ = now;
    QStringList problems;
    for (std::size_t i = 0; i < uidsAndTexts.size(); ++i) {
        const auto &[uid, text] = uidsAndTexts[i];
        QString why;
        const QByteArray bytes = text.toUtf8();
        auto game = summarizeRecord(std::string_view(bytes.constData(), std::size_t(bytes.size())), why);
        if (!game || uid.isEmpty()) {
            problems << (uid.isEmpty() ? QStringLiteral("a game without an id") : why);
            continue;
        }
        game->uid = uid;
        game->updated = now;
        if (!game->started.isValid())
            game->started = now;
        if (!insert(*game, text, &ids[i])) {
            db.rollback();
            return std::vector<qint64>(uidsAndTexts.size(), 0);
        }
    }
    if (!db.commit()) {
        fail(db.lastError().text());
        return std::vector<qint64>(uidsAndTexts.size(), 0);
    }
    if (!problems.isEmpty())
        error_ = problems.join(QStringLiteral("; "));
    return ids;
}

std::vector<LibraryGame> LibraryStore::list() {
    std::vector<LibraryGame> games;
    if (!open_)
        return games;
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM games ORDER BY updated DESC").arg(QLatin1String(kColumns)))) {
        fail(query.lastError().text());
        return games;
    }
    while (query.next())
        games.push_back(gameOf(query));
    return games;
}

QString LibraryStore::text(qint64 id) {
    if (!open_)
        return {};
    QSqlQuery query(QSqlDatabase::database(connection_));
    query.prepare(QStringLiteral("SELECT record FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return {};
    return query.value(0).toString();
}

std::vector<LibraryStore::Removed> LibraryStore::remove(const std::vector<qint64> &ids) {
    std::vector<Removed> removed;
    if (!open_)
        return removed;
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction()) {
        fail(db.lastError().text());
        return removed;
    }
    for (qint64 id : ids) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT %1, record FROM games WHERE id = ?").arg(QLatin1String(kColumns)));
        query.addBindValue(id);
        if (!query.exec() || !query.next())
            continue;
        Removed gone{gameOf(query), query.value(14).toString()};
        query.finish();
        QSqlQuery drop(db);
        drop.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        drop.addBindValue(id);
        if (!drop.exec()) {
            fail(drop.lastError().text());
            db.rollback();
            return {};
        }
        removed.push_back(std::move(gone));
    }
    if (!db.commit()) {
        fail(db.lastError().text());
        return {};
    }
    return removed;
}

bool LibraryStore::restore(const std::vector<Removed> &games) {
    if (!open_)
        return false;
    QSqlDatabase db = QSqlDatabase::database(connection_);
    if (!db.transaction())
        return fail(db.lastError().text());
    for (const Removed &gone : games) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO games (id, uid, game, variant, first_player, second_player, person, winner, "
            "finished, plies, rounds, reviewed, started, updated, record) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
        const LibraryGame &g = gone.game;
        const QVariantList values = {
            g.id,     g.uid,           g.game,  g.variant, g.players[0],    g.players[1],        g.person,
            g.winner, int(g.finished), g.plies, g.rounds,  int(g.reviewed), dateText(g.started), dateText(g.updated),
            gone.text};
        for (const QVariant &value : values)
            query.addBindValue(value);
        if (!query.exec()) {
            fail(query.lastError().text());
            db.rollback();
            return false;
        }
    }
    return db.commit() || fail(db.lastError().text());
}

int LibraryStore::count() {
    if (!open_)
        return 0;
    QSqlQuery query(QSqlDatabase::database(connection_));
    if (!query.exec(QStringLiteral("SELECT count(*) FROM games")) || !query.next())
        return 0;
    return query.value(0).toInt();
}

} // namespace gamut
