// The end of a game in the window: the game-over dialog in every game (its words, why the game ended, the deciding
// figure, its keys and buttons, its accessible name, a place that hides no deciding cell, Game > Result and a click
// on the status line bringing it back), the person's side against the computer, the panels in the past tense, what
// the board marks as having decided it, and Atoms' message waiting for the last explosion to be drawn.
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/board/cellitem.h"
#include "ui/dialogs/gameoverdialog.h"
#include "ui/dialogs/resultplacement.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/statusline.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewui.h"
#include "ui/text/labels.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include "core/ending.h"
#include "core/play/turncontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace gamut;

namespace {

// Plays random legal moves until the next one would end the game, then plays that one with the mouse on the board
// (its origin first where it has one, as a person picks a piece). False when the game ran past `limit` plies.
bool playToTheEnd(MainWindow &window, quint32 seed, int limit = 3000) {
    QRandomGenerator random(seed);
    GameModel *model = window.model();
    while (!model->isOver()) {
        if (model->plyCount() > limit)
            return false;
        MoveList moves;
        model->position().legalMoves(moves);
        const Move move = moves[int(random.bounded(quint32(moves.size())))];
        auto after = model->snapshot();
        after->play(move);
        if (!after->isOver()) {
            model->playMove(move);
            continue;
        }
        const MoveCells cells = model->position().moveCells(move);
        BoardView *board = window.board();
        if (cells.from >= 0)
            QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, board->cellPosition(cells.from));
        QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, board->cellPosition(cells.to));
        if (!model->isOver()) // a click the board read otherwise: the move itself, so that the test goes on
            model->playMove(move);
    }
    return true;
}

// The cells that decided the game which the game-over message covers, by name (empty when it hides none).
QString coveredDecidingCells(MainWindow &window) {
    const QRect message = window.gameOverDialog()->frameGeometry();
    BoardView *board = window.board();
    QStringList covered;
    for (int cell : window.model()->decidingCells()) {
        const QRect rect = board->cellRect(cell);
        const QRect global(board->viewport()->mapToGlobal(rect.topLeft()), rect.size());
        if (message.intersects(global))
            covered << QStringLiteral("%1 at %2,%3 (message %4,%5 %6x%7, board view %8,%9 %10x%11)")
                           .arg(board->cellName(cell))
                           .arg(global.x())
                           .arg(global.y())
                           .arg(message.x())
                           .arg(message.y())
                           .arg(message.width())
                           .arg(message.height())
                           .arg(board->mapToGlobal(QPoint()).x())
                           .arg(board->mapToGlobal(QPoint()).y())
                           .arg(board->width())
                           .arg(board->height());
    }
    return covered.join(QLatin1Char(' '));
}

} // namespace

class TestWindowEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::useCleanSettings();
        BoardOptions options;
        options.animation = AnimationSpeed::Off;
        AppSettings::setBoardOptions(options);
        AppSettings::setAskBeforeAbandon(false); // Play Again here is about the dialog, not the unsaved game
    }

    void dialogInEveryGame_data();
    void dialogInEveryGame();
    void personSideAgainstTheComputer();
    void escapeClosesAndUndoHides();
    void twoComputersGetTheSameMessage();
    void reviewGameFromTheMessage();
    void atomsMarksTheLastWave();
    void atomsMessageAfterTheLastExplosion();
    void placementStaysOnTheWindow();
    void eachButtonHasItsOwnKey();
};

void TestWindowEnd::dialogInEveryGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("figure"); // a word of the deciding figure, from the game's facts
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game << QString::fromUtf8(test::uiFactsOf(game).gameOverWord);
}

