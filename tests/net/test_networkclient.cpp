// NetworkClient (what the window uses) against the real server in this process: a game played through its signals,
// a watcher rebuilding the game from gameReceived(), refusals naming their command, lists, chat, disconnection.
#include "netclient.h"

#include "core/net/networkclient.h"
#include "core/net/server.h"
#include "core/record/record.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

class TestNetworkClient : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void playsAGame();
    void listsRefusalsChatAndQuit();
    void historyAndClose();
    void olderServer();

private:
    QTemporaryDir *dir_ = nullptr;
    GameServer *server_ = nullptr;
};

void TestNetworkClient::init() {
    dir_ = new QTemporaryDir;
    ServerOptions options;
    options.port = 0;
    options.dataFolder = dir_->path();
    options.log = [](const QString &) {};
    server_ = new GameServer(options);
    QString error;
    QVERIFY2(server_->start(error), qPrintable(error));
}

void TestNetworkClient::cleanup() {
    delete server_;
    delete dir_;
}

void TestNetworkClient::playsAGame() {
    NetworkClient ada, bob, watcher;
    QSignalSpy adaUp(&ada, &NetworkClient::connected);
    for (NetworkClient *c : {&ada, &bob, &watcher})
        c->connectToServer(QStringLiteral("127.0.0.1"), server_->port());
    QVERIFY(waitFor([&] { return ada.isConnected() && bob.isConnected() && watcher.isConnected(); }));
    QCOMPARE(adaUp.size(), 1);
    QCOMPARE(adaUp.first().first().toString(), serverVersion());
    ada.hello("ada");
    bob.hello("bob");
    QString table, tokens[2];
    connect(&ada, &NetworkClient::seatGiven, [&](const QString &t, const QString &, const QString &token) {
        table = t;
        tokens[0] = token;
    });
    connect(&bob, &NetworkClient::seatGiven,
            [&](const QString &, const QString &, const QString &token) { tokens[1] = token; });
    ada.create("atoms", "classic");
    QVERIFY(waitFor([&] { return !table.isEmpty(); }));
    QSignalSpy bobGame(&bob, &NetworkClient::gameReceived);
    bob.join(table);
    QVERIFY(waitFor([&] { return bobGame.size() == 1; }));
    std::string why;
    QCOMPARE(bobGame.first().value(2).toString(),
             QString::fromStdString(gamut::newGame("atoms", "classic", why)->turnText()));
    QVERIFY(tokens[1].size() == 32);
    QSignalSpy watched(&watcher, &NetworkClient::gameReceived);
    watcher.watch(table);
    QVERIFY(waitFor([&] { return watched.size() == 1; }));

    // The game, driven by the `moved` signals only; the watcher replays every move through its own rules.
    std::string error;
    auto state = gamut::newGame("atoms", "classic", error);
    RecordError recordError;
    auto seen = loadRecordText(watched.first().value(1).toString().toStdString(), "net", recordError);
    QVERIFY2(seen.has_value(), recordError.text().c_str());
    auto watcherState = seen->back().finalPosition();
    QRandomGenerator random(17);
    NetworkClient *seat[2] = {&ada, &bob};
    QString result;
    int plies = 0;
    connect(&watcher, &NetworkClient::moved, [&](const QString &, int ply, const QString &player, const QString &m) {
        QCOMPARE(ply, plies + 1);
        QCOMPARE(player, QString::fromStdString(watcherState->playerName(watcherState->turn())));
        const ParsedMove parsed = watcherState->parseMove(m.toStdString());
        QVERIFY(parsed.ok());
        watcherState->play(parsed.move);
        ++plies;
    });
    connect(&watcher, &NetworkClient::over, [&](const QString &, const QString &r) { result = r; });
    connect(&ada, &NetworkClient::moved, [&](const QString &, int, const QString &, const QString &m) {
        state->play(state->parseMove(m.toStdString()).move);
        if (!state->isOver())
            seat[state->turn()]->move(table, tokens[state->turn()], randomMove(*state, random));
    });
    QSignalSpy refusals(&ada, &NetworkClient::refused);
    ada.move(table, tokens[0], randomMove(*state, random));
    QVERIFY(waitFor([&] { return !result.isEmpty(); }, 30000));
    QCOMPARE(refusals.size(), 0);
    QCOMPARE(result, QString::fromStdString(state->resultText()));
    QCOMPARE(watcherState->positionText(), state->positionText());
    QCOMPARE(plies, server_->table(table)->ply());
}

void TestNetworkClient::listsRefusalsChatAndQuit() {
    NetworkClient c;
    c.connectToServer(QStringLiteral("127.0.0.1"), server_->port());
    QVERIFY(waitFor([&] { return c.isConnected(); }));
    QSignalSpy games(&c, &NetworkClient::gamesListed);
    QSignalSpy tables(&c, &NetworkClient::tablesListed);
    QSignalSpy refused(&c, &NetworkClient::refused);
    QSignalSpy said(&c, &NetworkClient::said);
    QSignalSpy gone(&c, &NetworkClient::disconnected);
    c.requestGames();
    c.create("loa", QString(), "second");
    c.move("t1", QString(32, 'a'), "b1-b3");
    c.say("t1", "hello  there");
    c.requestTables();
    QVERIFY(waitFor([&] { return tables.size() == 1; }));
    QCOMPARE(games.first().first().toStringList().size(), int(allGames().size()));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().value(0).toString(), QStringLiteral("move"));
    QCOMPARE(refused.first().value(1).toString(), QStringLiteral("bad-token"));
    QCOMPARE(said.first().value(2).toString(), QStringLiteral("hello  there"));
    const auto list = tables.first().first().value<QList<TableInfo>>();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].game, QStringLiteral("loa"));
    QCOMPARE(list[0].state, QStringLiteral("waiting"));
    QVERIFY(list[0].names[0].isEmpty());
    QVERIFY(list[0].names[1].startsWith("guest-"));
    c.quit();
    QVERIFY(waitFor([&] { return gone.size() == 1; }));
    QCOMPARE(gone.first().first().toString(), QStringLiteral("quit"));
}

