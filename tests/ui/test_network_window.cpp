// Network play in the window, on loopback only: an in-process GameServer on a free port (port 0), the window's
// NetworkSession and dialog driven through their functions (no modal exec), moves played by clicking the board,
// and a second NetworkClient at the other seat. Also the TurnController's "network" seat, headless.
#include "networkwindowhelpers.h"

#include "core/net/networkclient.h"
#include "core/play/remoteseat.h"
#include "core/play/turncontroller.h"
#include "ui/board/boardview.h"
#include "ui/network/chatdock.h"
#include "ui/network/networkdialog.h"
#include "ui/network/networksession.h"
#include "ui/network/networkui.h"
#include "ui/network/serverprocess.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/playerspanel.h"
#include "ui/panels/statusline.h"
#include "ui/settings/statistics.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

using namespace gamut;
using gamut::net::NetworkClient;
using gamut::test::firstLegalMove;

namespace {

// The other player: a NetworkClient that remembers its seat and every move it saw.
struct Opponent {
    NetworkClient client;
    QString table, token;
    QStringList moves, refusals;
    Opponent() {
        QObject::connect(&client, &NetworkClient::seatGiven,
                         [this](const QString &t, const QString &, const QString &k) {
                             table = t;
                             token = k;
                         });
        QObject::connect(&client, &NetworkClient::moved,
                         [this](const QString &, int, const QString &, const QString &move) { moves << move; });
        QObject::connect(&client, &NetworkClient::refused, [this](const QString &command, const QString &code) {
            refusals << command + QLatin1Char(' ') + code;
        });
    }
    // Connected (as `name` when one is given) with a table of LOA created and taken at its second seat; false when
    // that did not come within 5 s.
    bool waitAtATable(quint16 port, const QString &name = QString()) {
        client.connectToServer(QStringLiteral("127.0.0.1"), port);
        if (!QTest::qWaitFor([this] { return client.isConnected(); }, 5000))
            return false;
        if (!name.isEmpty())
            client.hello(name);
        client.create(QStringLiteral("loa"), QString(), QStringLiteral("second"));
        return QTest::qWaitFor([this] { return !table.isEmpty(); }, 5000);
    }
};

std::unique_ptr<MainWindow> makeWindow(const QString &game = QStringLiteral("atoms")) {
    return test::shownWindow(game, {1000, 800});
}

} // namespace

class TestNetworkWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void networkSeatHeadless();
    void enterConnectsToTheAddressTyped();
    void addressesAreParsed();
    void joinFromTheWindowAndPlayByClicking();
    void watcherCannotMove();
    void resignAndNextRoundBetweenTwoWindows();
    void resignAtOneWindow();
    void nextGameOfAGameWithoutRounds();
    void namedAgainAfterALobbySeat();
    void hostStartsAServerChild();

private:
    std::unique_ptr<test::ServerFixture> server_;
    quint16 port_ = 0;
};

void TestNetworkWindow::initTestCase() {
    test::useCleanSettings();
    server_ = std::make_unique<test::ServerFixture>();
    QVERIFY(server_->started);
    port_ = server_->port();
    QVERIFY(port_ != 0);
}

void TestNetworkWindow::cleanupTestCase() { server_.reset(); }

