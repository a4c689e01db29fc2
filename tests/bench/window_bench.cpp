// The window's speed, measured as a person feels it (issue 12's goals: first window < 0.5 s, every frame < 8 ms,
// an event-loop stall < 20 ms while level 6 thinks, resident memory < 150 MB after a game of each), and the review
// of each of those games and a few seconds of live analysis, with the event loop's longest stall meanwhile.
//
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/tests/bench/gamut-window-bench [--quick | --stall N | --per-move |
//                                                                                  --clicks N | --boards]
//
// --stall N measures only the two level-6 stalls, N times each, and prints their minimum, median and maximum. Each
// stall is explained: the GUI thread's processor time meanwhile, and of its longest gap how much it ran, how much it
// waited, ready, for a processor (a busy machine; Linux's schedstat), and the event deliveries of 1 ms or more in it.
// --per-move measures only what a played move costs the GUI thread in Atoms and LOA games of up to 1,000 plies, per
// hundred plies, with the receivers whose deliveries took the most processor time and how many of the board's faces
// were rendered and how many drawn from its cache.
// --clicks N measures only what a person's move by mouse costs the GUI thread (processor and wall time from the
// click that plays to the end of the events it posted), N moves of each game.
// --boards measures only the first window and each board's redraw and hover preview (a few seconds, so that two
// builds can be run in turn many times and compared by their medians).
//
// Prints one line a figure. Runs the real MainWindow at 1920x1080 (in a throwaway settings/autosave place) with the
// platform of the environment: xcb under Xvfb is what a desktop does; offscreen works too.
#include "core/ai/player.h"
#include "core/model/gamemodel.h"
#include "core/play/turncontroller.h"
#include "core/registry.h"
#include "tests/facts/uifacts.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/cellpainter.h"
#include "ui/review/analysispanel.h"
#include "ui/review/analysisui.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewui.h"
#include "ui/window/appsetup.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMetaEnum>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <numeric>
#include <vector>

using namespace gamut;

namespace {

QElapsedTimer processClock; // started first thing in main()

double residentMegabytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024.0;
    return -1;
}

struct Spread {
    double average = 0, worst = 0;
};
Spread spread(const std::vector<double> &ms) {
    if (ms.empty())
        return {};
    return {std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size()), *std::max_element(ms.begin(), ms.end())};
}

// Plays `plies` random legal moves (fixed seed) through the model: a middle-game position to draw.
void playRandom(GameModel &model, int plies, std::uint64_t seed) {
    Random random(seed);
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        MoveList moves;
        model.position().legalMoves(moves);
        model.playMove(moves[random.below(moves.size())]);
    }
}

void waitIdle(BoardView *board) {
    board->finishAnimation();
    QCoreApplication::processEvents();
}

// The GUI thread's processor time in milliseconds: a gap without it was spent waiting (for the processor, a lock,
// the X server), not working.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// The calling thread's time waiting for a processor while ready to run, in milliseconds (Linux's schedstat).
double threadRunQueueMs() {
    static QFile file(QStringLiteral("/proc/thread-self/schedstat")); // opened once: the 1 ms watch reads it often
    if (!file.isOpen() && !file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return 0;
    char text[128] = {};
    if (!file.seek(0) || file.read(text, sizeof text - 1) <= 0)
        return 0;
    const QList<QByteArray> fields = QByteArray(text).split(' ');
    return fields.size() > 1 ? fields[1].toDouble() / 1e6 : 0;
}

QElapsedTimer eventClock; // started in main(): the time line of the events below and of the stall watches

// Every event the GUI thread delivers, timed: what ran during the longest stall.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    struct Delivery {
        qint64 startNs = 0, wallNs = 0;
        double cpuMs = 0;
        QByteArray what;
    };
    bool recording = false;
    std::vector<Delivery> slow; // deliveries of 1 ms or more while recording

    bool notify(QObject *receiver, QEvent *event) override {
        if (!recording || depth_ > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++depth_;
        const qint64 start = eventClock.nsecsElapsed();
        const double cpu = threadCpuMs();
        const QByteArray what = describe(receiver, event);
        const bool result = QApplication::notify(receiver, event);
        const qint64 wall = eventClock.nsecsElapsed() - start;
        if (wall >= 1000000)
            slow.push_back({start, wall, threadCpuMs() - cpu, what});
        --depth_;
        return result;
    }

private:
    int depth_ = 0;

    // "BoardScene MetaCall", "QTimer of StatusLine Timer": who received what.
    static QByteArray describe(const QObject *receiver, const QEvent *event) {
        QByteArray text = receiver->metaObject()->className();
        if (!receiver->objectName().isEmpty())
            text += " \"" + receiver->objectName().toLatin1() + '"';
        if (receiver->parent() && !receiver->isWidgetType())
            text += QByteArray(" of ") + receiver->parent()->metaObject()->className();
        const char *type = QMetaEnum::fromType<QEvent::Type>().valueToKey(int(event->type()));
        return text + ' ' + (type ? QByteArray(type) : QByteArray::number(int(event->type())));
    }
};

