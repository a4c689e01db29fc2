// No dead ends in the history: the status line says which move is shown and how to get back, Continue from Here
// lets the seat to move play at the shown ply (a computer thinks there, paused or not), a click at a computer's
// turn while browsing offers it, and End goes back to the game.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/panels/statusline.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include "core/play/turncontroller.h"
#include "core/registry.h"

#include <array>

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
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
    void continueKeepsTheLineLeft();
    void clickAtAnEarlierMoveKeepsTheLineLeft();
    void deleteALineAndUndo();
    void evenRoundsUnderTheRightPlayer();
    void roomWithTheReviewOpen_data();
    void roomWithTheReviewOpen();
    void draggedSplitterSurvivesAResize();
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

namespace {

// Every move text the History shows, row by row.
QStringList historyTexts(MainWindow &window) {
    HistoryModel *history = window.historyDock()->historyModel();
    QStringList texts;
    for (int row = 0; row < history->rowCount(); ++row)
        for (int column = 0; column < 2; ++column)
            if (history->nodeOf(history->index(row, column)) >= 0)
                texts << history->index(row, column).data().toString();
    return texts;
}

// The moves of `moves` appear in `text` in this order (a saved game: numbers, comments and lines between them).
bool inOrder(const QString &text, const QStringList &moves) {
    qsizetype from = 0;
    for (const QString &move : moves) {
        const QRegularExpression word(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(move)));
        const QRegularExpressionMatch match = word.match(text, from);
        if (!match.hasMatch())
            return false;
        from = match.capturedEnd();
    }
    return true;
}

} // namespace

// Issue 29: Continue from Here at an earlier move, the computer plays another move than the list's: the moves the
// list had after it stay, a side line in the History and in the saved game.
void TestWindowHistory::continueKeepsTheLineLeft() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    window.turns()->setMinimumDelay(0);
    window.turns()->setPaused(true);
    GameSetup setup = test::humans(QStringLiteral("loa"));
    setup.seats[1] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    // Black (the person) and White (the computer, paused): White's second move the last of its list, which the
    // computer is unlikely to choose again, then three more.
    for (int ply = 0; ply < 7; ++ply) {
        MoveList moves;
        window.model()->position().legalMoves(moves);
        QVERIFY(window.model()->playMove(ply == 3 ? moves[moves.size() - 1] : moves[0]));
    }
    const QStringList before = window.model()->moveTexts();
    window.turns()->setPaused(false);
    QVERIFY(window.model()->jumpToPly(3)); // White to move
    window.actions()->continueHere->trigger();
    QTRY_VERIFY(window.model()->plyCount() == 4 || window.model()->ply() == 4);
    QTRY_VERIFY(!window.turns()->isThinking());
    const QStringList after = window.model()->moveTexts();
    qInfo("the list had %s, the computer played %s", qPrintable(before.value(3)), qPrintable(after.value(3)));
    QCOMPARE(after.mid(0, 3), before.mid(0, 3));
    if (after.value(3) == before.value(3))
        QSKIP("the computer chose the list's move again: no line began");
    QCOMPARE(window.model()->plyCount(), 4); // the game goes on from the computer's move ...
    QVERIFY(window.model()->onMainLine());
    const QStringList shown = historyTexts(window);
    for (const QString &move : before.mid(3)) // ... and the line it left is in the History ...
        QVERIFY2(shown.contains(move), qPrintable(move + " is not in the History: " + shown.join(' ')));
    QTemporaryDir dir;
    QVERIFY(window.model()->save(dir.filePath("game.gamut")));
    QFile file(dir.filePath("game.gamut"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString saved = QString::fromUtf8(file.readAll());
    QVERIFY2(inOrder(saved, before), qPrintable(saved)); // ... and in the saved game
    QVERIFY(saved.contains(QLatin1Char('(')));
}

// A person's move at an earlier ply (a click on the board while the History shows that move) begins a line; the
// line it left stays in the History, and the History's menu brings it back as the main line.
void TestWindowHistory::clickAtAnEarlierMoveKeepsTheLineLeft() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    test::playMoves(*window.model(), 6);
    const QStringList before = window.model()->moveTexts();
    QVERIFY(window.model()->jumpToPly(2));
    MoveList moves;
    window.model()->position().legalMoves(moves);
    const Move other = moves[moves.size() - 1];
    QVERIFY(other != window.model()->moveAt(2));
    const int cell = window.model()->position().moveCells(other).to;
    QTest::mouseClick(window.board()->viewport(), Qt::LeftButton, {}, window.board()->cellPosition(cell));
    QTRY_COMPARE(window.model()->plyCount(), 3);
    const QStringList shown = historyTexts(window);
    QCOMPARE(shown.size(), 7);
    for (const QString &move : before)
        QVERIFY(shown.contains(move));
    QVERIFY(inOrder(window.model()->copyText(), before));
    // A click on the side line's last move shows it; the History's context menu makes it the main line.
    HistoryModel *history = window.historyDock()->historyModel();
    QModelIndex last;
    for (int row = 0; row < history->rowCount(); ++row)
        for (int column = 0; column < 2; ++column)
            if (history->index(row, column).data().toString() == before.last() && history->depthOf(row) == 1)
                last = history->index(row, column);
    QVERIFY(last.isValid());
    QTableView *view = window.historyDock()->view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(last).center());
    QCOMPARE(window.model()->moveTexts(), before);
    QVERIFY(!window.model()->onMainLine());
    qInfo("status on the side line: %s", qPrintable(window.statusLine()->browsingText()));
    QVERIFY(window.statusLine()->browsingText().contains(QLatin1String("side line")));
    QVERIFY(window.model()->promoteLine(window.model()->currentNode()));
    QVERIFY(window.model()->onMainLine());
    QCOMPARE(window.model()->mainLineMoves().size(), std::size_t(6));
}

