// Playing through the window: a whole game of every game between two level-1 computers while a timer on the GUI
// thread measures the longest stall; closing during a level-6 search; hint, pause, undo against the computer, and
// the status line's thinking indicator (shown while a computer thinks, cheap to animate, stopped with the search).
#include "windowtesthelpers.h"

#include "ui/board/boardview.h"
#include "ui/panels/busyindicator.h"
#include "ui/panels/figurespanel.h"
#include "ui/panels/historydock.h"
#include "ui/panels/statusline.h"
#include "ui/window/actions.h"
#include "ui/window/mainwindow.h"

#include "core/play/turncontroller.h"

#include <QAction>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QPushButton>
#include <QtTest>

using namespace gamut;

namespace {

// Under AddressSanitizer every allocation and paint is several times slower and a level-1 Atoms game can run to a
// thousand plies: the sanitizer run plays the first 150 plies of each game, looking for memory errors, and reports
// the GUI's stalls without judging them (the plain and Xvfb runs judge them against kFrozen).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
constexpr int kSanitizedPlies = 150;
constexpr int kLongestGame = 2500; // plies; Atoms games between level-1 players run up to about 1,900
// A window that stops answering, not a slow one: how smooth it stays is measured by gamut-window-bench and reported,
// never asserted here, where a busy 2-core machine alone can delay the GUI thread by several hundred ms (the bench's
// --stall shows such gaps as waits for a processor). A GUI that waited on a search or on the disk would stall for
// the search's or the game's whole length instead.
constexpr int kFrozen = 1500; // ms

// The longest time between two ticks of a 10 ms timer on the GUI thread while it runs.
class StallMeter : public QObject {
public:
    StallMeter() {
        connect(&timer_, &QTimer::timeout, this, [this] { longest_ = qMax(longest_, clock_.restart()); });
        clock_.start();
        timer_.start(10);
    }
    qint64 longest() const { return longest_; }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 longest_ = 0;
};

GameSetup computers(const QString &game, const QString &spec) {
    GameSetup setup = test::humans(game);
    setup.seats = {spec, spec};
    return setup;
}

} // namespace

class TestWindowPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        test::useCleanSettings();
        BoardOptions options;
        options.animation = AnimationSpeed::Fast;
        AppSettings::setBoardOptions(options);
        // The settings dialog's computer delay (play/computerDelay, seconds) would hold every move 0.4 s: these
        // games are about stalls, not pace.
        QSettings().setValue(QStringLiteral("play/computerDelay"), QStringLiteral("0"));
    }

    void computerGameToTheEnd_data();
    void computerGameToTheEnd();
    void closingDuringDeepSearchIsQuick();
    void hintPauseAndUndoAgainstTheComputer();
    void thinkingMarkStepsSlowlyAndStopsWithTheSearch();
};

void TestWindowPlay::computerGameToTheEnd_data() {
    QTest::addColumn<QString>("game");
    for (const QString &game : test::gameIds())
        QTest::newRow(qPrintable(game)) << game;
}

void TestWindowPlay::computerGameToTheEnd() {
    QFETCH(QString, game);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.turns()->setMinimumDelay(0);
    bool sawThinking = false;
    connect(window.turns(), &TurnController::thinkingStarted, &window,
            [&] { sawThinking = sawThinking || window.statusLine()->isThinkingShown(); });
    QElapsedTimer clock;
    clock.start();
    StallMeter meter;
    QElapsedTimer setUp;
    setUp.start();
    QVERIFY(window.newGame(computers(game, QStringLiteral("level:1"))));
    qInfo("%s: new game with two computers set up in %lld ms", qPrintable(game), setUp.elapsed());
    if (kSanitized) {
        QTRY_VERIFY_WITH_TIMEOUT(window.model()->isOver() || window.model()->plyCount() >= kSanitizedPlies, 120000);
        window.turns()->setPaused(true);
    } else {
        // Standard LOA has no repetition rule, and two level-1 players can shuffle a piece back and forth for ever:
        // past kLongestGame plies the game counts as played through (what is measured here is the GUI meanwhile).
        QTRY_VERIFY_WITH_TIMEOUT(window.model()->isOver() || window.model()->plyCount() >= kLongestGame, 120000);
        window.turns()->setPaused(true);
    }
    qInfo("%s: %d plies in %lld ms, longest GUI stall %lld ms%s", qPrintable(game), window.model()->plyCount(),
          clock.elapsed(), meter.longest(), kSanitized ? " (sanitizer build: not judged)" : "");
    if (!kSanitized)
        QVERIFY2(meter.longest() <= kFrozen, qPrintable(QStringLiteral("the GUI stalled %1 ms").arg(meter.longest())));
    if (!window.model()->isOver())
        return; // a sanitizer run's game cut short: what follows needs a finished game
    QVERIFY(sawThinking);
    QVERIFY(!window.statusLine()->turnText().isEmpty());
    QVERIFY(!window.turns()->isThinking());
    if (window.model()->info().playedInRounds) { // Atom-4: the next round from the panel's button
        window.turns()->setPaused(true);
        QPushButton *next = window.historyDock()->figures()->nextRoundButton();
        QVERIFY(next->isEnabled());
        next->click();
        QCOMPARE(window.model()->round(), 2);
        QVERIFY(!window.model()->isOver());
        QVERIFY(!next->isEnabled());
        QVERIFY(window.historyDock()->figures()->rowText(QStringLiteral("round")).endsWith(QLatin1Char('2')));
    }
}

