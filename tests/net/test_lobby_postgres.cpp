// Protocol 1.2 on the PostgreSQL store (`--store postgresql://...`), on a real PostgreSQL the test starts itself
// (pgcluster.h): accounts and sessions, the lobby's pairing, a rated game's end with Glicko-2 and the leaderboard,
// a correspondence game lost on time with nobody there, and the real gamut-server killed during rated games' last
// moves (each game rated once) and in a timed game (the clocks come back). The same SQL as SQLite's; skipped,
// saying why, only when PostgreSQL is not installed.
#include "lobbyclient.h"
#include "pgcluster.h"

#include "core/net/glicko2.h"
#include "core/registry.h"

#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

// An in-process server on a database of its own.
struct PgServer {
    PgServer(PgCluster &pg, const QString &database) {
        options = lobbyOptions();
        options.address = QHostAddress::LocalHost;
        options.port = 0;
        options.dataFolder = dir.path();
        options.store = pg.createDatabase(database);
        options.log = [this](const QString &line) { log << line; };
        server = std::make_unique<GameServer>(options);
        QString error;
        started = server->start(error);
        if (!started)
            qWarning("%s", qPrintable(error));
    }
    QTemporaryDir dir;
    ServerOptions options;
    QStringList log;
    std::unique_ptr<GameServer> server;
    bool started = false;
    quint16 port() const { return server->port(); }
};

QString randomMoveAt(GameServer &server, const QString &table, QRandomGenerator &random) {
    return randomMove(server.table(table)->position(), random);
}

} // namespace

class TestLobbyPostgres : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void accountsAndSessions();
    void ratedGameAndLeaderboard();
    void correspondenceOnTime();
    void killedDuringRatedLastMove();

private:
    PgCluster pg_;
};

void TestLobbyPostgres::initTestCase() {
    QString why;
    if (!pg_.start(why)) {
        if (pg_.missing())
            QSKIP(qPrintable(why));
        QFAIL(qPrintable(why));
    }
    qInfo("PostgreSQL on port %u", pg_.port());
}

void TestLobbyPostgres::accountsAndSessions() {
    PgServer s(pg_, QStringLiteral("accounts"));
    QVERIFY(s.started);
    LineClient a, b;
    QVERIFY(a.connectTo(s.port()) && b.connectTo(s.port()));
    QCOMPARE(a.ask("register Ada password1"), QStringLiteral("ok register Ada"));
    QVERIFY(a.ask("register ADA password2").startsWith("error name-taken "));
    const QString login = a.ask("login ada password1");
    QVERIFY2(login.startsWith("ok login Ada "), qPrintable(login));
    QCOMPARE(b.ask(QStringLiteral("login ada session:%1").arg(field(login, 3))),
             QStringLiteral("ok login Ada %1").arg(field(login, 3)));
    QCOMPARE(b.ask("login ada wrong-password"), QStringLiteral("error bad-login wrong name or password"));
    QCOMPARE(b.ask("login nobody password1"), QStringLiteral("error bad-login wrong name or password"));
    LineClient guest; // nobody signed in may take an account's name with `hello`
    QVERIFY(guest.connectTo(s.port()));
    QVERIFY(guest.ask("hello ada").startsWith("error name-taken "));
    QCOMPARE(a.ask("logout"), QStringLiteral("ok logout"));
    QCOMPARE(b.ask(QStringLiteral("login ada session:%1").arg(field(login, 3))),
             QStringLiteral("error bad-login wrong name or password"));
}