void TestWindowEnd::dialogInEveryGame() {
    QFETCH(QString, game);
    QFETCH(QString, figure);
    QVERIFY2(!figure.isEmpty(), qPrintable(game + ": no gameOverWord in ui/games/" + game + "/tests/facts.cpp"));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(game)));
    GameOverDialog *dialog = window.gameOverDialog();
    QVERIFY(dialog);
    QVERIFY(!dialog->isVisible());
    QVERIFY(playToTheEnd(window, 7));
    QTRY_VERIFY(dialog->isVisible());
    qInfo("%s after %d plies: \"%s\" / \"%s\"", qPrintable(game), window.model()->plyCount(),
          qPrintable(dialog->headline()), qPrintable(dialog->detail()));
    QVERIFY(!dialog->isModal());
    QVERIFY(!dialog->headline().startsWith(QLatin1String("You"))); // two people: neutral words
    // The status line speaks in the past.
    const QString status = window.statusLine()->turnText();
    QVERIFY2(status.contains(QLatin1String(" won")) || status.contains(QLatin1String("draw"), Qt::CaseInsensitive),
             qPrintable(status));
    QVERIFY2(dialog->detail().contains(figure), qPrintable(dialog->detail()));
    QVERIFY(dialog->accessibleName().contains(dialog->headline()));
    // Why it ended, in words that name the side the final position names (issue 29: "Blue cannot move").
    const EndReason why = endingOf(window.model()->position());
    qInfo("%s ended: \"%s\" (ending %d, side %d)", qPrintable(game), qPrintable(dialog->reason()), int(why.ending),
          why.side);
    QVERIFY(why.ending != Ending::None);
    QVERIFY2(!dialog->reason().isEmpty(), qPrintable(game + ": the message does not say why the game ended"));
    if (why.side >= 0)
        QVERIFY2(dialog->reason().contains(labels::sideName(game, why.side)), qPrintable(dialog->reason()));
    QVERIFY(dialog->accessibleDescription().contains(dialog->reason()));
    QVERIFY(dialog->accessibleDescription().contains(dialog->detail()));
    // A short reason and the headline each stand on one line (they wrapped in a column too narrow for "Red cannot
    // move."); the long reasons may wrap.
    for (const char *name : {"gameOverHeadline", "gameOverReason"}) {
        auto *label = dialog->findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label, name);
        if (label->text().size() <= 24)
            QVERIFY2(label->height() < 2 * label->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("%1 \"%2\" wraps: %3 px wide, %4 px high")
                                    .arg(QLatin1String(name), label->text())
                                    .arg(label->width())
                                    .arg(label->height())));
    }
    // It hides none of the cells that decided the game.
    QVERIFY2(coveredDecidingCells(window).isEmpty(),
             qPrintable(game + ": the message covers the deciding cells " + coveredDecidingCells(window)));
    // And it stays on the window: hanging under its bottom edge (AddTraction's wide board) it was cut off by the
    // screen or read as another program's.
    QVERIFY2(window.frameGeometry().contains(dialog->frameGeometry()),
             qPrintable(QStringLiteral("%1: the message at %2,%3 %4x%5 leaves the window %6,%7 %8x%9")
                            .arg(game)
                            .arg(dialog->frameGeometry().x())
                            .arg(dialog->frameGeometry().y())
                            .arg(dialog->frameGeometry().width())
                            .arg(dialog->frameGeometry().height())
                            .arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())));

    // Closed, it comes back: through Game > Result, and by a click on the status line's result.
    QAction *showResult = window.actions()->showResult;
    QVERIFY(showResult->isEnabled());
    QTRY_VERIFY(QApplication::activeWindow() == dialog);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!dialog->isVisible());
    showResult->trigger();
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(!dialog->reason().isEmpty());
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY(!dialog->isVisible());
    auto *result = window.statusLine()->findChild<QLabel *>(QStringLiteral("statusTurn"));
    QVERIFY(result);
    QVERIFY2(result->toolTip().contains(dialog->reason()), qPrintable(result->toolTip()));
    QTest::mouseClick(result, Qt::LeftButton);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(coveredDecidingCells(window).isEmpty());
    const bool rounds = window.model()->info().playedInRounds;
    QCOMPARE(dialog->playAgainButton()->text(), rounds ? QStringLiteral("Ne&xt Round") : QStringLiteral("&Play Again"));
    QVERIFY(dialog->playAgainButton()->isDefault());

    // Enter plays again: the same game and seats from the start (Atom-4: round 2 of the same match).
    QTest::keyClick(dialog->playAgainButton(), Qt::Key_Return);
    QTRY_VERIFY(!dialog->isVisible());
    QCOMPARE(window.model()->gameId(), game);
    QCOMPARE(window.model()->plyCount(), 0);
    QVERIFY(!window.model()->isOver());
    if (rounds)
        QCOMPARE(window.model()->round(), 2);
    QCOMPARE(window.turns()->seatSpec(0), QStringLiteral("human"));
}

