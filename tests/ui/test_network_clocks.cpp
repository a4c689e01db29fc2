// A network table's clocks in the window (issue 31): the server keeps them (protocol 1.2) and the players panel shows
// them exactly as a local game's: both large, the running one marked and ticking between the server's words, under
// 10 s in the warning colour, 10 s left spoken; the server's loss on time ends the window's game, and leaving the
// table gives the window its own clock back. On loopback: an in-process GameServer on a free port, the window at one
// seat, a NetworkClient at the other. GAMUT_NETWORK_CLOCK_SHOT=<file.png> also saves a picture of the window with
// Bob's clock running under 10 s.
#include "networkwindowhelpers.h"

#include "core/net/networkclient.h"
#include "core/play/clockkeeper.h"
#include "core/play/turncontroller.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/gameoverdialog.h"
#include "ui/network/networksession.h"
#include "ui/network/networkui.h"
#include "ui/panels/clockface.h"
#include "ui/panels/playerspanel.h"
#include "ui/text/labels.h"
#include "ui/window/announcer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace gamut;
using gamut::net::NetworkClient;
using gamut::test::clickMove;
using gamut::test::firstLegalMove;

class TestNetworkClocks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void playersPanelShowsTheServersClocks();

private:
    std::unique_ptr<test::ServerFixture> server_;
};

void TestNetworkClocks::initTestCase() {
    test::useCleanSettings();
    server_ = std::make_unique<test::ServerFixture>();
    QVERIFY(server_->started);
}

void TestNetworkClocks::cleanupTestCase() { server_.reset(); }