void TestLobbyPostgres::ratedGameAndLeaderboard() {
    PgServer s(pg_, QStringLiteral("rated"));
    QVERIFY(s.started);
    LineClient a, b;
    QVERIFY(a.connectTo(s.port()) && b.connectTo(s.port()));
    QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
    QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
    Rating ra, rb;
    int games = 0;
    for (; games < 40 && (ra.deviation >= 110 || rb.deviation >= 110); ++games) {
        const int game = games;
        reply(a, QStringLiteral("lobby"));
        const QString seek = reply(b, QStringLiteral("seek loa standard tc 3+2 rated second"));
        QVERIFY2(seek.startsWith("ok seek "), qPrintable(seek));
        QCOMPARE(reply(a, QStringLiteral("accept ") + field(seek, 2)), QStringLiteral("ok accept ") + field(seek, 2));
        const PairedSeat as = seatFrom(a), bs = seatFrom(b);
        QCOMPARE(as.side(), 0);
        QRandomGenerator random{quint32(game)};
        QVERIFY(
            reply(a, QStringLiteral("move %1 %2 %3").arg(as.table, as.token, randomMoveAt(*s.server, as.table, random)))
                .startsWith("ok move"));
        const bool adaWins = game % 4 != 3;
        LineClient &loser = adaWins ? b : a;
        const PairedSeat &ls = adaWins ? bs : as;
        QCOMPARE(reply(loser, QStringLiteral("resign %1 %2").arg(ls.table, ls.token)),
                 QStringLiteral("ok resign %1").arg(ls.table));
        const QString rated = untilAnswering(a, QStringLiteral("rated "));
        const RatedPair r = rateGame(ra, rb, adaWins ? 1.0 : 0.0);
        ra = r.first;
        rb = r.second;
        QCOMPARE(field(rated, 4).toInt(), qRound(ra.rating)); // ada after
        QCOMPARE(field(rated, 7).toInt(), qRound(rb.rating)); // bob after
    }
    qInfo("deviations under 110 after %d games: ada %.1f, bob %.1f", games, ra.deviation, rb.deviation);
    QVERIFY(ra.deviation < 110 && rb.deviation < 110);
    QCOMPARE(reply(a, QStringLiteral("top loa")), QStringLiteral("ok top loa 2 2"));
    QCOMPARE(a.line(), QStringLiteral("top 1 ada %1 %2").arg(qRound(ra.rating)).arg(games));
    QCOMPARE(a.line(), QStringLiteral("top 2 bob %1 %2").arg(qRound(rb.rating)).arg(games));
    QCOMPARE(reply(a, QStringLiteral("rating bob")), QStringLiteral("ok rating bob 1"));
    QCOMPARE(a.line(),
             QStringLiteral("rating loa %1 %2 %3").arg(qRound(rb.rating)).arg(qRound(rb.deviation)).arg(games));
}

void TestLobbyPostgres::correspondenceOnTime() {
    PgServer s(pg_, QStringLiteral("correspondence"));
    QVERIFY(s.started);
    QString table;
    {
        LineClient a, b;
        QVERIFY(a.connectTo(s.port()) && b.connectTo(s.port()));
        QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
        QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
        const QString id = field(reply(a, QStringLiteral("challenge bob atoms classic tc days:2 rated first")), 2);
        b.until(QStringLiteral("challenged ") + id);
        reply(b, QStringLiteral("accept ") + id);
        const PairedSeat bs = seatFrom(b), as = seatFrom(a);
        table = as.table;
        QRandomGenerator random(9);
        QVERIFY(reply(a, QStringLiteral("move %1 %2 %3").arg(table, as.token, randomMoveAt(*s.server, table, random)))
                    .startsWith("ok move"));
        // Both sides move (a game where a side never moved is not rated); then Ada lets her two days run out.
        QVERIFY(reply(b, QStringLiteral("move %1 %2 %3").arg(table, bs.token, randomMoveAt(*s.server, table, random)))
                    .startsWith("ok move"));
    }
    QTRY_COMPARE(s.server->clientCount(), 0);
    s.server->warpClocks(49 * 3600 * 1000LL);
    QVERIFY(s.server->table(table)->isOver());
    s.server->drainStore();
    LineClient c;
    QVERIFY(c.connectTo(s.port()));
    QVERIFY(reply(c, QStringLiteral("login bob password1")).startsWith("ok login"));
    QCOMPARE(reply(c, QStringLiteral("rating bob")), QStringLiteral("ok rating bob 1"));
    QVERIFY(c.line().startsWith(QLatin1String("rating atoms ")));
}