// Counts the longest gap between ticks of a 1 ms timer on the GUI thread while it lives.
class StallWatch {
public:
    StallWatch() {
        clock_.start();
        startNs_ = lastNs_ = eventClock.nsecsElapsed();
        startCpu_ = lastCpu_ = threadCpuMs();
        lastQueue_ = threadRunQueueMs();
        tick_.setInterval(1);
        QObject::connect(&tick_, &QTimer::timeout, [this] {
            const qint64 now = clock_.elapsed();
            const qint64 nowNs = eventClock.nsecsElapsed();
            const double cpu = threadCpuMs(), queue = threadRunQueueMs();
            gaps_.push_back(now - last_);
            if (now - last_ > longest_) {
                longest_ = now - last_;
                gapStartNs_ = lastNs_;
                gapEndNs_ = nowNs;
                gapCpu_ = cpu - lastCpu_;
                gapQueue_ = queue - lastQueue_;
            }
            last_ = now;
            lastNs_ = nowNs;
            lastCpu_ = cpu;
            lastQueue_ = queue;
        });
        tick_.start();
    }
    qint64 longest() const { return longest_; }
    // The longest gap: its processor time on the GUI thread, and the slow deliveries inside it.
    void explain(const TimedApplication &app) const {
        const double wall = double(eventClock.nsecsElapsed() - startNs_) / 1e6, cpu = threadCpuMs() - startCpu_;
        std::vector<qint64> gaps = gaps_;
        std::sort(gaps.begin(), gaps.end());
        const auto over = [&gaps](qint64 ms) { return gaps.end() - std::lower_bound(gaps.begin(), gaps.end(), ms); };
        std::printf("    the GUI thread ran %.0f ms of %.0f ms (%.1f%%); gaps of 10 ms or more: %td, of 20 ms or more: "
                    "%td, 99.9th percentile %lld ms\n",
                    cpu, wall, 100 * cpu / wall, over(10), over(20),
                    gaps.empty() ? 0 : gaps[std::min(gaps.size() - 1, gaps.size() * 999 / 1000)]);
        std::printf(
            "    longest gap %lld ms, %.0f ms after the start: the GUI thread ran %.1f ms, waited %.1f ms for a "
            "processor\n",
            longest_, double(gapStartNs_ - startNs_) / 1e6, gapCpu_, gapQueue_);
        for (const TimedApplication::Delivery &d : app.slow)
            if (d.startNs + d.wallNs > gapStartNs_ && d.startNs < gapEndNs_)
                std::printf("      %.1f ms (%.1f ms processor) %s\n", double(d.wallNs) / 1e6, d.cpuMs,
                            d.what.constData());
    }

private:
    QElapsedTimer clock_;
    QTimer tick_;
    qint64 last_ = 0, longest_ = 0;
    std::vector<qint64> gaps_; // every gap between ticks
    qint64 startNs_ = 0, lastNs_ = 0, gapStartNs_ = 0, gapEndNs_ = 0;
    double startCpu_ = 0, lastCpu_ = 0, gapCpu_ = 0, lastQueue_ = 0, gapQueue_ = 0;
};

