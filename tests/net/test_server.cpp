// The game server in this process on a free loopback port, spoken to through real sockets: every command, reply
// and event of protocol.md, the referee, abuse, idle connections, the data folder.
#include "pairplay.h"
#include "serverfixture.h"

#include "core/net/linereader.h"
#include "core/net/server.h"
#include "core/net/sqltablestore.h"
#include "core/record/record.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

struct Fixture : ServerFixture {
    using ServerFixture::ServerFixture;
    // The moves of a table's current game as the server's database holds them (read through the server's own
    // connection: the database is the server's while it runs).
    QStringList storedMoves(const QString &table) {
        return movesOfText(dynamic_cast<SqlTableStore &>(server->store()).currentGameText(table), table);
    }
};

} // namespace

class TestServer : public QObject {
    Q_OBJECT
private slots:
    void lineReader();
    void utf8();
    void greetingAndHello();
    void gamesAndTables();
    void completeGames_data();
    void completeGames();
    void thirdClientCannotMove();
    void watcherSeesEveryMove();
    void leaveResumeSayResign();
    void nextGameAndRounds();
    void malformedInputWhileAGameGoesOn();
    void floodAndRefusals();
    void garbageWithoutNewline();
    void idleConnections();
    void fullServer();
    void restartKeepsTables();
    void damagedTableLeftOut();
};

void TestServer::lineReader() {
    LineReader r;
    LineReader::Item item;
    r.feed(QByteArray("hel"));
    QVERIFY(!r.next(item));
    r.feed(QByteArray("lo\r\nping\n\n"));
    QVERIFY(r.next(item));
    QCOMPARE(item.line, QByteArray("hello"));
    QVERIFY(r.next(item));
    QCOMPARE(item.line, QByteArray("ping"));
    QVERIFY(r.next(item));
    QCOMPARE(item.line, QByteArray());
    QVERIFY(!r.next(item));
    // Exactly 4096 bytes pass, 4097 do not; an over-long line is refused before its newline comes.
    r.feed(QByteArray(4096, 'a') + '\n');
    QVERIFY(r.next(item));
    QCOMPARE(item.kind, LineReader::Kind::Line);
    QCOMPARE(item.line.size(), 4096);
    r.feed(QByteArray(5000, 'b'));
    QVERIFY(r.next(item));
    QCOMPARE(item.kind, LineReader::Kind::TooLong);
    QVERIFY(r.buffered() == 0);
    r.feed(QByteArray(100000, 'c')); // still the same line: dropped, not kept
    QVERIFY(!r.next(item));
    QCOMPARE(r.buffered(), 0);
    r.feed(QByteArray("cc\nquit\n"));
    QVERIFY(r.next(item));
    QCOMPARE(item.line, QByteArray("quit"));
    QVERIFY(r.takeDiscarded() >= 105000);
    r.feed(QByteArray("a\xff"
                      "b\n"));
    QVERIFY(r.next(item));
    QCOMPARE(item.kind, LineReader::Kind::BadUtf8);
}

void TestServer::utf8() {
    QVERIFY(isValidUtf8("plain"));
    QVERIFY(isValidUtf8("\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2"));
    QVERIFY(!isValidUtf8("\xc0\xaf"));         // overlong '/'
    QVERIFY(!isValidUtf8("\xe0\x80\xaf"));     // overlong
    QVERIFY(!isValidUtf8("\xed\xa0\x80"));     // a surrogate
    QVERIFY(!isValidUtf8("\xf4\x90\x80\x80")); // above U+10FFFF
    QVERIFY(!isValidUtf8("\xe2\x82"));         // cut short
    QVERIFY(!isValidUtf8("\x80"));             // a lone continuation byte
}

