// NetworkClient's protocol 1.2 (what the window's lobby uses) against the real server in this process: every 1.2
// command it sends and every reply and event it turns into a signal, and its refusal to send a password where it
// may not go.
#include "lobbyclient.h"

#include "core/net/networkclient.h"

#include <QSignalSpy>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

bool connected(NetworkClient &c, quint16 port) {
    c.connectToServer(QStringLiteral("127.0.0.1"), port);
    return waitFor([&] { return c.isConnected(); });
}

// Registers and signs in through the client's own commands: the session, or "".
QString signUp(NetworkClient &c, const QString &name) {
    QSignalSpy registered(&c, &NetworkClient::registered), in(&c, &NetworkClient::loggedIn);
    c.registerAccount(name, QStringLiteral("password1"));
    if (!waitFor([&] { return registered.size() == 1; }))
        return {};
    c.login(name, QStringLiteral("password1"));
    if (!waitFor([&] { return in.size() == 1; }))
        return {};
    return in.first().value(1).toString();
}

} // namespace

class TestNetworkClient12 : public QObject {
    Q_OBJECT
private slots:
    void accounts();
    void lobbyAndPairing();
    void challenges();
    void clocksDrawRematchRatings();
    void listsOfRatingsAndGames();
};

void TestNetworkClient12::accounts() {
    ServerFixture f(lobbyOptions());
    NetworkClient c, d;
    QVERIFY(connected(c, f.port()) && connected(d, f.port()));
    QVERIFY(c.speaks12());
    const QString session = signUp(c, QStringLiteral("ada"));
    QCOMPARE(session.size(), 32);
    QSignalSpy in(&d, &NetworkClient::loggedIn), refused(&d, &NetworkClient::refused);
    d.login(QStringLiteral("ada"), QStringLiteral("wrong-one"));
    QVERIFY(waitFor([&] { return refused.size() == 1; }));
    QCOMPARE(refused.first().value(0).toString(), QStringLiteral("login"));
    QCOMPARE(refused.first().value(1).toString(), QStringLiteral("bad-login"));
    d.loginWithSession(QStringLiteral("ada"), session);
    QVERIFY(waitFor([&] { return in.size() == 1; }));
    QCOMPARE(in.first().value(0).toString(), QStringLiteral("ada"));
    QSignalSpy out(&d, &NetworkClient::loggedOut);
    d.logout();
    QVERIFY(waitFor([&] { return out.size() == 1; }));
    // A password is not sent unless the connection may carry it: not connected here, so refused at once.
    NetworkClient offline;
    QSignalSpy local(&offline, &NetworkClient::refused);
    offline.login(QStringLiteral("ada"), QStringLiteral("password1"));
    QCOMPARE(local.size(), 1);
    QCOMPARE(local.first().value(1).toString(), QStringLiteral("not-encrypted"));
}

void TestNetworkClient12::lobbyAndPairing() {
    ServerFixture f(lobbyOptions());
    NetworkClient a, b;
    QVERIFY(connected(a, f.port()) && connected(b, f.port()));
    QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
    QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
    QSignalSpy listed(&a, &NetworkClient::lobbyListed), added(&a, &NetworkClient::seekAdded),
        removed(&a, &NetworkClient::seekRemoved);
    a.subscribeLobby();
    QVERIFY(waitFor([&] { return listed.size() == 1; }));
    QCOMPARE(listed.first().value(2).toInt(), 0);
    QSignalSpy bReplies(&b, &NetworkClient::replied);
    b.seek(QStringLiteral("loa"), QStringLiteral("standard"), QStringLiteral("3+2"), true, QStringLiteral("second"));
    QVERIFY(waitFor([&] { return added.size() == 1; }));
    const SeekInfo seek = added.first().value(0).value<SeekInfo>();
    QCOMPARE(seek.id, QStringLiteral("s1"));
    QCOMPARE(seek.name, QStringLiteral("bob"));
    QCOMPARE(seek.rating, QStringLiteral("1500"));
    QCOMPARE(seek.control, QStringLiteral("3+2"));
    QVERIFY(seek.rated);
    QCOMPARE(seek.colour, QStringLiteral("second"));
    QSignalSpy aPaired(&a, &NetworkClient::paired), bPaired(&b, &NetworkClient::paired);
    a.accept(QStringLiteral("s1"));
    QVERIFY(waitFor([&] { return aPaired.size() == 1 && bPaired.size() == 1 && removed.size() == 1; }));
    QCOMPARE(aPaired.first().value(1).toString(), QStringLiteral("first"));
    QCOMPARE(bPaired.first().value(1).toString(), QStringLiteral("second"));
    QCOMPARE(aPaired.first().value(0).toString(), bPaired.first().value(0).toString());
    QCOMPARE(aPaired.first().value(2).toString().size(), 32);
    QCOMPARE(removed.first().value(0).toString(), QStringLiteral("s1"));
    // unseek
    b.seek(QStringLiteral("atoms"), QStringLiteral("classic"), QStringLiteral("days:3"), false);
    QVERIFY(waitFor([&] { return added.size() == 2; }));
    b.unseek(added.at(1).value(0).value<SeekInfo>().id);
    QVERIFY(waitFor([&] { return removed.size() == 2; }));
}

