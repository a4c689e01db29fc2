// Protocol 1.2's lobby against the real server in this process: the subscription and its events, seeks and their
// refusals and limits, accept (both players `paired`, then play as at any table), unseek, a seek gone with its
// connection, challenges (to a name that must be connected), decline, and a challenge gone with its challenger.
#include "lobbyclient.h"

#include "core/net/server.h"

#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

class TestLobby : public QObject {
    Q_OBJECT
private slots:
    void subscribeAndSeek();
    void acceptPairs();
    void seekRefusals();
    void seekLimits();
    void seekGoesWithItsConnection();
    void lobbyPages();
    void challengeAndDecline();
    void challengeAccepted();
    void challengeRefusals();
    void challengeGoesWithItsChallenger();
};

void TestLobby::subscribeAndSeek() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Nameless));
    auto &[f, a, b] = two;
    QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
    QCOMPARE(a.ask("lobby"), QStringLiteral("ok lobby 0 0"));
    QCOMPARE(b.ask("seek loa standard tc 3+2 rated"), QStringLiteral("ok seek s1"));
    QCOMPARE(a.line(), QStringLiteral("seek-added s1 bob 1500 loa standard 3+2 rated random"));
    QCOMPARE(b.ask("seek atoms classic tc days:3 casual first"), QStringLiteral("ok seek s2"));
    QCOMPARE(a.line(), QStringLiteral("seek-added s2 bob 1500 atoms classic days:3 casual first"));
    QCOMPARE(b.ask("lobby"), QStringLiteral("ok lobby 2 2"));
    QCOMPARE(b.line(), QStringLiteral("seek s1 bob 1500 loa standard 3+2 rated random"));
    QCOMPARE(b.line(), QStringLiteral("seek s2 bob 1500 atoms classic days:3 casual first"));
    QCOMPARE(b.ask("unseek s1"), QStringLiteral("ok unseek s1"));
    QCOMPARE(b.line(), QStringLiteral("seek-removed s1")); // b is subscribed too now
    QCOMPARE(a.line(), QStringLiteral("seek-removed s1"));
    // A guest's seek shows no rating; a control is written canonically.
    LineClient g;
    QVERIFY(g.connectTo(f.port()));
    g.ask("hello gus");
    QCOMPARE(g.ask("seek trails classic tc 05+3.0 casual"), QStringLiteral("ok seek s3"));
    QCOMPARE(a.line(), QStringLiteral("seek-added s3 gus - trails classic 5+3 casual random"));
}

