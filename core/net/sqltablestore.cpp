#include "sqltablestore.h"

#include "legacyimport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace gamut::net {

namespace {

qint64 tableNumber(const QString &id) { return id.mid(1).toLongLong(); }
// An empty text as '' (a null QString would be bound as NULL).
QString text(const QString &s) { return s.isEmpty() ? QStringLiteral("") : s; }

// The schema, one list of statements per version: migrate() runs those after the stored version in order.
const std::vector<std::vector<const char *>> &migrations() {
    static const std::vector<std::vector<const char *>> steps = {
        // version 1
        {"CREATE TABLE meta (key VARCHAR(64) PRIMARY KEY, value VARCHAR(256) NOT NULL)",
         "CREATE TABLE tables (id INTEGER PRIMARY KEY, game VARCHAR(32) NOT NULL, variant VARCHAR(64) NOT NULL, "
         "owner VARCHAR(64) NOT NULL, created BIGINT NOT NULL, active BIGINT NOT NULL, "
         "closed INTEGER NOT NULL DEFAULT 0, finished INTEGER NOT NULL DEFAULT 0)",
         "CREATE TABLE seats (table_id INTEGER NOT NULL, side INTEGER NOT NULL, name VARCHAR(128) NOT NULL, "
         "token_hash VARCHAR(64) NOT NULL, wants_next INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (table_id, side))",
         "CREATE TABLE games (table_id INTEGER NOT NULL, number INTEGER NOT NULL, head TEXT NOT NULL, record TEXT, "
         "PRIMARY KEY (table_id, number))",
         // WITHOUT ROWID (SQLite's storage clause; another database drops it): the rows live in their key's
         // B-tree alone, so a move's commit writes one page, not a row page and an index page.
         "CREATE TABLE moves (table_id INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL, "
         "move VARCHAR(64) NOT NULL, PRIMARY KEY (table_id, game, ply)) WITHOUT ROWID",
         "CREATE INDEX tables_open ON tables (closed, id)"},
    };
    return steps;
}

} // namespace

// The connection and the statements a request runs, prepared once.
struct SqlTableStore::Db {
    QString connection;
    QSqlDatabase db;
    QSqlQuery insertMove, updateActive, updateHead, updateSeat;
    bool prepared = false;

    explicit Db(const QString &name)
        : connection(name), db(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name)) {}
    ~Db() {
        for (QSqlQuery *q : {&insertMove, &updateActive, &updateHead, &updateSeat})
            *q = QSqlQuery(); // the statements go before the connection
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
    }
    QSqlQuery query() const { return QSqlQuery(db); }
    bool prepare() {
        insertMove = query();
        updateActive = query();
        updateHead = query();
        updateSeat = query();
        prepared =
            insertMove.prepare(QStringLiteral("INSERT INTO moves (table_id, game, ply, move) VALUES (?, ?, ?, ?)")) &&
            updateActive.prepare(QStringLiteral("UPDATE tables SET active = ? WHERE id = ?")) &&
            updateHead.prepare(QStringLiteral("UPDATE games SET head = ? WHERE table_id = ? AND number = ?")) &&
            updateSeat.prepare(QStringLiteral(
                "UPDATE seats SET name = ?, token_hash = ?, wants_next = ? WHERE table_id = ? AND side = ?"));
        return prepared;
    }
};

namespace {

// The last statement's failure, for the message of the request it belonged to (one thread uses a store).
thread_local QString lastFailure;

bool run(QSqlQuery &q, std::initializer_list<QVariant> values) {
    for (int i = 0; const QVariant &v : values)
        q.bindValue(i++, v);
    if (q.exec())
        return true;
    lastFailure = q.lastError().text();
    return false;
}

bool run(const QSqlDatabase &db, const QString &sql, std::initializer_list<QVariant> values = {}) {
    QSqlQuery q(db);
    if (!q.prepare(sql)) {
        lastFailure = q.lastError().text();
        return false;
    }
    return run(q, values);
}

} // namespace

SqlTableStore::SqlTableStore(const QString &folder, bool sync, Log log)
    : folder_(folder), sync_(sync), log_(std::move(log)) {}

SqlTableStore::~SqlTableStore() = default;

