// Play Online end to end between two main windows (issue 32's goal), on a real in-process server over loopback
// sockets: both register in the lobby dialog, Ada posts a seek for 3+2 rated Lines of Action, Bob plays it from the
// Seeks page with Enter, the game opens in both main windows (each on its own connection, the seat taken by its
// token), the moves are clicked on the boards, the server's clocks show in the status bar, Bob resigns, both
// windows hear the ratings change as Glicko-2 says and the Ratings page shows it; then a rematch with colours
// swapped, aborted before a move. The dialog by keyboard: Enter in the server field connects (and stays connected,
// also right after a Disconnect), the keyboard then goes to the name, Enter in the password signs in; the first seek
// offered is the board's game. Set GAMUT_LOBBY_SHOTS=<folder> to also save pictures of the windows there.
#include "lobbywindowhelpers.h"

#include "core/net/glicko2.h"
#include "core/net/server.h"
#include "core/play/turncontroller.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/gameoverdialog.h"
#include "ui/network/chatdock.h"
#include "ui/network/lobbydialog.h"
#include "ui/network/lobbygamespage.h"
#include "ui/network/lobbyratingspage.h"
#include "ui/network/lobbyseekspage.h"
#include "ui/network/lobbysession.h"
#include "ui/network/networksession.h"
#include "ui/network/networkui.h"
#include "ui/network/offerform.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/playerspanel.h"
#include "ui/review/analysisengine.h"
#include "ui/review/analysispanel.h"
#include "ui/review/analysisui.h"
#include "ui/review/reviewui.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/appsetup.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace gamut;
using namespace gamut::test;

namespace {

// The status bar's labels shown shorter than their text (cut off), with their texts. The announcer's labels are
// left out: they are 1 px on purpose, for the screen reader only.
QStringList cutLabels(MainWindow &window) {
    QStringList cut;
    for (QLabel *label : window.statusBar()->findChildren<QLabel *>())
        if (label->isVisibleTo(&window) && !label->text().isEmpty() && !label->wordWrap() &&
            !qobject_cast<Announcer *>(label->parentWidget()) && label->width() < label->sizeHint().width())
            cut << QStringLiteral("%1 (%2 < %3)").arg(label->text()).arg(label->width()).arg(label->sizeHint().width());
    return cut;
}

// The letters that more than one of a window's mnemonics (Alt+letter) reach at once: its visible, enabled buttons,
// labels of enabled fields and tabs. "g: &Games | &Game:" for each letter taken twice.
QStringList mnemonicClashes(QWidget *window) {
    QMap<QChar, QStringList> seen;
    const auto note = [&](const QString &text) {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text[i] != QLatin1Char('&'))
                continue;
            if (text[i + 1] != QLatin1Char('&'))
                seen[text[i + 1].toLower()] << text;
            return;
        }
    };
    for (QAbstractButton *b : window->findChildren<QAbstractButton *>())
        if (b->isVisibleTo(window) && b->isEnabled())
            note(b->text());
    for (QLabel *l : window->findChildren<QLabel *>())
        if (l->buddy() && l->isVisibleTo(window) && l->buddy()->isEnabled())
            note(l->text());
    for (QTabBar *bar : window->findChildren<QTabBar *>())
        for (int i = 0; bar->isVisibleTo(window) && i < bar->count(); ++i)
            note(bar->tabText(i));
    QStringList clashes;
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        if (it.value().size() > 1)
            clashes << QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(" | ")));
    return clashes;
}

// Each page of the lobby, signed in: no Alt+letter reaches two things.
QStringList pageClashes(LobbyDialog *dialog) {
    QStringList all;
    for (int i = 0; i < dialog->tabs()->count(); ++i) {
        dialog->tabs()->setCurrentIndex(i);
        for (const QString &clash : mnemonicClashes(dialog))
            all << dialog->tabs()->tabText(i) + QStringLiteral(": ") + clash;
    }
    dialog->tabs()->setCurrentIndex(0);
    return all;
}

