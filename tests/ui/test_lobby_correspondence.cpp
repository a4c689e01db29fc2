// A correspondence game seen from the window (issue 32): the real gamut-server as a child process, Ada in a main
// window with Play Online, Bob a plain protocol client. Bob seeks a days:3 game of Lines of Action; Ada plays it from
// her Seeks page, moves in the main window and closes the game there. Bob's move then reaches her through the
// lobby's own round of `mygames` (made short here): the desktop notification goes out over D-Bus (a private
// dbus-daemon, and a notification service of the test's own that records each Notify call), and the Games tab
// counts one game where it is her turn. Opened again from the Games page, the game is played in the main window,
// where Bob's next move raises no notification (it is seen on the board) but still brings the count back.
#include "lobbywindowhelpers.h"

#include "tests/net/lobbyclient.h"

#include "core/registry.h"
#include "ui/network/lobbygamespage.h"
#include "ui/network/lobbyseekspage.h"
#include "ui/network/networksession.h"
#include "ui/window/mainwindow.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QHeaderView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

using namespace gamut;

namespace {

// The session bus of this test: a dbus-daemon of its own, started before the application (Qt may reach for the
// session bus while it starts, and keeps the first one it found). Stopped by its process id at the end.
class PrivateBus {
public:
    bool start() {
        char folder[] = "/tmp/gamut-bus-XXXXXX";
        if (!mkdtemp(folder))
            return false;
        folder_ = folder;
        const QByteArray pidFile = folder_ + "/pid";
        address_ = "unix:path=" + folder_ + "/bus";
        const QByteArray command = "dbus-daemon --session --fork --address=" + address_ + " --print-pid=1 > " + pidFile;
        if (std::system(command.constData()) != 0)
            return false;
        if (FILE *f = std::fopen(pidFile.constData(), "r")) {
            if (std::fscanf(f, "%d", &pid_) != 1)
                pid_ = 0;
            std::fclose(f);
        }
        if (pid_ <= 0)
            return false;
        qputenv("DBUS_SESSION_BUS_ADDRESS", address_);
        started_ = true;
        return true;
    }
    void stop() {
        if (pid_ > 0 && ::kill(pid_, SIGTERM) == 0) // then the folder goes once the daemon has gone (at most 2 s)
            for (int i = 0; i < 200 && ::kill(pid_, 0) == 0; ++i)
                ::usleep(10000);
        pid_ = 0;
        if (!folder_.isEmpty())
            QDir(QString::fromLocal8Bit(folder_)).removeRecursively();
    }
    QString address() const { return started_ ? QString::fromLocal8Bit(address_) : QString(); }

private:
    QByteArray folder_, address_;
    int pid_ = 0;
    bool started_ = false;
};

PrivateBus bus;

} // namespace

// org.freedesktop.Notifications as a desktop's notification daemon offers it, recording what it is asked to show.
class NotificationService : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QStringList shown; // "summary: body", one a call
public slots:
    uint Notify(const QString &, uint, const QString &, const QString &summary, const QString &body,
                const QStringList &, const QVariantMap &, int) {
        shown << summary + QStringLiteral(": ") + body;
        return uint(shown.size());
    }
    QStringList GetCapabilities() { return {QStringLiteral("body")}; }
};

class TestLobbyCorrespondence : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void opponentsMoveNotifiesAndCounts();

private:
    NotificationService service_;
    QTemporaryDir data_;
    test::ServerProcess server_;
};

void TestLobbyCorrespondence::initTestCase() {
    test::useCleanSettings();
    QVERIFY2(!bus.address().isEmpty(), "no private D-Bus: is dbus-daemon installed (tools/setup.sh)?");
    QDBusConnection serviceBus = QDBusConnection::connectToBus(bus.address(), QStringLiteral("notifications"));
    QVERIFY(serviceBus.isConnected());
    QVERIFY(serviceBus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &service_,
                                      QDBusConnection::ExportAllSlots));
    QVERIFY(serviceBus.registerService(QStringLiteral("org.freedesktop.Notifications")));
    // The window's session bus is this one.
    QVERIFY(QDBusConnection::sessionBus().isConnected());
    QVERIFY(QDBusConnection::sessionBus().interface()->isServiceRegistered(
        QStringLiteral("org.freedesktop.Notifications")));
    QVERIFY(data_.isValid());
    QVERIFY2(server_.start(data_.path(), {QStringLiteral("--password-iterations"), QStringLiteral("1000")}),
             qPrintable(server_.log()));
}

void TestLobbyCorrespondence::cleanupTestCase() { QDBusConnection::disconnectFromBus(QStringLiteral("notifications")); }

