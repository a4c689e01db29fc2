// Protocol 1.1 and what issue 23 measured, each against a server in this process: bounded game transfers and
// `history`, paged `tables`, `close` and expiry, the limits per client address, chat without control characters,
// a stored `ok next`, a full store (`error unavailable`, never `bye abuse`, a refused create leaves nothing) and
// bounded logging.
#include "pairplay.h"
#include "serverfixture.h"

#include "core/net/server.h"
#include "core/net/sqltablestore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

using Fixture = ServerFixture;

// Both seats resign-and-next `games` times: that many finished games at the table.
bool playShortGames(Pair &p, int games) {
    for (int i = 0; i < games; ++i) {
        if (p.a.ask("resign " + p.table + " " + p.tokenA) != "ok resign " + p.table)
            return false;
        for (LineClient *c : {&p.a, &p.b})
            c->line(), c->line(); // resigned, over
        if (p.a.ask("next " + p.table + " " + p.tokenA) != "ok next " + p.table ||
            p.b.ask("next " + p.table + " " + p.tokenB) != "ok next " + p.table)
            return false;
        for (LineClient *c : {&p.a, &p.b})
            if (!c->line().startsWith("next "))
                return false;
    }
    return true;
}

} // namespace

class TestServerLimits : public QObject {
    Q_OBJECT
private slots:
    void boundedGameAndHistory();
    void pagedTables();
    void closeAndExpiry();
    void limitsPerAddress();
    void chatWithoutControlCharacters();
    void nextOutlivesARestart();
    void fullStore();
    void boundedLogging();
};

// D2: a table with many finished games sends its current game only, then `games`; `history` gives pages of 20.
void TestServerLimits::boundedGameAndHistory() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    QVERIFY(playShortGames(p, 45));
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    QCOMPARE(w.ask("watch t1"), QStringLiteral("ok watch t1"));
    QString turn, games;
    const QStringList record = w.readGame(&turn, &games);
    qInfo("watch after 45 games: %lld record lines, '%s', '%s'", qlonglong(record.size()), qPrintable(games),
          qPrintable(turn));
    QCOMPARE(record.filter("[Format ").size(), 1);
    QCOMPARE(games, QStringLiteral("games t1 45"));
    QCOMPARE(turn, QStringLiteral("turn black 0"));
    // Pages of at most 20 finished games, oldest first, each a record block.
    const auto readPage = [&](int games) {
        QStringList firstLines;
        for (int i = 0; i < games; ++i) {
            const QString head = w.line();
            if (!head.startsWith("record "))
                return QStringList{"<" + head + ">"};
            const int n = head.mid(7).toInt();
            firstLines << w.line();
            for (int k = 1; k < n; ++k)
                w.line();
        }
        return firstLines;
    };
    QCOMPARE(w.ask("history t1"), QStringLiteral("ok history t1 20 45"));
    QCOMPARE(readPage(20), QStringList(20, QStringLiteral("[Format \"gamut 1\"]")));
    QCOMPARE(w.ask("history t1 40"), QStringLiteral("ok history t1 5 45"));
    QCOMPARE(readPage(5).size(), 5);
    QVERIFY(!w.hasLine());
    QCOMPARE(w.ask("history t1 45"), QStringLiteral("ok history t1 0 45"));
    QVERIFY(w.ask("history t1 -1").startsWith("error bad-args "));
    QVERIFY(w.ask("history t9").startsWith("error no-such-table "));
}

// D5: `tables` answers at most 100 lines with the total; waiting first, newest first; filters and pages.
void TestServerLimits::pagedTables() {
    ServerOptions options;
    options.maxTablesPerAddress = 0;
    Fixture f(options);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    for (int i = 0; i < 150; ++i) {
        QVERIFY(c.ask("create trails").startsWith("ok create "));
        c.line();
    }
    Pair p; // t151: playing
    QVERIFY(seatPair(p, f.port(), "loa"));
    QCOMPARE(c.ask("tables"), QStringLiteral("ok tables 100 151"));
    QVERIFY(c.line().startsWith("table t150 trails "));
    for (int i = 1; i < 100; ++i)
        c.line();
    QVERIFY(!c.hasLine());
    QCOMPARE(c.ask("tables all 100"), QStringLiteral("ok tables 51 151"));
    for (int i = 0; i < 50; ++i)
        QVERIFY(c.line().contains(" waiting "));
    QVERIFY(c.line().startsWith("table t151 loa standard playing ada bob "));
    QCOMPARE(c.ask("tables playing"), QStringLiteral("ok tables 1 1"));
    c.line();
    QCOMPARE(c.ask("tables over"), QStringLiteral("ok tables 0 0"));
    QCOMPARE(c.ask("tables waiting 149"), QStringLiteral("ok tables 1 150"));
    QCOMPARE(c.line().section(' ', 0, 1), QStringLiteral("table t1"));
    QVERIFY(c.ask("tables nonsense").startsWith("error bad-args "));
    QVERIFY(c.ask("tables all -3").startsWith("error bad-args "));
    QVERIFY(c.ask("tables all 1 2").startsWith("error bad-args "));
}

