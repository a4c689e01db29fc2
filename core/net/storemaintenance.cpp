// `gamut-server --check` and `--backup` (SqlTableStore::check, SqlTableStore::backup): the whole database read
// strictly, and a consistent copy of it taken while a server runs.
#include "sqltablestore.h"

#include "tablechanges.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <unistd.h>

namespace gamut::net {

bool SqlTableStore::check(const std::function<void(const QString &)> &out) {
    const ReadScope done{*reader_};
    int problems = 0;
    const auto problem = [&](const QString &what) {
        ++problems;
        out(QStringLiteral("damage: %1").arg(what));
    };
    if (!location_.isPostgres()) {
        if (!reader_->execDirect(QStringLiteral("PRAGMA integrity_check(100)"))) {
            problem(QStringLiteral("SQLite's integrity check could not run: %1").arg(reader_->lastError()));
            return false;
        }
        QStringList found;
        while (reader_->lastDirect().next())
            found << reader_->lastDirect().value(0).toString();
        reader_->lastDirect().finish();
        if (found != QStringList{QStringLiteral("ok")})
            for (const QString &line : found)
                problem(QStringLiteral("SQLite's integrity check: %1").arg(line));
        else
            out(QStringLiteral("SQLite's integrity check: ok"));
    }
    struct Row {
        qint64 number, active;
        QString owner;
        int finished, closed;
    };
    std::vector<Row> rows;
    const char *list = "SELECT id, owner, active, finished, closed FROM tables ORDER BY id";
    if (!reader_->exec(list)) {
        problem(QStringLiteral("the tables cannot be read: %1").arg(reader_->lastError()));
        return false;
    }
    QSqlQuery &q = reader_->query(list);
    while (q.next())
        rows.push_back({q.value(0).toLongLong(), q.value(2).toLongLong(), q.value(1).toString(), q.value(3).toInt(),
                        q.value(4).toInt()});
    if (q.lastError().isValid()) {
        problem(QStringLiteral("the tables cannot be read: %1").arg(q.lastError().text()));
        return false;
    }
    int open = 0;
    qint64 games = 0;
    for (const Row &row : rows) {
        open += row.closed == 0;
        StoredTable table;
        QString why;
        bool queryFailed = false;
        if (!readTable(row.number, row.owner, row.active, row.finished, table, why, queryFailed))
            problem(QStringLiteral("table t%1%2: %3")
                        .arg(row.number)
                        .arg(row.closed ? QStringLiteral(" (closed)") : QString())
                        .arg(why.left(200)));
        // Every finished game is there, numbered from 0 without a gap.
        const char *count = "SELECT COUNT(*), MIN(number), MAX(number) FROM games WHERE table_id = ? AND "
                            "record IS NOT NULL";
        if (!reader_->exec(count, {row.number})) {
            problem(
                QStringLiteral("table t%1: its games cannot be read: %2").arg(row.number).arg(reader_->lastError()));
            continue;
        }
        QSqlQuery &c = reader_->query(count);
        if (c.next()) {
            const int n = c.value(0).toInt();
            games += n;
            if (n != row.finished || (n > 0 && (c.value(1).toInt() != 0 || c.value(2).toInt() != n - 1)))
                problem(QStringLiteral("table t%1: %2 finished games stored where it counts %3")
                            .arg(row.number)
                            .arg(n)
                            .arg(row.finished));
        }
        c.finish();
    }
    out(QStringLiteral("%1 tables (%2 open), %3 finished games: %4")
            .arg(rows.size())
            .arg(open)
            .arg(games)
            .arg(problems ? QStringLiteral("%1 problems").arg(problems) : QStringLiteral("no damage found")));
    return problems == 0;
}

bool SqlTableStore::backup(const QString &folder, const QString &file, QString &error) {
    const QString source = QDir(folder).filePath(databaseName());
    if (!QFileInfo::exists(source)) {
        error = QStringLiteral("there is no database %1").arg(source);
        return false;
    }
    if (QFileInfo::exists(file)) {
        error = QStringLiteral("%1 exists already: a backup never overwrites a file").arg(file);
        return false;
    }
    // The copy holds the token hashes: it is made readable by its owner only, before anything is in it.
    const int fd = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = QStringLiteral("cannot create %1").arg(file);
        return false;
    }
    ::close(fd);
    const auto failed = [&](const QString &why) {
        error = why;
        QFile::remove(file);
        return false;
    };
    {
        StoreLocation from;
        from.path = source;
        StoreDb db(from, QStringLiteral("gamut-backup-source"));
        db.db().setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=10000"));
        QString why;
        if (!db.open(why))
            return failed(QStringLiteral("cannot open %1: %2").arg(source, why));
        // VACUUM INTO: one read transaction, so the copy is the database as of one commit, while the server goes on.
        if (!db.exec("VACUUM INTO ?", {QFileInfo(file).absoluteFilePath()}))
            return failed(QStringLiteral("cannot copy %1: %2").arg(source, db.lastError()));
    }
    {
        StoreLocation to;
        to.path = file;
        StoreDb db(to, QStringLiteral("gamut-backup-copy"));
        QString why;
        if (!db.open(why))
            return failed(QStringLiteral("cannot open the copy %1: %2").arg(file, why));
        // The copy is a cleanly stopped database: it starts as it is when it is put in place (README).
        if (!changes::setMeta(QStringLiteral("running"), QStringLiteral("0"))(db) ||
            !db.execDirect(QStringLiteral("PRAGMA quick_check")) || !db.lastDirect().next() ||
            db.lastDirect().value(0).toString() != QLatin1String("ok"))
            return failed(QStringLiteral("the copy %1 does not check: %2").arg(file, db.lastError()));
        db.lastDirect().finish();
    }
    const int synced = ::open(QFile::encodeName(file).constData(), O_RDONLY | O_CLOEXEC);
    if (synced >= 0) {
        ::fsync(synced);
        ::close(synced);
    }
    return true;
}

} // namespace gamut::net