void TestWindowEnd::personSideAgainstTheComputer() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup = test::humans(QStringLiteral("addtraction"));
    setup.seats[1] = QStringLiteral("level:1");
    window.turns()->setPaused(true); // the moves below are the test's, the computer's among them
    QVERIFY(window.newGame(setup));
    QVERIFY(playToTheEnd(window, 11));
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    const int winner = window.model()->winner();
    qInfo("AddTraction, person first: \"%s\" / \"%s\"; panel: %s", qPrintable(dialog->headline()),
          qPrintable(dialog->detail()), qPrintable(window.historyDock()->figures()->rowText(QStringLiteral("score"))));
    if (winner == 0)
        QCOMPARE(dialog->headline(), QStringLiteral("You won"));
    else if (winner == 1)
        QVERIFY(dialog->headline().startsWith(QLatin1String("You lost: Green wins")));
    else
        QCOMPARE(dialog->headline(), QStringLiteral("Draw"));
    // The panel speaks in the past once the game is over.
    const QString score = window.historyDock()->figures()->rowText(QStringLiteral("score"));
    QVERIFY2(winner < 0 || score.contains(QLatin1String(" won by ")), qPrintable(score));
    QVERIFY(!score.contains(QLatin1String("leads")));

    // New Game... opens the New Game dialog (closed again here).
    test::ModalWatcher watcher;
    QTest::mouseClick(dialog->newGameButton(), Qt::LeftButton);
    QTRY_COMPARE(watcher.seen(), 1);
    QVERIFY(!dialog->isVisible());
}

void TestWindowEnd::escapeClosesAndUndoHides() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("trails"))));
    QVERIFY(playToTheEnd(window, 3));
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    const int plies = window.model()->plyCount();
    QTRY_VERIFY(QApplication::activeWindow() == dialog);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // Close: look at the board
    QTRY_VERIFY(!dialog->isVisible());
    QCOMPARE(window.model()->plyCount(), plies);
    QVERIFY(window.model()->isOver());
    QTRY_VERIFY(window.board()->hasFocus());
    // Shown again at the next end; an undo takes it away with the end.
    QVERIFY(window.model()->undo());
    QVERIFY(window.model()->redo());
    QVERIFY(!dialog->isVisible()); // a cursor move is no new end
    QVERIFY(window.model()->undo());
    MoveList moves;
    window.model()->position().legalMoves(moves);
    window.showNormal();
    QVERIFY(playToTheEnd(window, 3));
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(window.model()->undo());
    QVERIFY(!dialog->isVisible());
    QVERIFY(!window.actions()->showResult->isEnabled()); // no result to show while the game goes on
    window.actions()->showResult->trigger();
    QVERIFY(!dialog->isVisible());
}

// Two computers: the same message in neutral words, and nothing waits for it (the dialog is not modal); Pause and
// Continue from Here still work in the next game.
void TestWindowEnd::twoComputersGetTheSameMessage() {
    QSettings().setValue(QStringLiteral("play/computerDelay"), QStringLiteral("0"));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.turns()->setMinimumDelay(0);
    GameSetup setup = test::humans(QStringLiteral("addtraction"));
    setup.seats = {QStringLiteral("level:1"), QStringLiteral("level:1")};
    QVERIFY(window.newGame(setup));
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->isOver(), 30000);
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    qInfo("two computers: \"%s\" / \"%s\"", qPrintable(dialog->headline()), qPrintable(dialog->detail()));
    QVERIFY(!dialog->headline().startsWith(QLatin1String("You")));
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    // Play Again: the two computers play on at once; Pause holds them, Continue from Here lets one move. Paused at
    // their first move: polled, the pause came late enough now and then for the new game to be over already (seen
    // failing once in a full run), and an ended game has nothing to continue.
    connect(
        window.model(), &GameModel::movePlayed, &window, [&window] { window.actions()->pause->trigger(); },
        Qt::SingleShotConnection);
    dialog->playAgainButton()->click();
    QTRY_VERIFY(window.model()->plyCount() > 0);
    QTRY_VERIFY(!window.turns()->isThinking());
    const int plies = window.model()->plyCount();
    QTest::qWait(100);
    QCOMPARE(window.model()->plyCount(), plies);
    QVERIFY(window.actions()->continueHere->isEnabled());
    window.actions()->continueHere->trigger();
    QTRY_COMPARE(window.model()->plyCount(), plies + 1);
}