void TestLobby::acceptPairs() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    a.ask("lobby");
    QCOMPARE(a.ask("seek loa standard tc 3+2 rated second"), QStringLiteral("ok seek s1"));
    QCOMPARE(a.line(), QStringLiteral("seek-added s1 ada 1500 loa standard 3+2 rated second"));
    QCOMPARE(b.ask("accept s1"), QStringLiteral("ok accept s1"));
    QCOMPARE(a.line(), QStringLiteral("seek-removed s1")); // the lobby hears it first, then the two their seats
    const PairedSeat bob = seatFrom(b), ada = seatFrom(a);
    QVERIFY(bob.ok() && ada.ok());
    QCOMPARE(bob.table, ada.table);
    QCOMPARE(ada.seat, QStringLiteral("second")); // the seek's side
    QCOMPARE(bob.seat, QStringLiteral("first"));
    QVERIFY(b.ask("accept s1").startsWith("error no-such-seek ")); // gone
    // Play goes on as at any table: the tokens move, both hear `moved` with the clocks.
    const Table *table = f.server->table(bob.table);
    QVERIFY(table);
    QCOMPARE(table->control(), TimeControl::fischer(180000, 2000));
    QVERIFY(table->isRated());
    QRandomGenerator random(7);
    const QString move = randomMove(table->position(), random);
    QCOMPARE(b.ask(QStringLiteral("move %1 %2 %3").arg(bob.table, bob.token, move)),
             QStringLiteral("ok move %1 1").arg(bob.table));
    const QString moved = a.until(QStringLiteral("moved "));
    QVERIFY2(QRegularExpression(QStringLiteral("^moved %1 1 black \\S+ clock \\d+ 180000$").arg(bob.table))
                 .match(moved)
                 .hasMatch(),
             qPrintable(moved));
    QVERIFY(field(moved, 6).toLongLong() > 180000 - 5000 && field(moved, 6).toLongLong() <= 182000);
    // The game after `resume` carries both clocks and whose runs.
    LineClient w;
    QVERIFY(w.connectTo(f.port()));
    QCOMPARE(w.ask(QStringLiteral("watch %1").arg(bob.table)), QStringLiteral("ok watch %1").arg(bob.table));
    QString turn, clock;
    const QStringList record = w.readGame(&turn, nullptr, &clock);
    QVERIFY(record.join(QLatin1Char('\n')).contains(QLatin1String("[TimeControl \"3+2\"]")));
    QVERIFY(record.join(QLatin1Char('\n')).contains(QLatin1String("[%clk 0:0")));
    QVERIFY2(turn.startsWith(QLatin1String("turn white 1")), qPrintable(turn));
    QVERIFY2(QRegularExpression(QStringLiteral("^clock \\d+ \\d+ second$")).match(clock).hasMatch(), qPrintable(clock));
    QVERIFY(f.log.join(QLatin1Char('\n')).contains(QLatin1String("made for bob and ada")));
}

void TestLobby::seekRefusals() {
    ServerFixture f(lobbyOptions());
    LineClient a, g;
    QVERIFY(a.connectTo(f.port()) && g.connectTo(f.port()));
    QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
    const auto refused = [](LineClient &c, const char *line, const char *code) {
        const QString reply = c.ask(QString::fromLatin1(line));
        c.ask("ping"); // refusals in a row end in `bye abuse`
        if (!reply.startsWith(QStringLiteral("error %1 ").arg(QLatin1String(code))))
            qWarning("%s -> %s", line, qPrintable(reply));
        return reply.startsWith(QStringLiteral("error %1 ").arg(QLatin1String(code)));
    };
    QVERIFY(refused(a, "seek", "bad-args"));
    QVERIFY(refused(a, "seek chess standard tc 3+2 rated", "bad-args"));
    QVERIFY(refused(a, "seek loa nosuch tc 3+2 rated", "bad-args"));
    QVERIFY(refused(a, "seek loa standard 3+2 rated", "bad-args"));
    QVERIFY(refused(a, "seek loa standard tc 3+2 friendly", "bad-args"));
    QVERIFY(refused(a, "seek loa standard tc 3+2 rated blue", "bad-args"));
    QVERIFY(refused(a, "seek loa standard tc none rated", "bad-args")); // rated needs a clock
    QVERIFY(refused(a, "seek loa standard tc days:15 casual", "bad-args"));
    const QString bad = a.ask("seek loa standard tc 5+x casual");
    QVERIFY2(bad.contains(QLatin1String("5+x")), qPrintable(bad));        // the control is named
    QVERIFY(refused(g, "seek loa standard tc 3+2 rated", "not-allowed")); // a guest plays casual games
    QVERIFY(refused(a, "unseek s9", "no-such-seek"));
    QVERIFY(refused(a, "accept s9", "no-such-seek"));
    QVERIFY(refused(a, "accept", "bad-args"));
    QCOMPARE(a.ask("seek loa standard tc 3+2 rated"), QStringLiteral("ok seek s1"));
    QVERIFY(refused(a, "accept s1", "bad-args"));     // one's own
    QVERIFY(refused(g, "unseek s1", "no-such-seek")); // another's
    QVERIFY(refused(g, "accept s1", "not-allowed"));  // rated: a guest may not
    // The same account on another connection cannot accept its own seek either.
    LineClient a2;
    QVERIFY(a2.connectTo(f.port()));
    QVERIFY(a2.ask("login ada password1").startsWith("ok login"));
    QVERIFY(refused(a2, "accept s1", "bad-args"));
}