// Delete on a side line's move in the History deletes its line; the status line offers Undo (Alt+U), which brings
// it back; a screen reader hears both, and which line the cursor is on when it changes.
void TestWindowHistory::deleteALineAndUndo() {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    test::playMoves(*window.model(), 5);
    QVERIFY(window.model()->jumpToPly(2));
    MoveList moves;
    window.model()->position().legalMoves(moves);
    QVERIFY(window.model()->playMove(moves[moves.size() - 1])); // a2 f4 d3 d5 e2 a side line from ply 3
    auto *narration = window.findChild<Narration *>();
    QVERIFY(narration);
    HistoryModel *history = window.historyDock()->historyModel();
    QTableView *view = window.historyDock()->view();
    const QModelIndex side = history->index(2, 0); // "2. x" of the side line, under the new move
    QCOMPARE(history->depthOf(2), 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(side).center());
    QVERIFY(!window.model()->onMainLine());
    QTRY_VERIFY(narration->announcer()->lastAnnouncement().contains(QLatin1String("side line")));
    qInfo("heard: %s", qPrintable(narration->announcer()->lastAnnouncement()));
    const int lines = history->rowCount();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QVERIFY(window.model()->onMainLine());
    QCOMPARE(window.model()->ply(), 2); // back at the move it branched from
    QVERIFY(history->rowCount() < lines);
    QCOMPARE(window.statusLine()->offerText(), QStringLiteral("&Undo"));
    QTRY_VERIFY(narration->announcer()->lastAnnouncement().contains(QLatin1String("Undo")));
    qInfo("heard: %s", qPrintable(narration->announcer()->lastAnnouncement()));
    QTest::keyClick(view, Qt::Key_U, Qt::AltModifier); // the button's mnemonic, from the History
    QTRY_COMPARE(history->rowCount(), lines);          // (a shortcut clicks its button after a short flash)
    QVERIFY(window.statusLine()->offerText().isEmpty());
    QVERIFY(!window.model()->canRestoreLine());
    // The main line's moves are not deleted by Delete.
    QVERIFY(window.model()->jumpToPly(1));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(history->rowCount(), lines);
}

// A game played in rounds (Atom-4) where the second player opens the even rounds: each move of round 2 stands in
// its own player's column of the History, under that player's name (issue 29).
void TestWindowHistory::evenRoundsUnderTheRightPlayer() {
    QString game;
    for (const GameEntry &entry : allGames())
        if (entry.info->playedInRounds && game.isEmpty())
            game = QString::fromUtf8(entry.info->id.data(), qsizetype(entry.info->id.size()));
    if (game.isEmpty())
        QSKIP("no registered game is played in rounds");
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(game)));
    GameModel *model = window.model();
    test::playMoves(*model, 10000);
    QVERIFY(model->isOver());
    QVERIFY(model->nextRound());
    QCOMPARE(model->round(), 2);
    const int opener = model->position().turn();
    test::playMoves(*model, 3);
    const HistoryModel *history = window.historyDock()->historyModel();
    for (int ply = 0; ply < 3; ++ply) {
        const QModelIndex cell = history->indexOfPly(ply + 1); // the position after the move
        const int side = (opener + ply) % 2;
        QVERIFY2(cell.isValid(), qPrintable(QString::number(ply)));
        QCOMPARE(cell.column(), side);
        QCOMPARE(cell.data().toString(), model->moveTexts().value(ply));
        qInfo("round 2, ply %d: \"%s\" under \"%s\"", ply, qPrintable(cell.data().toString()),
              qPrintable(history->headerData(side, Qt::Horizontal, Qt::DisplayRole).toString()));
    }
}