// Protocol 1.1: the finished games count with a game, a page of history, the tables' total, close and `closed`.
void TestNetworkClient::historyAndClose() {
    NetworkClient ada, bob;
    QString tokens[2];
    connect(&ada, &NetworkClient::seatGiven,
            [&](const QString &, const QString &, const QString &t) { tokens[0] = t; });
    connect(&bob, &NetworkClient::seatGiven,
            [&](const QString &, const QString &, const QString &t) { tokens[1] = t; });
    for (NetworkClient *c : {&ada, &bob})
        c->connectToServer(QStringLiteral("127.0.0.1"), server_->port());
    QVERIFY(waitFor([&] { return ada.isConnected() && bob.isConnected(); }));
    QCOMPARE(ada.protocolVersion(), QStringLiteral("1.2"));
    QVERIFY(ada.speaks11());
    QVERIFY(ada.speaks12());
    QSignalSpy nexts(&bob, &NetworkClient::nextGame);
    ada.create(QStringLiteral("loa"));
    QVERIFY(waitFor([&] { return !tokens[0].isEmpty(); }));
    bob.join(QStringLiteral("t1"));
    QVERIFY(waitFor([&] { return !tokens[1].isEmpty(); }));
    ada.resign(QStringLiteral("t1"), tokens[0]);
    ada.next(QStringLiteral("t1"), tokens[0]);
    bob.next(QStringLiteral("t1"), tokens[1]);
    QVERIFY(waitFor([&] { return nexts.size() == 1; }));
    NetworkClient eve;
    eve.connectToServer(QStringLiteral("127.0.0.1"), server_->port());
    QVERIFY(waitFor([&] { return eve.isConnected(); }));
    QSignalSpy finished(&eve, &NetworkClient::finishedGames);
    QSignalSpy game(&eve, &NetworkClient::gameReceived);
    QSignalSpy history(&eve, &NetworkClient::historyReceived);
    QSignalSpy total(&eve, &NetworkClient::tablesTotal);
    QSignalSpy closed(&eve, &NetworkClient::closed);
    eve.watch(QStringLiteral("t1"));
    eve.requestHistory(QStringLiteral("t1"));
    eve.requestTables(QStringLiteral("playing"));
    QVERIFY(waitFor([&] { return game.size() == 1 && history.size() == 1 && total.size() == 1; }));
    QCOMPARE(finished.first(), (QList<QVariant>{QStringLiteral("t1"), 1}));
    const QStringList records = history.first().value(2).toStringList();
    QCOMPARE(records.size(), 1);
    QCOMPARE(history.first().value(3).toInt(), 1);
    RecordError why;
    const auto played = loadRecordText(records.first().toStdString(), "history", why);
    QVERIFY2(played, why.text().c_str());
    QCOMPARE(played->front().record.tag("Resigned"), std::string("black"));
    QCOMPARE(total.first().first().toInt(), 1);
    bob.resign(QStringLiteral("t1"), tokens[1]);
    bob.close(QStringLiteral("t1"), tokens[1]);
    QVERIFY(waitFor([&] { return closed.size() == 1; }));
    QCOMPARE(closed.first().first().toString(), QStringLiteral("t1"));
}

// A 1.0 server (scripted here): the greeting `gamut 1`, a game without the `games` line; the client still reads it.
void TestNetworkClient::olderServer() {
    QTcpServer old;
    QVERIFY(old.listen(QHostAddress::LocalHost, 0));
    connect(&old, &QTcpServer::newConnection, [&] {
        QTcpSocket *s = old.nextPendingConnection();
        s->write("gamut 1 0.0.9\n");
        connect(s, &QTcpSocket::readyRead, s, [s] {
            if (s->readAll().startsWith("watch t1"))
                s->write("ok watch t1\nrecord 4\n[Format \"gamut 1\"]\n[Game \"loa\"]\n\n1. b1-b3\nturn white 1\n"
                         "moved t1 2 white a2-c2\n");
        });
    });
    NetworkClient c;
    QSignalSpy game(&c, &NetworkClient::gameReceived);
    QSignalSpy moved(&c, &NetworkClient::moved);
    QSignalSpy finished(&c, &NetworkClient::finishedGames);
    c.connectToServer(QStringLiteral("127.0.0.1"), old.serverPort());
    QVERIFY(waitFor([&] { return c.isConnected(); }));
    QCOMPARE(c.protocolVersion(), QStringLiteral("1"));
    QVERIFY(!c.speaks11());
    c.watch(QStringLiteral("t1"));
    QVERIFY(waitFor([&] { return moved.size() == 1; }));
    QCOMPARE(game.size(), 1);
    QCOMPARE(game.first().value(2).toString(), QStringLiteral("white"));
    QCOMPARE(game.first().value(3).toInt(), 1);
    QVERIFY(game.first().value(1).toString().endsWith("1. b1-b3\n"));
    QCOMPARE(finished.size(), 0);
}

QTEST_GUILESS_MAIN(TestNetworkClient)
#include "test_networkclient.moc"