void TestServer::greetingAndHello() {
    Fixture f;
    QVERIFY(f.started);
    LineClient c;
    QVERIFY(c.connectTo(f.port(), false));
    QCOMPARE(c.line(), QStringLiteral("gamut 1.2 %1").arg(serverVersion()));
    QCOMPARE(c.ask("hello ada"), QStringLiteral("ok hello ada"));
    QVERIFY(c.ask("hello").startsWith("error bad-args "));
    QVERIFY(c.ask("hello two words").startsWith("error bad-args "));
    QVERIFY(c.ask("hello " + QString(33, 'x')).startsWith("error bad-args "));
    QCOMPARE(c.ask("hello " + QString(32, 'x')), "ok hello " + QString(32, 'x'));
    QCOMPARE(c.ask("hello \xc3\xa9lise"), QStringLiteral("ok hello \u00e9lise"));
    QCOMPARE(c.ask("ping"), QStringLiteral("ok ping"));
    QVERIFY(c.ask("Ping").startsWith("error unknown-command "));
    LineClient guest;
    QVERIFY(guest.connectTo(f.port()));
    const QString created = guest.ask("create trails");
    QVERIFY(created.startsWith("ok create t1 first "));
    QVERIFY(QRegularExpression("^[0-9a-f]{32}$").match(field(created, 4)).hasMatch());
    QVERIFY(guest.line().startsWith("seated t1 first guest-"));
    QCOMPARE(guest.ask("quit"), QStringLiteral("bye quit"));
    QVERIFY(guest.closed());
    for (const QString &line : f.log) // never a token in the log
        QVERIFY2(!line.contains(field(created, 4)), qPrintable(line));
}

void TestServer::gamesAndTables() {
    Fixture f;
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QCOMPARE(c.ask("games"), QStringLiteral("ok games %1").arg(allGames().size()));
    for (const GameEntry &game : allGames()) {
        QStringList variants;
        for (auto v : game.info->variants)
            variants << QString::fromUtf8(v.data(), qsizetype(v.size()));
        QCOMPARE(c.line(), QStringLiteral("game %1 %2")
                               .arg(QString::fromUtf8(game.info->id.data(), qsizetype(game.info->id.size())),
                                    variants.join(',')));
    }
    QCOMPARE(c.ask("tables"), QStringLiteral("ok tables 0 0"));
    QVERIFY(c.ask("create loa olympiad second").startsWith("ok create t1 second "));
    c.line();
    QVERIFY(c.ask("create atoms first").startsWith("ok create t2 first "));
    c.line();
    QVERIFY(c.ask("create chess").startsWith("error bad-args "));
    QVERIFY(c.ask("create loa nosuchvariant").startsWith("error bad-args "));
    QVERIFY(c.ask("create loa standard third").startsWith("error bad-args "));
    QVERIFY(c.ask("create").startsWith("error bad-args "));
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    QCOMPARE(w.ask("watch t2"), QStringLiteral("ok watch t2"));
    w.readGame();
    QCOMPARE(c.ask("tables"), QStringLiteral("ok tables 2 2"));
    const QString guest = QStringLiteral("guest-1");
    QCOMPARE(c.line(), QStringLiteral("table t2 atoms tutorial waiting %1 - 1 0").arg(guest)); // newest first
    QCOMPARE(c.line(), QStringLiteral("table t1 loa olympiad waiting - %1 0 0").arg(guest));
    QVERIFY(QFile::permissions(f.dir.filePath("gamut.db")) ==
            (QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser));
}

void TestServer::completeGames_data() {
    QTest::addColumn<QString>("game");
    for (const GameEntry &game : allGames()) {
        const QString id = QString::fromUtf8(game.info->id.data(), qsizetype(game.info->id.size()));
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestServer::completeGames() {
    QFETCH(QString, game);
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), game));
    QRandomGenerator random(42);
    const QStringList played = playOut(p, game, random);
    QVERIFY(!played.isEmpty());
    QCOMPARE(f.storedMoves(p.table), played);
    // Over: no more moves; the table says so.
    QVERIFY(p.a.ask(QStringLiteral("move %1 %2 pass").arg(p.table, p.tokenA)).startsWith("error game-over "));
    std::string error;
    const QString variant = QString::fromStdString(gamut::newGame(game.toStdString(), {}, error)->variant());
    QCOMPARE(p.a.ask("tables"), QStringLiteral("ok tables 1 1"));
    QCOMPARE(p.a.line(), QStringLiteral("table t1 %1 %2 over ada bob 0 %3").arg(game, variant).arg(played.size()));
}