// `close` by a seat once the game is over or the other seat free; everyone hears `closed`; the table leaves the
// list and the per-address count. A table over and idle past --expire-days is closed by the server.
void TestServerLimits::closeAndExpiry() {
    ServerOptions options;
    options.pingAfterMs = 1000; // the sweep runs every 100 ms
    options.expireAfterMs = 400;
    Fixture f(options);
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    QCOMPARE(w.ask("watch t1"), QStringLiteral("ok watch t1"));
    w.readGame();
    QVERIFY(p.a.ask("close t1 " + p.tokenA).startsWith("error bad-args ")); // playing, bob is seated
    QVERIFY(p.a.ask("close t1 " + newToken()).startsWith("error bad-token "));
    QCOMPARE(p.b.ask("resign t1 " + p.tokenB), QStringLiteral("ok resign t1"));
    for (LineClient *c : {&p.a, &p.b, &w})
        c->line(), c->line();
    QCOMPARE(p.b.ask("close t1 " + p.tokenB), QStringLiteral("ok close t1"));
    for (LineClient *c : {&p.a, &p.b, &w})
        QCOMPARE(c->line(), QStringLiteral("closed t1"));
    QCOMPARE(w.ask("tables"), QStringLiteral("ok tables 0 0"));
    QVERIFY(w.ask("watch t1").startsWith("error no-such-table "));
    QVERIFY(w.ask("say t1 hello").startsWith("error no-such-table "));
    // A lone creator may close a waiting table.
    QVERIFY(p.a.ask("create atoms").startsWith("ok create t2 "));
    p.a.line(); // seated
    // Expiry: t3 over and idle for 400 ms.
    Pair q;
    QVERIFY(seatPair(q, f.port(), "trails"));
    QCOMPARE(q.table, QStringLiteral("t3"));
    QCOMPARE(q.a.ask("resign t3 " + q.tokenA), QStringLiteral("ok resign t3"));
    q.a.line(), q.a.line();
    QElapsedTimer t;
    t.start();
    QCOMPARE(q.a.line(3000), QStringLiteral("closed t3"));
    qInfo("expired after %lld ms", t.elapsed());
    QVERIFY(t.elapsed() >= 300);
    QVERIFY(f.server->table("t2")); // waiting, not over: never expires
    QCOMPARE(f.log.filter("t3 expired").size(), 1);
}

// D4: connections and open tables per address are bounded; closing a table makes room.
void TestServerLimits::limitsPerAddress() {
    ServerOptions options;
    options.maxPerAddress = 3;
    options.maxTablesPerAddress = 2;
    Fixture f(options);
    LineClient c[4];
    for (int i = 0; i < 3; ++i)
        QVERIFY(c[i].connectTo(f.port()));
    QVERIFY(c[3].connectTo(f.port(), false));
    QCOMPARE(c[3].line(), QStringLiteral("bye full"));
    QVERIFY(c[3].closed());
    const QString first = c[0].ask("create loa");
    QVERIFY(first.startsWith("ok create t1 "));
    c[0].line();
    QVERIFY(c[1].ask("create loa").startsWith("ok create t2 "));
    c[1].line();
    QCOMPARE(c[2].ask("create loa"), QStringLiteral("error full you have 2 open tables: close one first"));
    QCOMPARE(c[0].ask("close t1 " + field(first, 4)), QStringLiteral("ok close t1"));
    QCOMPARE(c[0].line(), QStringLiteral("closed t1"));
    QVERIFY(c[2].ask("create loa").startsWith("ok create t3 "));
    c[0].close();
    QVERIFY(waitFor([&] { return f.server->clientCount() == 2; }));
    LineClient again;
    QVERIFY(again.connectTo(f.port())); // room again
    QCOMPARE(GameServer::addressKey(QHostAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")),
             QStringLiteral("2001:db8:1:2::/64"));
    QCOMPARE(GameServer::addressKey(QHostAddress("::ffff:192.0.2.7")), QStringLiteral("192.0.2.7"));
}

// D7: chat with control characters (escape sequences, NUL, CR, BEL, C1) or direction overrides is refused;
// the others hear nothing of it, and plain chat (any script) still goes through.
void TestServerLimits::chatWithoutControlCharacters() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    const QStringList bad = {QStringLiteral("red \x1b[31mtext"), QString("nul ") + QChar(0) + "x",
                             QStringLiteral("bell \x07"),        QStringLiteral("tab\there"),
                             QString("c1 ") + QChar(0x9b),       QString("bidi ") + QChar(0x202e) + "txet",
                             QString("isolate ") + QChar(0x2066)};
    for (const QString &text : bad) {
        const QString reply = p.a.ask("say t1 " + text);
        QVERIFY2(reply.startsWith("error bad-args "), qPrintable(reply));
    }
    QVERIFY(!p.b.hasLine());
    QCOMPARE(p.a.ask(QStringLiteral("say t1 grüße, 你好 — ok")), QStringLiteral("ok say t1"));
    QCOMPARE(p.b.line(), QStringLiteral("said t1 ada grüße, 你好 — ok"));
}