// Review Game in the message closes it and starts the review of the game that just ended, in the Review dock.
void TestWindowEnd::reviewGameFromTheMessage() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("trails"))));
    QVERIFY(playToTheEnd(window, 5));
    GameOverDialog *dialog = window.gameOverDialog();
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->reviewButton()->isVisible());
    window.review()->dock()->hide(); // so that showing it is seen
    QVERIFY(!window.review()->controller()->isRunning());
    const int plies = window.model()->plyCount();
    QTest::mouseClick(dialog->reviewButton(), Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
    QTRY_VERIFY(window.review()->dock()->isVisible());
    QVERIFY(window.review()->controller()->isRunning() || window.review()->controller()->plyReview(0));
    QCOMPARE(window.model()->plyCount(), plies); // the game is still the one that ended
    QVERIFY(window.model()->isOver());
    qInfo("reviewing %d plies after Review Game in the message", plies);
}

namespace {

// The cells the last wave of the game's last move changed, from a replay of the game (not from the model's note).
std::set<int> lastWaveOfTheGame(const GameModel &model) {
    auto before = model.startPosition().clone();
    for (int i = 0; i + 1 < model.plyCount(); ++i)
        before->play(model.moveAt(i));
    std::set<int> cells;
    for (const EffectStep &step : before->describeMove(model.moveAt(model.plyCount() - 1)))
        if (step.kind == EffectKind::Wave) {
            cells.clear();
            for (const CellChange &change : step.changes)
                cells.insert(change.cell);
        }
    return cells;
}

std::set<int> winningMarks(const BoardView &board, int cellCount) {
    std::set<int> cells;
    for (int cell = 0; cell < cellCount; ++cell)
        if (board.cellMarks(cell) & CellItem::Winning)
            cells.insert(cell);
    return cells;
}

QString cellList(const std::set<int> &cells) {
    QStringList names;
    for (int cell : cells)
        names << QString::number(cell);
    return names.join(QLatin1Char(' '));
}

} // namespace

// Atoms is decided by its last explosion wave: the board marks that wave's cells at the end, and no others (not
// every cell of the winner), also after browsing away and back and after the game is saved and opened again.
void TestWindowEnd::atomsMarksTheLastWave() {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    QVERIFY(playToTheEnd(window, 9));
    QTRY_VERIFY(window.gameOverDialog()->isVisible());
    GameModel *model = window.model();
    const int cellCount = model->position().geometry().cellCount();
    const std::set<int> wave = lastWaveOfTheGame(*model);
    const std::vector<int> winners = model->position().winningCells();
    qInfo("Atoms won after %d plies: last wave %d cells [%s], the winner owns %d cells", model->plyCount(),
          int(wave.size()), qPrintable(cellList(wave)), int(winners.size()));
    QVERIFY(!wave.empty());
    QCOMPARE(cellList(winningMarks(*window.board(), cellCount)), cellList(wave));

    window.gameOverDialog()->close();
    QVERIFY(model->undo());
    QVERIFY(winningMarks(*window.board(), cellCount).empty());
    QVERIFY(model->redo());
    QCOMPARE(cellList(winningMarks(*window.board(), cellCount)), cellList(wave));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("won.gamut"));
    QVERIFY2(model->save(path), qPrintable(model->lastError()));
    QVERIFY(model->newGame(QStringLiteral("atoms")));
    QVERIFY(winningMarks(*window.board(), cellCount).empty());
    QVERIFY2(model->load(path), qPrintable(model->lastError()));
    QVERIFY(model->isOver());
    QCOMPARE(cellList(winningMarks(*window.board(), cellCount)), cellList(wave));
}