void TestServer::thirdClientCannotMove() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    LineClient eve;
    QVERIFY(eve.connectTo(f.port()));
    QVERIFY(eve.ask("join t1").startsWith("error seat-taken "));
    QVERIFY(eve.ask("join t1 first").startsWith("error seat-taken "));
    QCOMPARE(eve.ask("watch t1"), QStringLiteral("ok watch t1"));
    eve.readGame();
    QVERIFY(eve.ask("move t1 b1-b3").startsWith("error bad-args "));                     // no token
    QVERIFY(eve.ask("move t1 " + newToken() + " b1-b3").startsWith("error bad-token ")); // a guess
    QVERIFY(eve.ask("move t1 " + p.tokenA.toUpper() + " b1-b3").startsWith("error bad-token "));
    QVERIFY(eve.ask("resign t1 " + newToken()).startsWith("error bad-token "));
    QVERIFY(eve.ask("next t1 " + newToken()).startsWith("error bad-token "));
    QVERIFY(eve.ask("move t9 " + p.tokenA + " b1-b3").startsWith("error no-such-table "));
    // The seats themselves: out of turn, an illegal move, another table's token.
    QVERIFY(p.b.ask("move t1 " + p.tokenB + " a2-c2").startsWith("error not-your-turn "));
    QVERIFY(p.a.ask("move t1 " + p.tokenA + " b1-b5").startsWith("error illegal-move "));
    QVERIFY(p.a.ask("move t1 " + p.tokenA + " zz").startsWith("error illegal-move "));
    QCOMPARE(p.a.ask("move t1 " + p.tokenA + " b1-b3"), QStringLiteral("ok move t1 1"));
    QCOMPARE(eve.line(), QStringLiteral("moved t1 1 black b1-b3"));
    QCOMPARE(f.storedMoves("t1"), QStringList{"b1-b3"});
    // A move needs both seats: a lone creator cannot start.
    LineClient solo;
    QVERIFY(solo.connectTo(f.port()));
    const QString created = solo.ask("create loa");
    solo.line(); // seated
    QVERIFY(solo.ask("move t2 " + field(created, 4) + " b1-b3").startsWith("error not-your-turn "));
}

void TestServer::watcherSeesEveryMove() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "atom4"));
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    QCOMPARE(w.ask("watch " + p.table), "ok watch " + p.table);
    QString turn;
    const QStringList record = w.readGame(&turn);
    QVERIFY(record.contains("[Game \"atom4\"]"));
    QCOMPARE(turn, QStringLiteral("turn first 0")); // Atom-4's players are "first" and "second"
    QRandomGenerator random(7);
    QVERIFY(!playOut(p, "atom4", random, 100000, &w).isEmpty());
    QVERIFY(w.ask("move " + p.table + " " + p.tokenA + " a1").startsWith("error "));
}

void TestServer::leaveResumeSayResign() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    QCOMPARE(p.a.ask("say t1 good  luck, bob"), QStringLiteral("ok say t1"));
    QCOMPARE(p.a.line(), QStringLiteral("said t1 ada good  luck, bob"));
    QCOMPARE(p.b.line(), QStringLiteral("said t1 ada good  luck, bob"));
    QVERIFY(p.a.ask("say t1").startsWith("error bad-args "));
    LineClient stranger;
    QVERIFY(stranger.connectTo(f.port()));
    QVERIFY(stranger.ask("say t1 hi").startsWith("error not-seated "));
    QVERIFY(stranger.ask("leave t1").startsWith("error not-seated "));
    QCOMPARE(p.a.ask("move t1 " + p.tokenA + " b1-b3"), QStringLiteral("ok move t1 1"));
    p.a.line();
    p.b.line();
    // bob leaves: ada hears it; bob's seat stays his, and his token still moves.
    QCOMPARE(p.b.ask("leave t1"), QStringLiteral("ok leave t1"));
    QCOMPARE(p.a.line(), QStringLiteral("left t1 second"));
    QCOMPARE(p.a.ask("tables"), QStringLiteral("ok tables 1 1"));
    QCOMPARE(p.a.line(), QStringLiteral("table t1 loa standard playing ada bob 0 1"));
    // bob drops and comes back on a new connection with his token.
    p.b.close();
    LineClient back;
    QVERIFY(back.connectTo(f.port()));
    QVERIFY(back.ask("resume t1 " + newToken()).startsWith("error bad-token "));
    QCOMPARE(back.ask("resume t1 " + p.tokenB), QStringLiteral("ok resume t1 second"));
    QString turn;
    const QStringList record = back.readGame(&turn);
    QCOMPARE(turn, QStringLiteral("turn white 1"));
    QVERIFY(record.contains("1. b1-b3"));
    QCOMPARE(back.line(), QStringLiteral("seated t1 second bob"));
    QCOMPARE(p.a.line(), QStringLiteral("seated t1 second bob"));
    QCOMPARE(back.ask("resign t1 " + p.tokenB), QStringLiteral("ok resign t1"));
    for (LineClient *c : {&back, &p.a}) {
        QCOMPARE(c->line(), QStringLiteral("resigned t1 white"));
        QCOMPARE(c->line(), QStringLiteral("over t1 black"));
    }
    QVERIFY(back.ask("resign t1 " + p.tokenB).startsWith("error game-over "));
    QVERIFY(p.a.ask("move t1 " + p.tokenA + " b8-b6").startsWith("error game-over "));
    f.server.reset(); // the database is the server's while it runs
    QVERIFY(storedGame(f.dir.path(), "t1").find("[Resigned \"white\"]") != std::string::npos);
}

