// bench_server: figures for the game server, run by hand (not a CTest test):
//   bench_server [--seconds N] [--tables N] [--threads N] [--idle N] [--data DIR] [--sync] [--server PATH]...
// 1. 2 x N clients (default 200 at 100 tables) play random games through a gamut-server child process on loopback,
//    starting the next game at once when one ends: moves refereed per second, and the latency of a move from the
//    `move` sent to the opponent's `moved` received (median, 99th percentile). The clients run in `--threads`
//    threads (default 2), each with its own event loop and its share of the tables: one thread polling 200
//    sockets spent more time in poll() than the server spent refereeing.
//    The play is reported in windows of 10 s too (moves/s and p99 in each), and the server's VmRSS at its end.
// 2. `next` at a table's game 10 and game `--next-games` (default 2,000): the time from the second seat's `next`
//    to its `ok next` (median of 10), games of 4 moves and a resignation, requests spread over 40 connections.
// 3. A table with `--resume-games` finished games (default 100,000; LOA, written as the file store's `t1.gamut`
//    and `t1.seats`, which a file-store server reads and an SQLite-store server imports on its first start): the
//    server's start, then `resume` from the request to the `turn` line, and the bytes it sent.
// 4. A fresh server with `--idle` connections (default 1,000) that say nothing: its resident memory (VmRSS).
// `--server PATH` (repeatable) measures other gamut-server binaries one after another in the same run (e.g. the
// one before a change and the one after), each with a fresh data folder.
// `--postgres`: a PostgreSQL of the bench's own (initdb, as the tests do), and part 1 only, with 1, 2 and 4
// gamut-server processes on one database (`--processes 1,2,4`): the clients of table i at process i mod n, a
// watcher of it at the next process (the latency of a move to a watcher at another process), the two seats at
// two processes with `--split`. `--postgres --kill-cycles N`: N kill -9 cycles of random processes of 3 while 12
// games are played through them, and every acknowledged move checked (bench_kills.cpp). `--think N`: players think
// 0.5-1.5 x N ms before each move (latencies below saturation). Every figure comes with the load average.
#include "benchfigures.h"
#include "benchkills.h"
#include "pairplay.h"
#include "pgcluster.h"
#include "randomtables.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <unistd.h>

using namespace gamut;
using namespace gamut::test;

