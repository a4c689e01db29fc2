// Issue 33: the server's store in PostgreSQL (`--store postgresql://...`, Qt's QPSQL), on a real PostgreSQL that
// the test starts in a temporary folder (pgcluster.h). The same schema and SQL as the SQLite store: tables, moves
// and finished games read back; the real gamut-server on it, killed (SIGKILL) in the middle of a game and started
// again, with every acknowledged move there. Skipped, saying why, only when PostgreSQL is not installed.
#include "pairplay.h"
#include "pgcluster.h"

#include "core/net/server.h"
#include "core/net/sqltablestore.h"

#include <QTest>

#include <csignal>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

bool playFirst(Table &t, QString &text) {
    MoveList moves;
    t.position().legalMoves(moves);
    if (moves.empty())
        return false;
    text = t.moveText(moves[0]);
    t.play(moves[0]);
    return true;
}

} // namespace

class TestServerPostgres : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void storeReadsBack();
    void serverKilledAndRestarted();
    void badStoreUrl();

private:
    PgCluster pg_;
};

void TestServerPostgres::initTestCase() {
    QString why;
    if (!pg_.start(why)) {
        if (pg_.missing())
            QSKIP(qPrintable(why));
        QFAIL(qPrintable(why));
    }
    qInfo("PostgreSQL on port %u", pg_.port());
}

// The same store as in SQLite: a table, its seats (hashes only), moves, finished games in pages, read back by a
// second store on the same database.
void TestServerPostgres::storeReadsBack() {
    StoreLocation where;
    QString error;
    QVERIFY2(StoreLocation::fromUrl(pg_.createDatabase("reads"), where, error), qPrintable(error));
    auto table = Table::create(QStringLiteral("t1"), QStringLiteral("loa"), QString(), error);
    const QString token = newToken();
    table->setSeat(0, QStringLiteral("ada"), token);
    table->setSeat(1, QStringLiteral("bob"), newToken());
    std::vector<std::string> finished;
    {
        SqlTableStore store(where, {}, [](const QString &line) { qInfo("%s", qPrintable(line)); });
        QVERIFY2(store.open(error), qPrintable(error));
        QVERIFY2(store.createTable(*table, QStringLiteral("127.0.0.1"), 1, error), qPrintable(error));
        for (int game = 0; game < 3; ++game) {
            QString move;
            for (int i = 0; i < 5; ++i) {
                QVERIFY(playFirst(*table, move));
                QVERIFY2(store.appendMove(*table, move, 2, error), qPrintable(error));
            }
            if (game == 2)
                break;
            table->resign(1);
            QVERIFY(store.saveTable(*table, 3, error));
            finished.push_back(table->currentGameText());
            QVERIFY(table->startNext(error));
            QVERIFY2(store.startNext(*table, finished.back(), 4, error), qPrintable(error));
        }
    }
    SqlTableStore again(where, {}, [](const QString &) {});
    QVERIFY2(again.open(error), qPrintable(error));
    std::vector<StoredTable> loaded;
    QVERIFY2(again.loadOpen(loaded, error), qPrintable(error));
    QCOMPARE(loaded.size(), std::size_t(1));
    QCOMPARE(loaded[0].table->currentGameText(), table->currentGameText());
    QCOMPARE(loaded[0].table->seatOfToken(token), 0);
    QCOMPARE(loaded[0].owner, QStringLiteral("127.0.0.1"));
    const auto games = again.finishedGames(QStringLiteral("t1"), 0, 20, error);
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[1], finished[1]);
    QCOMPARE(again.nextNumber(), 2);
}

void TestServerPostgres::serverKilledAndRestarted() {
    const QString url = pg_.createDatabase("killed");
    QTemporaryDir unused;
    QRandomGenerator random(17);
    Pair p;
    QStringList before;
    {
        ServerProcess first;
        QVERIFY2(first.start(unused.path(), {"--store", url}), qPrintable(first.log()));
        QVERIFY(first.log().contains("postgresql://gamut@127.0.0.1"));
        QVERIFY(seatPair(p, first.port(), "trails"));
        before = playOut(p, "trails", random, 8);
        QCOMPARE(before.size(), 8);
        ::kill(pid_t(first.pid()), SIGKILL);
        first.kill();
    }
    ServerProcess second;
    QVERIFY2(second.start(unused.path(), {"--store", url}), qPrintable(second.log()));
    LineClient a;
    QVERIFY(a.connectTo(second.port()));
    QCOMPARE(a.ask("resume " + p.table + " " + p.tokenA), "ok resume " + p.table + " first");
    QCOMPARE(movesOfRecord(a.readGame(), p.table), before);
    QVERIFY(QDir(unused.path()).entryList(QDir::Files).isEmpty()); // nothing in a data folder
}

void TestServerPostgres::badStoreUrl() {
    QProcess p;
    p.start(QStringLiteral(GAMUT_SERVER_PATH), {"--store", "postgresql://nowhere"});
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 2);
    QProcess q; // a store nobody answers at: it cannot start (1)
    q.start(QStringLiteral(GAMUT_SERVER_PATH), {"--port", "0", "--store", "postgresql://gamut@127.0.0.1:1/none"});
    QVERIFY(q.waitForFinished(20000));
    QCOMPARE(q.exitCode(), 1);
    QVERIFY(q.readAllStandardError().contains("cannot connect"));
}

QTEST_GUILESS_MAIN(TestServerPostgres)
#include "test_server_postgres.moc"
