#include "sqltablestore.h"

#include "legacyimport.h"
#include "schema.h"
#include "server.h"
#include "tablechanges.h"
#include "tablerows.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <atomic>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace gamut::net {

namespace {

QString connectionName(const char *what) {
    static std::atomic<int> connections{0};
    return QStringLiteral("gamut-store-%1-%2").arg(QLatin1String(what)).arg(++connections);
}

// fsync of a file or a folder by its path: a new database is on the disk before it is renamed into place, and the
// rename before the import's files are removed.
void syncPath(const QString &path) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

SqlTableStore::SqlTableStore(const StoreLocation &location, Options options, Log log)
    : location_(location), options_(options), log_(std::move(log)) {
    if (!location_.isPostgres())
        folder_ = QFileInfo(location_.path).path();
}

SqlTableStore::SqlTableStore(const QString &folder, bool durable, Log log) : log_(std::move(log)) {
    folder_ = folder;
    location_.path = QDir(folder).filePath(databaseName());
    options_.durable = durable;
}

SqlTableStore::~SqlTableStore() { close(); }

int SqlTableStore::schemaVersion() { return latestSchemaVersion(); }

bool SqlTableStore::fail(Failure failure, const QString &message, QString &error) {
    failure_ = failure;
    error = message;
    return false;
}

bool SqlTableStore::open(QString &error) {
    failure_ = Failure::None;
    if (!location_.isPostgres() && !openSqliteFile(error))
        return false;
    if (location_.isPostgres()) {
        reader_ = std::make_unique<StoreDb>(location_, connectionName("reader"));
        QString why;
        if (!reader_->open(why))
            return fail(Failure::Cannot, QStringLiteral("cannot connect to %1: %2").arg(location_.describe(), why),
                        error);
    }
    const QString where = location_.describe();
    // The schema: none (a new PostgreSQL database) is made; a missing or unreadable one in a file is damage.
    int version = 0;
    if (!location_.isPostgres()) {
        reader_->setError(QString());
        const bool hasMeta = reader_->execDirect(QStringLiteral(
                                 "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'")) &&
                             reader_->lastDirect().next() && reader_->lastDirect().value(0).toInt() == 1;
        const QString why = reader_->lastError();
        reader_->finishAll();
        if (!hasMeta)
            return fail(Failure::Damaged,
                        why.isEmpty() ? QStringLiteral("the database %1 has no Gamut schema (no table `meta`): it is "
                                                       "not a Gamut server's database, or it is damaged")
                                            .arg(where)
                                      : QStringLiteral("the database %1 is damaged: %2").arg(where, why),
                        error);
    }
    if (reader_->exec("SELECT value FROM meta WHERE key = 'schema'")) {
        QSqlQuery &q = reader_->query("SELECT value FROM meta WHERE key = 'schema'");
        bool number = false;
        if (q.next())
            version = q.value(0).toString().toInt(&number);
        q.finish();
        if (!number)
            return fail(
                Failure::Damaged,
                QStringLiteral("the database %1 is damaged: its schema version is missing or not a number").arg(where),
                error);
    } else if (location_.isPostgres()) {
        reader_->execDirect(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'meta'"));
        if (!reader_->lastDirect().next() || reader_->lastDirect().value(0).toInt() != 0)
            return fail(Failure::Damaged,
                        QStringLiteral("the database %1 cannot be read: %2").arg(where, reader_->lastError()), error);
    } else {
        const QString why = reader_->lastError();
        return fail(Failure::Damaged,
                    why.contains(QLatin1String("no such table"))
                        ? QStringLiteral("the database %1 has no Gamut schema (no table `meta`): it is not a Gamut "
                                         "server's database, or it is damaged")
                              .arg(where)
                        : QStringLiteral("the database %1 is damaged: %2").arg(where, why),
                    error);
    }
    if (version > latestSchemaVersion())
        return fail(Failure::Newer,
                    QStringLiteral("the database %1 has schema version %2; this server knows up to %3")
                        .arg(where)
                        .arg(version)
                        .arg(latestSchemaVersion()),
                    error);
    if (options_.readOnly)
        return true;
    if (version < latestSchemaVersion()) {
        // Servers sharing a PostgreSQL store may start together: one migrates, the others wait and find it done.
        if (location_.isPostgres() && !reader_->execDirect(QStringLiteral("SELECT pg_advisory_lock(7468)")))
            return fail(Failure::Cannot, QStringLiteral("cannot lock %1: %2").arg(where, reader_->lastError()), error);
        reader_->clearStatements(); // statements prepared before the schema existed
        if (location_.isPostgres() && reader_->exec("SELECT value FROM meta WHERE key = 'schema'")) {
            QSqlQuery &q = reader_->query("SELECT value FROM meta WHERE key = 'schema'");
            if (q.next())
                version = q.value(0).toString().toInt();
            q.finish();
        }
        const bool migrated = version >= latestSchemaVersion() || migrate(*reader_, version, error);
        if (location_.isPostgres())
            reader_->execDirect(QStringLiteral("SELECT pg_advisory_unlock(7468)"));
        reader_->clearStatements();
        if (!migrated)
            return fail(Failure::Cannot, error, error);
    }
    if (!location_.isPostgres()) {
        // The marker of a running server, in the database file itself (checkpointed at once): a `-wal` file that
        // is missing while it says "running" was lost after a crash, with whatever it held.
        QString why;
        if (!changes::setMeta(QStringLiteral("running"), QStringLiteral("1"))(*reader_) ||
            !reader_->execDirect(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
            return fail(Failure::Cannot,
                        QStringLiteral("cannot write to the database %1: %2").arg(where, reader_->lastError()), error);
        markedRunning_ = true;
        removeImportedSeatsFiles();
    }
    writer_ = std::make_unique<StoreWriter>([this](QString &why) { return connectWriter(why); }, nullptr, nullptr);
    if (!writer_->start(error))
        return fail(Failure::Cannot, QStringLiteral("cannot open the database %1 for writing: %2").arg(where, error),
                    error);
    return true;
}

bool SqlTableStore::openSqliteFile(QString &error) {
    if (!QFileInfo::exists(folder_)) {
        if (options_.readOnly)
            return fail(Failure::Cannot, QStringLiteral("there is no data folder %1").arg(folder_), error);
        if (!QDir().mkpath(folder_))
            return fail(Failure::Cannot, QStringLiteral("cannot create the data folder %1").arg(folder_), error);
        // A new folder is the server's alone; an existing one keeps the mode its owner gave it.
        QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    if (!QFileInfo(folder_).isDir() || (!options_.readOnly && !QFileInfo(folder_).isWritable()))
        return fail(Failure::Cannot, QStringLiteral("the data folder %1 is not a writable folder").arg(folder_), error);
    const QString path = location_.path;
    if (!options_.readOnly) {
        // One server per folder: a lock the kernel drops with the process, whatever way it ends.
        const QString lockPath = QDir(folder_).filePath(QStringLiteral("gamut.lock"));
        lockFd_ = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (lockFd_ < 0)
            return fail(Failure::Cannot, QStringLiteral("cannot create the lock file %1").arg(lockPath), error);
        if (::flock(lockFd_, LOCK_EX | LOCK_NB) != 0) {
            ::close(lockFd_);
            lockFd_ = -1;
            return fail(
                Failure::InUse,
                QStringLiteral("another server is using the data folder %1 (it holds %2)").arg(folder_, lockPath),
                error);
        }
        if (!QFileInfo::exists(path) && !createDatabase(path, error))
            return false;
    } else if (!QFileInfo::exists(path)) {
        return fail(Failure::Cannot, QStringLiteral("there is no database %1").arg(path), error);
    }
    // What is plainly not a database is refused before SQLite would take it for an empty one.
    QFile file(path);
    if (file.size() == 0)
        return fail(Failure::Damaged,
                    QStringLiteral("the database %1 is empty (0 bytes): it is damaged, or was never a Gamut server's "
                                   "database; restore it from a backup (README) or move it away to start afresh")
                        .arg(path),
                    error);
    if (!file.open(QIODevice::ReadOnly) || file.read(16) != QByteArray("SQLite format 3\0", 16))
        return fail(Failure::Damaged,
                    QStringLiteral("the database %1 is damaged: it does not begin with SQLite's header").arg(path),
                    error);
    file.close();
    const bool walExisted = QFileInfo::exists(path + QStringLiteral("-wal"));
    reader_ = std::make_unique<StoreDb>(location_, connectionName("reader"));
    if (options_.readOnly)
        reader_->db().setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
    else
        reader_->db().setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    QString why;
    if (!reader_->open(why))
        return fail(Failure::Damaged, QStringLiteral("cannot open the database %1: %2").arg(path, why), error);
    if (!options_.readOnly &&
        (!reader_->execDirect(QStringLiteral("PRAGMA journal_mode=WAL")) || !reader_->lastDirect().next() ||
         reader_->lastDirect().value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0))
        return fail(Failure::Damaged,
                    QStringLiteral("the database %1 is damaged: it cannot be used in WAL mode: %2")
                        .arg(path, reader_->lastError()),
                    error);
    if (!quickCheck(error))
        return false;
    if (!options_.readOnly && !walExisted && reader_->exec("SELECT value FROM meta WHERE key = 'running'")) {
        QSqlQuery &q = reader_->query("SELECT value FROM meta WHERE key = 'running'");
        const bool running = q.next() && q.value(0).toString() == QLatin1String("1");
        q.finish();
        if (running && !options_.acceptLostWal)
            return fail(Failure::Damaged,
                        QStringLiteral("the database %1 was in use by a server that did not stop cleanly, and its "
                                       "file %1-wal is missing: the changes acknowledged since its last checkpoint "
                                       "are lost. Restore the latest backup (README), or start with "
                                       "--accept-lost-wal to go on with what %1 holds")
                            .arg(path),
                        error);
        if (running)
            log_(QStringLiteral("warning: %1-wal was missing after an unclean stop; going on with what %1 holds "
                                "(--accept-lost-wal)")
                     .arg(path));
    }
    return true;
}

// SQLite's quick check (every page and index, not the cross-checks of integrity_check), bounded: a database
// larger than the limit is not read whole at every start (`gamut-server --check` does that).
bool SqlTableStore::quickCheck(QString &error) {
    if (options_.readOnly)
        return true; // `--check` runs the whole integrity check
    const qint64 size = QFileInfo(location_.path).size();
    if (size > options_.quickCheckLimitBytes) {
        log_(QStringLiteral("the database %1 has %2 MB: its quick check is left to `gamut-server --check`")
                 .arg(location_.path)
                 .arg(size >> 20));
        return true;
    }
    if (!reader_->execDirect(QStringLiteral("PRAGMA quick_check(20)")))
        return fail(Failure::Damaged,
                    QStringLiteral("the database %1 is damaged: %2").arg(location_.path, reader_->lastError()), error);
    QStringList found;
    while (reader_->lastDirect().next())
        found << reader_->lastDirect().value(0).toString();
    reader_->lastDirect().finish();
    if (found == QStringList{QStringLiteral("ok")})
        return true;
    return fail(Failure::Damaged,
                QStringLiteral("the database %1 is damaged (SQLite's quick check: %2)")
                    .arg(location_.path, found.mid(0, 5).join(QLatin1String("; "))),
                error);
}

// A new database: made as `gamut.db.new` (schema and the import of a file store's folder in it), on the disk, then
// renamed into place; a crash on the way leaves no `gamut.db` without a schema.
bool SqlTableStore::createDatabase(const QString &path, QString &error) {
    const QString temporary = path + QStringLiteral(".new");
    for (const QString &suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(temporary + suffix);
    StoreLocation where = location_;
    where.path = temporary;
    std::vector<int> imported;
    {
        StoreDb db(where, connectionName("create"));
        QString why;
        if (!db.open(why))
            return fail(Failure::Cannot, QStringLiteral("cannot create the database %1: %2").arg(path, why), error);
        QFile::setPermissions(temporary, QFileDevice::ReadOwner | QFileDevice::WriteOwner); // token hashes
        if (!db.execDirect(QStringLiteral("PRAGMA journal_mode=WAL")) || !migrate(db, 0, error))
            return fail(Failure::Cannot, QStringLiteral("cannot create the database %1: %2").arg(path, error), error);
        const auto apply = [&db](const StoreWriter::Change &change, QString &why) {
            if (!db.begin()) {
                why = db.lastError();
                return false;
            }
            if (change(db) && db.commit())
                return true;
            why = db.lastError();
            db.rollback();
            return false;
        };
        imported = importLegacyFolder(folder_, apply, log_);
        db.execDirect(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    } // closed: SQLite folds the WAL into the file and removes it
    syncPath(temporary);
    if (!QFile::rename(temporary, path))
        return fail(Failure::Cannot, QStringLiteral("cannot create the database %1 (rename failed)").arg(path), error);
    syncPath(folder_);
    return true;
}

bool SqlTableStore::migrate(StoreDb &db, int from, QString &error) {
    if (!db.begin()) {
        error = db.lastError();
        return false;
    }
    bool ok = true;
    for (const Migration &m : migrations()) {
        if (m.version <= from)
            continue;
        for (const char *statement : m.statements)
            if (ok && !db.sql(statement).isEmpty() && !db.execDirect(db.sql(statement))) {
                ok = false;
                error = QStringLiteral("migration %1 (%2): %3")
                            .arg(m.version)
                            .arg(QLatin1String(m.purpose), db.lastError());
            }
    }
    const QString version = QString::number(latestSchemaVersion());
    ok = ok && changes::setMeta(QStringLiteral("schema"), version)(db);
    if (ok && db.commit()) {
        if (from > 0)
            log_(QStringLiteral("the database %1 went from schema version %2 to %3")
                     .arg(location_.describe())
                     .arg(from)
                     .arg(version));
        return true;
    }
    if (error.isEmpty())
        error = db.lastError();
    db.rollback();
    error = QStringLiteral("cannot bring the database to schema version %1: %2").arg(version, error);
    return false;
}

std::unique_ptr<StoreDb> SqlTableStore::connectWriter(QString &error) {
    auto db = std::make_unique<StoreDb>(location_, connectionName("writer"));
    if (!location_.isPostgres())
        db->db().setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db->open(error))
        return nullptr;
    bool ok = true;
    if (location_.isPostgres()) {
        ok = db->execDirect(options_.durable ? QStringLiteral("SET synchronous_commit = on")
                                             : QStringLiteral("SET synchronous_commit = off"));
    } else {
        ok = db->execDirect(QStringLiteral("PRAGMA journal_mode=WAL")) &&
             db->execDirect(options_.durable ? QStringLiteral("PRAGMA synchronous=FULL")
                                             : QStringLiteral("PRAGMA synchronous=NORMAL")) &&
             db->execDirect(QStringLiteral("PRAGMA journal_size_limit=67108864"));
    }
    if (!ok) {
        error = db->lastError();
        return nullptr;
    }
    return db;
}

void SqlTableStore::close() {
    if (writer_)
        writer_->stop();
    writer_.reset();
    if (reader_ && markedRunning_) { // a clean stop: the WAL folded into the file, the marker down
        reader_->finishAll();
        changes::setMeta(QStringLiteral("running"), QStringLiteral("0"))(*reader_);
        reader_->execDirect(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    markedRunning_ = false;
    reader_.reset();
    if (lockFd_ >= 0) {
        ::close(lockFd_); // drops the lock
        lockFd_ = -1;
    }
}

void SqlTableStore::removeImportedSeatsFiles() {
    const ReadScope done{*reader_};
    static const QRegularExpression seatsFile(QStringLiteral("^t([1-9][0-9]{0,8})\\.seats$"));
    const QDir dir(folder_);
    for (const QString &name : dir.entryList({QStringLiteral("t*.seats")}, QDir::Files | QDir::Hidden)) {
        const auto match = seatsFile.match(name);
        if (!match.hasMatch() ||
            !reader_->exec("SELECT COUNT(*) FROM tables WHERE id = ?", {match.captured(1).toLongLong()}))
            continue;
        QSqlQuery &q = reader_->query("SELECT COUNT(*) FROM tables WHERE id = ?");
        const bool imported = q.next() && q.value(0).toInt() > 0;
        q.finish();
        if (imported && QFile::remove(dir.filePath(name)))
            log_(QStringLiteral("removed %1: its table is in the database, and the file held its tokens in plain "
                                "text")
                     .arg(dir.filePath(name)));
    }
}

// The rows of one table, strictly (tableFromRows()). `queryFailed` when the database could not be read at all (then
// the store is damaged, not the table).
bool SqlTableStore::readTable(qint64 number, const QString &owner, qint64 active, int finished, StoredTable &out,
                              QString &error, bool &queryFailed) {
    StoreDb &db = *reader_;
    queryFailed = false;
    TableRows rows;
    const auto failed = [&](const QSqlQuery *q) { // the statement did not run, or its rows broke off
        queryFailed = true;
        error = q ? q->lastError().text() : db.lastError();
        return false;
    };
    const char *seatsSql = "SELECT side, name, token_hash, wants_next FROM seats WHERE table_id = ?";
    if (!db.exec(seatsSql, {number}))
        return failed(nullptr);
    QSqlQuery &seats = db.query(seatsSql);
    while (seats.next())
        rows.seats.push_back({seats.value(0).toInt(),
                              {seats.value(1).toString(), seats.value(2).toString(), seats.value(3).toInt() != 0}});
    if (seats.lastError().isValid())
        return failed(&seats);
    const char *headSql = "SELECT head FROM games WHERE table_id = ? AND number = ?";
    if (!db.exec(headSql, {number, finished}))
        return failed(nullptr);
    QSqlQuery &head = db.query(headSql);
    if (head.next()) {
        rows.hasHead = true;
        rows.head = head.value(0).toString();
    } else if (head.lastError().isValid()) {
        return failed(&head);
    }
    head.finish();
    const char *movesSql = "SELECT ply, move FROM moves WHERE table_id = ? AND game = ? ORDER BY ply";
    if (!db.exec(movesSql, {number, finished}))
        return failed(nullptr);
    QSqlQuery &moves = db.query(movesSql);
    while (moves.next())
        rows.moves.emplace_back(moves.value(0).toInt(), moves.value(1).toString());
    if (moves.lastError().isValid())
        return failed(&moves);
    out.table = tableFromRows(number, finished, rows, error);
    if (!out.table)
        return false;
    out.owner = owner;
    out.active = active;
    return true;
}

bool SqlTableStore::loadOpen(std::vector<StoredTable> &out, QString &error) {
    const ReadScope done{*reader_};
    struct Row {
        qint64 number, active;
        QString owner;
        int finished;
    };
    std::vector<Row> rows;
    const char *list = "SELECT id, owner, active, finished FROM tables WHERE closed = 0 ORDER BY id";
    if (!reader_->exec(list)) {
        failure_ = Failure::Damaged;
        error = QStringLiteral("the database %1 is damaged: its tables cannot be read: %2")
                    .arg(location_.describe(), reader_->lastError());
        return false;
    }
    QSqlQuery &q = reader_->query(list);
    while (q.next())
        rows.push_back({q.value(0).toLongLong(), q.value(2).toLongLong(), q.value(1).toString(), q.value(3).toInt()});
    if (q.lastError().isValid()) {
        failure_ = Failure::Damaged;
        error = QStringLiteral("the database %1 is damaged: its tables cannot be read: %2")
                    .arg(location_.describe(), q.lastError().text());
        return false;
    }
    for (const Row &row : rows) {
        StoredTable table;
        QString why;
        bool queryFailed = false;
        if (readTable(row.number, row.owner, row.active, row.finished, table, why, queryFailed)) {
            out.push_back(std::move(table));
            continue;
        }
        if (queryFailed) {
            failure_ = Failure::Damaged;
            error = QStringLiteral("the database %1 is damaged: table t%2 cannot be read: %3")
                        .arg(location_.describe())
                        .arg(row.number)
                        .arg(why);
            return false;
        }
        // Left as it is in the database; the message names a line, a ply or a seat, never a token.
        log_(QStringLiteral("error: table t%1 cannot be read back and is left out (gamut-server --check lists "
                            "such damage): %2")
                 .arg(row.number)
                 .arg(why.left(200)));
    }
    return true;
}

std::optional<StoredTable> SqlTableStore::loadTable(qint64 number, QString &error) {
    const ReadScope done{*reader_};
    const char *sql = "SELECT owner, active, finished, closed FROM tables WHERE id = ?";
    if (!reader_->exec(sql, {number})) {
        error = reader_->lastError();
        return std::nullopt;
    }
    QSqlQuery &q = reader_->query(sql);
    if (!q.next() || q.value(3).toInt() != 0) {
        q.finish();
        return std::nullopt;
    }
    const QString owner = q.value(0).toString();
    const qint64 active = q.value(1).toLongLong();
    const int finished = q.value(2).toInt();
    q.finish();
    StoredTable table;
    bool queryFailed = false;
    if (!readTable(number, owner, active, finished, table, error, queryFailed))
        return std::nullopt;
    return table;
}

int SqlTableStore::nextNumber() {
    const ReadScope done{*reader_};
    int next = 1;
    if (reader_->exec("SELECT MAX(id) FROM tables")) {
        QSqlQuery &q = reader_->query("SELECT MAX(id) FROM tables");
        if (q.next() && !q.value(0).isNull())
            next = q.value(0).toInt() + 1;
        q.finish();
    }
    if (reader_->exec("SELECT value FROM meta WHERE key = 'next_table'")) {
        QSqlQuery &q = reader_->query("SELECT value FROM meta WHERE key = 'next_table'");
        if (q.next())
            next = std::max(next, q.value(0).toString().toInt());
        q.finish();
    }
    return next;
}

std::vector<std::string> SqlTableStore::finishedGames(const QString &id, int from, int count, QString &error) {
    const ReadScope done{*reader_};
    std::vector<std::string> out;
    // Finished games are numbered from 0 without gaps: a page is a range of the primary key.
    const char *sql = "SELECT record FROM games WHERE table_id = ? AND number >= ? AND number < ? "
                      "AND record IS NOT NULL ORDER BY number";
    if (!reader_->exec(sql, {changes::tableNumber(id), from, qint64(from) + count})) {
        error = reader_->lastError();
        return out;
    }
    QSqlQuery &q = reader_->query(sql);
    while (q.next())
        out.push_back(q.value(0).toString().toStdString());
    if (q.lastError().isValid())
        error = q.lastError().text();
    return out;
}

bool SqlTableStore::apply(const StoreWriter::Change &change, QString &error) {
    if (!writer_) {
        error = QStringLiteral("the store is not open");
        return false;
    }
    return writer_->runNow(change, error);
}

bool SqlTableStore::createTable(const Table &table, const QString &owner, qint64 now, QString &error) {
    return apply(changes::createTable(table, owner, now), error);
}
bool SqlTableStore::saveTable(const Table &table, qint64 now, QString &error) {
    return apply(changes::saveTable(table, now), error);
}
bool SqlTableStore::appendMove(const Table &table, const QString &move, qint64 now, QString &error) {
    return apply(changes::appendMove(table, move, now), error);
}
bool SqlTableStore::startNext(const Table &table, const std::string &finishedText, qint64 now, QString &error) {
    return apply(changes::startNext(table, finishedText, now), error);
}
bool SqlTableStore::closeTable(const Table &table, qint64 now, QString &error) {
    return apply(changes::closeTable(changes::tableNumber(table.id()), now), error);
}

std::string SqlTableStore::currentGameText(const QString &id) {
    const ReadScope done{*reader_};
    QString error;
    StoredTable table;
    bool queryFailed = false;
    const char *sql = "SELECT finished FROM tables WHERE id = ?";
    if (!reader_->exec(sql, {changes::tableNumber(id)}))
        return {};
    QSqlQuery &q = reader_->query(sql);
    if (!q.next())
        return {};
    const int finished = q.value(0).toInt();
    q.finish();
    if (!readTable(changes::tableNumber(id), QString(), 0, finished, table, error, queryFailed))
        return {};
    return table.table->currentGameText();
}

int SqlTableStore::pageCount() {
    const ReadScope done{*reader_};
    if (!reader_->execDirect(QStringLiteral("PRAGMA page_count")) || !reader_->lastDirect().next())
        return -1;
    const int pages = reader_->lastDirect().value(0).toInt();
    reader_->lastDirect().finish();
    return pages;
}

void SqlTableStore::limitPages(int pages) {
    QString error;
    apply(
        [pages](StoreDb &db) {
            // max_page_count is the connection's: it is set on the writer's (its transaction is empty but for it).
            return db.execDirect(QStringLiteral("PRAGMA max_page_count=%1").arg(pages > 0 ? pages : 2147483646));
        },
        error);
}

} // namespace gamut::net