namespace {

constexpr int kWindows = 64;
constexpr int kWindowSeconds = 10;

// What a worker measured in each 10 s window (written by the worker thread, read after it ended).
struct Windows {
    qint64 moves[kWindows] = {};
    std::vector<qint64> latencies[kWindows];
};

// One client thread's tables; the figures of the measured span, handed over when the thread ends.
struct Worker {
    int tables = 0;
    quint32 seed = 0;
    QString failure;
    qint64 moves = 0, delayed = 0;
    std::vector<qint64> latencies, watcherLatencies;
    Windows windows;
};

// Where the clients go: one server, or the processes of a cluster (seats of a table at the same process or, with
// `secondOffset` 1, at two; a watcher at another process with `watchers`).
struct Placement {
    std::vector<quint16> ports;
    int secondOffset = 0;
    bool watchers = false;
    int thinkMs = 0; // RandomTables::setThinkMs()
};

struct Phase {
    std::atomic<int> ready{0};  // workers whose tables are seated
    std::atomic<int> phase{0};  // 0 seating, 1 warming up, 2 measuring, 3 stop
    std::atomic<int> window{0}; // the 10 s window being measured
    std::atomic<bool> failed{false};
};

void runWorker(const Placement &where, Worker &w, Phase &p) {
    RandomTables play(where.ports, w.tables, w.seed, true, where.secondOffset, where.watchers);
    play.setThinkMs(where.thinkMs);
    const bool started = play.start();
    if (!started)
        w.failure = play.failure();
    ++p.ready;
    if (!started) {
        p.failed = true;
        return;
    }
    qint64 moves0 = 0, delayed0 = 0;
    waitFor([&] { return p.phase.load() >= 2 || !play.failure().isEmpty(); }, 600000);
    moves0 = play.moves();
    delayed0 = play.delayed();
    play.latencies().clear();
    play.watcherLatencies().clear();
    int window = 0;
    qint64 windowMoves = moves0;
    std::vector<qint64> all;
    const auto closeWindow = [&] { // the window's figures, and the latencies kept for the whole span
        if (window < kWindows) {
            w.windows.moves[window] = play.moves() - windowMoves;
            w.windows.latencies[window] = play.latencies();
        }
        all.insert(all.end(), play.latencies().begin(), play.latencies().end());
        play.latencies().clear();
        windowMoves = play.moves();
    };
    waitFor(
        [&] {
            if (p.window.load() != window) {
                closeWindow();
                window = p.window.load();
            }
            return p.phase.load() >= 3 || !play.failure().isEmpty();
        },
        3600000);
    closeWindow();
    w.moves = play.moves() - moves0;
    w.delayed = play.delayed() - delayed0;
    w.latencies = std::move(all);
    w.watcherLatencies = std::move(play.watcherLatencies());
    w.failure = play.failure();
    if (!w.failure.isEmpty())
        p.failed = true;
}

// Plays on one server binary, or on `processes` of it sharing one PostgreSQL store (`extra` then holds its
// --store); returns false after a failure.
// What a PostgreSQL run also does at the start of the timed play and after it (--statements).
struct PlayHooks {
    std::function<void()> started;
    std::function<void(qint64 moves)> ended;
};

bool measurePlay(const QString &program, const QString &data, const QStringList &extra, int tables, int threads,
                 int seconds, int processes = 1, int secondOffset = 0, int thinkMs = 0, const PlayHooks &hooks = {}) {
    std::vector<std::unique_ptr<ServerProcess>> servers;
    std::vector<std::unique_ptr<QTemporaryDir>> folders;
    Placement where;
    where.secondOffset = secondOffset;
    where.thinkMs = thinkMs;
    where.watchers = processes > 1;
    for (int i = 0; i < processes; ++i) {
        servers.push_back(std::make_unique<ServerProcess>());
        ServerProcess &server = *servers.back();
        server.setProgram(program);
        folders.push_back(std::make_unique<QTemporaryDir>());
        if (!server.start(processes > 1 ? folders.back()->path() : data, extra)) {
            std::fprintf(stderr, "bench_server: the server did not start\n%s", qPrintable(server.log()));
            return false;
        }
        where.ports.push_back(server.port());
    }
    const auto serverCpu = [&] {
        double sum = 0;
        for (const auto &server : servers)
            sum += cpuSeconds(server->pid());
        return sum;
    };
    std::vector<Worker> workers(std::size_t(std::max(1, threads)));
    for (std::size_t i = 0; i < workers.size(); ++i) {
        workers[i].tables = tables / int(workers.size()) + (int(i) < tables % int(workers.size()) ? 1 : 0);
        workers[i].seed = 99 + quint32(i);
    }
    Phase phase;
    std::vector<QThread *> running;
    for (Worker &w : workers) {
        QThread *thread = QThread::create([&where, &w, &phase] { runWorker(where, w, phase); });
        thread->start();
        running.push_back(thread);
    }
    // The main thread keeps its event loop turning meanwhile: it reads the server's log (a full pipe would stop it).
    waitFor([&] { return phase.ready.load() == int(workers.size()); }, 120000);
    phase.phase = 1;
    waitFor([] { return false; }, 1000); // warm up
    if (hooks.started)
        hooks.started();
    const double cpu0 = serverCpu();
    const QByteArray load0 = loadAverage();
    QElapsedTimer t;
    t.start();
    phase.phase = 2;
    std::vector<double> windowSeconds;
    for (int left = seconds * 1000; left > 0 && !phase.failed.load();) {
        const int span = std::min(left, kWindowSeconds * 1000);
        QElapsedTimer w;
        w.start();
        waitFor([&] { return phase.failed.load(); }, span);
        left -= span;
        windowSeconds.push_back(double(w.nsecsElapsed()) / 1e9);
        if (left > 0)
            ++phase.window;
    }
    phase.phase = 3;
    const double elapsed = double(t.nsecsElapsed()) / 1e9;
    const double cpu = serverCpu() - cpu0;
    const long rss = residentKb(servers.front()->pid());
    for (QThread *thread : running) {
        while (!thread->wait(10))
            QCoreApplication::processEvents();
        delete thread;
    }
    qint64 moves = 0, delayed = 0;
    std::vector<qint64> lat, watched;
    for (const Worker &w : workers) {
        if (!w.failure.isEmpty()) {
            std::fprintf(stderr, "bench_server: %s\n", qPrintable(w.failure));
            return false;
        }
        moves += w.moves;
        delayed += w.delayed;
        lat.insert(lat.end(), w.latencies.begin(), w.latencies.end());
        watched.insert(watched.end(), w.watcherLatencies.begin(), w.watcherLatencies.end());
    }
    std::printf("server %s (load average %s at the start, %s at the end)\n", qPrintable(program), load0.constData(),
                loadAverage().constData());
    if (processes > 1)
        std::printf("%d processes on one PostgreSQL database; a table's seats at %s\n", processes,
                    secondOffset ? "two processes" : "the same process");
    std::printf("server CPU%s: %.2f s of %.1f s (%.0f moves per server CPU second)\n",
                processes > 1 ? " (all processes)" : "", cpu, elapsed, double(moves) / cpu);
    std::printf("clients %d in %zu threads, tables %d, data %s%s", 2 * tables, workers.size(), tables, qPrintable(data),
                extra.contains("--sync") ? " (--sync)" : "");
    std::printf(thinkMs > 0 ? ", players think %d ms (0.5-1.5x) before a move\n" : "\n", thinkMs);
    std::printf("moves refereed: %lld in %.1f s = %.0f moves/s (%lld lines held back by the clients' "
                "flood limit of %d lines a second)\n",
                moves, elapsed, double(moves) / elapsed, delayed, RandomTables::kLinesPerSecond);
    std::printf("latency move -> opponent's moved: median %.2f ms, p99 %.2f ms (%zu samples)\n", quantileMs(lat, 0.5),
                quantileMs(lat, 0.99), lat.size());
    if (!watched.empty())
        std::printf("latency move -> moved at a watcher on another process: median %.2f ms, p99 %.2f ms, max %.2f ms "
                    "(%zu samples)\n",
                    quantileMs(watched, 0.5), quantileMs(watched, 0.99), quantileMs(watched, 1.0), watched.size());
    if (processes > 1) { // what the cluster had to work around, from the servers' logs
        int waited = 0, retried = 0, busy = 0;
        for (const auto &server : servers) {
            const QString log = server->log();
            waited += int(log.count(QLatin1String("events not heard within")));
            retried += int(log.count(QLatin1String("could not be stored")));
            busy += int(log.count(QLatin1String("could not be taken")));
        }
        std::printf("cluster: %d requests waited in vain for notices, %d changes refused by a moved lease (handled "
                    "again), %d tables busy elsewhere\n",
                    waited, retried, busy);
    }
    if (hooks.ended)
        hooks.ended(moves);
    for (std::size_t i = 0; i < windowSeconds.size() && i < std::size_t(kWindows); ++i) {
        qint64 m = 0;
        std::vector<qint64> l;
        for (const Worker &w : workers) {
            m += w.windows.moves[i];
            l.insert(l.end(), w.windows.latencies[i].begin(), w.windows.latencies[i].end());
        }
        std::printf("  window %zu (%.1f s): %.0f moves/s, median %.2f ms, p99 %.2f ms\n", i + 1, windowSeconds[i],
                    double(m) / windowSeconds[i], quantileMs(l, 0.5), quantileMs(l, 0.99));
    }
    std::printf("server VmRSS after play: %ld kB\n", rss);
    std::fflush(stdout);
    return true;
}

// `next` at game 10 and at game `games`: the median time of the second seat's `next` over 10 games at each.
bool measureNext(const QString &program, const QStringList &extra, int games) {
    QTemporaryDir data;
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(data.path(), extra))
        return false;
    // Moves need a seat's token only: spreading the requests over connections keeps each under the flood limit.
    std::vector<std::unique_ptr<LineClient>> pool;
    for (int i = 0; i < 42; ++i) { // a few thousand requests a second: under 200 lines a second on each
        pool.push_back(std::make_unique<LineClient>());
        if (!pool.back()->connectTo(server.port()))
            return false;
    }
    // The first two are the seats' and hear the table's events; the requests go through the other 40.
    std::size_t turn = 0;
    const auto ask = [&](const QString &line) { return pool[2 + turn++ % (pool.size() - 2)]->ask(line); };
    const QString created = pool[0]->ask(QStringLiteral("create loa"));
    const QString table = field(created, 2), tokenA = field(created, 4);
    const QString joined = pool[1]->ask(QStringLiteral("join ") + table);
    const QString tokenB = field(joined, 4);
    if (!created.startsWith(QLatin1String("ok create")) || !joined.startsWith(QLatin1String("ok join"))) {
        std::fprintf(stderr, "bench_server: %s / %s\n", qPrintable(created), qPrintable(joined));
        return false;
    }
    const QStringList moves = {"b1-b3", "a2-c2", "d1-d3", "a4-c4"};
    std::vector<qint64> early, late;
    for (int game = 1; game <= games + 10; ++game) {
        for (int i = 0; i < moves.size(); ++i) {
            const QString reply = ask(QStringLiteral("move %1 %2 %3").arg(table, i % 2 ? tokenB : tokenA, moves[i]));
            if (!reply.startsWith(QLatin1String("ok move"))) {
                std::fprintf(stderr, "bench_server: game %d: %s\n", game, qPrintable(reply));
                return false;
            }
        }
        ask(QStringLiteral("resign %1 %2").arg(table, tokenA));
        ask(QStringLiteral("next %1 %2").arg(table, tokenA));
        QElapsedTimer t;
        t.start();
        const QString reply = ask(QStringLiteral("next %1 %2").arg(table, tokenB));
        const qint64 ns = t.nsecsElapsed();
        if (reply != QStringLiteral("ok next ") + table) {
            std::fprintf(stderr, "bench_server: next at game %d: %s\n", game, qPrintable(reply));
            return false;
        }
        if (game >= 10 && game < 20)
            early.push_back(ns);
        if (game > games)
            late.push_back(ns);
        for (int i = 0; i < 2; ++i) // the events (moved, over, next) of the game
            pool[std::size_t(i)]->pending().clear();
    }
    std::printf("next: median %.3f ms at games 10-19, %.3f ms at games %d-%d\n", quantileMs(early, 0.5),
                quantileMs(late, 0.5), games + 1, games + 10);
    std::fflush(stdout);
    return true;
}