// The seat kind "network": no computer, no person; a person's move in such a game is offered, not played.
void TestNetworkWindow::networkSeatHeadless() {
    GameModel model;
    QVERIFY(model.newGame(QStringLiteral("loa")));
    TurnController turns(&model);
    turns.setMinimumDelay(0);
    QVERIFY(turns.setSeat(0, QStringLiteral("human")));
    QVERIFY(model.setPlayer(1, QStringLiteral("bob")));
    QVERIFY(turns.setSeat(1, QStringLiteral("Network")));
    QCOMPARE(turns.seatSpec(1), QStringLiteral("network"));
    QVERIFY(turns.isNetwork(1) && !turns.isHuman(1) && turns.isHuman(0) && turns.isNetworkGame());
    QCOMPARE(model.player(1), QStringLiteral("bob")); // the server's names stay
    auto *remote = qobject_cast<RemoteSeat *>(turns.seat(1));
    QVERIFY(remote);
    QSignalSpy offered(remote, &RemoteSeat::moveRelayed);
    QSignalSpy refused(&turns, &TurnController::refused);
    MoveList moves;
    model.position().legalMoves(moves);
    QVERIFY(turns.playHumanMove(moves[0]));
    QCOMPARE(offered.count(), 1);
    QCOMPARE(offered.at(0).at(0).toInt(), 0);
    QCOMPARE(model.plyCount(), 0); // not played: the server's `moved` plays it
    QVERIFY(model.requestMove(QString::fromStdString(model.position().moveText(moves[0])), -1, 0));
    QVERIFY(!turns.humanToMove()); // the network is to move
    model.position().legalMoves(moves);
    QVERIFY(!turns.playHumanMove(moves[0]));
    QCOMPARE(offered.count(), 1);
    QVERIFY(!turns.undo());
    QCOMPARE(model.plyCount(), 1);
    QVERIFY(!turns.isThinking());
    // The server's game pasted, or a new game: the network seat stays.
    QVERIFY(model.newGame(QStringLiteral("loa")));
    QVERIFY(turns.isNetwork(1));
    QVERIFY(turns.setSeat(1, QStringLiteral("human")));
    QVERIFY(!turns.isNetworkGame());
    QVERIFY(refused.count() >= 2); // the network's turn, undo

    // A computer at the window's seat of a network game: its move goes to the server too, never into the model.
    QVERIFY(turns.setSeat(1, QStringLiteral("network")));
    QSignalSpy relayed(turns.seat(1), SIGNAL(moveRelayed(int, gamut::Move)));
    QVERIFY(turns.setSeat(0, QStringLiteral("random")));
    QTRY_COMPARE(relayed.count(), 1);
    QCOMPARE(relayed.at(0).at(0).toInt(), 0);
    QCOMPARE(model.plyCount(), 0);
}

void TestNetworkWindow::addressesAreParsed() {
    QString host;
    quint16 port = 0;
    QVERIFY(NetworkDialog::parseAddress(QStringLiteral(" 127.0.0.1:7000 "), &host, &port));
    QCOMPARE(host, QStringLiteral("127.0.0.1"));
    QCOMPARE(port, quint16(7000));
    QVERIFY(NetworkDialog::parseAddress(QStringLiteral("localhost"), &host, &port));
    QCOMPARE(port, quint16(7468));
    QVERIFY(NetworkDialog::parseAddress(QStringLiteral("[::1]:8000"), &host, &port));
    QCOMPARE(host, QStringLiteral("::1"));
    for (const char *bad : {"", ":7468", "host:0", "host:70000", "host:x", "a b:1"})
        QVERIFY2(!NetworkDialog::parseAddress(QString::fromLatin1(bad), &host, &port), bad);
}

// Enter in the address or the name field connects to the address typed. The dialog's first button, Host a Server,
// was its default, so Enter started a server of this computer's own and connected there instead of to the friend's
// address (seen under Xvfb: "Online at 127.0.0.1:39947" after typing 127.0.0.1:7599).
void TestNetworkWindow::enterConnectsToTheAddressTyped() {
    auto window = makeWindow();
    window->actions()->networkGame->trigger();
    NetworkUi *network = window->network();
    NetworkDialog *dialog = network->dialog();
    QTRY_VERIFY(dialog->isVisible());
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        QVERIFY2(!button->isDefault(), qPrintable(button->text()));
    dialog->addressEdit()->setText(QStringLiteral("127.0.0.1:%1").arg(port_));
    dialog->nameEdit()->setText(QStringLiteral("ada"));
    dialog->addressEdit()->setFocus();
    QTest::keyClick(dialog->addressEdit(), Qt::Key_Return);
    QVERIFY(!network->server()->isRunning());
    QTRY_COMPARE(network->session()->state(), NetworkSession::State::Connected);
    QCOMPARE(network->session()->port(), port_);
    // Enter on a table in the list joins it, as a double click does.
    Opponent bob;
    QVERIFY(bob.waitAtATable(port_, QStringLiteral("bob")));
    dialog->refreshTables();
    QTRY_VERIFY(dialog->selectTable(bob.table));
    dialog->tableList()->setFocus();
    QTest::keyClick(dialog->tableList(), Qt::Key_Return);
    QTRY_COMPARE(network->session()->localSide(), 0);
    dialog->close();
}