void shoot(QWidget *widget, const QString &name) {
    const QString folder = qEnvironmentVariable("GAMUT_LOBBY_SHOTS");
    if (folder.isEmpty())
        return;
    // Two sizes: as the test made it, and a small laptop's window (what is cut off or crowded shows there).
    const QSize size = widget->size();
    for (const QSize &shot : {size, QSize(800, 560)}) {
        widget->resize(shot);
        QTest::qWait(300); // let the window manager place and paint it
        const QString suffix = shot == size ? QString() : QStringLiteral("-small");
        widget->grab().save(QDir(folder).filePath(name + suffix + QStringLiteral(".png")));
        if (QScreen *screen = QGuiApplication::primaryScreen())
            screen->grabWindow(0).save(QDir(folder).filePath(name + suffix + QStringLiteral("-screen.png")));
    }
    widget->resize(size);
}

} // namespace

class TestLobbyWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void twoWindowsPlayARatedGame();
    void enterConnectsAndSignsIn();

private:
    std::unique_ptr<ServerFixture> server_;
};

void TestLobbyWindow::initTestCase() {
    test::useCleanSettings();
    net::ServerOptions options;
    options.passwordIterations = 1000; // a real PBKDF2 hash, cheaper than a real server's
    server_ = std::make_unique<ServerFixture>(options);
    QVERIFY(server_->started);
}

void TestLobbyWindow::cleanupTestCase() { server_.reset(); }

