// View ▸ Analysis: the toggle (and its key) shows the dock and the engine's best three moves for the shown
// position with their win chances, lines and depth; a move or a jump restarts it; it stops while a computer seat
// thinks and comes back after; the moves go on the board (a check box), and pointing at one shows its line.
#include "windowtesthelpers.h"

#include "ui/review/analysisengine.h"
#include "ui/review/analysispanel.h"
#include "ui/review/analysisui.h"
#include "ui/review/boardoverlay.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewui.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

using namespace gamut;

namespace {

// Waits for lines of at least `depth` for the position now shown.
bool linesAtDepth(AnalysisUi *analysis, int depth) {
    return QTest::qWaitFor(
        [&] { return analysis->panel()->depth() >= depth && analysis->panel()->lines().size() == 3; }, 30000);
}

bool allLegal(const std::vector<AnalysisLine> &lines, const GameState &position) {
    MoveList legal;
    position.legalMoves(legal);
    for (const AnalysisLine &line : lines)
        if (!legal.contains(line.move) || line.pv.empty() || line.pv.front() != line.move)
            return false;
    return true;
}

// Threads of this process running at a lowered priority (Linux: nice >= 10, from /proc; -1 elsewhere).
int lowPriorityThreads() {
#if defined(__linux__)
    int count = 0;
    for (const QString &task : QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(task));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // The fields after the command's closing parenthesis: state is the 3rd field, nice the 19th.
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        count += fields.size() > 16 && fields[16].toInt() >= 10 ? 1 : 0;
    }
    return count;
#else
    return -1;
#endif
}

} // namespace

class TestAnalysisWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void keyShowsTheBestThreeMoves();
    void restartsOnEveryMoveAndJump();
    void stopsWhileTheComputerThinks();
    void hoverShowsTheLineOnTheBoard();
    void closingWhileEverythingRunsIsSafe();
};

void TestAnalysisWindow::keyShowsTheBestThreeMoves() {
    MainWindow window;
    window.show();
    // The key is a window shortcut: it acts in the active window only (on a real X display the window must be
    // activated, as a person's click or the window manager would).
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    AnalysisUi *analysis = window.review()->analysis();
    QVERIFY(!analysis->dock()->isVisible());
    QVERIFY(!analysis->engine()->isRunning()); // nothing runs while the dock is closed
    QTest::keyClick(&window, Qt::Key_A);
    QVERIFY(analysis->dock()->isVisible());
    QVERIFY(analysis->toggleAction()->isChecked());
    QVERIFY(linesAtDepth(analysis, 3));
    // The analysis yields the processor to the GUI thread: its worker runs at a lowered priority.
    const int low = lowPriorityThreads();
    qInfo("threads at a lowered priority while analysing: %d", low);
    QVERIFY(low != 0);
    const auto &lines = analysis->panel()->lines();
    QVERIFY(allLegal(lines, window.model()->position()));
    QTreeWidget *list = analysis->panel()->list();
    QCOMPARE(list->topLevelItemCount(), 3);
    for (int i = 0; i < 3; ++i) {
        qInfo("depth %d: %s %s %s", analysis->panel()->depth(), qPrintable(list->topLevelItem(i)->text(0)),
              qPrintable(list->topLevelItem(i)->text(1)), qPrintable(list->topLevelItem(i)->text(2)));
        QCOMPARE(list->topLevelItem(i)->text(0), lines[std::size_t(i)].token);
        QVERIFY(lines[std::size_t(i)].win >= 0 && lines[std::size_t(i)].win <= 100);
    }
    QVERIFY(lines[0].win >= lines[2].win); // best first
    QVERIFY(analysis->panel()->depthText().contains(QString::number(analysis->panel()->depth())));
    // The three moves on the board as arrows; the check box takes them off.
    QCOMPARE(int(analysis->overlay()->marks().size()), 3);
    QCOMPARE(analysis->overlay()->marks()[0].to, BoardOverlay::cellsOf(window.model()->position(), lines[0].move).to);
    QCheckBox *arrows = analysis->panel()->arrowsBox();
    QTest::mouseClick(arrows, Qt::LeftButton, {}, QPoint(8, arrows->height() / 2));
    QVERIFY(!arrows->isChecked());
    QVERIFY(analysis->overlay()->marks().empty());
    // The key again closes it and stops the engine.
    QTest::keyClick(&window, Qt::Key_A);
    QVERIFY(!analysis->dock()->isVisible());
    QTRY_VERIFY(!analysis->engine()->isRunning());
    QTRY_COMPARE(analysis->engine()->runningWorkers(), 0);
}