void TestNetworkWindow::joinFromTheWindowAndPlayByClicking() {
    Opponent bob;
    QVERIFY(bob.waitAtATable(port_, QStringLiteral("bob")));

    auto window = makeWindow();
    NetworkUi *network = window->network();
    NetworkSession *session = network->session();
    // What a screen reader hears of the table (narration.h).
    QSignalSpy heard(window->findChild<Narration *>()->announcer(), &Announcer::announced);
    const auto heardText = [&heard] {
        QStringList all;
        for (const QList<QVariant> &args : heard)
            all << args.at(0).toString();
        return all.join(QLatin1Char('\n'));
    };
    NetworkDialog *dialog = network->dialog();
    dialog->addressEdit()->setText(QStringLiteral("127.0.0.1:%1").arg(port_));
    dialog->nameEdit()->setText(QStringLiteral("ada"));
    QVERIFY(dialog->connectToServer());
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    dialog->refreshTables();
    QTRY_VERIFY(dialog->selectTable(bob.table));
    QVERIFY(dialog->tableList()->rowCount() >= 1);
    QVERIFY(dialog->joinSelected()); // the free seat: first
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_COMPARE(window->model()->gameId(), QStringLiteral("loa")); // the server's game, read by the model
    QVERIFY(window->turns()->isNetwork(1));
    QVERIFY(window->turns()->isHuman(0));
    QTRY_VERIFY(network->statusText().contains(QLatin1String("bob")));
    QVERIFY(network->chatDock()->isVisible());
    QTRY_VERIFY2(heardText().contains(QLatin1String("ada sat down at the table")), qPrintable(heardText()));

    // ada clicks her move on the board: it goes to the server and comes back in both windows.
    const QString first = firstLegalMove(*window->model());
    QVERIFY(test::clickMove(*window, first));
    QTRY_COMPARE(window->model()->plyCount(), 1);
    QCOMPARE(window->model()->moveTexts().last(), first);
    QTRY_COMPARE(bob.moves, QStringList{first});
    // The status line names the player elsewhere as it names one here (it said "White to move (computer
    // (network))"). LOA: ada Black, bob White.
    QCOMPARE(window->statusLine()->turnText(), QStringLiteral("bob (White) to move (over the network)"));
    // So does the players panel: not "Computer" with a greyed level of "Over the network".
    QCOMPARE(window->playersPanel()->kindBox(1)->currentText(), QStringLiteral("Over the network"));
    QVERIFY(!window->playersPanel()->kindBox(1)->isEnabled());
    QVERIFY(!window->playersPanel()->levelBox(1)->isVisibleTo(window->playersPanel()));
    QCOMPARE(window->playersPanel()->kindBox(0)->currentText(), QStringLiteral("Human"));
    QCOMPARE(window->playersPanel()->kindBox(0)->count(), 2); // the network entry is only where a seat is one

    // Not ada's turn: a click on the board plays nothing, and a move sent anyway is refused by the server.
    const qint64 revision = window->model()->revision();
    QVERIFY(!window->turns()->humanToMove());
    QSignalSpy messages(session, &NetworkSession::message);
    QVERIFY(session->sendMove(firstLegalMove(*window->model())));
    QTRY_VERIFY(!messages.isEmpty());
    QVERIFY(messages.last().at(0).toString().contains(QLatin1String("not-your-turn")));
    QCOMPARE(window->model()->revision(), revision);
    QCOMPARE(window->model()->plyCount(), 1);

    // bob answers; his move arrives through the window's own model.
    const QString reply = firstLegalMove(*window->model());
    bob.client.move(bob.table, bob.token, reply);
    QTRY_COMPARE(window->model()->plyCount(), 2);
    QCOMPARE(window->model()->moveTexts().last(), reply);

    // Chat: bob's line appears in the dock; ada's line typed in the dock reaches bob's table.
    bob.client.say(bob.table, QStringLiteral("good luck"));
    QTRY_VERIFY(network->chatDock()->text().contains(QLatin1String("bob: good luck")));
    QTRY_VERIFY2(heardText().contains(QLatin1String("bob says: good luck.")), qPrintable(heardText()));
    QVERIFY2(heardText().contains(QStringLiteral("White %1.").arg(reply)), qPrintable(heardText()));
    QSignalSpy said(&bob.client, &NetworkClient::said);
    network->chatDock()->input()->setText(QStringLiteral("thanks"));
    QTest::keyClick(network->chatDock()->input(), Qt::Key_Return);
    QTRY_VERIFY(!said.isEmpty());
    QCOMPARE(said.last().at(2).toString(), QStringLiteral("thanks"));

    // The connection drops: the game stays, Reconnect is offered, and it resumes the seat.
    session->client()->disconnectFromServer();
    QTRY_COMPARE(session->state(), NetworkSession::State::Lost);
    QCOMPARE(window->model()->plyCount(), 2);
    QVERIFY(network->reconnectButton()->isVisibleTo(window.get()));
    QVERIFY(network->statusText().contains(QLatin1String("lost")));
    const QString whileAway = firstLegalMove(*window->model());
    QVERIFY(test::clickMove(*window, whileAway)); // not connected: nothing is played
    QCOMPARE(window->model()->plyCount(), 2);
    network->reconnectButton()->click();
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_VERIFY(window->turns()->humanToMove());
    QCOMPARE(window->model()->plyCount(), 2);
    QVERIFY(test::clickMove(*window, whileAway));
    QTRY_COMPARE(window->model()->plyCount(), 3);
    QTRY_COMPARE(bob.moves.size(), 3);
    QCOMPARE(bob.moves.last(), whileAway);
    QCOMPARE(window->model()->moveTexts(), bob.moves);
    QVERIFY(bob.refusals.isEmpty());

    // A new game of the window's own: it no longer follows the table, the seats are the window's again.
    QVERIFY(window->newGame(test::humans(QStringLiteral("atoms"))));
    QVERIFY(session->table().isEmpty());
    QVERIFY(!window->turns()->isNetworkGame());
    session->disconnectFromServer();
    QTRY_COMPARE(session->state(), NetworkSession::State::Offline);
}

