// Issue 33, N2: a power cut loses nothing acknowledged in the default (durable) mode. The real gamut-server runs
// with the power-cut library (powercut.cpp: it keeps what each file of the data folder holds as of its last
// fsync), 24 tables play random games for a while, the server is killed (SIGKILL), the files are put back as a disk
// that lost power at that moment would hold them, and the server started again: every move acknowledged to a
// client (`ok move`, and the `moved` both seats heard) must be there. The same with `--fast` must lose moves (it
// does not wait for the disk): that shows the emulation drops what was not synced, so the first check can fail.
// Each seat is compared with the game it is in, finished or not: at a cut as a game ends, the disk already holds
// the next game while a seat still holds the last one (counting that as lost made this test fail at random under
// load in session 3: 10-34 "lost" plies, one game's worth, that were all in the finished game's record).
#include "pairplay.h"
#include "randomtables.h"

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

struct CutResult {
    qint64 acknowledged = 0, lost = 0;
    QString failure;
    QStringList details; // a line for each seat that lost something
};

// The moves of every game of a table as the store in `folder` holds them, by game number (0 = the first): the
// finished games from their records, the current one from its moves. Read after the server has stopped.
struct StoredGames {
    QList<QStringList> moves;
};

StoredGames storedGames(const QString &folder, const QString &table) {
    StoredGames o;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("powercut-check"));
        db.setDatabaseName(QDir(folder).filePath(QStringLiteral("gamut.db")));
        if (db.open()) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT number, record FROM games WHERE table_id = ? ORDER BY number"));
            q.addBindValue(table.mid(1).toLongLong());
            if (q.exec())
                while (q.next() && q.value(0).toInt() == int(o.moves.size()) && !q.value(1).isNull())
                    o.moves << movesOfText(q.value(1).toString().toStdString(), table);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("powercut-check"));
    o.moves << movesOnDisk(folder, table); // the current game
    return o;
}

// Plays for `ms` under the power-cut library, cuts the power, restarts and counts the acknowledged moves lost.
CutResult playAndCut(bool fast, int ms, quint32 seed, bool atGameStart = false) {
    CutResult o;
    QTemporaryDir data, shadow;
    {
        ServerProcess server;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LD_PRELOAD", QStringLiteral(GAMUT_POWERCUT_PATH));
        env.insert("GAMUT_POWERCUT_DIR", data.path());
        env.insert("GAMUT_POWERCUT_SHADOW", shadow.path());
        server.setEnvironment(env);
        QStringList args = {"--max-per-address", "0", "--max-tables-per-address", "0"};
        if (fast)
            args << "--fast";
        if (!server.start(data.path(), args)) {
            o.failure = "the server did not start: " + server.log();
            return o;
        }
        RandomTables tables(server.port(), 24, seed, true);
        if (!tables.start()) {
            o.failure = tables.failure();
            return o;
        }
        waitFor([&] { return !tables.failure().isEmpty(); }, ms);
        if (atGameStart) { // the cut as a new game begins: one seat has heard `next`, the other not yet
            const auto between = [&] {
                for (const auto &t : tables.tables())
                    if (t->gameNo[0] != t->gameNo[1])
                        return true;
                return !tables.failure().isEmpty();
            };
            waitFor(between, 10000);
        }
        ::kill(pid_t(server.pid()), SIGKILL); // the power goes
        server.kill();
        if (!tables.failure().isEmpty()) {
            o.failure = tables.failure();
            return o;
        }
        // The disk as the cut left it: the synced state of each file; `-shm` is memory, and a file never synced is
        // not there.
        const QDir dir(data.path()), copies(shadow.path());
        for (const QString &name : dir.entryList(QDir::Files)) {
            if (!name.startsWith("gamut.db"))
                continue;
            QFile::remove(dir.filePath(name));
            if (!name.endsWith("-shm") && copies.exists(name))
                QFile::copy(copies.filePath(name), dir.filePath(name));
        }
        ServerProcess again;
        if (!again.start(data.path())) {
            o.failure = "no restart after the cut: " + again.log();
            return o;
        }
        int code = -1;
        again.terminate(code);
        for (auto &table : tables.tables()) {
            const RandomTable &t = *table;
            const StoredGames stored = storedGames(data.path(), t.table);
            qint64 lostHere = 0; // the most either seat lost
            o.acknowledged += std::max(t.lastAck[0], t.lastAck[1]);
            for (int side = 0; side < 2; ++side) {
                // What this seat was told of the game it is in: the plies acknowledged to it, the moves it heard.
                // The two seats may be in different games (one heard `next`, the other not yet), and a game the
                // seats still play on their side may already be finished on the disk: compare with that game.
                const int acked = t.lastAck[side];
                const QStringList &heard = t.seen[side];
                const QStringList onDisk =
                    stored.moves.value(t.gameNo[side], {QStringLiteral("<no game %1>").arg(t.gameNo[side])});
                const int have = int(onDisk.size());
                if (have < acked || onDisk.mid(0, int(heard.size())) != heard.mid(0, have)) {
                    const qint64 lost = std::max(0, std::max(acked, int(heard.size())) - have);
                    lostHere = std::max(lostHere, std::max<qint64>(lost, 1));
                    o.details << QStringLiteral("%1 (%2) seat %3, game %4: %5 acknowledged, %6 heard, the disk has %7 "
                                                "moves in that game (of %8 games)")
                                     .arg(t.table, t.game)
                                     .arg(side)
                                     .arg(t.gameNo[side])
                                     .arg(acked)
                                     .arg(heard.size())
                                     .arg(onDisk.size())
                                     .arg(stored.moves.size());
                }
            }
            o.lost += lostHere;
        }
    }
    return o;
}

} // namespace

