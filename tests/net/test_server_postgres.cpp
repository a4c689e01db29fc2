// Issue 33: the server's store in PostgreSQL (`--store postgresql://...`, Qt's QPSQL), on a real PostgreSQL that
// the test starts in a temporary folder (pgcluster.h). The same schema and SQL as the SQLite store: tables, moves
// and finished games read back; the real gamut-server on it, killed (SIGKILL) in the middle of a game and started
// again, with every acknowledged move there. Skipped, saying why, only when PostgreSQL is not installed.
#include "pairplay.h"
#include "pgcluster.h"

#include "core/net/server.h"
#include "core/net/sqltablestore.h"
#include "core/net/storewriter.h"

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
    void batchIsOneScript();
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

// PostgreSQL's batches are scripts (storedb.h): a batch of 200 changes is a handful of round trips, not 200; values
// with quotes, backslashes and any Unicode come back as they went in, the first time a statement is seen (written
// in as literals) and later (EXECUTE of the statement prepared for it); a change that fails inside a script fails
// alone, and the others of its batch are committed.
void TestServerPostgres::batchIsOneScript() {
    StoreLocation where;
    QString error;
    QVERIFY2(StoreLocation::fromUrl(pg_.createDatabase("scripts"), where, error), qPrintable(error));
    {
        StoreDb db(where, "setup");
        QVERIFY(db.open(error));
        QVERIFY(db.execDirect("CREATE TABLE notes (id BIGINT PRIMARY KEY, body TEXT NOT NULL)"));
    }
    std::vector<StoreWriter::Outcome> outcomes;
    QObject context;
    StoreWriter writer(
        [where](QString &why) {
            auto db = std::make_unique<StoreDb>(where, "scripts-writer");
            return db->open(why) ? std::move(db) : nullptr;
        },
        &context, [&](std::vector<StoreWriter::Outcome> o) { outcomes.insert(outcomes.end(), o.begin(), o.end()); });
    QVERIFY2(writer.start(error), qPrintable(error));
    const QString tricky = QStringLiteral("it's a \\ back'slash; DROP TABLE notes; -- é 漢 \U0001F600 ?");
    const auto insert = [](qint64 id, const QString &body) {
        return [id, body](StoreDb &db) { return db.exec("INSERT INTO notes (id, body) VALUES (?, ?)", {id, body}); };
    };
    for (int round = 0; round < 2; ++round) { // the first batch writes literals, the second EXECUTEs
        const int before = writer.roundTrips();
        for (int i = 0; i < 200; ++i)
            writer.add(quint64(round * 1000 + i + 1), {qint64(i)},
                       insert(round * 1000 + i, tricky + QString::number(i)));
        writer.flush();
        writer.drain();
        const int trips = writer.roundTrips() - before;
        qInfo("round %d: 200 changes in %d round trips", round, trips);
        QVERIFY2(trips <= (round == 0 ? 3 : 1), qPrintable(QString::number(trips)));
    }
    QCOMPARE(outcomes.size(), std::size_t(400));
    QVERIFY(std::all_of(outcomes.begin(), outcomes.end(), [](const auto &o) { return o.ok; }));
    // A duplicate key in the middle of a batch: it fails alone.
    outcomes.clear();
    writer.add(5001, {1}, insert(5000, "first"));
    writer.add(5002, {2}, insert(7, "a duplicate"));
    writer.add(5003, {3}, insert(5002, "third"));
    writer.flush();
    writer.drain();
    QCOMPARE(outcomes.size(), std::size_t(3));
    QVERIFY(outcomes[0].ok && !outcomes[1].ok && outcomes[2].ok);
    QVERIFY2(outcomes[1].error.contains("duplicate"), qPrintable(outcomes[1].error));
    writer.stop();
    StoreDb db(where, "check");
    QVERIFY(db.open(error));
    QVERIFY(db.execDirect("SELECT id, body FROM notes WHERE id IN (7, 1007, 5000, 5002) ORDER BY id"));
    QStringList rows;
    while (db.lastDirect().next())
        rows << db.lastDirect().value(0).toString() + ":" + db.lastDirect().value(1).toString();
    QCOMPARE(rows, QStringList({"7:" + tricky + "7", "1007:" + tricky + "7", "5000:first", "5002:third"}));
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