// A watcher's window has both seats on the network: its clicks play nothing, the players' moves arrive.
void TestNetworkWindow::watcherCannotMove() {
    Opponent first, second;
    for (Opponent *o : {&first, &second}) {
        o->client.connectToServer(QStringLiteral("127.0.0.1"), port_);
        QTRY_VERIFY(o->client.isConnected());
    }
    first.client.create(QStringLiteral("atoms"));
    QTRY_VERIFY(!first.table.isEmpty());
    second.client.join(first.table);
    QTRY_VERIFY(!second.token.isEmpty());

    auto window = makeWindow();
    NetworkSession *session = window->network()->session();
    session->connectTo(QStringLiteral("127.0.0.1"), port_, QStringLiteral("eve"));
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    session->watch(first.table);
    QTRY_VERIFY(session->isWatching());
    QTRY_COMPARE(window->model()->gameId(), QStringLiteral("atoms"));
    QVERIFY(window->turns()->isNetwork(0) && window->turns()->isNetwork(1));
    QVERIFY(!window->turns()->humanToMove());
    QVERIFY(!session->sendMove(QStringLiteral("a1")));

    const QString move = firstLegalMove(*window->model());
    first.client.move(first.table, first.token, move);
    QTRY_COMPARE(window->model()->plyCount(), 1);
    QCOMPARE(window->model()->moveTexts().last(), move);
    QVERIFY(window->network()->statusText().contains(QLatin1String("Watching")));
}