class TestServerPowerCut : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void durableLosesNothing();
    void fastLosesTheUnsynced();
};

void TestServerPowerCut::initTestCase() {
#if defined(__SANITIZE_ADDRESS__)
    // A sanitized server wants its runtime first among the libraries; a preloaded one before it changes what is
    // measured. The plain build (./test.sh, CI's first part) runs this test.
    QSKIP("the power-cut library is not preloaded into a sanitized server; the plain build runs this test");
#endif
}

void TestServerPowerCut::durableLosesNothing() {
    // Every other cut comes as a game ends and the next begins (one seat has heard `next`, the other not yet): the
    // finished game's record and the new game must both be on the disk. GAMUT_POWERCUT_CUTS=n makes n cuts
    // (default 4), after 0.5-3 s of play each, to hunt a rare loss under load.
    const int cuts = qEnvironmentVariableIntValue("GAMUT_POWERCUT_CUTS");
    for (quint32 seed = 7; seed < 7u + quint32(cuts > 0 ? cuts : 4); ++seed) {
        const bool atGameStart = seed % 2 == 0;
        const CutResult o = playAndCut(false, cuts > 0 ? 500 + int(seed * 7919 % 2500) : 1500, seed, atGameStart);
        QVERIFY2(o.failure.isEmpty(), qPrintable(o.failure));
        qInfo("durable, cut %u%s: %lld acknowledged plies in the current games, %lld lost", seed,
              atGameStart ? " (as a game begins)" : "", o.acknowledged, o.lost);
        for (const QString &line : o.details)
            qInfo("  %s", qPrintable(line));
        QVERIFY(o.acknowledged > 0);
        QCOMPARE(o.lost, qint64(0));
    }
}

// The same cut with --fast (synchronous=NORMAL): the WAL is synced at checkpoints only, so what was acknowledged
// since the last one is gone. A checkpoint may happen just before a cut: three tries.
void TestServerPowerCut::fastLosesTheUnsynced() {
    qint64 lost = 0;
    for (quint32 seed : {11u, 12u, 13u}) {
        const CutResult o = playAndCut(true, 1500, seed);
        QVERIFY2(o.failure.isEmpty(), qPrintable(o.failure));
        qInfo("--fast, cut %u: %lld acknowledged plies in the current games, %lld lost", seed, o.acknowledged, o.lost);
        lost += o.lost;
        if (lost > 0)
            break;
    }
    QVERIFY(lost > 0);
}

QTEST_GUILESS_MAIN(TestServerPowerCut)
#include "test_server_powercut.moc"
