// The real gamut-server binary: its command line, a clean SIGTERM, SIGKILL in the middle of a game and a restart
// on the same data folder, and 200 clients at 100 tables playing random games to the end at once.
#include "pairplay.h"
#include "randomtables.h"

#include <QDir>
#include <QFileInfo>
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
    p.start(QStringLiteral(GAMUT_SERVER_PATH), args);
    Run r;
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

class TestServerProcess : public QObject {
    Q_OBJECT
private slots:
    void commandLine();
    void badArguments_data();
    void badArguments();
    void sigtermShutsDownCleanly();
    void killedMidGameAndRestarted();
    void twoHundredClients();
};

void TestServerProcess::commandLine() {
    const Run help = runServer({"--help"});
    QCOMPARE(help.code, 0);
    for (const char *option : {"--port", "--listen", "--data", "--max-clients", "--version"})
        QVERIFY2(help.out.contains(QLatin1String(option)), option);
    QVERIFY(!help.out.contains("--idle-ms")); // the tests' option stays hidden
    const Run version = runServer({"--version"});
    QCOMPARE(version.code, 0);
    QVERIFY(version.out.startsWith("gamut-server "));
}

void TestServerProcess::badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("port word") << QStringList{"--port", "abc"} << "--port";
    QTest::newRow("port big") << QStringList{"--port", "70000"} << "--port";
    QTest::newRow("listen") << QStringList{"--listen", "nowhere"} << "--listen";
    QTest::newRow("clients 0") << QStringList{"--max-clients", "0"} << "--max-clients";
    QTest::newRow("unknown") << QStringList{"--frobnicate"} << "frobnicate";
    QTest::newRow("positional") << QStringList{"extra"} << "extra";
    QTest::newRow("no value") << QStringList{"--port"} << "port";
}

void TestServerProcess::badArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runServer(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.err.startsWith("gamut-server: "));
}

void TestServerProcess::sigtermShutsDownCleanly() {
    QTemporaryDir data;
    ServerProcess server;
    QVERIFY(server.start(data.path()));
    LineClient c;
    QVERIFY(c.connectTo(server.port()));
    QCOMPARE(c.ask("ping"), QStringLiteral("ok ping"));
    int code = -1;
    QVERIFY(server.terminate(code));
    QCOMPARE(code, 0);
    QCOMPARE(c.line(), QStringLiteral("bye shutdown"));
    QVERIFY(server.log().contains("client 1 connected from 127.0.0.1:"));
}

void TestServerProcess::killedMidGameAndRestarted() {
    QTemporaryDir data;
    QRandomGenerator random(5);
    for (const char *game : {"loa", "atom4", "trails"}) {
        ServerProcess first;
        QVERIFY(first.start(data.path()));
        Pair p;
        QVERIFY(seatPair(p, first.port(), game));
        const QStringList before = playOut(p, game, random, 5);
        QCOMPARE(before.size(), 5);
        // One more move is sent and the server is killed at once: acknowledged or not, nothing half-done.
        std::string error;
        auto state = gamut::newGame(game, {}, error);
        for (const QString &m : before)
            state->play(state->parseMove(m.toStdString()).move);
        const int side = state->turn();
        (side == 0 ? p.a : p.b)
            .send(QStringLiteral("move %1 %2 %3")
                      .arg(p.table, side == 0 ? p.tokenA : p.tokenB, randomMove(*state, random)));
        ::kill(pid_t(first.pid()), SIGKILL);
        first.kill();
        QVERIFY(p.a.closed());

        ServerProcess second;
        QVERIFY(second.start(data.path()));
        QVERIFY(second.log().contains(QStringLiteral("table %1 loaded").arg(p.table)));
        Pair again;
        again.table = p.table;
        again.tokenA = p.tokenA;
        again.tokenB = p.tokenB;
        QVERIFY(again.a.connectTo(second.port()));
        QVERIFY(again.b.connectTo(second.port()));
        QCOMPARE(again.a.ask("resume " + p.table + " " + p.tokenA), "ok resume " + p.table + " first");
        QString turn;
        const QStringList record = again.a.readGame(&turn);
        const QStringList onDisk = movesOnDisk(data.path(), p.table);
        // The server restarts with the 5 acknowledged moves, or 6 if the last one was stored before the kill.
        QVERIFY2(onDisk.mid(0, 5) == before && onDisk.size() <= 6, qPrintable(onDisk.join(' ')));
        if (onDisk.size() == 6)
            state->play(state->parseMove(onDisk[5].toStdString()).move);
        QCOMPARE(turn, QStringLiteral("turn %1 %2").arg(QString::fromStdString(state->turnText())).arg(onDisk.size()));
        QCOMPARE(again.b.ask("resume " + p.table + " " + p.tokenB), "ok resume " + p.table + " second");
        again.b.readGame();
        QCOMPARE(again.a.until("seated " + p.table + " second"), "seated " + p.table + " second bob");
        QCOMPARE(again.b.line(), "seated " + p.table + " second bob");
        // The game goes on to its end from there.
        const int done = int(onDisk.size());
        const QStringList after = playOut(again, game, random, 100000, nullptr, std::move(state), done);
        QVERIFY(!after.isEmpty());
        QCOMPARE(movesOnDisk(data.path(), p.table), onDisk + after);
        int code = -1;
        QVERIFY(second.terminate(code));
    }
}

void TestServerProcess::twoHundredClients() {
    // In memory where the machine has it: this test is about order under load, and a slow disk would make it
    // take minutes (the disk's part is tested above, and measured by bench_server).
    const bool shm = QFileInfo(QStringLiteral("/dev/shm")).isWritable();
    QTemporaryDir data(shm ? QStringLiteral("/dev/shm/gamut-test-XXXXXX") : QDir::tempPath() + "/gamut-test-XXXXXX");
    ServerProcess server; // 200 clients from one address: the per-address limits are lifted
    QVERIFY(server.start(data.path(), {"--max-per-address", "0", "--max-tables-per-address", "0"}));
    QElapsedTimer t;
    t.start();
    RandomTables tables(server.port(), 100, 2026);
    QVERIFY2(tables.start(), qPrintable(tables.failure()));
    QVERIFY2(waitFor([&] { return tables.done(); }, 90000), "the games did not end in time");
    QVERIFY2(tables.failure().isEmpty(), qPrintable(tables.failure()));
    qint64 moves = 0;
    for (auto &table : tables.tables()) {
        RandomTable &rt = *table;
        QCOMPARE(rt.seen[0], rt.seen[1]);
        QCOMPARE(rt.acked, int(rt.seen[0].size()));
        QCOMPARE(movesOnDisk(data.path(), rt.table), rt.seen[0]);
        moves += rt.seen[0].size();
    }
    qInfo("200 clients, 100 tables: %lld moves in %lld ms", moves, t.elapsed());
}

QTEST_GUILESS_MAIN(TestServerProcess)
#include "test_server_process.moc"