// Atom-4 between two windows (ada first, bob second), each driven only through its own menus and panels:
// - bob's Game > Resign sends `resign`; the server's `resigned` ends the round in BOTH windows (status line, history,
//   the round's score, statistics), and nothing ends before the server says so;
// - the game panel's Next Round sends `next`; one window's request starts nothing; when both have asked, the
//   server's `next` starts round 2 in both windows;
// - then ada resigns round 2 the same way (the other direction).
void TestNetworkWindow::resignAndNextRoundBetweenTwoWindows() {
    statistics::reset();
    const QString atom4 = QStringLiteral("atom4");
    auto ada = makeWindow(atom4);
    auto bob = makeWindow(atom4);
    NetworkSession *adaSession = ada->network()->session();
    NetworkSession *bobSession = bob->network()->session();
    adaSession->connectTo(QStringLiteral("127.0.0.1"), port_, QStringLiteral("ada"));
    bobSession->connectTo(QStringLiteral("127.0.0.1"), port_, QStringLiteral("bob"));
    QTRY_COMPARE(adaSession->state(), NetworkSession::State::Connected);
    QTRY_COMPARE(bobSession->state(), NetworkSession::State::Connected);
    adaSession->createTable();
    QTRY_COMPARE(adaSession->localSide(), 0);
    const QString table = adaSession->table();
    bobSession->join(table);
    QTRY_COMPARE(bobSession->localSide(), 1);
    QTRY_COMPARE(bob->model()->gameId(), atom4);
    QTRY_VERIFY(adaSession->opponentName() == QLatin1String("bob"));

    // One move each way, then bob resigns (Game > Resign, answering its question with Yes).
    QVERIFY(adaSession->sendMove(firstLegalMove(*ada->model())));
    QTRY_COMPARE(bob->model()->plyCount(), 1);
    QVERIFY(bobSession->sendMove(firstLegalMove(*bob->model())));
    QTRY_COMPARE(ada->model()->plyCount(), 2);
    QCOMPARE(ada->resigningSide(), 0);
    QCOMPARE(bob->resigningSide(), 1);
    QVERIFY(bob->actions()->resign->isEnabled());
    {
        test::ModalWatcher yes(QMessageBox::Yes);
        bob->actions()->resign->trigger();
        QCOMPARE(yes.seen(), 1);
        QVERIFY(yes.text().contains(QLatin1String("First wins")));
    }
    QVERIFY(!bob->model()->isOver()); // not before the server's `resigned`
    for (MainWindow *window : {ada.get(), bob.get()}) {
        QTRY_VERIFY(window->model()->isOver());
        QCOMPARE(window->model()->resignedSide(), 1);
        QCOMPARE(window->model()->winner(), 0);
        QCOMPARE(window->model()->plyCount(), 2);
        QCOMPARE(window->model()->scores(), (std::array<int, 2>{1, 0}));
        QCOMPARE(window->statusLine()->turnText(), QStringLiteral("Second resigned: First won round 1"));
        QCOMPARE(window->historyDock()->resultText(), QStringLiteral("Second resigned: First won round 1"));
        QVERIFY(!window->actions()->resign->isEnabled());
        QVERIFY(window->historyDock()->figures()->nextRoundButton()->isEnabled());
    }
    QCOMPARE(server_->server->table(table)->resultText(), QStringLiteral("first"));
    // Each window counts its person's result against the network once: ada's win, bob's loss.
    QCOMPARE(statistics::tally(atom4, statistics::kNetwork), (Tally{1, 0, 1}));
    QCOMPARE(statistics::opponentLabel(statistics::kNetwork), QStringLiteral("Network opponent"));

    // Next Round: ada's request alone starts nothing, here or there.
    ada->historyDock()->figures()->nextRoundButton()->click();
    QVERIFY(adaSession->nextRequested());
    QTRY_VERIFY(server_->server->table(table)->seats()[0].wantsNext);
    QCOMPARE(ada->model()->round(), 1);
    QCOMPARE(bob->model()->round(), 1);
    QVERIFY(ada->model()->isOver());
    bob->historyDock()->figures()->nextRoundButton()->click();
    for (MainWindow *window : {ada.get(), bob.get()}) {
        QTRY_COMPARE(window->model()->round(), 2);
        QVERIFY(!window->model()->isOver());
        QCOMPARE(window->model()->plyCount(), 0);
        QCOMPARE(window->model()->scores(), (std::array<int, 2>{1, 0}));
        QVERIFY(window->turns()->isNetworkGame()); // still at the table
        QVERIFY(window->historyDock()->resultText().isEmpty());
    }
    QCOMPARE(adaSession->table(), table);
    QVERIFY(!adaSession->nextRequested());
    QCOMPARE(server_->server->table(table)->gameNumber(), 2);

    // Round 2 (whoever opens it): ada resigns it.
    NetworkSession *opener = ada->model()->position().turn() == 0 ? adaSession : bobSession;
    QVERIFY(opener->sendMove(firstLegalMove(*ada->model())));
    QTRY_COMPARE(bob->model()->plyCount(), 1);
    {
        test::ModalWatcher yes(QMessageBox::Yes);
        ada->actions()->resign->trigger();
        QCOMPARE(yes.seen(), 1);
    }
    for (MainWindow *window : {ada.get(), bob.get()}) {
        QTRY_VERIFY(window->model()->isOver());
        QCOMPARE(window->model()->resignedSide(), 0);
        QCOMPARE(window->model()->scores(), (std::array<int, 2>{1, 1}));
        QCOMPARE(window->statusLine()->turnText(), QStringLiteral("First resigned: Second won round 2"));
    }
    QCOMPARE(statistics::tally(atom4, statistics::kNetwork), (Tally{2, 0, 2}));
    adaSession->disconnectFromServer();
    bobSession->disconnectFromServer();
}

