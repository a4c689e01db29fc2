// The lobby's bookkeeping (core/net/lobby.h) on its own: ids, the limits per player, per address and in all,
// challenges bounded per challenger and per challenged player, what a dropped connection takes with it.
#include "core/net/lobby.h"

#include <QTest>

using namespace gamut::net;

namespace {

LobbyOffer offer(quint64 client, int account, const QString &address, const QString &name = QStringLiteral("ada")) {
    LobbyOffer o;
    o.client = client;
    o.account = account ? QStringLiteral("acct%1").arg(account) : QString();
    o.address = address;
    o.name = name;
    o.game = QStringLiteral("loa");
    o.variant = QStringLiteral("standard");
    o.control = QStringLiteral("3+2");
    o.rated = true;
    return o;
}

LobbyOffer challengeTo(LobbyOffer o, quint64 client, int account, const QString &name) {
    o.toClient = client;
    o.toAccount = account ? QStringLiteral("acct%1").arg(account) : QString();
    o.toName = name;
    return o;
}

} // namespace

class TestLobbyBook : public QObject {
    Q_OBJECT
private slots:
    void seekLine();
    void threeSeeksAPlayer();
    void seeksPerAddressAndInAll();
    void challengesBounded();
    void takeAndFind();
    void droppedClientTakesItsOffers();
};

void TestLobbyBook::seekLine() {
    QString why;
    Lobby lobby;
    LobbyOffer o = offer(1, 7, QStringLiteral("10.0.0.1"));
    o.rating = QStringLiteral("1612");
    o.colour = 1;
    const LobbyOffer *s = lobby.addSeek(o, why);
    QVERIFY(s);
    QCOMPARE(s->id, QStringLiteral("s1"));
    QCOMPARE(s->seekLine(), QStringLiteral("s1 ada 1612 loa standard 3+2 rated second"));
    o.rating.clear();
    o.rated = false;
    o.colour = -1;
    QCOMPARE(lobby.addSeek(o, why)->seekLine(), QStringLiteral("s2 ada - loa standard 3+2 casual random"));
}

// A player is an account (all its connections) or a guest connection.
void TestLobbyBook::threeSeeksAPlayer() {
    Lobby lobby;
    QString why;
    for (int i = 0; i < 3; ++i)
        QVERIFY(lobby.addSeek(offer(quint64(1 + i), 7, QStringLiteral("10.0.0.%1").arg(i)), why));
    QVERIFY(!lobby.addSeek(offer(9, 7, QStringLiteral("10.0.0.9")), why)); // the same account on a fourth connection
    QVERIFY(why.contains(QLatin1String("3 seeks")));
    for (int i = 0; i < 3; ++i)
        QVERIFY(lobby.addSeek(offer(20, 0, QStringLiteral("10.0.1.1"), QStringLiteral("guest-20")), why));
    QVERIFY(!lobby.addSeek(offer(20, 0, QStringLiteral("10.0.1.1"), QStringLiteral("guest-20")), why));
    QVERIFY(lobby.addSeek(offer(21, 0, QStringLiteral("10.0.1.1"), QStringLiteral("guest-21")), why)); // another guest
}

void TestLobbyBook::seeksPerAddressAndInAll() {
    Lobby::Limits limits;
    limits.seeksPerAddress = 4;
    limits.seeks = 6;
    Lobby lobby(limits);
    QString why;
    for (quint64 c = 1; c <= 4; ++c)
        QVERIFY(lobby.addSeek(offer(c, 0, QStringLiteral("192.0.2.1")), why));
    QVERIFY(!lobby.addSeek(offer(5, 0, QStringLiteral("192.0.2.1")), why));
    QVERIFY(why.contains(QLatin1String("your address")));
    QVERIFY(lobby.addSeek(offer(6, 0, QStringLiteral("192.0.2.2")), why));
    QVERIFY(lobby.addSeek(offer(7, 0, QStringLiteral("192.0.2.3")), why));
    QVERIFY(!lobby.addSeek(offer(8, 0, QStringLiteral("192.0.2.4")), why));
    QVERIFY(why.contains(QLatin1String("the lobby holds 6 seeks")));
    QCOMPARE(lobby.seekCount(), 6);
}