// A table of `games` finished LOA games in the file store's form, then start and `resume`.
bool measureResume(const QString &program, const QStringList &extra, int games) {
    QTemporaryDir data;
    const QString token = QStringLiteral("0123456789abcdef0123456789abcdef");
    {
        QFile record(QDir(data.path()).filePath(QStringLiteral("t1.gamut")));
        QFile seats(QDir(data.path()).filePath(QStringLiteral("t1.seats")));
        if (!record.open(QIODevice::WriteOnly) || !seats.open(QIODevice::WriteOnly))
            return false;
        const QByteArray tags = "[Format \"gamut 1\"]\n[Game \"loa\"]\n[Variant \"standard\"]\n[Black \"ada\"]\n"
                                "[White \"bob\"]\n[Date \"2026.11.25\"]\n";
        QByteArray text;
        for (int i = 0; i < games; ++i) {
            text += tags + "[Resigned \"white\"]\n\n1. b1-b3 a2-c2\n\n";
            if (text.size() > (1 << 20)) {
                record.write(text);
                text.clear();
            }
        }
        record.write(text + tags + "\n1. b1-b3\n");
        seats.write("first " + token.toLatin1() + " ada\nsecond fedcba9876543210fedcba9876543210 bob\n");
        std::printf("resume: a table of %d finished games, %.1f MB of record\n", games, double(record.size()) / 1e6);
    }
    ServerProcess server;
    server.setProgram(program);
    QElapsedTimer t;
    t.start();
    if (!server.start(data.path(), extra))
        return false;
    const double startMs = double(t.nsecsElapsed()) / 1e6;
    LineClient c;
    if (!c.connectTo(server.port()))
        return false;
    qint64 bytes = 0;
    QString reply;
    t.restart();
    c.send(QStringLiteral("resume t1 ") + token);
    QString turn;
    for (;;) {
        const QString line = c.line(60000);
        bytes += line.toUtf8().size() + 1;
        if (reply.isEmpty())
            reply = line;
        if (line.startsWith(QLatin1String("turn ")) || line.startsWith(QLatin1String("error ")) ||
            line.startsWith(QLatin1Char('<')))
            break;
    }
    const double ms = double(t.nsecsElapsed()) / 1e6;
    std::printf("resume: server started in %.0f ms; '%s' then the game: %.2f ms, %lld bytes\n", startMs,
                qPrintable(reply.left(60)), ms, bytes);
    std::fflush(stdout);
    return true;
}