// Resign without a network: the person at the window gives up (the side to move when two people share it); "No"
// to the question changes nothing; the statistics count the loss once.
void TestNetworkWindow::resignAtOneWindow() {
    statistics::reset();
    auto window = makeWindow(QStringLiteral("loa"));
    test::playMoves(*window->model(), 3); // white to move
    QCOMPARE(window->resigningSide(), 1);
    {
        test::ModalWatcher no(QMessageBox::No);
        window->actions()->resign->trigger();
        QCOMPARE(no.seen(), 1);
    }
    QVERIFY(!window->model()->isOver());
    window->resign(false);
    QVERIFY(window->model()->isOver());
    QCOMPARE(window->model()->winner(), 0);
    QCOMPARE(window->statusLine()->turnText(), QStringLiteral("White resigned: Black won"));
    QCOMPARE(window->historyDock()->resultText(), QStringLiteral("White resigned: Black won"));
    QVERIFY(!window->actions()->resign->isEnabled());
    // Two people: "wins" are the first side's (statistics.h), so black's win.
    QCOMPARE(statistics::tally(QStringLiteral("loa"), statistics::kHumans), (Tally{1, 0, 0}));
    // Against the computer: the person's side resigns, whoever is to move.
    QVERIFY(window->newGame(test::humans(QStringLiteral("loa"))));
    QVERIFY(window->turns()->setSeat(0, QStringLiteral("level:1")));
    QCOMPARE(window->resigningSide(), 1);
    QVERIFY(window->turns()->setSeat(1, QStringLiteral("level:1")));
    QCOMPARE(window->resigningSide(), -1); // two computers: nobody here can
    QVERIFY(!window->actions()->resign->isEnabled());
}