void TestServer::nextGameAndRounds() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "atom4"));
    QVERIFY(p.a.ask("next t1 " + p.tokenA).startsWith("error bad-args ")); // not over yet
    QCOMPARE(p.a.ask("resign t1 " + p.tokenA), QStringLiteral("ok resign t1"));
    for (LineClient *c : {&p.a, &p.b}) {
        QCOMPARE(c->line(), QStringLiteral("resigned t1 first"));
        QCOMPARE(c->line(), QStringLiteral("over t1 second"));
    }
    QCOMPARE(p.a.ask("next t1 " + p.tokenA), QStringLiteral("ok next t1"));
    QVERIFY(!p.b.hasLine());
    QCOMPARE(p.b.ask("next t1 " + p.tokenB), QStringLiteral("ok next t1"));
    QCOMPARE(p.b.line(), QStringLiteral("next t1 2"));
    QCOMPARE(p.a.line(), QStringLiteral("next t1 2"));
    // Round 2: the record holds both rounds, and a watcher's game replays into the model's form.
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    w.ask("watch t1");
    QString turn;
    const QStringList record = w.readGame(&turn);
    QCOMPARE(record.filter("[Round ").size(), 2);
    RecordError error;
    auto games = loadRecordText(record.join('\n').toStdString(), "t1", error);
    QVERIFY2(games.has_value(), error.text().c_str());
    QCOMPARE(int(games->size()), 2);
    const std::string mover = games->back().start->turnText();
    QCOMPARE(turn, QStringLiteral("turn %1 0").arg(QString::fromStdString(mover)));
}

void TestServer::malformedInputWhileAGameGoesOn() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "trails"));
    LineClient bad;
    QVERIFY(bad.connectTo(f.port()));
    std::string error;
    auto state = gamut::newGame("trails", {}, error);
    QRandomGenerator random(3);
    const QList<QByteArray> garbage = {"frobnicate\n",  "\x01\x02\x03\n", "move\n",
                                       "join\n",        "create\n",       "tables x\n",
                                       "watch t99\n",   "\xff\xfe\n",     QByteArray(5000, 'x') + "\n",
                                       "a\xc0\xaf\r\n", "hello a b\n"};
    const QStringList codes = {"unknown-command", "unknown-command", "bad-args", "bad-args", "bad-args", "bad-args",
                               "no-such-table",   "bad-utf8",        "too-long", "bad-utf8", "bad-args"};
    for (int i = 0; i < garbage.size(); ++i) {
        bad.sendRaw(garbage[i]);
        const QString reply = bad.line();
        QVERIFY2(reply.startsWith("error " + codes[i] + " "), qPrintable(reply));
        // The game goes on between the bad lines.
        if (!state->isOver()) {
            const int side = state->turn();
            const QString move = randomMove(*state, random);
            LineClient &mover = side == 0 ? p.a : p.b;
            QVERIFY(mover.ask(QStringLiteral("move t1 %1 %2").arg(side == 0 ? p.tokenA : p.tokenB, move))
                        .startsWith("ok move t1 "));
            state->play(state->parseMove(move.toStdString()).move);
            QVERIFY(p.a.line().startsWith("moved t1 "));
            QVERIFY(p.b.line().startsWith("moved t1 "));
        }
    }
    QCOMPARE(bad.ask("ping"), QStringLiteral("ok ping")); // still served after the refusals
}