void TestAnalysisWindow::restartsOnEveryMoveAndJump() {
    MainWindow window;
    window.show();
    QVERIFY(window.newGame(test::humans(QStringLiteral("addtraction"))));
    AnalysisUi *analysis = window.review()->analysis();
    analysis->toggleAction()->trigger();
    QVERIFY(linesAtDepth(analysis, 2));
    test::playMoves(*window.model(), 3);
    QVERIFY(analysis->panel()->lines().empty()); // the old position's lines are gone at once
    QVERIFY(linesAtDepth(analysis, 2));
    QVERIFY(allLegal(analysis->panel()->lines(), window.model()->position()));
    window.model()->jumpToPly(1);
    QVERIFY(analysis->panel()->lines().empty());
    QVERIFY(linesAtDepth(analysis, 2));
    QVERIFY(allLegal(analysis->panel()->lines(), window.model()->position()));
}

void TestAnalysisWindow::stopsWhileTheComputerThinks() {
    MainWindow window;
    window.show();
    GameSetup setup = test::humans(QStringLiteral("atoms"));
    setup.seats[1] = QStringLiteral("level:4");
    QVERIFY(window.newGame(setup));
    window.turns()->setMinimumDelay(300); // the computer's move waits a while: a thinking seat to look at
    AnalysisUi *analysis = window.review()->analysis();
    analysis->toggleAction()->trigger();
    QVERIFY(linesAtDepth(analysis, 2));
    QSignalSpy thinking(window.turns(), &TurnController::thinkingStarted);
    MoveList legal;
    window.model()->position().legalMoves(legal);
    QVERIFY(window.turns()->playHumanMove(legal[0]));
    QVERIFY(window.turns()->isThinking());
    QVERIFY(!analysis->engine()->isRunning());
    QVERIFY(!analysis->wanted());
    QVERIFY(analysis->panel()->lines().empty());
    // Back to the person's turn: the analysis is back.
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->plyCount() == 2, 20000);
    QVERIFY(linesAtDepth(analysis, 2));
    QVERIFY(allLegal(analysis->panel()->lines(), window.model()->position()));
    QVERIFY(thinking.size() >= 1);
}

void TestAnalysisWindow::hoverShowsTheLineOnTheBoard() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    AnalysisUi *analysis = window.review()->analysis();
    analysis->toggleAction()->trigger();
    QVERIFY(linesAtDepth(analysis, 4));
    analysis->toggleAction()->trigger(); // a still picture: the analysis stops, its last lines stay listed
    analysis->toggleAction()->trigger();
    QVERIFY(linesAtDepth(analysis, 4));
    QTreeWidget *list = analysis->panel()->list();
    QSignalSpy hovered(analysis->panel(), &AnalysisPanel::lineHovered);
    const QPoint second = list->visualItemRect(list->topLevelItem(1)).center();
    QTest::mouseMove(list->viewport(), second);
    QTRY_VERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last()[0].toInt(), 1);
    const AnalysisLine line = analysis->panel()->lines()[1];
    QCOMPARE(int(analysis->overlay()->marks().size()), int(line.pv.size()));
    QCOMPARE(analysis->overlay()->marks()[0].label, QStringLiteral("1"));
    QCOMPARE(analysis->overlay()->marks()[0].to, BoardOverlay::cellsOf(window.model()->position(), line.move).to);
}

void TestAnalysisWindow::closingWhileEverythingRunsIsSafe() {
    // A review running, the analysis open and a computer seat thinking when the window goes: the parts stop in
    // whatever order the window takes them down, and none calls into a part already gone.
    for (int round = 0; round < 2; ++round) {
        auto *window = new MainWindow;
        window->show();
        window->turns()->setMinimumDelay(0);
        GameSetup setup = test::humans(QStringLiteral("loa"));
        QVERIFY(window->newGame(setup));
        test::playMoves(*window->model(), 20);
        window->review()->controller()->setEngine(QStringLiteral("level:6"));
        window->review()->reviewAction()->trigger();
        QVERIFY(window->review()->controller()->isRunning());
        window->review()->analysis()->toggleAction()->trigger();
        if (round == 1) { // the computer to move: it thinks, the analysis waits
            QVERIFY(window->turns()->setSeat(window->model()->position().turn(), QStringLiteral("level:6")));
            QTRY_VERIFY(window->turns()->isThinking());
            QVERIFY(!window->review()->analysis()->engine()->isRunning());
        } else {
            QVERIFY(window->review()->analysis()->engine()->isRunning());
        }
        QTest::qWait(100);
        QElapsedTimer clock;
        clock.start();
        window->files()->askSaveChanges = [] { return FileActions::Answer::Discard; };
        QVERIFY(window->close());
        delete window;
        qInfo("window with a review, the analysis%s closed in %lld ms", round ? " and a thinking computer" : "",
              clock.elapsed());
    }
}

QTEST_MAIN(TestAnalysisWindow)
#include "test_analysis_window.moc"