// D9: an `ok next` is stored: after a restart the other seat's `next` starts the game.
void TestServerLimits::nextOutlivesARestart() {
    QTemporaryDir folder;
    Pair p;
    {
        Fixture f({}, folder.path());
        QVERIFY(seatPair(p, f.port(), "atoms"));
        QCOMPARE(p.a.ask("resign t1 " + p.tokenA), QStringLiteral("ok resign t1"));
        p.a.line(), p.a.line(); // resigned, over
        QCOMPARE(p.a.ask("next t1 " + p.tokenA), QStringLiteral("ok next t1"));
    }
    Fixture f({}, folder.path());
    LineClient b;
    QVERIFY(b.connectTo(f.port()));
    QCOMPARE(b.ask("next t1 " + p.tokenB), QStringLiteral("ok next t1"));
    QCOMPARE(f.server->table("t1")->gameNumber(), 2);
    QCOMPARE(f.server->table("t1")->finishedGames(), 1);
}

// D10, D11: a store that cannot grow refuses with `error unavailable`, changes nothing, never counts as abuse; a
// refused create leaves no table behind, not even after a restart.
void TestServerLimits::fullStore() {
    QTemporaryDir folder;
    QString tokenA;
    ServerOptions options;
    options.maxTablesPerAddress = 0;
    {
        Fixture f(options, folder.path());
        Pair p;
        QVERIFY(seatPair(p, f.port(), "loa"));
        tokenA = p.tokenA;
        auto *store = dynamic_cast<SqlTableStore *>(&f.server->store());
        QVERIFY(store);
        store->limitPages(store->pageCount());
        // Tables are created until the database is full (a few fit in its last pages).
        QString reply;
        int created = 0;
        while (created < 5000 && (reply = p.a.ask("create trails")).startsWith("ok create ")) {
            p.a.line();
            ++created;
        }
        qInfo("full after %d more tables: %s", created, qPrintable(reply));
        QVERIFY2(reply.startsWith("error unavailable "), qPrintable(reply));
        for (int i = 0; i < 30; ++i) // more than maxRefusedInRow: still no `bye abuse`
            QVERIFY(p.a.ask("create trails").startsWith("error unavailable "));
        QCOMPARE(p.a.ask("ping"), QStringLiteral("ok ping"));
        QCOMPARE(f.server->tableCount(), 1 + created);
        store->limitPages(0);
        QVERIFY(p.a.ask("move t1 " + p.tokenA + " b1-b3").startsWith("ok move t1 1"));
    }
    Fixture f(options, folder.path());
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    const QString next = QStringLiteral("t%1").arg(f.server->tableCount() + 1);
    QVERIFY(c.ask("create loa").startsWith("ok create " + next + " ")); // no number lost to a refused create
    f.server.reset();                                                   // the database is the server's while it runs
    QCOMPARE(movesOnDisk(folder.path(), "t1"), QStringList{"b1-b3"});
}

// D12: a reconnect storm from one address logs at most 20 lines a second, then says how many it left out.
void TestServerLimits::boundedLogging() {
    ServerOptions options;
    options.maxPerAddress = 0;
    options.pingAfterMs = 1000;
    Fixture f(options);
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < 100; ++i) {
        LineClient c;
        QVERIFY(c.connectTo(f.port()));
        c.close();
    }
    const qint64 took = t.elapsed();
    const int logged = int(f.log.size());
    QVERIFY(waitFor([&] { return !f.log.filter("left out").isEmpty(); }, 3000));
    qInfo("100 connections in %lld ms: %d log lines, then '%s'", took, logged,
          qPrintable(f.log.filter("left out").first()));
    QVERIFY2(logged <= 1 + 20 * int(took / 1000 + 1) + 2, qPrintable(QString::number(logged)));
}

QTEST_GUILESS_MAIN(TestServerLimits)
#include "test_server_limits.moc"
