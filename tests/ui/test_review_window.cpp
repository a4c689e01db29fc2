// The review in the window: Game ▸ Review Game runs in the background while the game stays browsable, the history
// marks the judged moves, the graph jumps to a ply and marks the shown one, the board shows the better move and
// steps through its line without moving the game, leaving the game cancels, and a saved review comes back from
// the file without searching again.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/panels/historydock.h"
#include "ui/panels/historymodel.h"
#include "ui/review/boardoverlay.h"
#include "ui/review/evalgraph.h"
#include "ui/review/historymarks.h"
#include "ui/review/learndialog.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewpanel.h"
#include "ui/review/reviewstyle.h"
#include "ui/review/reviewui.h"
#include "ui/window/actions.h"
#include "ui/window/announcer.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/narration.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QtTest>

using namespace gamut;

namespace {

// A window with a short game of first legal moves (which the engine finds fault with) and a quick review budget.
void setUp(MainWindow &window, const QString &game, int plies, const QString &engine = QStringLiteral("level:1")) {
    QVERIFY(window.newGame(test::humans(game)));
    test::playMoves(*window.model(), plies);
    window.review()->controller()->setEngine(engine);
}

bool reviewed(MainWindow &window) {
    ReviewController *review = window.review()->controller();
    QSignalSpy finished(review, &ReviewController::finished);
    window.review()->reviewAction()->trigger();
    return finished.wait(120000) || review->review().has_value();
}

QPoint historyCell(MainWindow &window, int ply) {
    // A short history dock (Atom-4's game panel is tall) scrolls: bring the move into view first, as a person would.
    QTableView *view = window.historyDock()->view();
    const QModelIndex index = window.historyDock()->historyModel()->indexOfPly(ply);
    view->scrollTo(index);
    return view->visualRect(index).center();
}

// Opens, in a window showing another game, an AddTraction record at `path` whose moves and review comments are
// `moves` (written by hand: a review no search would make).
void openReviewedGame(MainWindow &window, const QString &path, const char *moves) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Format \"gamut 1\"]\n[Game \"addtraction\"]\n[Review \"level:1\"]\n\n");
    file.write(moves);
    file.close();
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    QVERIFY2(window.files()->openFile(path), qPrintable(window.model()->lastError()));
}

} // namespace

class TestReviewWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useCleanSettings(); }

    void reviewRunsInTheBackground();
    void graphFillsPlyByPly();
    void learnFromYourMistakes();
    void historyMarksEveryJudgedMove();
    void everyGameIsReviewed();
    void graphJumpsAndMarksTheShownPly();
    void boardShowsTheBetterMoveAndStepsItsLine();
    void leavingTheGameCancels();
    void replacingAMoveWhileReviewingCancels();
    void savedReviewComesBackWithoutSearching();
    void badReviewCommentLeavesTheGameReadable();
    void sideWithNoCountedMoveHasNoAccuracy();
    void helpExplainsTheClasses();

private:
    QTemporaryDir dir_;
};