bool SqlTableStore::open(QString &error) {
    if (!QFileInfo::exists(folder_)) {
        if (!QDir().mkpath(folder_)) {
            error = QStringLiteral("cannot create the data folder %1").arg(folder_);
            return false;
        }
        // A new folder is the server's alone; an existing one keeps the mode its owner gave it.
        QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    if (!QFileInfo(folder_).isDir() || !QFileInfo(folder_).isWritable()) {
        error = QStringLiteral("the data folder %1 is not a writable folder").arg(folder_);
        return false;
    }
    static std::atomic<int> connections{0};
    db_ = std::make_unique<Db>(QStringLiteral("gamut-store-%1").arg(++connections));
    const QString path = QDir(folder_).filePath(databaseName());
    const bool fresh = !QFileInfo::exists(path);
    db_->db.setDatabaseName(path);
    if (!db_->db.open()) {
        error = QStringLiteral("cannot open the database %1: %2").arg(path, db_->db.lastError().text());
        return false;
    }
    if (fresh) // the seats' token hashes are not for other users either
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QSqlQuery q = db_->query();
    // The server is the database's only user: it keeps its lock (no file lock taken and released per transaction,
    // which was a tenth of the server's time), and a second server started on the same folder is refused.
    if (!q.exec(QStringLiteral("PRAGMA locking_mode=EXCLUSIVE")) ||
        !q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next() ||
        q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0 ||
        !q.exec(sync_ ? QStringLiteral("PRAGMA synchronous=FULL") : QStringLiteral("PRAGMA synchronous=NORMAL"))) {
        error = QStringLiteral("cannot use the database %1 (is another server using this folder?): %2")
                    .arg(path, q.lastError().text());
        return false;
    }
    int version = 0;
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master"))) { // takes the lock
        error = QStringLiteral("cannot use the database %1 (is another server using this folder?): %2")
                    .arg(path, q.lastError().text());
        return false;
    }
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema'")) && q.next())
        version = q.value(0).toInt();
    if (version > kSchemaVersion) {
        error = QStringLiteral("the database %1 has schema version %2; this server knows up to %3")
                    .arg(path)
                    .arg(version)
                    .arg(kSchemaVersion);
        return false;
    }
    if (version < kSchemaVersion && !migrate(version, error))
        return false;
    if (!db_->prepare()) {
        error = QStringLiteral("cannot prepare the database's statements: %1").arg(db_->insertMove.lastError().text());
        return false;
    }
    if (version == 0)
        importLegacyFolder(*this, log_);
    return true;
}

bool SqlTableStore::migrate(int from, QString &error) {
    QSqlDatabase &db = db_->db;
    db.transaction();
    bool ok = true;
    QString failed;
    for (int version = from + 1; ok && version <= kSchemaVersion; ++version)
        for (const char *sql : migrations()[std::size_t(version - 1)]) {
            QSqlQuery q(db);
            if (!q.exec(QString::fromLatin1(sql))) {
                ok = false;
                failed = q.lastError().text();
                break;
            }
        }
    ok = ok && (from == 0 ? run(db, QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema', ?)"),
                                {QString::number(kSchemaVersion)})
                          : run(db, QStringLiteral("UPDATE meta SET value = ? WHERE key = 'schema'"),
                                {QString::number(kSchemaVersion)}));
    if (ok && db.commit())
        return true;
    db.rollback();
    error = QStringLiteral("cannot bring the database to schema version %1: %2")
                .arg(kSchemaVersion)
                .arg(failed.isEmpty() ? db.lastError().text() : failed);
    return false;
}

bool SqlTableStore::commit(bool ok, QString &error) {
    QSqlDatabase &db = db_->db;
    if (ok && db.commit())
        return true;
    error = ok ? db.lastError().text() : lastFailure;
    if (error.trimmed().isEmpty())
        error = QStringLiteral("the database refused the change");
    db.rollback();
    return false;
}