// Atoms is decided by the last wave of its last move: the message comes once that wave has been drawn, not while the
// board still animates it (issue 29).
void TestWindowEnd::atomsMessageAfterTheLastExplosion() {
    BoardOptions options = AppSettings::boardOptions();
    options.animation = AnimationSpeed::Normal;
    AppSettings::setBoardOptions(options);
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.board()->setOptions(options);
    QVERIFY(window.newGame(test::humans(QStringLiteral("atoms"))));
    bool animatingAtTheEnd = false;
    connect(window.model(), &GameModel::gameOver, this, [&] { animatingAtTheEnd = window.board()->isAnimating(); });
    GameOverDialog *dialog = window.gameOverDialog();
    struct ShowWatch : QObject {
        const BoardView *board;
        int shown = 0, shownWhileAnimating = 0;
        bool eventFilter(QObject *, QEvent *event) override {
            if (event->type() == QEvent::Show) {
                ++shown;
                shownWhileAnimating += board->isAnimating();
            }
            return false;
        }
    } watch;
    watch.board = window.board();
    dialog->installEventFilter(&watch);
    // The moves before the last are played at once (each cuts the one before short); the last by a click.
    QVERIFY(playToTheEnd(window, 9));
    QVERIFY2(animatingAtTheEnd, "the last move was not animated: the test shows nothing");
    QVERIFY(!dialog->isVisible()); // the explosions are still being drawn
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 15000);
    QVERIFY(!window.board()->isAnimating());
    QCOMPARE(watch.shown, 1);
    QCOMPARE(watch.shownWhileAnimating, 0);
    // An undo of the last move while it is still drawn: no message comes for a game that is no longer over.
    dialog->close();
    QVERIFY(window.model()->undo());
    MoveList moves;
    window.model()->position().legalMoves(moves);
    Move last = kNoMove;
    for (Move move : moves) {
        auto after = window.model()->snapshot();
        after->play(move);
        if (after->isOver())
            last = move;
    }
    QVERIFY(last != kNoMove);
    window.model()->playMove(last);
    QVERIFY(window.board()->isAnimating());
    QVERIFY(window.model()->undo());
    QTest::qWait(500);
    QVERIFY(!dialog->isVisible());
    options.animation = AnimationSpeed::Off;
    AppSettings::setBoardOptions(options);
}

QTEST_MAIN(TestWindowEnd)
// AddTraction's wide board in a 1280x800 window on a larger screen, won on its top two rows (seen under Xvfb):
// under the board was free of deciding cells and farthest from them, so the message hung off the window's bottom.
// Beside the board, over the History, it stays on the window.
void TestWindowEnd::placementStaysOnTheWindow() {
    const QRect window(0, 0, 1280, 800), screen(0, 0, 1600, 1000);
    const QRect board(347, 71, 638, 639), view(262, 58, 756, 720);
    std::vector<QRect> deciding;
    for (int row = 0; row < 2; ++row)
        for (int column = 0; column < 6; ++column)
            deciding.emplace_back(board.left() + column * 106, board.top() + row * 106, 106, 106);
    const QSize message(260, 250);
    const QRect place(placement::resultPosition(message, board, view, deciding, screen, window), message);
    QVERIFY2(window.contains(place), qPrintable(QStringLiteral("%1,%2").arg(place.x()).arg(place.y())));
    QVERIFY(!place.intersects(board));
    // Where nothing beside the board is on the window, it still covers no deciding cell.
    const QRect tight(330, 60, 672, 660);
    const QRect inside(placement::resultPosition(message, board, view, deciding, screen, tight), message);
    for (const QRect &cell : deciding)
        QVERIFY(!inside.intersects(cell));
}

// Alt and a letter presses one button of the message whatever its first button says: "&Next Game" and "&Rematch"
// shared N and R with "&New Game…" and "&Review Game".
void TestWindowEnd::eachButtonHasItsOwnKey() {
    using Next = GameOverDialog::Next;
    GameOverDialog dialog;
    for (Next next : {Next::PlayAgain, Next::NextRound, Next::NextGame, Next::Rematch}) {
        dialog.setResult(QStringLiteral("Red wins."), QString(), QString(), next);
        std::set<QChar> keys;
        for (QPushButton *button : dialog.findChildren<QPushButton *>()) {
            const QString text = button->text();
            const qsizetype amp = text.indexOf(QLatin1Char('&'));
            if (amp < 0 || amp + 1 >= text.size())
                continue;
            const QChar key = text.at(amp + 1).toLower();
            QVERIFY2(keys.insert(key).second, qPrintable(QStringLiteral("%1 shares its key with another button of "
                                                                        "the message beginning %2")
                                                             .arg(text, dialog.playAgainButton()->text())));
        }
    }
}

#include "test_window_end.moc"
