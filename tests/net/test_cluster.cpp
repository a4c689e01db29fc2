// Issue 33: several gamut-server processes on one PostgreSQL database. The cluster's bus (clusterbus.h) on a real
// PostgreSQL that the test starts (pgcluster.h): notices published by one process reach the others in order and
// never itself, sendTo() reaches one process only, oversized texts are refused, a listening connection that
// PostgreSQL cuts off comes back by itself and says so (resync), and two GameServers on one database hear each
// other. Skipped, saying why, only when PostgreSQL is not installed.
#include "netclient.h"
#include "pgcluster.h"
#include "serverfixture.h"

#include "core/net/clusterbus.h"
#include "core/net/server.h"

#include <QSqlQuery>
#include <QTest>

using namespace gamut;
using namespace gamut::net;
using namespace gamut::test;

namespace {

struct Heard {
    std::vector<ClusterBus::Notice> notices;
    ClusterBus::Handler handler() {
        return [this](const ClusterBus::Notice &n) { notices.push_back(n); };
    }
};

StoreLocation locationOf(const QString &url) {
    StoreLocation where;
    QString error;
    StoreLocation::fromUrl(url, where, error);
    return where;
}

} // namespace

class TestCluster : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void publishReachesTheOthersInOrder();
    void sendToReachesOneServer();
    void refusesWhatDoesNotFit();
    void listenerCutOffComesBack();
    void serversHearEachOther();

private:
    PgCluster pg_;
    QString url_;
};

void TestCluster::initTestCase() {
    QString why;
    if (!pg_.start(why)) {
        if (pg_.missing())
            QSKIP(qPrintable(why));
        QFAIL(qPrintable(why));
    }
    url_ = pg_.createDatabase("bus");
}

void TestCluster::publishReachesTheOthersInOrder() {
    ClusterBus a(locationOf(url_), 1), b(locationOf(url_), 2), c(locationOf(url_), 3);
    QString error;
    QVERIFY2(a.start(error) && b.start(error) && c.start(error), qPrintable(error));
    Heard atA, atB, atC, otherTopic;
    a.subscribe("moves", atA.handler());
    b.subscribe("moves", atB.handler());
    c.subscribe("moves", atC.handler());
    c.subscribe("lobby", otherTopic.handler());
    for (int i = 0; i < 300; ++i) {
        QVERIFY(a.publish("moves", QStringLiteral("t%1 é").arg(i)));
        if (i % 50 == 0) // several passes of the event loop: several statements
            QCoreApplication::processEvents();
    }
    QVERIFY(waitFor([&] { return atB.notices.size() == 300 && atC.notices.size() == 300; }, 10000));
    for (int i = 0; i < 300; ++i) {
        QCOMPARE(atB.notices[std::size_t(i)].text, QStringLiteral("t%1 é").arg(i));
        QCOMPARE(atB.notices[std::size_t(i)].from, qint64(1));
        QCOMPARE(atB.notices[std::size_t(i)].topic, QStringLiteral("moves"));
        QCOMPARE(atC.notices[std::size_t(i)].text, QStringLiteral("t%1 é").arg(i));
    }
    QVERIFY(atA.notices.empty()); // never its own
    QVERIFY(otherTopic.notices.empty());
    QCOMPARE(a.sentCount(), qint64(300));
}

void TestCluster::sendToReachesOneServer() {
    ClusterBus a(locationOf(url_), 11), b(locationOf(url_), 12), c(locationOf(url_), 13);
    QString error;
    QVERIFY2(a.start(error) && b.start(error) && c.start(error), qPrintable(error));
    Heard atB, atC;
    b.subscribe("req", atB.handler());
    c.subscribe("req", atC.handler());
    QVERIFY(a.sendTo(12, "req", "move t1 abc e4"));
    QVERIFY(a.sendTo(13, "req", "'quoted' \\ and \"double\""));
    QVERIFY(waitFor([&] { return atB.notices.size() == 1 && atC.notices.size() == 1; }));
    QCOMPARE(atB.notices[0].text, QStringLiteral("move t1 abc e4"));
    QCOMPARE(atC.notices[0].text, QStringLiteral("'quoted' \\ and \"double\""));
    waitFor([] { return false; }, 200);
    QCOMPARE(atB.notices.size(), std::size_t(1));
    QCOMPARE(atC.notices.size(), std::size_t(1));
}

void TestCluster::refusesWhatDoesNotFit() {
    ClusterBus a(locationOf(url_), 21), b(locationOf(url_), 22);
    QString error;
    QVERIFY2(a.start(error) && b.start(error), qPrintable(error));
    Heard atB;
    b.subscribe("big", atB.handler());
    QVERIFY(!a.publish("big", QString(ClusterBus::kMaxText + 1, QLatin1Char('x'))));
    QVERIFY(!a.publish("two words", "x"));
    QVERIFY(!a.publish("", "x"));
    QVERIFY(!a.publish("nul", QStringLiteral("a") + QChar(0)));
    QVERIFY(a.publish("big", QString(ClusterBus::kMaxText, QLatin1Char('x'))));
    QVERIFY(waitFor([&] { return atB.notices.size() == 1; }));
    QCOMPARE(atB.notices[0].text.size(), qsizetype(ClusterBus::kMaxText));
}

// PostgreSQL ends the listening connection (a restart, a network cut, an administrator): within a few seconds the
// bus listens again, calls its resync handlers (notices may have been missed meanwhile), and hears again.
void TestCluster::listenerCutOffComesBack() {
    ClusterBus a(locationOf(url_), 31), b(locationOf(url_), 32);
    QString error;
    QVERIFY2(a.start(error) && b.start(error), qPrintable(error));
    Heard atB;
    int resyncs = 0;
    b.subscribe("t", atB.handler());
    b.onResync([&] { ++resyncs; });
    const int backend = b.listenerBackend();
    QVERIFY(backend > 0);
    {
        StoreDb admin(locationOf(url_), "admin");
        QVERIFY(admin.open(error));
        QVERIFY(admin.execDirect(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(backend)));
    }
    QVERIFY(waitFor([&] { return resyncs == 1; }, 10000));
    QVERIFY(b.listenerBackend() != backend);
    QVERIFY(a.publish("t", "after"));
    QVERIFY(waitFor([&] { return !atB.notices.empty(); }));
    QCOMPARE(atB.notices.back().text, QStringLiteral("after"));
}

// Two servers on one database: what one publishes the other hears; a server with the SQLite store has no bus.
void TestCluster::serversHearEachOther() {
    const QString url = pg_.createDatabase("publish");
    ServerOptions options;
    options.store = url;
    ServerFixture one(options), two(options);
    QVERIFY(one.started && two.started);
    QVERIFY(one.server->bus() && two.server->bus());
    Heard atTwo;
    two.server->subscribe("lobby", atTwo.handler());
    QVERIFY(one.server->publish("lobby", "seek 1 ada loa"));
    QVERIFY(waitFor([&] { return atTwo.notices.size() == 1; }));
    QCOMPARE(atTwo.notices[0].text, QStringLiteral("seek 1 ada loa"));
    QCOMPARE(atTwo.notices[0].from, one.server->bus()->serverId());

    ServerFixture sqlite;
    QVERIFY(sqlite.started);
    QVERIFY(!sqlite.server->bus());
    QVERIFY(!sqlite.server->publish("lobby", "nobody hears this"));
}

QTEST_GUILESS_MAIN(TestCluster)
#include "test_cluster.moc"