void TestServer::floodAndRefusals() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    // 20 refused lines in a row: bye abuse. 19, then a good one, then 19 more are fine.
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    for (int i = 0; i < 19; ++i)
        QVERIFY(c.ask("nonsense").startsWith("error unknown-command "));
    QCOMPARE(c.ask("ping"), QStringLiteral("ok ping"));
    for (int i = 0; i < 19; ++i)
        QVERIFY(c.ask("nonsense").startsWith("error unknown-command "));
    QVERIFY(c.ask("nonsense").startsWith("error unknown-command "));
    QCOMPARE(c.line(), QStringLiteral("bye abuse"));
    QVERIFY(c.closed());
    // More than 200 lines in a second: bye abuse, even when every line is good.
    LineClient flood;
    QVERIFY(flood.connectTo(f.port()));
    QByteArray many;
    for (int i = 0; i < 300; ++i)
        many += "ping\n";
    flood.sendRaw(many);
    QString last;
    int oks = 0;
    while (!(last = flood.line()).startsWith('<') && last != QLatin1String("bye abuse"))
        oks += last == QLatin1String("ok ping");
    QCOMPARE(last, QStringLiteral("bye abuse"));
    QCOMPARE(oks, 200);
    QVERIFY(flood.closed());
    // 150 lines a second for two seconds is fine.
    LineClient busy;
    QVERIFY(busy.connectTo(f.port()));
    for (int round = 0; round < 2; ++round) {
        QElapsedTimer t;
        t.start();
        QByteArray lines;
        for (int i = 0; i < 150; ++i)
            lines += "ping\n";
        busy.sendRaw(lines);
        for (int i = 0; i < 150; ++i)
            QCOMPARE(busy.line(), QStringLiteral("ok ping"));
        waitFor([&] { return t.elapsed() > 1100; }, 2000);
    }
    // The game at the table was never disturbed.
    QCOMPARE(p.a.ask("move t1 " + p.tokenA + " b1-b3"), QStringLiteral("ok move t1 1"));
    QVERIFY(f.log.filter("abuse").size() >= 2);
}

void TestServer::garbageWithoutNewline() {
    Fixture f;
    Pair p;
    QVERIFY(seatPair(p, f.port(), "loa"));
    LineClient g;
    QVERIFY(g.connectTo(f.port()));
    QByteArray junk(64 * 1024, '\0');
    for (int i = 0; i < junk.size(); ++i)
        junk[i] = char(
            QRandomGenerator::global()->bounded(1, 256) == '\n' ? 'x' : QRandomGenerator::global()->bounded(1, 256));
    junk.replace('\n', 'x');
    // Endless garbage without a newline: one too-long refusal, then it counts as a flood and is cut off.
    bool cut = false;
    QString first;
    for (int i = 0; i < 64 && !cut; ++i) {
        g.sendRaw(junk);
        waitFor([&] { return g.socket().bytesToWrite() == 0; }, 2000);
        while (g.hasLine() || g.socket().bytesAvailable()) {
            const QString l = g.line(100);
            if (first.isEmpty())
                first = l;
            cut = cut || l == QLatin1String("bye abuse");
        }
        // The table is served all along.
        QCOMPARE(p.a.ask("ping"), QStringLiteral("ok ping"));
    }
    QVERIFY2(first.startsWith("error too-long "), qPrintable(first));
    QVERIFY(cut || g.closed());
}

void TestServer::idleConnections() {
    ServerOptions options;
    options.pingAfterMs = 200;
    options.idleAfterMs = 500;
    Fixture f(options);
    LineClient quiet, chatty;
    QVERIFY(quiet.connectTo(f.port()));
    QVERIFY(chatty.connectTo(f.port()));
    // chatty talks every 100 ms while quiet says nothing.
    QElapsedTimer t;
    t.start();
    qint64 pingAt = -1, byeAt = -1;
    while (t.elapsed() < 1000) {
        chatty.send("ping");
        QCOMPARE(chatty.line(), QStringLiteral("ok ping"));
        waitFor([] { return false; }, 100);
        while (quiet.hasLine()) {
            const QString l = quiet.line();
            if (l == QLatin1String("ping"))
                pingAt = t.elapsed();
            else if (l == QLatin1String("bye idle"))
                byeAt = t.elapsed();
        }
    }
    QVERIFY2(pingAt >= 150 && pingAt < 500, qPrintable(QString::number(pingAt)));
    QVERIFY2(byeAt >= 450 && byeAt < 900, qPrintable(QString::number(byeAt)));
    QVERIFY(quiet.closed());
    QVERIFY(f.log.filter("idle").size() == 1);
    QVERIFY(chatty.socket().state() == QAbstractSocket::ConnectedState);
}