void TestNetworkClocks::playersPanelShowsTheServersClocks() {
    // Bob creates a 1+0 table and takes the second seat; what he hears of the clocks is kept.
    NetworkClient bob;
    QString table, token;
    QList<std::array<qint64, 2>> bobHeard;
    connect(&bob, &NetworkClient::seatGiven, this, [&](const QString &t, const QString &, const QString &k) {
        table = t;
        token = k;
    });
    connect(&bob, &NetworkClient::clockUpdated, this,
            [&](const QString &, qint64 first, qint64 second, const QString &) {
                bobHeard.append({first, second});
            });
    bob.connectToServer(QStringLiteral("127.0.0.1"), server_->port());
    QTRY_VERIFY(bob.isConnected());
    bob.hello(QStringLiteral("bob"));
    bob.createTimed(QStringLiteral("loa"), QString(), QStringLiteral("second"), QStringLiteral("1+0"), false);
    QTRY_VERIFY(!table.isEmpty());

    const auto shown = test::shownWindow(QStringLiteral("atoms"), {1280, 800});
    MainWindow &window = *shown;
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy heard(window.findChild<Narration *>()->announcer(), &Announcer::announced);
    ClockFace *face = window.playersPanel()->clockFace();
    ClockKeeper *keeper = window.turns()->clock();
    QVERIFY(!face->isVisible());

    // Ada sits down: the table's clocks appear in the players panel, hers running from the moment both sat down.
    NetworkSession *session = window.network()->session();
    session->connectTo(QStringLiteral("127.0.0.1"), server_->port(), QStringLiteral("ada"));
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    session->join(table);
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_COMPARE(window.model()->gameId(), QStringLiteral("loa"));
    QTRY_VERIFY(face->isVisible());
    QVERIFY(keeper->isFollowing());
    QVERIFY(window.model()->tag(QStringLiteral("TimeControl")).isEmpty()); // the window's own clock decides nothing
    QCOMPARE(face->timeLabel(1)->text(), QStringLiteral("1:00"));
    // Each clock under its player's name: whose clock is whose at a glance (the disc gives the side).
    QTRY_COMPARE(face->nameLabel(1)->text(), QStringLiteral("bob"));
    QCOMPARE(face->nameLabel(0)->text(), QStringLiteral("ada"));
    QCOMPARE(face->timeLabel(1)->accessibleName(),
             QStringLiteral("Clock of bob (%1)").arg(labels::sideName(QStringLiteral("loa"), 1)));
    QTRY_COMPARE(face->runningSide(), 0);
    QVERIFY(face->isTicking());
    // It ticks here between the server's words.
    QTRY_COMPARE(face->timeLabel(0)->text(), QStringLiteral("0:59"));
    QVERIFY(face->timeLabel(0)->accessibleDescription().contains(QLatin1String("running")));

    // Ada's clicked move: the server's figures after it, to the millisecond; Bob's clock runs.
    QVERIFY(clickMove(window, firstLegalMove(*window.model())));
    QTRY_COMPARE(window.model()->plyCount(), 1);
    QTRY_COMPARE(face->runningSide(), 1);
    QTRY_VERIFY(!bobHeard.isEmpty());
    QCOMPARE(keeper->left(0), bobHeard.last()[0]);
    QVERIFY(bobHeard.last()[0] < 60'000 && bobHeard.last()[1] == 60'000);

    // Bob's turn lasts 47 s on the server's clock; he moves with about 13 s left. Ada moves at once; Bob's clock,
    // running again, passes 10 s here: said, and in the warning colour.
    server_->server->warpClocks(47'000);
    bob.move(table, token, firstLegalMove(*window.model()));
    QTRY_COMPARE(window.model()->plyCount(), 2);
    QCOMPARE(keeper->left(1), bobHeard.last()[1]);
    QVERIFY2(bobHeard.last()[1] > 10'000 && bobHeard.last()[1] < 13'001, qPrintable(face->timeLabel(1)->text()));
    QVERIFY(!face->isWarning(1));
    QVERIFY(clickMove(window, firstLegalMove(*window.model())));
    QTRY_COMPARE(window.model()->plyCount(), 3);
    QTRY_COMPARE(face->runningSide(), 1);
    const QString tenLeft = QStringLiteral("bob (%1): 10 seconds left").arg(labels::sideName(QStringLiteral("loa"), 1));
    QTRY_VERIFY_WITH_TIMEOUT(face->isWarning(1), 8000);
    QVERIFY(face->timeLabel(1)->text().startsWith(QLatin1String("0:09")) ||
            face->timeLabel(1)->text().startsWith(QLatin1String("0:08")));
    const auto heardText = [&heard] {
        QStringList all;
        for (const QList<QVariant> &args : heard)
            all << args.at(0).toString();
        return all.join(QLatin1Char('\n'));
    };
    QTRY_VERIFY2(heardText().contains(tenLeft), qPrintable(heardText()));
    if (const QString shot = qEnvironmentVariable("GAMUT_NETWORK_CLOCK_SHOT"); !shot.isEmpty())
        window.grab().save(shot); // a look at it (README: screenshots)

    // Bob's time runs out on the server: it ends the game on time, and the window says so.
    server_->server->warpClocks(15'000);
    QTRY_VERIFY(window.model()->isOver());
    QVERIFY(window.model()->lostOnTime());
    QCOMPARE(window.model()->winner(), 0);
    QCOMPARE(face->runningSide(), -1);
    QVERIFY(!face->isTicking());
    QCOMPARE(face->timeLabel(1)->text(), QStringLiteral("0:00.0"));
    // The status bar's clocks stop there too (they showed bob's time of the last `clock` line, "bob 0:12").
    QCOMPARE(session->clockLeft(1), 0);
    QVERIFY2(window.network()->clockText().contains(QLatin1String("bob 0:00")),
             qPrintable(window.network()->clockText()));
    QTest::qWait(300);
    QVERIFY2(window.network()->clockText().contains(QLatin1String("bob 0:00")),
             qPrintable(window.network()->clockText()));
    if (GameOverDialog *dialog = window.gameOverDialog())
        dialog->close();

    // A game of the window's own: it leaves the table, and the clocks are the game's again (none here).
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QVERIFY(!keeper->isFollowing());
    QVERIFY(!face->isVisible());
    session->disconnectFromServer();
    bob.disconnectFromServer();
}

QTEST_MAIN(TestNetworkClocks)
#include "test_network_clocks.moc"