void TestReviewWindow::reviewRunsInTheBackground() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("loa"), 16, QStringLiteral("level:2"));
    ReviewController *review = window.review()->controller();
    QSignalSpy progress(review, &ReviewController::progress);
    QSignalSpy finished(review, &ReviewController::finished);
    bool inGameMenu = false; // Game ▸ Review Game
    for (QObject *object : window.review()->reviewAction()->associatedObjects())
        if (auto *menu = qobject_cast<QMenu *>(object))
            inGameMenu = menu->actions().contains(window.actions()->networkGame);
    QVERIFY(inGameMenu);
    // Before the first ply is judged, the progress bar says how long the whole review will take (issue 36).
    QStringList events;
    QProgressBar *bar = window.review()->panel()->progressBar();
    connect(review, &ReviewController::estimated, bar, [&](const ReviewEstimate &e) {
        events << QStringLiteral("estimated %1 positions: %2 / %3").arg(e.positions).arg(bar->format(), bar->toolTip());
    });
    // Its words fit the bar beside Cancel in the dock's width: "Reviewing: 10% (about 23 s left)" was cut in two under
    // X.
    QStringList cut;
    connect(review, &ReviewController::plyJudged, bar, [&] {
        events << QStringLiteral("judged");
        // With room for two digits more than this short game needs ("23 s", "12 min").
        if (bar->fontMetrics().horizontalAdvance(bar->text() + QStringLiteral("00")) > bar->contentsRect().width() - 8)
            cut << QStringLiteral("'%1' in %2 px").arg(bar->text()).arg(bar->contentsRect().width());
    });
    window.review()->reviewAction()->trigger();
    // trigger() returned at once: the review runs on its worker, the progress bar is up and the game browsable.
    QVERIFY(review->isRunning());
    QVERIFY(window.review()->dock()->isVisible());
    QVERIFY(window.review()->panel()->progressBar()->isVisible());
    QTableView *view = window.historyDock()->view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, historyCell(window, 4));
    QCOMPARE(window.model()->ply(), 4);
    QVERIFY(finished.wait(120000));
    QVERIFY(progress.size() >= 2);
    const QList<QVariant> last = progress.last();
    qInfo("progress signals: %d, last %d of %d", int(progress.size()), last[0].toInt(), last[1].toInt());
    QCOMPARE(last[0].toInt(), last[1].toInt());
    QVERIFY(events.size() > 1);
    QVERIFY2(events.first().startsWith("estimated ") && events.first().contains(" positions: %p% (about ") &&
                 events.first().contains("The review searches ") && events.count("judged") == 16,
             qPrintable(events.join(" | ")));
    qInfo("%s; at the end: %s", qPrintable(events.first()), qPrintable(bar->format()));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(" | ")));
    QVERIFY(!window.review()->panel()->progressBar()->isVisible());
    QCOMPARE(int(review->review()->plies.size()), 16);
    QCOMPARE(window.model()->ply(), 4); // the review did not move the game
}

// The graph and the marks appear ply by ply while the review runs; the graph says whose win chance it draws, and a
// marked move says why in words.
void TestReviewWindow::graphFillsPlyByPly() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("loa"), 16, QStringLiteral("level:2"));
    ReviewController *review = window.review()->controller();
    EvalGraph *graph = window.review()->panel()->graph();
    QSignalSpy judged(review, &ReviewController::plyJudged);
    QSignalSpy finished(review, &ReviewController::finished);
    window.review()->reviewAction()->trigger();
    QVERIFY(judged.wait(60000));
    const int first = judged.first()[0].toInt();
    if (finished.isEmpty()) { // the normal case: the rest is still being searched
        QVERIFY(review->isRunning());
        QVERIFY(!review->review());
        QVERIFY(review->plyReview(first));
        QVERIFY(graph->hasPoint(first));
        qInfo("ply %d judged while the review runs; the graph has it", first);
    }
    QVERIFY(finished.wait(120000) || review->review());
    QCOMPARE(int(judged.size()), 16);
    for (int ply = 0; ply <= 16; ++ply)
        QVERIFY(graph->hasPoint(ply));
    QVERIFY2(graph->toolTip().contains(QStringLiteral("Black")) && graph->toolTip().contains(QStringLiteral("White")),
             qPrintable(graph->toolTip()));
    QVERIFY(graph->accessibleDescription().contains(QStringLiteral("Black's win chance")));
    // A marked move's words: its class and why.
    for (int ply = 1; ply <= 16; ++ply) {
        const PlyReview *p = review->plyReview(ply);
        if (p->played == p->best || p->forced)
            continue;
        window.model()->jumpToPly(ply);
        const QString line = window.review()->panel()->lineText();
        QVERIFY2(line.contains(reviewstyle::className(p->moveClass)) && line.contains(reviewstyle::reasonText(*p)),
                 qPrintable(line));
        QVERIFY(window.review()->marks()->toolTip(ply).contains(reviewstyle::reasonText(*p)));
        qInfo("ply %d: %s", ply, qPrintable(line));
        break;
    }
}