void TestServer::fullServer() {
    ServerOptions options;
    options.maxClients = 3;
    Fixture f(options);
    LineClient c[4];
    for (int i = 0; i < 3; ++i)
        QVERIFY(c[i].connectTo(f.port()));
    QVERIFY(c[3].connectTo(f.port(), false));
    QCOMPARE(c[3].line(), QStringLiteral("bye full"));
    QVERIFY(c[3].closed());
    QCOMPARE(c[0].ask("ping"), QStringLiteral("ok ping"));
    c[0].close();
    QVERIFY(waitFor([&] { return f.server->clientCount() == 2; }));
    LineClient again;
    QVERIFY(again.connectTo(f.port())); // room again
}

void TestServer::restartKeepsTables() {
    QTemporaryDir folder;
    Pair p;
    QStringList played;
    {
        Fixture f({}, folder.path());
        QVERIFY(seatPair(p, f.port(), "atoms"));
        QRandomGenerator random(11);
        played = playOut(p, "atoms", random, 6);
        QCOMPARE(played.size(), 6);
    }
    QVERIFY(p.a.closed());
    Fixture again({}, folder.path());
    QVERIFY(again.started);
    QCOMPARE(again.server->tableCount(), 1);
    QVERIFY(again.log.filter("table t1 loaded").size() == 1);
    LineClient a, b;
    QVERIFY(a.connectTo(again.port()));
    QVERIFY(b.connectTo(again.port()));
    QCOMPARE(a.ask("resume t1 " + p.tokenA), QStringLiteral("ok resume t1 first"));
    QString turn;
    a.readGame(&turn);
    QCOMPARE(turn, QStringLiteral("turn %1 6").arg(turn.section(' ', 1, 1)));
    QCOMPARE(b.ask("resume t1 " + p.tokenB), QStringLiteral("ok resume t1 second"));
    QCOMPARE(a.line(), QStringLiteral("seated t1 first ada"));
    b.readGame();
    QCOMPARE(b.line(), QStringLiteral("seated t1 second bob"));
    QCOMPARE(a.line(), QStringLiteral("seated t1 second bob"));
    // A new table does not take an old number.
    const QString created = a.ask("create loa");
    QVERIFY2(created.startsWith("ok create t2 "), qPrintable(created));
}

// A table whose stored game cannot be read back is left out (and left in the database as it is), reported by its
// id and the line of its record, and the others still load; its number is not given again.
void TestServer::damagedTableLeftOut() {
    QTemporaryDir folder;
    {
        Fixture f({}, folder.path());
        for (const char *game : {"loa", "trails", "atoms"}) {
            LineClient c;
            QVERIFY(c.connectTo(f.port()));
            QVERIFY(c.ask(QStringLiteral("create ") + game).startsWith("ok create "));
        }
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(folder.filePath("gamut.db"));
        QVERIFY(db.open());
        QVERIFY(
            QSqlQuery(QStringLiteral("INSERT INTO moves (table_id, game, ply, move) VALUES (2, 0, 1, 'zz-top')"), db)
                .isActive());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    Fixture f({}, folder.path());
    QVERIFY(f.started);
    QCOMPARE(f.server->tableCount(), 2);
    QVERIFY(f.server->table("t1") && !f.server->table("t2") && f.server->table("t3"));
    QCOMPARE(f.log.filter("table t2 cannot be read back").size(), 1);
    LineClient c;
    QVERIFY(c.connectTo(f.port()));
    QVERIFY(c.ask("create loa").startsWith("ok create t4 "));
}

QTEST_GUILESS_MAIN(TestServer)
#include "test_server.moc"