bool measureIdle(const QString &program, const QStringList &extra, int idle) {
    QTemporaryDir idleData;
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(idleData.path(), extra))
        return false;
    const long before = residentKb(server.pid());
    std::vector<std::unique_ptr<LineClient>> clients;
    for (int i = 0; i < idle; ++i) {
        clients.push_back(std::make_unique<LineClient>());
        if (!clients.back()->connectTo(server.port())) {
            std::fprintf(stderr, "bench_server: connection %d failed\n", i);
            return false;
        }
    }
    waitFor([] { return false; }, 500);
    std::printf("server VmRSS: %ld kB idle, %ld kB with %d idle connections\n", before, residentKb(server.pid()), idle);
    std::fflush(stdout);
    return true;
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption seconds("seconds", "Length of the play phase.", "N", "10");
    const QCommandLineOption tableCount("tables", "Tables (two clients each).", "N", "100");
    const QCommandLineOption threadCount("threads", "Client threads.", "N", "2");
    const QCommandLineOption idleCount("idle", "Idle connections for the memory figure.", "N", "1000");
    const QCommandLineOption dataOption("data", "Data folder (default: a temporary folder).", "DIR");
    const QCommandLineOption sync("sync", "Run the server with --sync.");
    const QCommandLineOption serverOption("server", "A gamut-server binary to measure (repeatable).", "PATH");
    const QCommandLineOption nextGames("next-games", "The later game `next` is timed at (0 = not measured).", "N",
                                       "2000");
    const QCommandLineOption resumeGames("resume-games", "Finished games at the resumed table (0 = not measured).", "N",
                                         "100000");
    const QCommandLineOption postgres(
        "postgres", "Play on a PostgreSQL store of a PostgreSQL the bench starts, with 1, 2 and 4 server processes "
                    "(or --processes) on one database, a watcher of each table at another process.");
    const QCommandLineOption processList("processes", "Server process counts for --postgres.", "N,N,...", "1,2,4");
    const QCommandLineOption split("split", "With --postgres: a table's two seats at two different processes.");
    const QCommandLineOption think("think", "Players think N ms (0.5-1.5x) before each move (0: none).", "N", "0");
    const QCommandLineOption kills("kill-cycles", "With --postgres: N kill -9 cycles on 3 processes instead of play.",
                                   "N", "0");
    const QCommandLineOption statements(
        "statements", "With --postgres: count the statements PostgreSQL ran during the play (pg_stat_statements), "
                      "per move refereed.");
    parser.addOptions({seconds, tableCount, threadCount, idleCount, dataOption, sync, serverOption, nextGames,
                       resumeGames, postgres, processList, split, kills, think, statements});
    parser.process(app);

    if (parser.isSet(postgres)) {
        PgCluster pg;
        QString why;
        const bool counting = parser.isSet(statements);
        if (!pg.start(why, counting ? QStringLiteral("-c shared_preload_libraries=pg_stat_statements") : QString())) {
            std::fprintf(stderr, "bench_server: %s\n", qPrintable(why));
            return 1;
        }
        const QString program = parser.values(serverOption).value(0, QStringLiteral(GAMUT_SERVER_PATH));
        if (parser.value(kills).toInt() > 0) {
            const QStringList extra = {"--store",
                                       pg.createDatabase(QStringLiteral("kills")),
                                       "--max-per-address",
                                       "0",
                                       "--max-tables-per-address",
                                       "0"};
            return measureKills(program, extra, 3, parser.value(kills).toInt(), 12) ? 0 : 1;
        }
        int round = 0;
        for (const QString &count : parser.value(processList).split(QLatin1Char(','))) {
            const int processes = std::max(1, count.toInt());
            const QString database = QStringLiteral("bench%1").arg(++round);
            const QString url = pg.createDatabase(database);
            const QStringList extra = {"--store", url, "--max-per-address", "0", "--max-tables-per-address", "0"};
            PlayHooks hooks;
            if (counting) { // every statement of every connection, those run inside a script one by one
                pg.query(database, QStringLiteral("CREATE EXTENSION IF NOT EXISTS pg_stat_statements"));
                hooks.started = [&] { pg.query(database, QStringLiteral("SELECT pg_stat_statements_reset()")); };
                hooks.ended = [&](qint64 moves) {
                    const QString rows = pg.query(
                        database, QStringLiteral("SELECT calls, regexp_replace(left(query, 100), '\\s+', ' ', 'g') "
                                                 "FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid "
                                                 "WHERE d.datname = current_database() AND calls * 100 >= %1 "
                                                 "ORDER BY calls DESC")
                                      .arg(moves));
                    std::printf("statements per move refereed (pg_stat_statements, those run at least once per 100 "
                                "moves):\n");
                    for (const QString &row : rows.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                        const qsizetype bar = row.indexOf(QLatin1Char('|'));
                        std::printf("  %6.3f  %s\n", row.left(bar).toDouble() / double(std::max<qint64>(moves, 1)),
                                    qPrintable(row.mid(bar + 1)));
                    }
                };
            }
            QTemporaryDir temp;
            if (!measurePlay(program, temp.path(), extra, parser.value(tableCount).toInt(),
                             parser.value(threadCount).toInt(), parser.value(seconds).toInt(), processes,
                             parser.isSet(split) && processes > 1 ? 1 : 0, parser.value(think).toInt(), hooks))
                return 1;
        }
        return 0;
    }

    QStringList programs = parser.values(serverOption);
    if (programs.isEmpty())
        programs << QStringLiteral(GAMUT_SERVER_PATH);
    for (const QString &program : programs) {
        QStringList extra = parser.isSet(sync) ? QStringList{"--sync"} : QStringList{};
        // All the clients come from one address: a server with limits per address has them lifted.
        QProcess help;
        help.start(program, {QStringLiteral("--help")});
        help.waitForFinished(10000);
        if (help.readAllStandardOutput().contains("--max-per-address"))
            extra << QStringLiteral("--max-per-address") << QStringLiteral("0")
                  << QStringLiteral("--max-tables-per-address") << QStringLiteral("0");
        QTemporaryDir temp;
        const QString data = parser.isSet(dataOption) ? parser.value(dataOption) : temp.path();
        if (!measurePlay(program, data, extra, parser.value(tableCount).toInt(), parser.value(threadCount).toInt(),
                         parser.value(seconds).toInt(), 1, 0, parser.value(think).toInt()))
            return 1;
        if (parser.value(nextGames).toInt() > 0 && !measureNext(program, extra, parser.value(nextGames).toInt()))
            return 1;
        if (parser.value(resumeGames).toInt() > 0 && !measureResume(program, extra, parser.value(resumeGames).toInt()))
            return 1;
        if (!measureIdle(program, extra, parser.value(idleCount).toInt()))
            return 1;
    }
    return 0;
}