// The real server on PostgreSQL, killed during rated games' last moves: each game rated once, never twice.
void TestLobbyPostgres::killedDuringRatedLastMove() {
    const QString url = pg_.createDatabase(QStringLiteral("killed"));
    QTemporaryDir dir;
    const QStringList args = {QStringLiteral("--store"), url, QStringLiteral("--password-iterations"),
                              QStringLiteral("1000")};
    auto server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(dir.path(), args));
    QString sessions[2];
    {
        LineClient c, d;
        QVERIFY(c.connectTo(server->port()) && d.connectTo(server->port()));
        sessions[0] = signUp(c, QStringLiteral("ada"));
        sessions[1] = signUp(d, QStringLiteral("bob"));
    }
    QRandomGenerator random(77);
    int finished = 0;
    for (int round = 0; round < 6; ++round) {
        auto a = std::make_unique<LineClient>(), b = std::make_unique<LineClient>();
        QVERIFY(a->connectTo(server->port()) && b->connectTo(server->port()));
        QVERIFY(reply(*a, QStringLiteral("login ada session:") + sessions[0]).startsWith("ok login"));
        QVERIFY(reply(*b, QStringLiteral("login bob session:") + sessions[1]).startsWith("ok login"));
        const QString id = field(reply(*a, QStringLiteral("challenge bob loa standard tc 5+0 rated first")), 2);
        b->until(QStringLiteral("challenged ") + id);
        reply(*b, QStringLiteral("accept ") + id);
        const PairedSeat bs = seatFrom(*b), as = seatFrom(*a);
        // A resignation is the game's last move here: sent, and the server killed at once or a moment later.
        LineClient &loser = round % 2 ? *a : *b;
        const PairedSeat &ls = round % 2 ? as : bs;
        loser.send(QStringLiteral("resign %1 %2").arg(ls.table, ls.token));
        loser.socket().flush();
        if (round % 3 == 2)
            loser.until(QStringLiteral("ok resign"));
        else
            QTest::qWait(int(random.bounded(3)));
        server->kill();
        a.reset();
        b.reset();
        server = std::make_unique<ServerProcess>();
        QVERIFY(server->start(dir.path(), args));
        LineClient c;
        QVERIFY(c.connectTo(server->port()));
        QVERIFY(reply(c, QStringLiteral("login ada session:") + sessions[0]).startsWith("ok login"));
        const QString head = reply(c, QStringLiteral("rating ada"));
        const int games = field(head, 3).toInt() ? field(c.line(), 4).toInt() : 0;
        QVERIFY2(games == finished || games == finished + 1, qPrintable(QString::number(games)));
        if (games == finished) { // the resignation was not stored: nor its rating; it is made again
            const QString resumed = reply(c, QStringLiteral("resume ") + as.table);
            if (round % 2 == 0) { // bob resigns: sign bob in
                LineClient d;
                QVERIFY(d.connectTo(server->port()));
                QVERIFY(reply(d, QStringLiteral("login bob session:") + sessions[1]).startsWith("ok login"));
                const QString bobSeat = reply(d, QStringLiteral("resume ") + as.table);
                QVERIFY(
                    reply(d, QStringLiteral("resign %1 %2").arg(as.table, field(bobSeat, 4))).startsWith("ok resign"));
                untilAnswering(d, QStringLiteral("rated "));
            } else {
                const QString resigned = reply(c, QStringLiteral("resign %1 %2").arg(as.table, field(resumed, 4)));
                QVERIFY2(resigned.startsWith("ok resign"), qPrintable(resumed + " / " + resigned));
                untilAnswering(c, QStringLiteral("rated "));
            }
        }
        ++finished;
        const QString after = reply(c, QStringLiteral("rating ada"));
        QCOMPARE(field(after, 3).toInt(), 1);
        QCOMPARE(field(c.line(), 4).toInt(), finished); // once, never twice
    }
}

QTEST_GUILESS_MAIN(TestLobbyPostgres)
#include "test_lobby_postgres.moc"