std::vector<StoredTable> SqlTableStore::loadOpen() {
    std::vector<StoredTable> out;
    QSqlQuery list = db_->query();
    QSqlQuery seats = db_->query(), head = db_->query(), moves = db_->query();
    seats.prepare(QStringLiteral("SELECT side, name, token_hash, wants_next FROM seats WHERE table_id = ?"));
    head.prepare(QStringLiteral("SELECT head FROM games WHERE table_id = ? AND number = ?"));
    moves.prepare(QStringLiteral("SELECT move FROM moves WHERE table_id = ? AND game = ? ORDER BY ply"));
    list.setForwardOnly(true);
    if (!list.exec(QStringLiteral("SELECT id, owner, active, finished FROM tables WHERE closed = 0 ORDER BY id"))) {
        log_(QStringLiteral("error: cannot read the tables: %1").arg(list.lastError().text()));
        return out;
    }
    while (list.next()) {
        const qint64 number = list.value(0).toLongLong();
        const QString id = QStringLiteral("t%1").arg(number);
        const int finished = list.value(3).toInt();
        std::array<Seat, 2> seat;
        run(seats, {number});
        while (seats.next()) {
            const int side = seats.value(0).toInt();
            if (side == 0 || side == 1)
                seat[std::size_t(side)] = {seats.value(1).toString(), seats.value(2).toString(),
                                           seats.value(3).toBool()};
        }
        std::string text;
        if (run(head, {number, finished}) && head.next())
            text = head.value(0).toString().toStdString();
        text += '\n';
        run(moves, {number, finished});
        while (moves.next())
            text += moves.value(0).toString().toStdString() + ' ';
        text += '\n';
        QString error;
        std::unique_ptr<Table> table = Table::restore(id, text, seat, finished, error);
        if (!table) { // left as it is in the database; the message names a line and a ply, never a token
            log_(QStringLiteral("error: table %1 cannot be read back and is left out: %2").arg(id, error.left(200)));
            continue;
        }
        out.push_back({std::move(table), list.value(1).toString(), list.value(2).toLongLong()});
    }
    return out;
}

int SqlTableStore::nextNumber() {
    QSqlQuery q = db_->query();
    int next = 1;
    if (q.exec(QStringLiteral("SELECT MAX(id) FROM tables")) && q.next() && !q.value(0).isNull())
        next = q.value(0).toInt() + 1;
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'next_table'")) && q.next())
        next = std::max(next, q.value(0).toInt());
    return next;
}

void SqlTableStore::setNextNumber(int number) {
    run(db_->db, QStringLiteral("DELETE FROM meta WHERE key = 'next_table'"));
    run(db_->db, QStringLiteral("INSERT INTO meta (key, value) VALUES ('next_table', ?)"), {QString::number(number)});
}

bool SqlTableStore::insertTable(const Table &table, const QString &owner, qint64 now) {
    const qint64 number = tableNumber(table.id());
    bool ok = run(db_->db,
                  QStringLiteral("INSERT INTO tables (id, game, variant, owner, created, active, closed, finished) "
                                 "VALUES (?, ?, ?, ?, ?, ?, 0, ?)"),
                  {number, table.gameId(), text(table.variant()), text(owner), now, now, table.finishedGames()});
    for (int side = 0; ok && side < 2; ++side)
        ok = run(
            db_->db,
            QStringLiteral("INSERT INTO seats (table_id, side, name, token_hash, wants_next) VALUES (?, ?, '', '', 0)"),
            {number, side});
    return ok &&
           run(db_->db, QStringLiteral("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, ?, NULL)"),
               {number, table.finishedGames(), QString::fromStdString(table.headText())}) &&
           writeSeatsAndHead(table);
}

bool SqlTableStore::writeSeatsAndHead(const Table &table) {
    const qint64 number = tableNumber(table.id());
    bool ok = true;
    for (int side = 0; ok && side < 2; ++side) {
        const Seat &seat = table.seats()[std::size_t(side)];
        ok = run(db_->updateSeat, {text(seat.name), text(seat.tokenHash), int(seat.wantsNext), number, side});
    }
    return ok && run(db_->updateHead, {QString::fromStdString(table.headText()), number, table.finishedGames()});
}

bool SqlTableStore::createTable(const Table &table, const QString &owner, qint64 now, QString &error) {
    db_->db.transaction();
    return commit(insertTable(table, owner, now), error);
}

bool SqlTableStore::saveTable(const Table &table, qint64 now, QString &error) {
    db_->db.transaction();
    return commit(writeSeatsAndHead(table) && run(db_->updateActive, {now, tableNumber(table.id())}), error);
}

bool SqlTableStore::appendMove(const Table &table, const QString &move, qint64 now, QString &error) {
    const qint64 number = tableNumber(table.id());
    if (!table.isOver()) { // one statement: its own transaction
        if (run(db_->insertMove, {number, table.finishedGames(), table.ply(), move}))
            return true;
        error = db_->insertMove.lastError().text();
        return false;
    }
    db_->db.transaction(); // the game's last move: the table's idle clock for expiry starts with it
    return commit(run(db_->insertMove, {number, table.finishedGames(), table.ply(), move}) &&
                      run(db_->updateActive, {now, number}),
                  error);
}