void TestNetworkClient12::challenges() {
    ServerFixture f(lobbyOptions());
    NetworkClient a, b;
    QVERIFY(connected(a, f.port()) && connected(b, f.port()));
    QSignalSpy named(&b, &NetworkClient::replied);
    a.hello(QStringLiteral("ada"));
    b.hello(QStringLiteral("bob"));
    QVERIFY(waitFor([&] { return named.size() == 1; })); // bob is bob before ada names him
    QSignalSpy challenged(&b, &NetworkClient::challenged), declined(&a, &NetworkClient::declined);
    a.challenge(QStringLiteral("bob"), QStringLiteral("trails"), QStringLiteral("classic"), QStringLiteral("10+5"),
                false, QStringLiteral("first"));
    QVERIFY(waitFor([&] { return challenged.size() == 1; }));
    const ChallengeInfo c = challenged.first().value(0).value<ChallengeInfo>();
    QCOMPARE(c.from, QStringLiteral("ada"));
    QCOMPARE(c.game, QStringLiteral("trails"));
    QCOMPARE(c.control, QStringLiteral("10+5"));
    QVERIFY(!c.rated);
    QCOMPARE(c.colour, QStringLiteral("first"));
    b.decline(c.id);
    QVERIFY(waitFor([&] { return declined.size() == 1; }));
    QCOMPARE(declined.first().value(0).toString(), c.id);
    QSignalSpy refused(&a, &NetworkClient::refused);
    a.challenge(QStringLiteral("nobody"), QStringLiteral("loa"), QStringLiteral("standard"), QStringLiteral("1+0"),
                false);
    QVERIFY(waitFor([&] { return refused.size() == 1; }));
    QCOMPARE(refused.first().value(1).toString(), QStringLiteral("no-such-player"));
}

void TestNetworkClient12::clocksDrawRematchRatings() {
    ServerFixture f(lobbyOptions());
    NetworkClient a, b;
    QVERIFY(connected(a, f.port()) && connected(b, f.port()));
    QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
    QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
    QSignalSpy challenged(&b, &NetworkClient::challenged), aPaired(&a, &NetworkClient::paired),
        bPaired(&b, &NetworkClient::paired);
    a.challenge(QStringLiteral("bob"), QStringLiteral("loa"), QStringLiteral("standard"), QStringLiteral("5+3"), true,
                QStringLiteral("first"));
    QVERIFY(waitFor([&] { return challenged.size() == 1; }));
    b.accept(challenged.first().value(0).value<ChallengeInfo>().id);
    QVERIFY(waitFor([&] { return aPaired.size() == 1 && bPaired.size() == 1; }));
    const QString table = aPaired.first().value(0).toString();
    const QString aToken = aPaired.first().value(2).toString(), bToken = bPaired.first().value(2).toString();
    // resume: the game with its clock line.
    QSignalSpy clocks(&b, &NetworkClient::clockUpdated), game(&b, &NetworkClient::gameReceived);
    b.resume(table, bToken);
    QVERIFY(waitFor([&] { return game.size() == 1 && clocks.size() == 1; }));
    QCOMPARE(clocks.first().value(0).toString(), table);
    QVERIFY(clocks.first().value(1).toLongLong() > 295000); // running since the pairing
    QCOMPARE(clocks.first().value(2).toLongLong(), qint64(300000));
    QCOMPARE(clocks.first().value(3).toString(), QStringLiteral("first"));
    // A move: `moved` with both clocks.
    QRandomGenerator random(3);
    a.move(table, aToken, randomMove(f.server->table(table)->position(), random));
    QVERIFY(waitFor([&] { return clocks.size() == 2; }));
    QVERIFY(clocks.at(1).value(1).toLongLong() > 290000); // ada's time after her move, the increment added
    QCOMPARE(clocks.at(1).value(2).toLongLong(), qint64(300000));
    // A draw offered and agreed: `over <table> draw agreed`, then `rated`.
    QSignalSpy offered(&b, &NetworkClient::drawOffered), over(&a, &NetworkClient::over),
        rated(&a, &NetworkClient::rated);
    a.offerDraw(table, aToken);
    QVERIFY(waitFor([&] { return offered.size() == 1; }));
    QCOMPARE(offered.first().value(1).toString(), QStringLiteral("black"));
    b.offerDraw(table, bToken);
    QVERIFY(waitFor([&] { return over.size() == 1 && rated.size() == 1; }));
    QCOMPARE(over.first().value(1).toString(), QStringLiteral("draw"));
    QCOMPARE(over.first().value(2).toString(), QStringLiteral("agreed"));
    QCOMPARE(rated.first().value(1).toString(), QStringLiteral("ada"));
    QCOMPARE(rated.first().value(2).toInt(), 1500);
    QCOMPARE(rated.first().value(3).toInt(), 1500); // a draw between equals
    // Rematch: offered, then both get their new seats.
    QSignalSpy rematchOffered(&b, &NetworkClient::rematchOffered), aNew(&a, &NetworkClient::rematched),
        bNew(&b, &NetworkClient::rematched);
    a.rematch(table, aToken);
    QVERIFY(waitFor([&] { return rematchOffered.size() == 1; }));
    b.rematch(table, bToken);
    QVERIFY(waitFor([&] { return aNew.size() == 1 && bNew.size() == 1; }));
    QCOMPARE(aNew.first().value(0).toString(), table);
    QCOMPARE(aNew.first().value(2).toString(), QStringLiteral("second"));
    QCOMPARE(bNew.first().value(2).toString(), QStringLiteral("first"));
    // Abort the rematch: `over <table> aborted`.
    const QString next = bNew.first().value(1).toString();
    QSignalSpy aborted(&a, &NetworkClient::over);
    b.abort(next, bNew.first().value(3).toString());
    QVERIFY(waitFor([&] { return aborted.size() == 1; }));
    QCOMPARE(aborted.first().value(1).toString(), QStringLiteral("aborted"));
}