void TestLobby::seekLimits() {
    ServerFixture f(lobbyOptions());
    std::vector<std::unique_ptr<LineClient>> guests;
    for (int i = 0; i < 4; ++i) {
        guests.push_back(std::make_unique<LineClient>());
        QVERIFY(guests.back()->connectTo(f.port()));
    }
    for (int i = 0; i < 3; ++i)
        QCOMPARE(guests[0]->ask("seek loa standard tc 1+0 casual"), QStringLiteral("ok seek s%1").arg(i + 1));
    QVERIFY(guests[0]->ask("seek loa standard tc 1+0 casual").startsWith("error full ")); // 3 a player
    for (int i = 0; i < 3; ++i)
        guests[1]->ask("seek loa standard tc 1+0 casual");
    for (int i = 0; i < 3; ++i)
        guests[2]->ask("seek loa standard tc 1+0 casual");
    QVERIFY(guests[3]->ask("seek loa standard tc 1+0 casual").startsWith("ok seek "));
    const QString eleventh = guests[3]->ask("seek loa standard tc 1+0 casual"); // 10 an address
    QVERIFY2(eleventh.startsWith("error full ") && eleventh.contains(QLatin1String("address")), qPrintable(eleventh));
}

void TestLobby::seekGoesWithItsConnection() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Nameless));
    auto &[f, a, b] = two;
    a.ask("lobby");
    QCOMPARE(b.ask("seek loa standard tc 1+0 casual"), QStringLiteral("ok seek s1"));
    QCOMPARE(a.line(), QStringLiteral("seek-added s1 guest-2 - loa standard 1+0 casual random"));
    b.close();
    QCOMPARE(a.line(), QStringLiteral("seek-removed s1"));
    QCOMPARE(a.ask("lobby"), QStringLiteral("ok lobby 0 0"));
}

// 200 seeks a page, `lobby <from>` for the next.
void TestLobby::lobbyPages() {
    ServerOptions options = lobbyOptions();
    options.lobby.seeksPerAddress = 1000;
    options.maxPerAddress = 0;
    ServerFixture f(options);
    std::vector<std::unique_ptr<LineClient>> seekers;
    for (int i = 0; i < 70; ++i) {
        seekers.push_back(std::make_unique<LineClient>());
        QVERIFY(seekers.back()->connectTo(f.port()));
    }
    int made = 0;
    for (auto &s : seekers)
        for (int k = 0; k < 3; ++k)
            made += s->ask("seek loa standard tc 1+0 casual").startsWith("ok seek");
    QVERIFY(made > 200);
    LineClient reader;
    QVERIFY(reader.connectTo(f.port()));
    QCOMPARE(reader.ask("lobby"), QStringLiteral("ok lobby 200 %1").arg(made));
    for (int i = 0; i < 200; ++i)
        QVERIFY(reader.line().startsWith("seek s"));
    QCOMPARE(reader.ask("lobby 200"), QStringLiteral("ok lobby %1 %2").arg(made - 200).arg(made));
}

void TestLobby::challengeAndDecline() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts, QStringLiteral("Bob")));
    auto &[f, a, b] = two;
    QCOMPARE(a.ask("challenge bob loa olympiad tc 5+3 rated first"), QStringLiteral("ok challenge c1"));
    QCOMPARE(b.line(), QStringLiteral("challenged c1 ada loa olympiad 5+3 rated first"));
    QVERIFY(a.ask("decline c1").startsWith("error no-such-seek ")); // not to ada
    QCOMPARE(b.ask("decline c1"), QStringLiteral("ok decline c1"));
    QCOMPARE(a.line(), QStringLiteral("declined c1"));
    QVERIFY(b.ask("accept c1").startsWith("error no-such-seek "));
}