// Learn from Your Mistakes: the panel's button opens the person's mistakes one by one on a board of its own; a typed
// move (the keyboard's way) and a click on that board are judged, the game's own move is refused with its reason,
// the answer is drawn and said, every step is announced, and the game itself never moves.
void TestReviewWindow::learnFromYourMistakes() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("atoms"), 14);
    QVERIFY(reviewed(window));
    ReviewController *review = window.review()->controller();
    const int plies = window.model()->plyCount(), shownPly = window.model()->ply();
    QPushButton *learn = window.review()->panel()->learnButton();
    QVERIFY(learn->isVisible());
    QVERIFY(learn->isEnabled()); // first legal moves make mistakes
    Announcer *announcer = window.findChild<Narration *>(QStringLiteral("narration"))->announcer();
    QSignalSpy said(announcer, &Announcer::announced);
    QTest::mouseClick(learn, Qt::LeftButton);
    auto *dialog = window.findChild<LearnDialog *>(QStringLiteral("learnDialog"));
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(dialog->count() > 0);
    const int ply = dialog->ply();
    const PlyReview *p = review->plyReview(ply);
    QVERIFY(p && p->moveClass >= MoveClass::Mistake);
    QVERIFY2(dialog->promptText().contains(QString::number(dialog->count())) &&
                 dialog->promptText().contains(reviewstyle::className(p->moveClass)),
             qPrintable(dialog->promptText()));
    QTRY_VERIFY(!said.isEmpty() && said.last()[0].toString().contains(QStringLiteral("Find a better move")));
    QCOMPARE(dialog->board()->shownPosition()->hash(), review->positionBefore(ply)->hash());
    // The game's own move, typed: refused with its reason, nothing searched.
    QLineEdit *field = dialog->moveField();
    field->setFocus();
    QTest::keyClicks(field, window.model()->moveTexts().value(ply - 1));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY2(dialog->feedbackText().contains(QStringLiteral("move of the game")), qPrintable(dialog->feedbackText()));
    // The best move, typed: found at once.
    QSignalSpy judged(dialog, &LearnDialog::judged);
    field->clear();
    QTest::keyClicks(field, review->bestText(ply));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(judged.size(), 1);
    QCOMPARE(judged.last()[0].toBool(), true);
    QCOMPARE(dialog->found(), 1);
    QVERIFY(!dialog->overlay()->marks().empty());
    QTRY_VERIFY(said.last()[0].toString().contains(QStringLiteral("Found")));
    // A click on the learning board: judged on a worker, the board back at the question afterwards.
    const auto before = dialog->board()->shownPosition()->clone();
    const GameState &shown = *before;
    MoveList legal;
    shown.legalMoves(legal);
    Move other = kNoMove;
    for (Move m : legal)
        if (m != p->best && m != p->played) {
            other = m;
            break;
        }
    QVERIFY(other != kNoMove);
    const int cell = shown.moveCells(other).to;
    QTest::mouseClick(dialog->board()->viewport(), Qt::LeftButton, {}, dialog->board()->cellPosition(cell));
    QVERIFY(judged.wait(60000));
    QCOMPARE(dialog->board()->shownPosition()->hash(), review->positionBefore(ply)->hash());
    QVERIFY(!dialog->feedbackText().isEmpty());
    qInfo("a click on %s: %s", shown.moveText(other).c_str(), qPrintable(dialog->feedbackText()));
    // The answer, drawn and said.
    QTest::mouseClick(dialog->answerButton(), Qt::LeftButton);
    QVERIFY(dialog->feedbackText().contains(review->bestText(ply)));
    QVERIFY(!dialog->overlay()->marks().empty());
    // The next mistake by keyboard (the Next button takes Space), and the game never moved.
    if (dialog->count() > 1) {
        dialog->nextButton()->setFocus();
        QTest::keyClick(dialog->nextButton(), Qt::Key_Space);
        QCOMPARE(dialog->index(), 1);
        QCOMPARE(dialog->board()->shownPosition()->hash(), review->positionBefore(dialog->ply())->hash());
    }
    QCOMPARE(window.model()->plyCount(), plies);
    QCOMPARE(window.model()->ply(), shownPly);
    dialog->close();
}

void TestReviewWindow::historyMarksEveryJudgedMove() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("atoms"), 14);
    QVERIFY(reviewed(window));
    ReviewController *review = window.review()->controller();
    HistoryMarks *marks = window.review()->marks();
    QCOMPARE(window.historyDock()->view()->itemDelegate(), marks);
    const QStringList moves = window.model()->moveTexts();
    int better = 0;
    for (int ply = 1; ply <= moves.size(); ++ply) {
        const PlyReview *p = review->plyReview(ply);
        QVERIFY(p);
        const QString shown = marks->markedText(ply, moves[ply - 1]);
        qInfo("ply %2d %-6s %-10s %5.1f -> %5.1f best %s", ply, qPrintable(shown), moveClassName(p->moveClass).data(),
              p->winBefore, p->winAfter, qPrintable(review->bestText(ply)));
        QCOMPARE(shown, moves[ply - 1] + QString::fromUtf8(moveClassSymbol(p->moveClass).data()));
        const QString tip = marks->toolTip(ply);
        if (p->played != p->best && !p->forced) {
            ++better;
            QVERIFY2(tip.contains(review->bestText(ply)), qPrintable(tip));
        }
    }
    QVERIFY(better > 0); // first legal moves are not the engine's
    // The summary counts what the history shows.
    const QString summary = window.review()->panel()->summaryText();
    QVERIFY2(summary.contains(QString::number(review->review()->sides[0].counts[std::size_t(MoveClass::Blunder)])),
             qPrintable(summary));
}