QTEST_MAIN(TestWindowHistory)
void TestWindowHistory::roomWithTheReviewOpen_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

// Issue 29: at the first start's smallest size (1024x720), with the Review panel open under the History, the History
// kept 2 rows beside Atom-4's tall panel and the window grew by itself; and the History's last row was half cut off.
// Now the window keeps its size, the History shows at least five whole rows, and the move shown is a whole row.
void TestWindowHistory::roomWithTheReviewOpen() {
    QFETCH(QString, game);
    MainWindow window;
    window.resize(1024, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(game)));
    test::playMoves(*window.model(), 30);
    auto *review = window.findChild<QDockWidget *>(QStringLiteral("reviewDock"));
    QVERIFY(review);
    const QSize before = window.size();
    review->show();
    QTest::qWait(50);
    QTableView *view = window.historyDock()->view();
    const int rowHeight = view->verticalHeader()->defaultSectionSize();
    const int rows = view->viewport()->height() / rowHeight;
    const QRect shown = view->visualRect(view->model()->index(view->model()->rowCount() - 1, 0));
    qInfo("%s: window %dx%d (was %dx%d), History %d px high: %d whole rows; review %d px; last row %d..%d of %d",
          qPrintable(game), window.width(), window.height(), before.width(), before.height(),
          view->viewport()->height(), rows, review->height(), shown.top(), shown.bottom(), view->viewport()->height());
    QCOMPARE(window.size(), before);
    QVERIFY2(rows >= 5, qPrintable(QString::number(rows)));
    QVERIFY2(view->viewport()->rect().contains(shown), "the last move's row is cut off");
    // The game's figures scroll only when the moves are down to their five rows: beside six rows of moves, Atoms'
    // third figure was behind a scroll bar.
    QScrollArea *figures = nullptr;
    for (QWidget *w = window.historyDock()->figures(); w && !figures; w = w->parentWidget())
        figures = qobject_cast<QScrollArea *>(w);
    QVERIFY(figures);
    const auto rowsNow = [&] { return view->viewport()->height() / rowHeight; };
    QTRY_VERIFY2(rowsNow() == 5 || !figures->verticalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1 rows of moves and the figures scroll").arg(rowsNow())));
    QVERIFY2(rowsNow() >= 5, qPrintable(QString::number(rowsNow())));
}

// The splitter between the moves and the figures, dragged by the user, stays where it was put when the window is
// resized: it jumped back to the fitted height at every resize. A game of another kind fits its own panel again.
void TestWindowHistory::draggedSplitterSurvivesAResize() {
    MainWindow window;
    window.resize(1280, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    auto *splitter = window.historyDock()->findChild<QSplitter *>();
    QVERIFY(splitter);
    QTest::qWait(50);
    const int fitted = splitter->sizes().value(1);
    QSplitterHandle *handle = splitter->handle(1);
    const QPoint middle = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, middle);
    QTest::mouseMove(handle, middle - QPoint(0, 40));
    QTest::mouseMove(handle, middle - QPoint(0, 80));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, middle - QPoint(0, 80));
    const int dragged = splitter->sizes().value(1);
    QVERIFY2(dragged > fitted + 40, qPrintable(QStringLiteral("fitted %1, dragged %2").arg(fitted).arg(dragged)));
    // Each resize reaches the splitter, then the fit it queues runs (a sanitizer build takes its time: wait for the
    // new height, then let the queued fit run before reading the sizes).
    std::array<int, 2> after{};
    for (int i : {0, 1}) {
        const int before = splitter->height();
        window.resize(1280, i == 0 ? 820 : 960);
        QTRY_VERIFY(splitter->height() != before);
        QTest::qWait(250);
        after[std::size_t(i)] = splitter->sizes().value(1);
    }
    const int afterShrink = after[0], afterGrow = after[1];
    qInfo("figures fitted %d px, dragged to %d, after resizes %d and %d", fitted, dragged, afterShrink, afterGrow);
    QCOMPARE(afterShrink, dragged);
    QCOMPARE(afterGrow, dragged);
    QVERIFY(window.newGame(test::humans(QStringLiteral("atom4")))); // its own panel: fitted again
    QTest::qWait(250);
    qInfo("atom4: figures %d px (hint %d), splitter %d px", splitter->sizes().value(1),
          window.historyDock()->figures()->sizeHint().height(), splitter->height());
    QTRY_VERIFY2(splitter->sizes().value(1) != dragged, qPrintable(QString::number(splitter->sizes().value(1))));
}

#include "test_window_history.moc"
