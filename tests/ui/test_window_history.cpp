// No dead ends in the history: the status line says which move is shown and how to get back, Continue from Here
// lets the seat to move play at the shown ply (a computer thinks there, paused or not), a click at a computer's
// turn while browsing offers it, and End goes back to the game.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/panels/statusline.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QtTest>

using namespace gamut;

class TestWindowHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::useCleanSettings();
        QSettings().setValue(QStringLiteral("play/computerDelay"), QStringLiteral("0"));
    }

    void browsingSaysSoAndEndReturns();
    void continueLetsTheComputerPlayHere();
    void clickAtTheComputersTurnOffersIt();
    void continueStepsAPausedComputer();
    void actionIsInTheMenuWithItsShortcut();
};

namespace {

// AddTraction: a person first, the computer (level 1) second, paused while the test plays six moves for both.
void setUp(MainWindow &window) {
    window.resize(1200, 800);
    window.show();
    window.activateWindow(); // End is the window's shortcut
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.turns()->setMinimumDelay(0);
    window.turns()->setPaused(true);
    GameSetup setup = test::humans(QStringLiteral("addtraction"));
    setup.seats[1] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    test::playMoves(*window.model(), 6);
    QCOMPARE(window.model()->plyCount(), 6);
}

QString statusText(MainWindow &window) { return window.statusLine()->browsingText(); }

} // namespace

void TestWindowHistory::browsingSaysSoAndEndReturns() {
    MainWindow window;
    setUp(window);
    window.turns()->setPaused(false);
    QVERIFY(window.model()->jumpToPly(3));
    qInfo("status while browsing: %s", qPrintable(statusText(window)));
    QCOMPARE(statusText(window), QStringLiteral("Viewing move 3 of 6: End returns to the game"));
    QVERIFY(!window.turns()->isThinking()); // browsing alone starts nobody
    QVERIFY(window.actions()->toEnd->isEnabled());
    window.board()->setFocus();
    QTest::keyClick(window.board(), Qt::Key_End);
    QCOMPARE(window.model()->ply(), 6);
    QVERIFY(statusText(window).isEmpty());
    QVERIFY(!window.actions()->toEnd->isEnabled());
}

void TestWindowHistory::continueLetsTheComputerPlayHere() {
    MainWindow window;
    setUp(window);
    window.turns()->setPaused(false);
    QVERIFY(window.model()->jumpToPly(3)); // the computer (second) is to move here
    QCOMPARE(window.turns()->sideToMove(), 1);
    QVERIFY(window.actions()->continueHere->isEnabled());
    const QStringList before = window.model()->moveTexts();
    window.actions()->continueHere->trigger();
    QTRY_COMPARE(window.model()->ply(), 4);
    QTRY_VERIFY(!window.turns()->isThinking());
    qInfo("after Continue from Here: %d of %d moves, the computer played %s (the list had %s)", window.model()->ply(),
          window.model()->plyCount(), qPrintable(window.model()->moveTexts().value(3)), qPrintable(before.value(3)));
    QVERIFY(window.turns()->humanToMove()); // the person's turn after the computer's move
    QCOMPARE(window.model()->moveTexts().mid(0, 3), before.mid(0, 3));
}

void TestWindowHistory::clickAtTheComputersTurnOffersIt() {
    MainWindow window;
    setUp(window);
    window.turns()->setPaused(false);
    QVERIFY(window.model()->jumpToPly(3));
    test::ModalWatcher watcher(QMessageBox::Yes); // "Continue from Here"
    MoveList moves;
    window.model()->position().legalMoves(moves);
    const int cell = window.model()->position().moveCells(moves[0]).to;
    QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(cell));
    QTRY_COMPARE(watcher.seen(), 1);
    qInfo("offered: %s", qPrintable(watcher.text()));
    QVERIFY(watcher.text().contains(QLatin1String("Let the computer play from this move?")));
    QTRY_COMPARE(window.model()->ply(), 4);
}

void TestWindowHistory::continueStepsAPausedComputer() {
    MainWindow window;
    setUp(window);
    test::playMoves(*window.model(), 1); // ply 7: the computer (second) is to move, paused, at the end
    QCOMPARE(window.turns()->sideToMove(), 1);
    QVERIFY(window.turns()->isPaused());
    QVERIFY(window.actions()->continueHere->isEnabled());
    window.actions()->continueHere->trigger();
    QTRY_COMPARE(window.model()->plyCount(), 8);
    QTest::qWait(100);
    QCOMPARE(window.model()->plyCount(), 8); // one move: the pause holds
    QVERIFY(window.turns()->isPaused());
}

void TestWindowHistory::actionIsInTheMenuWithItsShortcut() {
    MainWindow window;
    QAction *action = window.actions()->continueHere;
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
    bool inGameMenu = false, inToolbar = window.actions()->toolBar->actions().contains(action);
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(action))
            inGameMenu = menu->text() == QLatin1String("&Game");
    QVERIFY(inGameMenu);
    QVERIFY(inToolbar);
}

QTEST_MAIN(TestWindowHistory)
#include "test_window_history.moc"