void TestLobbyCorrespondence::opponentsMoveNotifiesAndCounts() {
    // Bob, a protocol client, seeks a correspondence game: three days a move, rated, Bob second.
    test::LineClient bob;
    QVERIFY(bob.connectTo(server_.port()));
    QVERIFY(!test::signUp(bob, QStringLiteral("bob")).isEmpty());
    const QString variant = QString::fromUtf8(findGame("loa")->info->variants.front().data());
    QVERIFY(test::reply(bob, QStringLiteral("seek loa %1 tc days:3 rated second").arg(variant))
                .startsWith(QLatin1String("ok seek")));

    // Ada, in her window, asks for her games every 0.2 s (30 s for a person) and plays Bob's seek.
    auto ada = test::makeLobbyWindow();
    LobbyDialog *lobby = test::signUpInWindow(*ada, server_.port(), QStringLiteral("ada"));
    QVERIFY(lobby);
    lobby->session()->setGamesInterval(200);
    LobbySeeksPage *seeks = lobby->seeksPage();
    QTRY_COMPARE(seeks->shown().size(), 1);
    QVERIFY(seeks->selectSeek(seeks->shown().first().id));
    seeks->table()->setFocus();
    QTest::keyClick(seeks->table(), Qt::Key_Return);
    const test::PairedSeat bobSeat = test::seatFrom(bob);
    QVERIFY2(bobSeat.ok(), qPrintable(bobSeat.table));
    QCOMPARE(bobSeat.seat, QStringLiteral("second"));

    // The game opens in the main window; Ada moves there, and it is Bob's turn in her list.
    NetworkSession *session = ada->network()->session();
    QTRY_COMPARE(session->table(), bobSeat.table);
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_COMPARE(ada->model()->gameId(), QStringLiteral("loa"));
    QTRY_COMPARE(test::gamesTab(lobby), QStringLiteral("&Games (1 your turn)"));
    QVERIFY(test::clickMove(*ada, test::firstLegalMove(*ada->model())));
    QTRY_COMPARE(ada->model()->plyCount(), 1);
    QTRY_COMPARE(test::gamesTab(lobby), QStringLiteral("&Games"));

    // Ada closes the game in the window (the seat stays hers); Bob answers a while later.
    session->disconnectFromServer();
    QVERIFY(test::untilAnswering(bob, QStringLiteral("moved ")).startsWith(QLatin1String("moved")));
    const QString bobMove = test::firstLegalMove(*ada->model());
    QVERIFY(test::reply(bob, QStringLiteral("move %1 %2 %3").arg(bobSeat.table, bobSeat.token, bobMove))
                .startsWith(QLatin1String("ok move")));

    // Ada hears of it: a desktop notification over D-Bus, the count on the Games tab, the game first in her list.
    QTRY_COMPARE_WITH_TIMEOUT(service_.shown.size(), 1, 10000);
    QVERIFY2(service_.shown.first().startsWith(QLatin1String("Your turn: bob moved")),
             qPrintable(service_.shown.first()));
    QVERIFY2(service_.shown.first().contains(bobSeat.table), qPrintable(service_.shown.first()));
    QTRY_COMPARE(test::gamesTab(lobby), QStringLiteral("&Games (1 your turn)"));
    QTableWidget *games = lobby->gamesPage()->gameTable();
    // One's games are what the page is opened for: at the dialog's own size the list shows five rows or more (the
    // challenge form under it left room for one and a half).
    lobby->showPage(lobby->gamesPage());
    QTRY_VERIFY(games->isVisible());
    const int rowsShown = games->viewport()->height() / games->verticalHeader()->defaultSectionSize();
    QVERIFY2(rowsShown >= 5, qPrintable(QStringLiteral("%1 rows shown").arg(rowsShown)));
    QCOMPARE(games->item(0, 0)->text(), bobSeat.table);
    QVERIFY2(games->item(0, 4)->text().contains(QLatin1String("day")), qPrintable(games->item(0, 4)->text()));
    // Whose clock the time is: the player to move's, and the cell says so (it was a bare "1 day 23 h").
    QVERIFY2(games->item(0, 4)->text().contains(QLatin1String("yours")), qPrintable(games->item(0, 4)->text()));

    // Opened again from the Games page, the game goes on in the main window with Bob's move in it.
    QVERIFY(lobby->gamesPage()->selectGame(bobSeat.table));
    QVERIFY(lobby->gamesPage()->openSelected());
    QTRY_COMPARE(session->table(), bobSeat.table);
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_COMPARE(ada->model()->plyCount(), 2);
    QCOMPARE(ada->model()->moveTexts().last(), bobMove);
    QVERIFY(test::clickMove(*ada, test::firstLegalMove(*ada->model())));
    QTRY_COMPARE(ada->model()->plyCount(), 3);
    QTRY_COMPARE(test::gamesTab(lobby), QStringLiteral("&Games"));
    QTRY_VERIFY2(games->item(0, 4)->text().contains(QLatin1String("bob's")), qPrintable(games->item(0, 4)->text()));

    // Bob's next move is seen on the board: the count comes back, and no notification is raised for it.
    QVERIFY(test::untilAnswering(bob, QStringLiteral("moved ")).startsWith(QLatin1String("moved")));
    const QString nextMove = test::firstLegalMove(*ada->model());
    QVERIFY(test::reply(bob, QStringLiteral("move %1 %2 %3").arg(bobSeat.table, bobSeat.token, nextMove))
                .startsWith(QLatin1String("ok move")));
    QTRY_COMPARE(ada->model()->plyCount(), 4);
    QTRY_COMPARE(test::gamesTab(lobby), QStringLiteral("&Games (1 your turn)"));
    QTest::qWait(1000); // five more rounds of `mygames`
    QCOMPARE(service_.shown.size(), 1);

    lobby->session()->disconnectFromServer();
    session->disconnectFromServer();
}

int main(int argc, char **argv) {
    // The bus first: the application may open the session bus while it starts.
    const bool busStarted = bus.start();
    int result = 1;
    {
        QApplication app(argc, argv);
        if (!busStarted)
            qWarning("dbus-daemon could not be started: the test fails in initTestCase");
        TestLobbyCorrespondence test;
        QTEST_SET_MAIN_SOURCE_PATH
        result = QTest::qExec(&test, argc, argv);
    }
    bus.stop();
    return result;
}

#include "test_lobby_correspondence.moc"