bool SqlTableStore::startNext(const Table &table, const std::string &finishedText, qint64 now, QString &error) {
    const qint64 number = tableNumber(table.id());
    const int previous = table.finishedGames() - 1;
    QSqlDatabase &db = db_->db;
    db.transaction();
    const bool ok = run(db, QStringLiteral("UPDATE games SET record = ? WHERE table_id = ? AND number = ?"),
                        {QString::fromStdString(finishedText), number, previous}) &&
                    run(db, QStringLiteral("DELETE FROM moves WHERE table_id = ? AND game = ?"), {number, previous}) &&
                    run(db, QStringLiteral("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, ?, NULL)"),
                        {number, table.finishedGames(), QString::fromStdString(table.headText())}) &&
                    run(db, QStringLiteral("UPDATE tables SET finished = ?, active = ? WHERE id = ?"),
                        {table.finishedGames(), now, number}) &&
                    writeSeatsAndHead(table);
    return commit(ok, error);
}

bool SqlTableStore::closeTable(const Table &table, qint64 now, QString &error) {
    db_->db.transaction();
    return commit(run(db_->db, QStringLiteral("UPDATE tables SET closed = 1, active = ? WHERE id = ?"),
                      {now, tableNumber(table.id())}),
                  error);
}

std::vector<std::string> SqlTableStore::finishedGames(const QString &id, int from, int count, QString &error) {
    std::vector<std::string> out;
    QSqlQuery q = db_->query();
    q.setForwardOnly(true);
    // Finished games are numbered from 0 without gaps: a page is a range of the primary key.
    if (!q.prepare(QStringLiteral("SELECT record FROM games WHERE table_id = ? AND number >= ? AND number < ? "
                                  "AND record IS NOT NULL ORDER BY number")) ||
        !run(q, {tableNumber(id), from, qint64(from) + count})) {
        error = q.lastError().text();
        return out;
    }
    while (q.next())
        out.push_back(q.value(0).toString().toStdString());
    return out;
}

bool SqlTableStore::importTable(const Table &table, const std::vector<std::string> &finished, const QStringList &moves,
                                QString &error) {
    const qint64 number = tableNumber(table.id());
    db_->db.transaction();
    bool ok = insertTable(table, QString(), QDateTime::currentMSecsSinceEpoch()); // its idle clock starts now
    for (std::size_t i = 0; ok && i < finished.size(); ++i)
        ok = run(db_->db, QStringLiteral("INSERT INTO games (table_id, number, head, record) VALUES (?, ?, '', ?)"),
                 {number, qint64(i), QString::fromStdString(finished[i])});
    for (int ply = 0; ok && ply < moves.size(); ++ply)
        ok = run(db_->insertMove, {number, table.finishedGames(), ply + 1, moves[ply]});
    return commit(ok, error);
}

std::string SqlTableStore::currentGameText(const QString &id) {
    QSqlQuery q = db_->query();
    q.prepare(QStringLiteral("SELECT t.finished, g.head FROM tables t JOIN games g ON g.table_id = t.id AND "
                             "g.number = t.finished WHERE t.id = ?"));
    if (!run(q, {tableNumber(id)}) || !q.next())
        return {};
    const int game = q.value(0).toInt();
    std::string text = q.value(1).toString().toStdString() + '\n';
    q.prepare(QStringLiteral("SELECT move FROM moves WHERE table_id = ? AND game = ? ORDER BY ply"));
    run(q, {tableNumber(id), game});
    while (q.next())
        text += q.value(0).toString().toStdString() + ' ';
    return text + '\n';
}

void SqlTableStore::close() { db_.reset(); }

int SqlTableStore::pageCount() {
    QSqlQuery q = db_->query();
    return q.exec(QStringLiteral("PRAGMA page_count")) && q.next() ? q.value(0).toInt() : -1;
}

void SqlTableStore::limitPages(int pages) {
    QSqlQuery q = db_->query();
    if (pages > 0)
        q.exec(QStringLiteral("PRAGMA max_page_count=%1").arg(pages));
    else
        q.exec(QStringLiteral("PRAGMA max_page_count=2147483646"));
}

} // namespace gamut::net