void TestLobby::challengeAccepted() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    QCOMPARE(a.ask("challenge bob atoms classic tc none casual second"), QStringLiteral("ok challenge c1"));
    QCOMPARE(b.line(), QStringLiteral("challenged c1 ada atoms classic none casual second"));
    QCOMPARE(b.ask("accept c1"), QStringLiteral("ok accept c1"));
    const PairedSeat bob = seatFrom(b), ada = seatFrom(a);
    QCOMPARE(ada.seat, QStringLiteral("second"));
    QCOMPARE(bob.seat, QStringLiteral("first"));
    QCOMPARE(ada.table, bob.table);
    QVERIFY(!f.server->table(ada.table)->control().isTimed());
    QVERIFY(!f.server->table(ada.table)->isRated());
}

void TestLobby::challengeRefusals() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Accounts));
    auto &[f, a, b] = two;
    LineClient g;
    QVERIFY(g.connectTo(f.port()));
    g.ask("hello gus");
    const auto reply = [](LineClient &c, const char *line) {
        const QString r = c.ask(QString::fromLatin1(line));
        c.ask("ping");
        return r;
    };
    QVERIFY(reply(a, "challenge nobody loa standard tc 3+2 casual").startsWith("error no-such-player "));
    QVERIFY(reply(a, "challenge ada loa standard tc 3+2 casual").startsWith("error no-such-player ")); // oneself
    QVERIFY(reply(a, "challenge gus loa standard tc 3+2 rated").startsWith("error not-allowed "));     // a guest
    QVERIFY(reply(g, "challenge bob loa standard tc 3+2 rated").startsWith("error not-allowed "));
    QVERIFY(reply(a, "challenge bob loa standard 3+2 rated").startsWith("error bad-args "));
    QVERIFY(reply(a, "challenge b@d! loa standard tc 3+2 rated").startsWith("error no-such-player "));
    QVERIFY(reply(a, "challenge").startsWith("error bad-args "));
    LineClient a2;
    QVERIFY(a2.connectTo(f.port()));
    QVERIFY(a2.ask("login ada password1").startsWith("ok login"));
    QVERIFY(reply(a, "challenge ada loa standard tc 3+2 casual").startsWith("error bad-args ")); // own account
    for (int i = 0; i < 3; ++i)
        QCOMPARE(a.ask("challenge bob loa standard tc 3+2 casual"), QStringLiteral("ok challenge c%1").arg(i + 1));
    QVERIFY(reply(a, "challenge bob loa standard tc 3+2 casual").startsWith("error full "));  // 3 open a player
    QVERIFY(reply(a2, "challenge bob loa standard tc 3+2 casual").startsWith("error full ")); // the same account
}

void TestLobby::challengeGoesWithItsChallenger() {
    TwoClients two;
    QVERIFY(two.start(TwoClients::Guests));
    auto &[f, a, b] = two;
    QCOMPARE(a.ask("challenge bob loa standard tc 1+0 casual"), QStringLiteral("ok challenge c1"));
    QVERIFY(b.line().startsWith("challenged c1 "));
    a.close();
    QCOMPARE(b.line(), QStringLiteral("seek-removed c1"));
    QVERIFY(b.ask("accept c1").startsWith("error no-such-seek "));
    // The other way: the challenged leaves, the challenger hears it declined.
    LineClient c, d;
    QVERIFY(c.connectTo(f.port()) && d.connectTo(f.port()));
    c.ask("hello cy");
    d.ask("hello dee");
    QCOMPARE(c.ask("challenge dee loa standard tc 1+0 casual"), QStringLiteral("ok challenge c2"));
    d.close();
    QCOMPARE(c.line(), QStringLiteral("declined c2"));
}

QTEST_GUILESS_MAIN(TestLobby)
#include "test_lobby.moc"
