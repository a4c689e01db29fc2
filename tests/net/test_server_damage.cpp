// Issue 33, N1: a damaged store is refused loudly, never served. The real gamut-server on a data folder damaged in
// each way the issue found (a 0-byte file, a file that is no database or has no schema, a damaged page of moves or
// seats, one flipped byte in a seat, a deleted `-wal` after a crash): it exits with the code the README lists and a
// message naming the file and the damage, or (a row that does not make a table) leaves the table out and says so.
// `--check` reports each, and `--backup` copies a database while its server runs, which starts again as it was.
#include "pairplay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace gamut;
using namespace gamut::test;

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run runServer(const QStringList &args) {
    QProcess p;
    p.start(qEnvironmentVariable("GAMUT_TEST_SERVER", QStringLiteral(GAMUT_SERVER_PATH)), args);
    Run r;
    if (!p.waitForFinished(20000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// A server that cannot start on `folder`: its exit code and what it said.
Run refusedStart(const QString &folder, const QStringList &extra = {}) {
    return runServer(QStringList{"--port", "0", "--data", folder} + extra);
}

// A data folder with three tables, moves played at two of them, made by a real server stopped cleanly.
bool makeFolder(const QString &folder, QStringList *tokens = nullptr, QStringList *moves = nullptr) {
    ServerProcess server;
    if (!server.start(folder))
        return false;
    QRandomGenerator random(3);
    for (const char *game : {"loa", "trails"}) {
        Pair p;
        if (!seatPair(p, server.port(), game))
            return false;
        const QStringList played = playOut(p, game, random, 12);
        if (played.size() != 12)
            return false;
        if (tokens)
            *tokens << p.tokenA << p.tokenB;
        if (moves)
            *moves << played.join(' ');
    }
    LineClient c;
    if (!c.connectTo(server.port()) || !c.ask("create atoms").startsWith("ok create t3 "))
        return false;
    int code = -1;
    return server.terminate(code) && code == 0;
}

// The page of `table`'s B-tree root in the database, and the page size.
bool rootPage(const QString &path, const QString &table, int &page, int &pageSize) {
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '%1'").arg(table)) && q.next();
            page = q.value(0).toInt();
            ok = ok && q.exec(QStringLiteral("PRAGMA page_size")) && q.next();
            pageSize = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    return ok;
}

bool overwrite(const QString &path, qint64 at, const QByteArray &bytes) {
    QFile f(path);
    return f.open(QIODevice::ReadWrite) && f.seek(at) && f.write(bytes) == bytes.size();
}

QString dbPath(const QTemporaryDir &dir) { return dir.filePath(QStringLiteral("gamut.db")); }

} // namespace

class TestServerDamage : public QObject {
    Q_OBJECT
private slots:
    void emptyFileRefused();
    void notADatabaseRefused();
    void noSchemaRefused();
    void damagedPagesRefused_data();
    void damagedPagesRefused();
    void flippedByteInASeat();
    void deletedWalAfterACrash();
    void checkASoundFolder();
    void backupWhileRunning();
};

// N1: a 0-byte file started an empty server that gave out `t1` again.
void TestServerDamage::emptyFileRefused() {
    QTemporaryDir dir;
    QFile(dbPath(dir)).open(QIODevice::WriteOnly);
    const Run r = refusedStart(dir.path());
    qInfo("exit %d: %s", r.code, qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(dbPath(dir)) && r.err.contains("empty"));
    QCOMPARE(QFileInfo(dbPath(dir)).size(), 0); // left as it was
}

void TestServerDamage::notADatabaseRefused() {
    QTemporaryDir dir;
    QFile f(dbPath(dir));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(8192, 'x'));
    f.close();
    const Run r = refusedStart(dir.path());
    qInfo("exit %d: %s", r.code, qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(dbPath(dir)) && r.err.contains("header"));
}

// An SQLite file that is not a Gamut server's (no `meta` table) is not taken over.
void TestServerDamage::noSchemaRefused() {
    QTemporaryDir dir;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(dbPath(dir));
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY)"), db).isActive());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    const Run r = refusedStart(dir.path());
    qInfo("exit %d: %s", r.code, qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(dbPath(dir)) && r.err.contains("no Gamut schema"));
}

void TestServerDamage::damagedPagesRefused_data() {
    QTest::addColumn<QString>("table");
    QTest::newRow("moves") << "moves";
    QTest::newRow("seats") << "seats";
}

// N1: a damaged moves page brought every game back at ply 0, a damaged seats page every seat free, silently.
void TestServerDamage::damagedPagesRefused() {
    QFETCH(QString, table);
    QTemporaryDir dir;
    QVERIFY(makeFolder(dir.path()));
    int page = 0, pageSize = 0;
    QVERIFY(rootPage(dbPath(dir), table, page, pageSize));
    QVERIFY(overwrite(dbPath(dir), qint64(page - 1) * pageSize + 8, QByteArray(64, char(0xa5))));
    const Run r = refusedStart(dir.path());
    qInfo("exit %d: %s", r.code, qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(dbPath(dir)) && r.err.contains("damaged"));
    const Run check = runServer({"--check", dir.path()});
    qInfo("--check: exit %d: %s", check.code, qPrintable(check.out.trimmed().left(400)));
    QCOMPARE(check.code, 3);
    QVERIFY(check.out.contains("damage:"));
}