// LOA has no rounds: at a network table the game panel's button offers the next game once the game is over (here:
// bob resigned), and the next game starts in the window when both players have asked.
void TestNetworkWindow::nextGameOfAGameWithoutRounds() {
    Opponent bob;
    QVERIFY(bob.waitAtATable(port_));
    auto window = makeWindow(QStringLiteral("loa"));
    QPushButton *next = window->historyDock()->figures()->nextRoundButton();
    QVERIFY(next->isHidden()); // no rounds, no network table
    NetworkSession *session = window->network()->session();
    session->connectTo(QStringLiteral("127.0.0.1"), port_, QStringLiteral("ada"));
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    session->join(bob.table);
    QTRY_COMPARE(session->localSide(), 0);
    QVERIFY(next->isVisibleTo(window.get()));
    QVERIFY(!next->isEnabled()); // the game goes on
    QCOMPARE(next->text(), QStringLiteral("&Next Game"));
    QVERIFY(session->sendMove(firstLegalMove(*window->model())));
    QTRY_COMPARE(bob.moves.size(), 1);
    bob.client.resign(bob.table, bob.token);
    QTRY_VERIFY(window->model()->isOver());
    QCOMPARE(window->historyDock()->resultText(), QStringLiteral("White resigned: Black won"));
    QVERIFY(next->isEnabled());
    next->click();
    QTRY_VERIFY(server_->server->table(bob.table)->seats()[0].wantsNext);
    QVERIFY(window->model()->isOver());
    bob.client.next(bob.table, bob.token);
    QTRY_VERIFY(!window->model()->isOver());
    QCOMPARE(window->model()->plyCount(), 0);
    QCOMPARE(server_->server->table(bob.table)->gameNumber(), 2);
    QVERIFY(window->turns()->isNetwork(1));
    session->disconnectFromServer();
    QVERIFY(next->isHidden());
}

// Host: a gamut-server child on a free port (found in the build tree next to the tests), then a table for the
// window's game. Skipped where the server was not built.
// A seat from Play Online is taken without `hello` (the lobby's account names it). Network Game afterwards, with a
// name typed in its dialog, must say that name: the window kept the lobby's "no hello" and sat as guest-N.
void TestNetworkWindow::namedAgainAfterALobbySeat() {
    Opponent bob;
    QVERIFY(bob.waitAtATable(port_, QStringLiteral("bob")));
    auto window = makeWindow(QStringLiteral("loa"));
    window->network()->askLeaveTable = [](const QString &) { return true; };
    NetworkSession *session = window->network()->session();
    session->playSeat(net::ServerAddress{QStringLiteral("127.0.0.1"), port_, false}, QByteArray(), bob.table,
                      QStringLiteral("second"), bob.token, QStringLiteral("bob"));
    QTRY_COMPARE(session->localSide(), 1);
    session->disconnectFromServer();
    QTRY_COMPARE(session->state(), NetworkSession::State::Offline);

    session->connectTo(QStringLiteral("127.0.0.1"), port_, QStringLiteral("carol"));
    QTRY_COMPARE(session->state(), NetworkSession::State::Connected);
    session->createTable(QStringLiteral("first"));
    QTRY_COMPARE(session->localSide(), 0);
    QTRY_VERIFY(server_->server->table(session->table()));
    QCOMPARE(server_->server->table(session->table())->seats()[0].name, QStringLiteral("carol"));
    session->disconnectFromServer();
}

void TestNetworkWindow::hostStartsAServerChild() {
    if (ServerProcess::findBinary().isEmpty())
        QSKIP("gamut-server is not built next to the tests (cmake --build <dir> --target gamut-server)");
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/server"))
        .removeRecursively(); // no tables of an earlier run
    auto window = makeWindow();
    NetworkUi *network = window->network();
    NetworkSession *session = network->session();
    network->dialog()->nameEdit()->setText(QStringLiteral("host"));
    QVERIFY(network->dialog()->hostServer());
    QVERIFY(network->server()->isRunning());
    QVERIFY(network->server()->port() != port_);
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), NetworkSession::State::Connected, 8000);
    QCOMPARE(session->port(), network->server()->port());
    network->dialog()->createTable();
    QTRY_COMPARE(session->localSide(), 0);
    QCOMPARE(window->model()->gameId(), QStringLiteral("atoms"));
    QVERIFY(window->turns()->isNetwork(1));
    QTRY_VERIFY(network->statusText().contains(QLatin1String("waiting for an opponent")));
    network->dialog()->refreshTables();
    QTRY_COMPARE(network->dialog()->tableList()->rowCount(), 1);
    network->server()->stop(); // the hosted server goes: the game stays, Reconnect is offered
    QTRY_COMPARE(session->state(), NetworkSession::State::Lost);
    QVERIFY(window->turns()->isNetwork(1));
}

QTEST_MAIN(TestNetworkWindow)
#include "test_network_window.moc"
