// The game library's speed (issue 29: with 10,000 games the library opens in under 0.3 s and filters as one types),
// measured as a person feels it, on a real SQLite file:
//
//   build/tests/bench/gamut-library-bench [--games N] [--runs R] [--keep FILE]
//
// It fills a library with N games (default 10,000: random games of the five games, 20 to 120 moves, players and
// dates spread over two years), then R times (default 7) and prints the minimum, median and maximum of:
//   open     a GameLibrary on the file until its list is in hand (a cold start of the library's thread and SQLite)
//   dialog   Game ▸ Library shown until its table shows every game (LibraryDialog::listShown)
//   keystroke  each key of "computer 3" typed into the Opponent field: the filter of N rows (the slowest key a run)
//   game     the Game filter switched to one game
//   keep     one game kept while the library holds N (a move in a long game: what the library's thread spends)
// Runs offscreen by default (QT_QPA_PLATFORM decides otherwise). Prints one line a figure.
#include "core/library/gamelibrary.h"
#include "core/library/librarystore.h"
#include "core/model/gamemodel.h"
#include "core/registry.h"
#include "ui/library/librarydialog.h"
#include "ui/library/librarytable.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <random>
#include <vector>

using namespace gamut;

namespace {

// The process's processor time (every thread: the library's too), in ms: on a shared machine the wall time
// includes waiting for a processor, this does not.
double cpuMs() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// A span measured as wall time and as processor time.
struct Span {
    QElapsedTimer wall;
    double cpu0 = 0;
    void restart() {
        wall.restart();
        cpu0 = cpuMs();
    }
    double wallMs() const { return double(wall.nsecsElapsed()) / 1e6; }
    double cpuSpent() const { return cpuMs() - cpu0; }
};

struct Figures {
    std::vector<double> wall, cpu;
    void add(const Span &span) {
        wall.push_back(span.wallMs());
        cpu.push_back(span.cpuSpent());
    }
    void add(double wallMs, double cpuMs) {
        wall.push_back(wallMs);
        cpu.push_back(cpuMs);
    }
    static void line(std::vector<double> &ms, const char *name, const char *kind) {
        std::sort(ms.begin(), ms.end());
        std::printf("%-10s %-4s min %8.2f ms  median %8.2f ms  max %8.2f ms\n", name, kind, ms.front(),
                    ms[ms.size() / 2], ms.back());
    }
    void print(const char *name, const char *what) {
        std::printf("# %s\n", what);
        line(wall, name, "wall");
        line(cpu, name, "cpu");
    }
};

double since(const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) / 1e6; }

// A random game's text: one of the registry's games, Ada against a computer or a person, random moves.
QString randomGame(std::mt19937 &rng) {
    static const char *const opponents[] = {"Computer level 3", "Computer level 5", "Bea", "Carl", "Random"};
    const auto games = allGames();
    GameModel model;
    model.newGame(QString::fromUtf8(games[rng() % games.size()].info->id));
    model.setPlayer(0, QStringLiteral("Ada"));
    const QString opponent = QString::fromLatin1(opponents[rng() % 5]);
    model.setPlayer(1, opponent,
                    opponent.startsWith(QLatin1String("Computer")) ? QStringLiteral("level:3") : QString());
    model.setTag(QStringLiteral("Date"),
                 QDate(2025, 1, 1).addDays(int(rng() % 700)).toString(QStringLiteral("yyyy.MM.dd")));
    const int plies = 20 + int(rng() % 100);
    for (int i = 0; i < plies && !model.isOver(); ++i) {
        MoveList legal;
        model.position().legalMoves(legal);
        model.playMove(legal[int(rng() % unsigned(legal.size()))]);
    }
    return model.copyText();
}

} // namespace

int main(int argc, char **argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int count = 10000, runs = 7;
    QString keepFile;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--games"))
            count = args[++i].toInt();
        else if (args[i] == QLatin1String("--runs"))
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--keep"))
            keepFile = args[++i];
    }
    QTemporaryDir dir;
    const QString path = keepFile.isEmpty() ? dir.filePath(QStringLiteral("library.sqlite")) : keepFile;

    // The library: N games, written in batches (as an import does), unless --keep names one already full.
    QString sample;
    {
        LibraryStore store(path);
        if (store.open() == LibraryStore::Opened::Failed) {
            std::fprintf(stderr, "%s\n", qPrintable(store.error()));
            return 1;
        }
        std::mt19937 rng(29);
        QElapsedTimer fill;
        fill.start();
        const int had = store.count();
        std::vector<std::pair<QString, QString>> batch;
        for (int i = had; i < count; ++i) {
            batch.emplace_back(QStringLiteral("bench-%1").arg(i), randomGame(rng));
            if (batch.size() == 500 || i + 1 == count) {
                store.keep(batch);
                batch.clear();
            }
        }
        std::mt19937 one(7);
        sample = randomGame(one);
        std::printf("library   %d games, %.1f MB on disk (filled in %.1f s)\n", store.count(),
                    double(QFileInfo(path).size()) / 1e6, since(fill) / 1000);
    }

    Figures open, dialog, keystroke, gameFilter, keep;
    for (int run = 0; run < runs; ++run) {
        Span timer;
        timer.restart();
        GameLibrary library(path);
        QSignalSpy listed(&library, &GameLibrary::listed);
        library.list();
        if (!listed.wait(60000))
            return 2;
        open.add(timer);

        // The dialog, as Game ▸ Library shows it (its list asked of the library's thread).
        LibraryDialog window(&library);
        window.resize(820, 520);
        QSignalSpy shown(&window, &LibraryDialog::listShown);
        timer.restart();
        window.show();
        if (!shown.wait(60000))
            return 3;
        QCoreApplication::processEvents(); // painted
        dialog.add(timer);
        if (run == 0)
            std::printf("rows      %d in the dialog\n", window.table()->rowCount());

        double slowest = 0, slowestCpu = 0;
        window.opponentField()->setFocus();
        for (const QChar key : QStringLiteral("computer 3")) {
            timer.restart();
            QTest::keyClick(window.opponentField(), key.toLatin1());
            QCoreApplication::processEvents();
            slowest = std::max(slowest, timer.wallMs());
            slowestCpu = std::max(slowestCpu, timer.cpuSpent());
        }
        keystroke.add(slowest, slowestCpu);
        window.opponentField()->clear();
        timer.restart();
        window.gameBox()->setCurrentIndex(2);
        QCoreApplication::processEvents();
        gameFilter.add(timer);

        timer.restart();
        library.keep(QStringLiteral("bench-one"), sample);
        library.flush();
        keep.add(timer);
    }
    open.print("open", "GameLibrary started until its list of every game is in hand");
    dialog.print("dialog", "Game > Library shown until every game is in its table, painted");
    keystroke.print("keystroke", "the slowest key of \"computer 3\" typed in Opponent, filter and paint");
    gameFilter.print("game", "the Game filter switched");
    keep.print("keep", "one game kept by the library's thread");
    return 0;
}