void TestReviewWindow::everyGameIsReviewed() {
    for (const QString &game : test::gameIds()) {
        MainWindow window;
        window.show();
        setUp(window, game, 8);
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(reviewed(window), qPrintable(game));
        ReviewController *review = window.review()->controller();
        const int plies = window.model()->plyCount();
        QCOMPARE(int(review->review()->plies.size()), plies);
        QCOMPARE(window.review()->panel()->graph()->pointCount(), plies + 1);
        int shown = 0; // plies whose better move is on the board
        for (int ply = 1; ply <= plies; ++ply) {
            const PlyReview *p = review->plyReview(ply);
            const QPoint at = historyCell(window, ply);
            QTest::mouseClick(window.historyDock()->view()->viewport(), Qt::LeftButton, {}, at);
            QCOMPARE(window.model()->ply(), ply);
            const bool better = p->played != p->best && !p->forced;
            QCOMPARE(window.review()->overlay()->marks().size(), std::size_t(better ? 1 : 0));
            shown += better ? 1 : 0;
        }
        const SideSummary &first = review->review()->sides[0], &second = review->review()->sides[1];
        qInfo("%-11s %d plies reviewed at level:1 in %lld ms; better moves shown on %d; accuracy %.1f / %.1f",
              qPrintable(game), plies, clock.elapsed(), shown, first.accuracy, second.accuracy);
    }
}

void TestReviewWindow::graphJumpsAndMarksTheShownPly() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("addtraction"), 10);
    QVERIFY(reviewed(window));
    EvalGraph *graph = window.review()->panel()->graph();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(graph->pointCount(), 11);
    for (int ply : {3, 0, 7}) {
        QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(ply).toPoint());
        QCOMPARE(window.model()->ply(), ply);
        QCOMPARE(graph->currentPly(), ply);
    }
    window.model()->jumpToPly(9); // any jump moves the mark
    QCOMPARE(graph->currentPly(), 9);
    graph->setFocus();
    QTest::keyClick(graph, Qt::Key_Right);
    QCOMPARE(window.model()->ply(), 10);
    QTest::keyClick(graph, Qt::Key_Right); // the end: nothing further
    QCOMPARE(window.model()->ply(), 10);
    QTest::keyClick(graph, Qt::Key_Home);
    QCOMPARE(window.model()->ply(), 0);
    QTest::keyClick(graph, Qt::Key_Left);
    QCOMPARE(window.model()->ply(), 0);
    // The curve is the first player's chance: the mover's own after its move, the other's complement.
    const PlyReview *second = window.review()->controller()->plyReview(2);
    QCOMPARE(graph->firstWinAt(2), 100.0 - second->winAfter);
    for (int ply : graph->dotPlies())
        QVERIFY(window.review()->controller()->plyReview(ply)->moveClass >= MoveClass::Mistake);
}