void TestLobbyBook::challengesBounded() {
    Lobby lobby;
    QString why;
    QVERIFY(!lobby.addChallenge(challengeTo(offer(1, 7, QStringLiteral("a")), 2, 7, QStringLiteral("ada")), why));
    QVERIFY(why.contains(QLatin1String("yourself")));
    for (quint64 i = 0; i < 3; ++i)
        QVERIFY(lobby.addChallenge(challengeTo(offer(1, 7, QStringLiteral("a")), 10 + i, 0, QStringLiteral("x")), why));
    QVERIFY(!lobby.addChallenge(challengeTo(offer(1, 7, QStringLiteral("a")), 20, 0, QStringLiteral("y")), why));
    QVERIFY(why.contains(QLatin1String("open challenges")));
    // Twenty waiting for one player (one of them from client 1 above), from many: the twenty-first waits.
    for (quint64 i = 0; i < 19; ++i)
        QVERIFY(lobby.addChallenge(
            challengeTo(offer(100 + i, 0, QStringLiteral("h%1").arg(i)), 10, 0, QStringLiteral("x")), why));
    QVERIFY(!lobby.addChallenge(challengeTo(offer(200, 0, QStringLiteral("z")), 10, 0, QStringLiteral("x")), why));
    QVERIFY(why.contains(QLatin1String("challenges waiting")));
    QVERIFY(lobby.find(QStringLiteral("c1"))->isChallenge());
}

void TestLobbyBook::takeAndFind() {
    Lobby lobby;
    QString why;
    lobby.addSeek(offer(1, 0, QStringLiteral("a")), why);
    lobby.addChallenge(challengeTo(offer(1, 0, QStringLiteral("a")), 2, 0, QStringLiteral("bob")), why);
    for (const char *bad : {"", "s", "s0", "x1", "s1x", "c2", "s99999999999999999999999", "t1"})
        QVERIFY2(!lobby.find(QString::fromLatin1(bad)), bad);
    QVERIFY(lobby.find(QStringLiteral("s1")));
    QVERIFY(lobby.find(QStringLiteral("c1")));
    const auto taken = lobby.take(QStringLiteral("s1"));
    QVERIFY(taken && taken->id == QStringLiteral("s1"));
    QVERIFY(!lobby.find(QStringLiteral("s1")));
    QVERIFY(!lobby.take(QStringLiteral("s1")));
    QVERIFY(lobby.addSeek(offer(1, 0, QStringLiteral("a")), why)->id == QStringLiteral("s2")); // never reused
}

void TestLobbyBook::droppedClientTakesItsOffers() {
    Lobby lobby;
    QString why;
    lobby.addSeek(offer(1, 0, QStringLiteral("a")), why);
    lobby.addSeek(offer(2, 0, QStringLiteral("b")), why);
    lobby.addChallenge(challengeTo(offer(3, 0, QStringLiteral("c")), 1, 0, QStringLiteral("guest-1")), why);
    lobby.addChallenge(challengeTo(offer(1, 0, QStringLiteral("a")), 2, 0, QStringLiteral("guest-2")), why);
    const std::vector<LobbyOffer> gone = lobby.dropClient(1);
    QCOMPARE(gone.size(), std::size_t(3)); // its seek, the challenge to it and its own challenge
    QCOMPARE(lobby.seekCount(), 1);
    QCOMPARE(lobby.challengeCount(), 0);
    QCOMPARE(lobby.seeks().front()->client, quint64(2));
}

QTEST_GUILESS_MAIN(TestLobbyBook)
#include "test_lobbybook.moc"