void TestWindowPlay::closingDuringDeepSearchIsQuick() {
    auto *window = new MainWindow;
    window->show();
    window->turns()->setMinimumDelay(0);
    GameSetup setup = computers(QStringLiteral("loa"), QStringLiteral("level:6"));
    QVERIFY(window->newGame(setup));
    QTRY_VERIFY(window->turns()->isThinking());
    QTest::qWait(300); // well into the search
    QVERIFY(window->turns()->isThinking());
    QElapsedTimer clock;
    clock.start();
    QVERIFY(window->close());
    delete window;
    qInfo("closed during a level-6 search in %lld ms", clock.elapsed());
    // Closing stops the search rather than waiting for it (a level-6 move takes several seconds): the bound is a
    // window that waited, not a slow close.
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
}

void TestWindowPlay::hintPauseAndUndoAgainstTheComputer() {
    MainWindow window;
    window.show();
    window.turns()->setMinimumDelay(0);
    GameSetup setup = test::humans(QStringLiteral("atoms"));
    setup.seats[1] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    QVERIFY(window.actions()->hint->isEnabled());

    QSignalSpy hints(window.turns(), &TurnController::hintReady);
    window.actions()->hint->trigger();
    QTRY_COMPARE(hints.size(), 1);
    QVERIFY2(window.statusLine()->messageText().startsWith(QStringLiteral("Hint")),
             qPrintable(window.statusLine()->messageText()));

    // A person's move, the computer's reply, then Undo takes both back.
    test::playMoves(*window.model(), 1);
    QTRY_COMPARE(window.model()->plyCount(), 2);
    QTRY_VERIFY(window.turns()->humanToMove());
    window.actions()->undo->trigger();
    QCOMPARE(window.model()->ply(), 0);

    // Pause (P) stops the computer: its turn comes and nothing happens until it is lifted.
    window.actions()->pause->trigger();
    QVERIFY(window.turns()->isPaused());
    QVERIFY(window.actions()->pause->isChecked());
    setup.seats[0] = QStringLiteral("level:1");
    QVERIFY(window.newGame(setup));
    QTest::qWait(300);
    QCOMPARE(window.model()->ply(), 0);
    QVERIFY2(window.statusLine()->turnText().contains(QStringLiteral("paused")),
             qPrintable(window.statusLine()->turnText()));
    window.actions()->pause->trigger();
    QVERIFY(!window.turns()->isPaused());
    QTRY_VERIFY(window.model()->ply() >= 1);
}

// While a computer thinks the status line shows a mark that moves a few times a second, not a busy progress bar
// that its style redraws, and flushes to the display, at the display's frame rate for the whole search; the mark's
// timer ends with the search.
void TestWindowPlay::thinkingMarkStepsSlowlyAndStopsWithTheSearch() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.newGame(computers(QStringLiteral("loa"), QStringLiteral("level:6"))));
    QTRY_VERIFY(window.turns()->isThinking());
    QVERIFY(window.statusLine()->isThinkingShown());
    for (const QProgressBar *bar : window.findChildren<QProgressBar *>())
        QVERIFY2(!bar->isVisible() || bar->minimum() != bar->maximum(), "a busy progress bar is shown");
    const BusyIndicator *mark = window.statusLine()->busyIndicator();
    QVERIFY(mark->isVisible());
    QVERIFY(mark->isAnimating());
    QVERIFY(BusyIndicator::kStepMs >= 100);
    const int first = mark->litDot();
    QTRY_VERIFY(mark->litDot() != first); // it moves
    window.turns()->setPaused(true);
    QVERIFY(!window.turns()->isThinking());
    QVERIFY(!window.statusLine()->isThinkingShown());
    QVERIFY(!mark->isAnimating());
}

QTEST_MAIN(TestWindowPlay)
#include "test_window_play.moc"