void TestReviewWindow::boardShowsTheBetterMoveAndStepsItsLine() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("loa"), 12);
    QVERIFY(reviewed(window));
    ReviewController *review = window.review()->controller();
    int ply = 0;
    for (int p = 1; p <= 12 && !ply; ++p)
        if (review->plyReview(p)->played != review->plyReview(p)->best && review->lineTexts(p).size() >= 2)
            ply = p;
    QVERIFY2(ply > 0, "no move with a better one and a line of two moves");
    QTest::mouseClick(window.historyDock()->view()->viewport(), Qt::LeftButton, {}, historyCell(window, ply));
    QCOMPARE(window.model()->ply(), ply);
    BoardOverlay *overlay = window.review()->overlay();
    QCOMPARE(int(overlay->marks().size()), 1); // the better move
    // LOA's move is an arrow from the piece's cell to its target, as the move's own effects say.
    auto before = review->positionBefore(ply);
    const BoardOverlay::Mark best = BoardOverlay::cellsOf(*before, review->plyReview(ply)->best);
    QCOMPARE(overlay->marks()[0].from, best.from);
    QCOMPARE(overlay->marks()[0].to, best.to);
    QVERIFY(best.from >= 0 && best.to >= 0);
    ReviewPanel *panel = window.review()->panel();
    QVERIFY(panel->lineText().contains(review->bestText(ply)));
    // "Better:" corrects a marked move; within 5 points (excellent, good) the engine's choice is only "Best:".
    const bool marked = review->plyReview(ply)->moveClass >= MoveClass::Inaccuracy;
    QVERIFY2(panel->lineText().contains(marked ? QStringLiteral("Better:") : QStringLiteral("Best:")),
             qPrintable(panel->lineText()));
    QVERIFY2(
        window.review()->marks()->toolTip(ply).contains(marked ? QStringLiteral("Better:") : QStringLiteral("Best:")),
        qPrintable(window.review()->marks()->toolTip(ply)));
    QTest::mouseClick(panel->stepForwardButton(), Qt::LeftButton);
    QCOMPARE(int(overlay->marks().size()), 2);
    QCOMPARE(overlay->marks()[1].label, QStringLiteral("2"));
    QCOMPARE(window.model()->ply(), ply); // the game did not move
    QTest::mouseClick(panel->stepBackButton(), Qt::LeftButton);
    QTest::mouseClick(panel->stepBackButton(), Qt::LeftButton);
    QVERIFY(overlay->marks().empty());
    // A ply whose move was the best shows nothing at first.
    for (int p = 1; p <= 12; ++p) {
        if (review->plyReview(p)->played == review->plyReview(p)->best) {
            window.model()->jumpToPly(p);
            QVERIFY(overlay->marks().empty());
            break;
        }
    }
}

void TestReviewWindow::leavingTheGameCancels() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("loa"), 30, QStringLiteral("level:6"));
    ReviewController *review = window.review()->controller();
    QSignalSpy cancelled(review, &ReviewController::cancelled);
    QSignalSpy finished(review, &ReviewController::finished);
    window.review()->reviewAction()->trigger();
    QVERIFY(review->isRunning());
    QElapsedTimer clock;
    clock.start();
    QVERIFY(window.newGame(test::humans(QStringLiteral("trails"))));
    qInfo("new game while reviewing: %lld ms", clock.elapsed());
    QVERIFY(!review->isRunning());
    QCOMPARE(cancelled.size(), 1);
    QVERIFY(!review->review());
    QTest::qWait(200);
    QCOMPARE(finished.size(), 0);
    QVERIFY(!window.review()->panel()->progressBar()->isVisible());
}

void TestReviewWindow::replacingAMoveWhileReviewingCancels() {
    MainWindow window;
    window.show();
    setUp(window, QStringLiteral("loa"), 30, QStringLiteral("level:6"));
    ReviewController *review = window.review()->controller();
    QSignalSpy cancelled(review, &ReviewController::cancelled);
    window.review()->reviewAction()->trigger();
    test::playMoves(*window.model(), 2); // the game goes on: the review of its first 30 moves goes on too
    QVERIFY(review->isRunning());
    QCOMPARE(cancelled.size(), 0);
    window.model()->jumpToPly(10); // browsing keeps it
    QVERIFY(review->isRunning());
    MoveList legal;
    window.model()->position().legalMoves(legal);
    const Move other = legal[0] == window.model()->moveAt(10) ? legal[1] : legal[0];
    QVERIFY(window.model()->playMove(other)); // a new line from ply 10: the review was of another game
    QVERIFY(!review->isRunning());
    QCOMPARE(cancelled.size(), 1);
}