void TestNetworkClient12::listsOfRatingsAndGames() {
    ServerFixture f(lobbyOptions());
    NetworkClient a, b;
    QVERIFY(connected(a, f.port()) && connected(b, f.port()));
    QVERIFY(!signUp(a, QStringLiteral("ada")).isEmpty());
    QVERIFY(!signUp(b, QStringLiteral("bob")).isEmpty());
    QSignalSpy challenged(&b, &NetworkClient::challenged), paired(&a, &NetworkClient::paired),
        bPaired(&b, &NetworkClient::paired);
    a.challenge(QStringLiteral("bob"), QStringLiteral("atoms"), QStringLiteral("classic"), QStringLiteral("days:2"),
                true, QStringLiteral("first"));
    QVERIFY(waitFor([&] { return challenged.size() == 1; }));
    b.accept(challenged.first().value(0).value<ChallengeInfo>().id);
    QVERIFY(waitFor([&] { return paired.size() == 1 && bPaired.size() == 1; }));
    QSignalSpy games(&a, &NetworkClient::myGamesListed);
    a.requestMyGames();
    QVERIFY(waitFor([&] { return games.size() == 1; }));
    const auto list = games.first().value(0).value<QList<MyGameInfo>>();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].opponent, QStringLiteral("bob"));
    QCOMPARE(list[0].state, QStringLiteral("your-turn"));
    QVERIFY(list[0].msLeft > 2 * 86400000LL - 60000);
    QCOMPARE(list[0].control, QStringLiteral("days:2"));
    QCOMPARE(list[0].seat, QStringLiteral("first"));
    // Bob resigns: rated; `rating` and `top` as lists.
    QSignalSpy rated(&a, &NetworkClient::rated);
    b.resign(list[0].table, bPaired.first().value(2).toString());
    QVERIFY(waitFor([&] { return rated.size() == 1; }));
    QSignalSpy ratings(&a, &NetworkClient::ratingsListed), top(&a, &NetworkClient::topListed);
    a.requestRating(QStringLiteral("bob"));
    a.requestTop(QStringLiteral("atoms"));
    QVERIFY(waitFor([&] { return ratings.size() == 1 && top.size() == 1; }));
    const auto r = ratings.first().value(1).value<QList<RatingInfo>>();
    QCOMPARE(r.size(), 1);
    QCOMPARE(r[0].game, QStringLiteral("atoms"));
    QVERIFY(r[0].rating < 1500);
    QCOMPARE(r[0].games, 1);
    QCOMPARE(top.first().value(0).toString(), QStringLiteral("atoms"));
    QCOMPARE(top.first().value(3).toInt(), 0); // nobody settled after one game
    // resume by account gives a new seat through seatGiven.
    QSignalSpy given(&a, &NetworkClient::seatGiven);
    a.resumeOwn(list[0].table);
    QVERIFY(waitFor([&] { return given.size() == 1; }));
    QCOMPARE(given.first().value(1).toString(), QStringLiteral("first"));
}

QTEST_GUILESS_MAIN(TestNetworkClient12)
#include "test_networkclient12.moc"