// Game > Review Game on the game in the window at the default budget: its time and the GUI thread's longest stall.
void reviewInWindow(MainWindow *window, const QString &game) {
    ReviewController *review = window->review()->controller();
    bool done = false;
    const auto connection = QObject::connect(review, &ReviewController::finished, [&done] { done = true; });
    StallWatch stall;
    QElapsedTimer clock;
    clock.start();
    window->review()->reviewAction()->trigger();
    while (!done && review->isRunning() && clock.elapsed() < 300000)
        QTest::qWait(5);
    QObject::disconnect(connection);
    std::printf("%-12s review of %d plies at %s: %lld ms, longest event-loop stall %lld ms\n", qPrintable(game),
                window->model()->plyCount(), qPrintable(review->engine()), clock.elapsed(), stall.longest());
}

// View > Analysis on LOA's start for `ms`: the depth it reached and the GUI thread's longest stall.
void analysisInWindow(MainWindow *window, int ms) {
    GameSetup setup;
    setup.game = QStringLiteral("loa");
    setup.seats = {kHumanSpec, kHumanSpec};
    window->newGame(setup);
    AnalysisUi *analysis = window->review()->analysis();
    StallWatch stall;
    analysis->toggleAction()->trigger();
    QTest::qWait(ms);
    std::printf("analysis of LOA's start for %d ms: depth %d, longest event-loop stall %lld ms\n", ms,
                analysis->panel()->depth(), stall.longest());
    analysis->toggleAction()->trigger();
}

// The longest gap between ticks of a 1 ms timer on the GUI thread while level 6 thinks (LOA, its slowest game).
qint64 firstMoveStall(MainWindow *window, TimedApplication &app, int limit) {
    GameSetup setup;
    setup.game = QStringLiteral("loa");
    setup.seats = {QStringLiteral("level:6"), kHumanSpec};
    window->newGame(setup);
    QElapsedTimer clock;
    clock.start();
    const StallWatch stall;
    while (window->model()->plyCount() == 0 && clock.elapsed() < limit)
        QTest::qWait(5);
    std::printf("level 6 (LOA) thinking %lld ms: longest event-loop stall %lld ms\n", clock.elapsed(), stall.longest());
    stall.explain(app);
    return stall.longest();
}

// The same in a long game, over four moves (level 6 against level 1 from a position 120 plies in, the board
// animated): what the GUI thread does as each move arrives counts too (the board, the history, the autosave).
qint64 longGameStall(MainWindow *window, TimedApplication &app, int limit) {
    GameSetup setup;
    setup.game = QStringLiteral("loa");
    setup.seats = {kHumanSpec, kHumanSpec};
    window->newGame(setup);
    playRandom(*window->model(), 120, 11);
    waitIdle(window->board());
    const int from = window->model()->plyCount();
    window->turns()->setMinimumDelay(0);
    window->turns()->setSeat(window->model()->position().turn(), QStringLiteral("level:6"));
    window->turns()->setSeat(1 - window->model()->position().turn(), QStringLiteral("level:1"));
    QElapsedTimer clock;
    clock.start();
    const StallWatch stall;
    while (window->model()->plyCount() < from + 4 && !window->model()->isOver() && clock.elapsed() < limit)
        QTest::qWait(5);
    std::printf("level 6 against level 1 (LOA) from ply %d, %d plies in %lld ms: longest event-loop stall %lld ms\n",
                from, window->model()->plyCount() - from, clock.elapsed(), stall.longest());
    stall.explain(app);
    window->turns()->setSeat(0, kHumanSpec);
    window->turns()->setSeat(1, kHumanSpec);
    window->turns()->setMinimumDelay(400);
    return stall.longest();
}