void TestReviewWindow::savedReviewComesBackWithoutSearching() {
    const QString path = dir_.filePath(QStringLiteral("reviewed.gamut"));
    std::vector<PlyReview> plies;
    {
        MainWindow window;
        setUp(window, QStringLiteral("trails"), 10);
        QVERIFY(reviewed(window));
        plies = window.review()->controller()->review()->plies;
        QVERIFY(window.files()->saveTo(path));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.contains(QStringLiteral("[%review ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[Review \"level:1\"]")), qPrintable(text));

    MainWindow window;
    QVERIFY(window.newGame(test::humans(QStringLiteral("loa"))));
    ReviewController *review = window.review()->controller();
    QSignalSpy started(review, &ReviewController::started);
    QVERIFY(window.review()->dock()->isHidden()); // no review yet: the History keeps the room
    QVERIFY(window.files()->openFile(path));
    QVERIFY(review->review());
    QCOMPARE(started.size(), 0);
    QVERIFY(!window.review()->dock()->isHidden()); // a game opened with its review shows it at once
    QCOMPARE(review->review()->plies.size(), plies.size());
    for (std::size_t i = 0; i < plies.size(); ++i) {
        QCOMPARE(review->review()->plies[i].moveClass, plies[i].moveClass);
        QCOMPARE(review->review()->plies[i].best, plies[i].best);
    }
    QCOMPARE(window.review()->panel()->graph()->pointCount(), int(plies.size()) + 1);
    // The move comments hold the review, not text for people: the history's plain tooltip stays the mark's.
    QVERIFY(!window.review()->marks()->toolTip(1).isEmpty());

    // A move played over the reviewed ones makes it another game's review.
    window.model()->jumpToPly(3);
    MoveList legal;
    window.model()->position().legalMoves(legal);
    Move other = legal[legal.size() - 1];
    if (other == window.model()->moveAt(3))
        other = legal[0];
    QVERIFY(window.model()->playMove(other));
    QVERIFY(!review->review());
    QCOMPARE(window.review()->panel()->graph()->pointCount(), 0);
}

void TestReviewWindow::badReviewCommentLeavesTheGameReadable() {
    // A review command that cannot be read (a class no program knows) is no review; the game opens as it is.
    MainWindow window;
    openReviewedGame(window, dir_.filePath(QStringLiteral("bad-review.gamut")),
                     "1. c3 {[%review superb 50.0 40.0 c3 c3]} 1... d4 {[%review best 50.0 50.0 d4 d4]}\n");
    QCOMPARE(window.model()->gameId(), QStringLiteral("addtraction"));
    QCOMPARE(window.model()->plyCount(), 2);
    QVERIFY(!window.review()->controller()->review());
    QCOMPARE(window.review()->panel()->graph()->pointCount(), 0);
    QCOMPARE(window.review()->marks()->markedText(1, QStringLiteral("c3")), QStringLiteral("c3"));
}

void TestReviewWindow::sideWithNoCountedMoveHasNoAccuracy() {
    // White's only move comes in a game Black has already won (under a point of win chance before and after): it
    // counts for nothing, so the summary shows a dash for White's accuracy and says so in words, not 100%.
    MainWindow window;
    openReviewedGame(window, dir_.filePath(QStringLiteral("decided-review.gamut")),
                     "1. c3 {[%review best 50.0 99.5 c3]} 1... d4 {[%review best 0.5 0.5 d4]}\n");
    const auto &review = window.review()->controller()->review();
    QVERIFY(review);
    QCOMPARE(review->sides[0].counted, 1);
    QCOMPARE(review->sides[1].counted, 0);
    QCOMPARE(reviewstyle::accuracyText(review->sides[1]), QStringLiteral("\u2014"));
    QCOMPARE(reviewstyle::accuracyText(review->sides[0]), reviewstyle::percent(review->sides[0].accuracy));
    QLabel *summary = window.review()->panel()->findChild<QLabel *>(QStringLiteral("reviewSummary"));
    QVERIFY(summary);
    QVERIFY2(summary->text().contains(QStringLiteral("\u2014")), qPrintable(summary->text()));
    // Red's one counted move was the best (100%); Green's dash is not a second 100%.
    QVERIFY2(summary->text().count(reviewstyle::percent(100)) == 1, qPrintable(summary->text()));
    const QString words = summary->accessibleName();
    QVERIFY2(words.contains(QStringLiteral("no accuracy")), qPrintable(words));
    qInfo("summary heard: \"%s\"", qPrintable(words));
}

void TestReviewWindow::helpExplainsTheClasses() {
    MainWindow window;
    window.show();
    window.review()->helpAction()->trigger();
    auto *text = window.findChild<QTextBrowser *>(QStringLiteral("reviewHelpText"));
    QVERIFY(text);
    for (const char *word : {"Inaccuracy", "Mistake", "Blunder", "win chance"})
        QVERIFY2(text->toPlainText().contains(QLatin1String(word)), word);
}

QTEST_MAIN(TestReviewWindow)
#include "test_review_window.moc"