// Enter in the server field connects, Enter in the password field signs in, and nothing else: the dialog's buttons
// used to be its default buttons, so the same Enter also pressed the first one enabled, Disconnect (the connection
// opened and closed at once, with "Not connected" and no word why; seen under Xvfb) or Play as Guest.
void TestLobbyWindow::enterConnectsAndSignsIn() {
    test::useCleanSettings(); // no account remembered by another test: this one signs in by hand
    auto window = makeLobbyWindow();
    window->actions()->playOnline->trigger();
    LobbyDialog *dialog = window->network()->lobbyDialog();
    QVERIFY(dialog->isVisible());
    // Never sought before: the seek offered is the game on the board (Atoms here), not the list's first.
    QCOMPARE(dialog->seeksPage()->form()->game(), QStringLiteral("atoms"));
    QPushButton *disconnect = nullptr;
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        if (button->text().remove(QLatin1Char('&')) == QLatin1String("Disconnect"))
            disconnect = button;
    QVERIFY(disconnect);
    // Which button the dialog takes as default depends on where the focus was when it opened (QDialog picks the first
    // auto-default button after it); the real window under X picked Disconnect. None may be one.
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        QVERIFY2(!button->autoDefault() && !button->isDefault(), qPrintable(button->text()));
    dialog->serverEdit()->setText(QStringLiteral("gamut://127.0.0.1:%1").arg(server_->port()));
    // Twice: as the dialog opens, and after a person connected, clicked Disconnect and went back to the field.
    for (int round = 0; round < 2; ++round) {
        dialog->serverEdit()->setFocus();
        QTest::keyClick(dialog->serverEdit(), Qt::Key_Return);
        QVERIFY2(dialog->session()->state() != LobbySession::State::Offline,
                 qPrintable(QStringLiteral("round %1: %2").arg(round).arg(dialog->session()->statusText())));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->session()->hasLobby(), 5000);
        // The field goes grey while connected: the keyboard goes on to the name, not to the next button, Disconnect
        // (typed letters were lost there, and a Space cut the connection).
        QCOMPARE(dialog->focusWidget(), dialog->nameEdit());
        // Connecting again at once, while the last connection still closes, is no "connection lost" (it was, and the
        // lobby retried 2 s later).
        if (round == 0) {
            QTest::mouseClick(disconnect, Qt::LeftButton);
            QTRY_VERIFY(dialog->session()->state() == LobbySession::State::Offline);
        }
    }
    // Registered elsewhere, then signed in here by name, password and Enter.
    {
        LobbyDialog *other = signUpInWindow(*makeLobbyWindow(), server_->port(), QStringLiteral("cyd"));
        QVERIFY(other);
    }
    dialog->nameEdit()->setText(QStringLiteral("cyd"));
    dialog->passwordEdit()->setText(QStringLiteral("password1"));
    dialog->passwordEdit()->setFocus();
    QTest::keyClick(dialog->passwordEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(dialog->session()->account(), QStringLiteral("cyd"), 10000);
    QVERIFY(dialog->session()->state() == LobbySession::State::Connected);
    QVERIFY(dialog->isVisible());
    qInfo("after Enter, Enter: %s", qPrintable(dialog->session()->statusText()));

    // "Remember me" (on by default) means what it says: the next Play Online signs cyd in by itself (it used to show
    // "Not connected" with the name filled in, and wait for Connect).
    auto next = makeLobbyWindow();
    next->actions()->playOnline->trigger();
    LobbyDialog *again = next->network()->lobbyDialog();
    QVERIFY(again->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(again->session()->account(), QStringLiteral("cyd"), 10000);
    // Signed out, nothing is remembered: the next one waits for Connect.
    again->session()->signOut();
    auto third = makeLobbyWindow();
    third->actions()->playOnline->trigger();
    QTest::qWait(300);
    QVERIFY(third->network()->lobbyDialog()->session()->state() == LobbySession::State::Offline);
}

void TestLobbyWindow::twoWindowsPlayARatedGame() {
    auto ada = makeLobbyWindow(), bob = makeLobbyWindow();
    LobbyDialog *adaLobby = signUpInWindow(*ada, server_->port(), QStringLiteral("ada"));
    QVERIFY(adaLobby);
    LobbyDialog *bobLobby = signUpInWindow(*bob, server_->port(), QStringLiteral("bob"));
    QVERIFY(bobLobby);
    QVERIFY(adaLobby->statusText().contains(QLatin1String("ada")) ||
            adaLobby->session()->statusText().contains(QLatin1String("127.0.0.1")));
    // Signed in, the name-and-password box goes (the connection's line says who) and Sign Out is on that line.
    QVERIFY(!adaLobby->accountBox()->isVisibleTo(adaLobby));
    QVERIFY(adaLobby->signOutButton()->isVisibleTo(adaLobby));
    QVERIFY2(pageClashes(adaLobby).isEmpty(), qPrintable(pageClashes(adaLobby).join(QLatin1Char('\n'))));
    // The dialog fits a laptop's 768-pixel-high screen, signed in or not (its pages scroll).
    QVERIFY2(adaLobby->minimumSizeHint().height() <= 600,
             qPrintable(QString::number(adaLobby->minimumSizeHint().height())));
    {
        LobbyDialog signedOut(new LobbySession(adaLobby), nullptr);
        QVERIFY2(signedOut.minimumSizeHint().height() <= 600,
                 qPrintable(QString::number(signedOut.minimumSizeHint().height())));
    }

    // Ada's seek: Lines of Action, 3+2, rated, Ada first.
    OfferForm *form = adaLobby->seeksPage()->form();
    form->setGame(QStringLiteral("loa"));
    form->setControl(QStringLiteral("3+2"));
    form->setRated(true);
    form->setColour(QStringLiteral("first"));
    QVERIFY2(form->isValid(), qPrintable(form->problem()));
    QVERIFY(adaLobby->seeksPage()->seekNow());
    QTRY_COMPARE(adaLobby->session()->mySeekCount(), 1);

    // Bob sees it in his lobby's list and plays it with Enter.
    LobbySeeksPage *bobSeeks = bobLobby->seeksPage();
    QTRY_COMPARE(bobSeeks->shown().size(), 1);
    const net::SeekInfo seek = bobSeeks->shown().first();
    QCOMPARE(seek.name, QStringLiteral("ada"));
    QCOMPARE(seek.control, QStringLiteral("3+2"));
    QVERIFY(seek.rated);
    shoot(bobLobby, QStringLiteral("lobby-seeks"));
    QVERIFY(bobSeeks->selectSeek(seek.id));
    bobSeeks->table()->setFocus();
    QTest::keyClick(bobSeeks->table(), Qt::Key_Return);

    // The game opens in both main windows, each on its own connection, seats taken by their tokens.
    NetworkSession *as = ada->network()->session(), *bs = bob->network()->session();
    QTRY_COMPARE(as->localSide(), 0);
    QTRY_COMPARE(bs->localSide(), 1);
    QCOMPARE(as->table(), bs->table());
    QTRY_COMPARE(ada->model()->gameId(), QStringLiteral("loa"));
    QTRY_COMPARE(bob->model()->gameId(), QStringLiteral("loa"));
    QVERIFY(ada->turns()->isNetwork(1) && ada->turns()->isHuman(0));
    QVERIFY(bob->turns()->isNetwork(0) && bob->turns()->isHuman(1));
    QTRY_VERIFY2(ada->network()->statusText().contains(QLatin1String("bob")), qPrintable(ada->network()->statusText()));
    QTRY_VERIFY(as->isTimed()); // the server's clocks, 3 minutes each
    QVERIFY2(ada->network()->clockText().contains(QLatin1String("3:00")), qPrintable(ada->network()->clockText()));
    QVERIFY(ada->network()->abortButton()->isVisibleTo(ada.get()));
    QVERIFY(ada->network()->drawButton()->isVisibleTo(ada.get()));
    QVERIFY(!ada->network()->rematchButton()->isVisibleTo(ada.get()));
    QTRY_COMPARE(gamesTab(adaLobby), QStringLiteral("&Games (1 your turn)")); // Ada plays first
    QTRY_COMPARE(gamesTab(bobLobby), QStringLiteral("&Games"));

    // Moves clicked on each board reach the other window through the server.
    for (int ply = 0; ply < 4; ++ply) {
        MainWindow &mover = ply % 2 ? *bob : *ada;
        const QString move = firstLegalMove(*mover.model());
        QVERIFY(clickMove(mover, move));
        QTRY_COMPARE(ada->model()->plyCount(), ply + 1);
        QTRY_COMPARE(bob->model()->plyCount(), ply + 1);
        QCOMPARE(bob->model()->moveTexts().last(), move);
        // The "your turn" count follows the moves played in the main windows (not the lobby's 30 s round).
        LobbyDialog *moved = ply % 2 ? bobLobby : adaLobby, *next = ply % 2 ? adaLobby : bobLobby;
        QTRY_COMPARE(gamesTab(moved), QStringLiteral("&Games"));
        QTRY_COMPARE(gamesTab(next), QStringLiteral("&Games (1 your turn)"));
    }
    QCOMPARE(ada->model()->moveTexts(), bob->model()->moveTexts());
    QVERIFY(!ada->network()->abortButton()->isVisibleTo(ada.get())); // both have moved
    // Fair play: while Ada plays, the computer does not help her (no hint, analysis or review), and what a network
    // game cannot do (take back, pause the server's clocks) is not offered.
    QCOMPARE(ada->turns()->sideToMove(), 0);
    QVERIFY(ada->turns()->engineHelpBarred());
    QVERIFY(!ada->actions()->hint->isEnabled());
    QVERIFY(!ada->actions()->undo->isEnabled());
    QVERIFY(!ada->actions()->pause->isEnabled());
    QVERIFY(!ada->review()->reviewAction()->isEnabled());
    QVERIFY(!ada->playersPanel()->kindBox(0)->isEnabled()); // no computer takes Ada's seat at the table
    ada->review()->analysis()->toggleAction()->trigger();
    QVERIFY(ada->review()->analysis()->dock()->isVisible());
    QVERIFY(!ada->review()->analysis()->wanted());
    // The dock says why in lines that wrap: the sentence on one line made the left docks 530 px wide under X, the
    // board squeezed beside them.
    QVERIFY2(ada->review()->analysis()->panel()->minimumSizeHint().width() <= 320,
             qPrintable(QString::number(ada->review()->analysis()->panel()->minimumSizeHint().width())));
    QVERIFY(!ada->review()->analysis()->engine()->isRunning());
    // Nothing replaces the table's game without asking (under X, F5 left the table at once and Back to It brought
    // the game back as a local one, the clock running on at the server): Restart is off, and New Game, Open, the
    // library and quitting ask first; "Stay" keeps the table.
    QVERIFY(!ada->actions()->restart->isEnabled());
    {
        QStringList asked;
        ada->network()->askLeaveTable = [&asked](const QString &question) {
            asked << question;
            return false;
        };
        int pathsAsked = 0;
        ada->files()->askOpenPath = [&pathsAsked] {
            ++pathsAsked;
            return QString();
        };
        QVERIFY(!ada->files()->openWithDialog());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(pathsAsked, 0);
        QVERIFY2(asked.first().contains(QLatin1String("bob")) && asked.first().contains(as->table()),
                 qPrintable(asked.first()));
        QVERIFY(!ada->close()); // quitting asks too
        QCOMPARE(asked.size(), 2);
        QVERIFY(ada->isVisible());
        QVERIFY(ada->files()->confirmDiscard(FileActions::Why::Online)); // opening the lobby leaves nothing
        QCOMPARE(asked.size(), 2);
        QCOMPARE(as->localSide(), 0); // still at the table
        QCOMPARE(ada->model()->plyCount(), 4);
        ada->network()->askLeaveTable = [](const QString &) { return true; }; // the counters go out of scope
        ada->files()->askOpenPath = [] { return QString(); };
    }
    {
        QSignalSpy refused(ada->turns(), &TurnController::refused);
        QTest::keyClick(ada->board()->viewport(), Qt::Key_H); // the shortcut of a disabled action does nothing
        ada->turns()->requestHint();                          // and the controller refuses it too
        QCOMPARE(refused.count(), 1);
    }
    QTRY_VERIFY(ada->network()->clockText().contains(QLatin1String("(running)")));
    // Nothing in the status bar is cut off: the table, the clocks and the game's own words all fit a 1000 px window
    // (the full sentences are the tooltips).
    QTRY_VERIFY2(cutLabels(*ada).isEmpty(), qPrintable(cutLabels(*ada).join(" | ")));
    QVERIFY2(ada->network()->statusLabel()->toolTip().contains(QLatin1String("bob")),
             qPrintable(ada->network()->statusLabel()->toolTip()));
    shoot(ada.get(), QStringLiteral("lobby-game"));
    adaLobby->showPage(adaLobby->gamesPage());
    shoot(adaLobby, QStringLiteral("lobby-games"));

    // Bob resigns; both windows end the game and hear the ratings change as Glicko-2 says.
    QSignalSpy adaHeard(as, &NetworkSession::message), bobHeard(bs, &NetworkSession::message);
    // A draw offered is told with the player's name and side, as the window names them (it said "white offers").
    bob->network()->drawButton()->click();
    QTRY_VERIFY2(texts(adaHeard).contains(
                     QStringLiteral("bob (White) offers a draw: Offer Draw accepts it, a move declines it.")),
                 qPrintable(texts(adaHeard).join(" | ")));
    QVERIFY(bs->resign());
    QTRY_VERIFY(ada->model()->isOver());
    ada->network()->askLeaveTable = [](const QString &) { return false; };
    QVERIFY(ada->network()->mayLeaveTable()); // a game over is left without a question
    ada->network()->askLeaveTable = [](const QString &) { return true; };
    QTRY_VERIFY(bob->model()->isOver());
    const net::RatedPair expected = net::rateGame(net::Rating(), net::Rating(), 1.0);
    const QString change = QStringLiteral("Ratings: ada 1500 → %1, bob 1500 → %2.")
                               .arg(qRound(expected.first.rating))
                               .arg(qRound(expected.second.rating));
    QTRY_VERIFY2(texts(adaHeard).contains(change), qPrintable(texts(adaHeard).join(" | ")));
    QTRY_VERIFY2(texts(bobHeard).contains(change), qPrintable(texts(bobHeard).join(" | ")));
    QTRY_VERIFY(ada->network()->rematchButton()->isVisibleTo(ada.get()));
    // A lobby game is followed by a rematch (colours swapped), offered by the game-over message too; the table's
    // "Next Game" (same colours, the same table) is not offered beside it.
    QTRY_VERIFY(ada->gameOverDialog()->isVisible());
    QCOMPARE(ada->gameOverDialog()->playAgainButton()->text(), QStringLiteral("Re&match"));
    QVERIFY(!ada->historyDock()->figures()->nextRoundButton()->isVisibleTo(ada.get()));
    // The winner is named as the window names a side, not by the protocol's word.
    QVERIFY2(texts(adaHeard).contains(QStringLiteral("ada (Black) wins.")), qPrintable(texts(adaHeard).join(" | ")));
    QVERIFY(!ada->turns()->engineHelpBarred()); // the game is over: the computer's help is back
    QVERIFY(ada->review()->reviewAction()->isEnabled());
    ada->review()->analysis()->toggleAction()->trigger();
    QVERIFY2(ada->network()->chatDock()->text().contains(change),
             qPrintable(ada->network()->chatDock()->text())); // stays readable there
    QTRY_COMPARE(gamesTab(adaLobby), QStringLiteral("&Games"));
    QTRY_COMPARE(gamesTab(bobLobby), QStringLiteral("&Games"));
    QTRY_VERIFY2(cutLabels(*bob).isEmpty(), qPrintable(cutLabels(*bob).join(" | ")));

    // The Ratings page: Ada's Lines of Action rating after one game.
    adaLobby->showPage(adaLobby->ratingsPage());
    adaLobby->ratingsPage()->showPlayer(QStringLiteral("ada"));
    QTableWidget *ratings = adaLobby->ratingsPage()->ratingTable();
    const QString rating = QString::number(qRound(expected.first.rating));
    QTRY_VERIFY(ratings->rowCount() == 1 && ratings->item(0, 1) && ratings->item(0, 1)->text() == rating);
    shoot(adaLobby, QStringLiteral("lobby-ratings"));

    // Rematch: both ask; a new table with colours swapped, aborted before a move (no rating change).
    const QString old = as->table();
    ada->gameOverDialog()->playAgainButton()->click();
    QTRY_VERIFY2(texts(bobHeard).contains(QStringLiteral("ada (Black) asks for a rematch: Rematch accepts it.")),
                 qPrintable(texts(bobHeard).join(" | ")));
    bob->network()->rematchButton()->click();
    QTRY_VERIFY(as->table() != old && !as->table().isEmpty());
    QTRY_COMPARE(bs->table(), as->table());
    QTRY_COMPARE(as->localSide(), 1);
    QTRY_COMPARE(bs->localSide(), 0);
    QTRY_COMPARE(bob->model()->plyCount(), 0);
    QTRY_VERIFY(bob->network()->abortButton()->isVisibleTo(bob.get()));
    bob->network()->abortButton()->click();
    QTRY_VERIFY2(texts(adaHeard).contains(QStringLiteral("The game was aborted: no result, no rating change.")),
                 qPrintable(texts(adaHeard).join(" | ")));

    // The same in German: a dialog made with the German words, on Ada's signed-in session.
    QVERIFY(installTranslations(QStringLiteral("de")));
    {
        LobbyDialog german(adaLobby->session(), nullptr);
        german.show();
        QVERIFY2(german.tabs()->tabText(0) != QLatin1String("See&ks"), "the German words were not loaded");
        QVERIFY2(pageClashes(&german).isEmpty(), qPrintable(pageClashes(&german).join(QLatin1Char('\n'))));
    }
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QLocale::setDefault(QLocale::c());

    adaLobby->session()->disconnectFromServer();
    bobLobby->session()->disconnectFromServer();
    as->disconnectFromServer();
    bs->disconnectFromServer();
}

QTEST_MAIN(TestLobbyWindow)
#include "test_lobby_window.moc"