// What one move costs the GUI thread as a game grows (two people, random moves, the board animated): the model's
// signals and their listeners (the board, the history, the panels, the autosave's text), then the events they
// posted, per hundred plies. A cost that grows with the game's length would stall long games.
void perMoveCost(MainWindow *window, TimedApplication &app, const QString &game, int plies) {
    GameSetup setup;
    setup.game = game;
    setup.seats = {kHumanSpec, kHumanSpec};
    window->newGame(setup);
    waitIdle(window->board());
    Random random(3);
    std::vector<double> signalMs, allMs;
    // The board's cache of rendered faces: how many a hundred plies rendered and how many it drew from the cache.
    const auto *scene = qobject_cast<const BoardScene *>(window->board()->scene());
    int misses = scene ? scene->painter().faces().misses() : 0, hits = scene ? scene->painter().faces().hits() : 0;
    for (int ply = 0; ply < plies && !window->model()->isOver(); ++ply) {
        MoveList moves;
        window->model()->position().legalMoves(moves);
        QElapsedTimer t;
        t.start();
        window->model()->playMove(moves[random.below(moves.size())]);
        signalMs.push_back(double(t.nsecsElapsed()) / 1e6);
        QCoreApplication::processEvents();
        allMs.push_back(double(t.nsecsElapsed()) / 1e6);
        window->board()->finishAnimation();
        if ((ply + 1) % 100 == 0 || ply + 1 == plies || window->model()->isOver()) {
            const Spread a = spread(signalMs), b = spread(allMs);
            std::printf("%-12s plies %4d-%4d: a move's signals average %.2f ms, worst %.2f ms; with the posted events "
                        "average %.2f ms, worst %.2f ms\n",
                        qPrintable(game), ply + 1 - int(signalMs.size()) + 1, ply + 1, a.average, a.worst, b.average,
                        b.worst);
            if (scene) {
                const FaceCache &faces = scene->painter().faces();
                std::printf("    faces: %d rendered, %d drawn from the cache\n", faces.misses() - misses,
                            faces.hits() - hits);
                misses = faces.misses();
                hits = faces.hits();
            }
            signalMs.clear();
            allMs.clear();
            // The receivers that took the most processor time in deliveries of 1 ms or more.
            std::map<QByteArray, double> cpu;
            for (const TimedApplication::Delivery &d : app.slow)
                cpu[d.what] += d.cpuMs;
            app.slow.clear();
            std::vector<std::pair<double, QByteArray>> top;
            for (const auto &[what, ms] : cpu)
                top.emplace_back(ms, what);
            std::sort(top.rbegin(), top.rend());
            for (std::size_t i = 0; i < std::min<std::size_t>(3, top.size()); ++i)
                std::printf("    %.0f ms processor: %s\n", top[i].first, top[i].second.constData());
        }
    }
}