// N1: one flipped byte in a seat's token hash lost the seat for good, and nothing said so. The row no longer makes
// a seat: the table is left out with a message that names it (never its token), and `--check` lists it.
void TestServerDamage::flippedByteInASeat() {
    QTemporaryDir dir;
    QStringList tokens;
    QVERIFY(makeFolder(dir.path(), &tokens));
    QFile f(dbPath(dir));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray bytes = f.readAll();
    const QByteArray hash = net::tokenHash(tokens[0]).toLatin1(); // t1's first seat
    const qsizetype at = bytes.indexOf(hash);
    QVERIFY(at > 0);
    QVERIFY(f.seek(at + 10) && f.write("G", 1) == 1);
    f.close();
    ServerProcess server;
    QVERIFY(server.start(dir.path()));
    const QString log = server.log();
    qInfo("%s", qPrintable(log.section('\n', 0, 2)));
    QVERIFY(log.contains("error: table t1 cannot be read back") && log.contains("seat"));
    QVERIFY(!log.contains(tokens[0]) && !log.contains(QString::fromLatin1(hash)));
    QVERIFY(log.contains("table t2 loaded"));
    const Run check = runServer({"--check", dir.path()});
    qInfo("--check: exit %d: %s", check.code, qPrintable(check.out.trimmed()));
    QCOMPARE(check.code, 3);
    QVERIFY(check.out.contains("table t1"));
}

// N1: deleting the `-wal` file after a crash lost acknowledged moves and brought closed tables back, silently.
void TestServerDamage::deletedWalAfterACrash() {
    QTemporaryDir dir;
    QStringList acknowledged;
    {
        ServerProcess server;
        QVERIFY(server.start(dir.path()));
        Pair p;
        QVERIFY(seatPair(p, server.port(), "loa"));
        QRandomGenerator random(8);
        acknowledged = playOut(p, "loa", random, 10);
        QCOMPARE(acknowledged.size(), 10);
        ::kill(pid_t(server.pid()), SIGKILL);
        server.kill();
    }
    QVERIFY(QFileInfo::exists(dbPath(dir) + "-wal"));
    QVERIFY(QFile::remove(dbPath(dir) + "-wal"));
    QFile::remove(dbPath(dir) + "-shm");
    const Run r = refusedStart(dir.path());
    qInfo("exit %d: %s", r.code, qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(dbPath(dir) + "-wal") && r.err.contains("missing"));
    // The one who knows what was lost may go on with what the file holds, and is told so.
    ServerProcess server;
    QVERIFY(server.start(dir.path(), {"--accept-lost-wal"}));
    QVERIFY(server.log().contains("warning:"));
}

void TestServerDamage::checkASoundFolder() {
    QTemporaryDir dir;
    QVERIFY(makeFolder(dir.path()));
    const Run r = runServer({"--check", dir.path()});
    qInfo("exit %d: %s", r.code, qPrintable(r.out.trimmed()));
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("3 tables (3 open)") && r.out.contains("no damage found"));
    QVERIFY(runServer({"--check", dir.filePath("nowhere")}).code != 0);
}

// "database is locked" before: a backup is taken while the server runs and plays on, and the copy, put in place as
// the README says, starts with every table and move it held.
void TestServerDamage::backupWhileRunning() {
    QTemporaryDir dir, restored;
    QStringList moves;
    QVERIFY(makeFolder(dir.path(), nullptr, &moves));
    ServerProcess server;
    QVERIFY(server.start(dir.path()));
    LineClient c;
    QVERIFY(c.connectTo(server.port()));
    QVERIFY(c.ask("create loa").startsWith("ok create t4 "));
    QCOMPARE(c.line(), QStringLiteral("seated t4 first guest-1"));
    const QString copy = restored.filePath("copy.db");
    const Run r = runServer({"--data", dir.path(), "--backup", copy});
    qInfo("exit %d: %s%s", r.code, qPrintable(r.out.trimmed()), qPrintable(r.err.trimmed()));
    QCOMPARE(r.code, 0);
    const QString created = c.ask("create trails");
    QVERIFY2(created.startsWith("ok create t5 "), qPrintable(created)); // the server went on
    QCOMPARE(QFileInfo(copy).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
             QFileDevice::Permissions());
    QCOMPARE(runServer({"--data", dir.path(), "--backup", copy}).code, 1); // never over a file
    QVERIFY(QFile::rename(copy, restored.filePath("gamut.db")));
    ServerProcess again;
    QVERIFY(again.start(restored.path()));
    const QString log = again.log();
    for (const char *table : {"t1", "t2", "t3", "t4"})
        QVERIFY2(log.contains(QStringLiteral("table %1 loaded").arg(table)), table);
    QVERIFY(!log.contains("table t5 loaded"));
    int code = -1;
    QVERIFY(again.terminate(code));
    QCOMPARE(movesOnDisk(restored.path(), "t1").join(' '), moves[0]);
}

QTEST_GUILESS_MAIN(TestServerDamage)
#include "test_server_damage.moc"