// What a person's move by mouse costs the GUI thread (two people, random legal moves, no animation): the processor
// time of the thread and the wall time from the press of the click that plays to the end of the events it posted
// (the board's turn and legality checks, the seat, the model, its signals and their listeners, the autosave's
// text). A move of LOA takes two clicks: only the second, which plays, is timed.
void clickCost(MainWindow *window, const QString &game, int moves) {
    GameSetup setup;
    setup.game = game;
    setup.seats = {kHumanSpec, kHumanSpec};
    window->newGame(setup);
    BoardView *board = window->board();
    BoardOptions still = board->options();
    const BoardOptions before = still;
    still.animation = AnimationSpeed::Off;
    board->setOptions(still);
    waitIdle(board);
    const auto *scene = qobject_cast<const BoardScene *>(board->scene());
    const bool pick = scene && scene->traits().input == BoardTraits::Input::PickPiece;
    GameModel *model = window->model();
    Random random(5);
    std::vector<double> cpu, wall;
    const auto click = [board](int cell) {
        QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, board->cellPosition(cell));
    };
    for (int i = 0; i < moves && !model->isOver(); ++i) {
        MoveList legal;
        model->position().legalMoves(legal);
        const MoveCells cells = model->position().moveCells(legal[random.below(legal.size())]);
        if (pick)
            click(cells.from);
        const int ply = model->ply();
        QElapsedTimer t;
        t.start();
        const double startCpu = threadCpuMs();
        click(cells.to);
        QCoreApplication::processEvents();
        cpu.push_back(threadCpuMs() - startCpu);
        wall.push_back(double(t.nsecsElapsed()) / 1e6);
        if (model->ply() != ply + 1) {
            std::printf("%-12s the click on %d played nothing at ply %d\n", qPrintable(game), cells.to, ply);
            break;
        }
    }
    board->setOptions(before);
    std::sort(cpu.begin(), cpu.end());
    std::sort(wall.begin(), wall.end());
    if (cpu.empty())
        return;
    const Spread c = spread(cpu), w = spread(wall);
    std::printf("%-12s %zu moves by mouse: processor per move min %.3f ms, median %.3f ms, average %.3f ms, max %.3f "
                "ms; wall median %.3f ms, average %.3f ms\n",
                qPrintable(game), cpu.size(), cpu.front(), cpu[cpu.size() / 2], c.average, cpu.back(),
                wall[wall.size() / 2], w.average);
}

// "min / median / max" of `values`.
void printSpread(const char *what, std::vector<qint64> values) {
    std::sort(values.begin(), values.end());
    std::printf("%s over %zu runs: min %lld ms, median %lld ms, max %lld ms\n", what, values.size(), values.front(),
                values[values.size() / 2], values.back());
}

} // namespace

int main(int argc, char **argv) {
    processClock.start();
    QStandardPaths::setTestModeEnabled(true);
    eventClock.start();
    TimedApplication app(argc, argv);
    setApplicationIdentity();
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    const int frames = quick ? 20 : 100;

    auto *window = new MainWindow;
    window->resize(1920, 1080);
    window->show();
    StartOptions start;
    start.newGame = true;
    start.game = QStringLiteral("loa");
    window->start(start);
    if (!QTest::qWaitForWindowExposed(window))
        qWarning("the window was not exposed");
    QCoreApplication::processEvents();
    std::printf("first window shown: %.0f ms after main() (platform %s)\n", double(processClock.elapsed()),
                qPrintable(QGuiApplication::platformName()));
    window->showMaximized();
    QTest::qWait(200);
    BoardView *board = window->board();
    std::printf("board view: %dx%d pixels in a %dx%d window\n", board->viewport()->width(), board->viewport()->height(),
                window->width(), window->height());

    app.recording = true;
    // --per-move: only what a move costs the GUI thread as a long game grows.
    if (app.arguments().contains(QStringLiteral("--per-move"))) {
        for (const QString &game : {QStringLiteral("atoms"), QStringLiteral("loa")})
            perMoveCost(window, app, game, 1000);
        delete window;
        return 0;
    }
    // --clicks N: only what a move by mouse costs, N moves of each game.
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--clicks")); at >= 0) {
        const int moves = std::max(1, app.arguments().value(at + 1).toInt());
        for (const GameEntry &entry : allGames())
            clickCost(window, QString::fromLatin1(entry.info->id.data(), qsizetype(entry.info->id.size())), moves);
        delete window;
        return 0;
    }
    // --stall N: only the two level-6 stalls, N times each, and their spread.
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--stall")); at >= 0) {
        const int runs = std::max(1, app.arguments().value(at + 1).toInt());
        std::vector<qint64> first, long_;
        for (int i = 0; i < runs; ++i) {
            first.push_back(firstMoveStall(window, app, 15000));
            long_.push_back(longGameStall(window, app, 40000));
        }
        printSpread("level 6 (LOA) first move: longest event-loop stall", first);
        printSpread("level 6 against level 1 (LOA) from ply 120: longest event-loop stall", long_);
        delete window;
        return 0;
    }

    double worstFrame = 0;
    for (const GameEntry &entry : allGames()) {
        const QString game = QString::fromLatin1(entry.info->id.data(), qsizetype(entry.info->id.size()));
        GameSetup setup;
        setup.game = game;
        setup.seats = {kHumanSpec, kHumanSpec};
        window->newGame(setup);
        // A middle game, as long as the game's facts say (ui/games/<id>/tests/facts.cpp: some games are short).
        const int plies = test::uiFactsOf(game).benchPlies;
        playRandom(*window->model(), plies, 7);
        waitIdle(board);
        // What the new game and its moves posted (the status line, the spoken notes, the library's save) is done
        // first: it is not what a frame or the hover costs.
        QTest::qWait(100);
        std::vector<double> redraw;
        double cpu = threadCpuMs();
        for (int i = 0; i < frames; ++i) {
            QElapsedTimer t;
            t.start();
            board->viewport()->repaint();
            redraw.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        // The GUI thread's processor time too: on a shared machine the wall time also counts waiting for a core.
        const double redrawCpu = (threadCpuMs() - cpu) / frames;
        cpu = threadCpuMs();
        // Hover preview: move the mouse onto each legal target in turn and paint what it shows.
        std::vector<double> hover;
        MoveList moves;
        window->model()->position().legalMoves(moves);
        for (int i = 0; i < std::min(moves.size(), frames / 2); ++i) {
            const int cell = window->model()->position().moveCells(moves[i]).to;
            if (cell < 0)
                continue;
            QElapsedTimer t;
            t.start();
            QTest::mouseMove(board->viewport(), board->cellPosition(cell));
            QCoreApplication::processEvents();
            board->viewport()->repaint();
            hover.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        const double hoverCpu = hover.empty() ? 0 : (threadCpuMs() - cpu) / double(hover.size());
        const Spread r = spread(redraw), h = spread(hover);
        worstFrame = std::max(worstFrame, r.worst);
        std::printf("%-12s redraw at %dx%d: average %.2f ms, worst %.2f ms (%d frames); hover preview: average "
                    "%.2f ms, worst %.2f ms (%zu cells); processor: redraw %.2f ms, hover %.2f ms\n",
                    qPrintable(game), board->viewport()->width(), board->viewport()->height(), r.average, r.worst,
                    frames, h.average, h.worst, hover.size(), redrawCpu, hoverCpu);
    }
    if (app.arguments().contains(QStringLiteral("--boards"))) {
        std::printf("worst frame over all boards: %.2f ms\n", worstFrame);
        delete window;
        return 0;
    }

    firstMoveStall(window, app, quick ? 3000 : 15000);
    longGameStall(window, app, quick ? 6000 : 40000);

    // A whole game of each (level 1 against level 1, no delay, no animation), then the memory the process holds.
    BoardOptions still = board->options();
    still.animation = AnimationSpeed::Off;
    board->setOptions(still);
    for (const GameEntry &entry : allGames()) {
        GameSetup setup;
        setup.game = QString::fromLatin1(entry.info->id.data(), qsizetype(entry.info->id.size()));
        setup.seats = {QStringLiteral("level:1"), QStringLiteral("level:1")};
        window->newGame(setup);
        window->turns()->setMinimumDelay(0);
        QElapsedTimer clock;
        clock.start();
        while (!window->model()->isOver() && clock.elapsed() < 60000)
            QTest::qWait(2);
        std::printf("%-12s level 1 vs level 1: %d plies in %lld ms, resident memory %.0f MB\n", qPrintable(setup.game),
                    window->model()->plyCount(), clock.elapsed(), residentMegabytes());
        if (!quick)
            reviewInWindow(window, setup.game);
    }
    analysisInWindow(window, quick ? 1000 : 5000);
    std::printf("worst frame over all boards: %.2f ms\n", worstFrame);
    delete window;
    return 0;
}
