// bench_server: figures for the game server, run by hand (not a CTest test):
//   bench_server [--seconds N] [--tables N] [--threads N] [--idle N] [--data DIR] [--sync] [--server PATH]...
// 1. 2 x N clients (default 200 at 100 tables) play random games through a gamut-server child process on loopback,
//    starting the next game at once when one ends: moves refereed per second, and the latency of a move from the
//    `move` sent to the opponent's `moved` received (median, 99th percentile). The clients run in `--threads`
//    threads (default 2), each with its own event loop and its share of the tables: one thread polling 200
//    sockets spent more time in poll() than the server spent refereeing.
// 2. A fresh server with `--idle` connections (default 1,000) that say nothing: its resident memory (VmRSS).
// `--server PATH` (repeatable) measures other gamut-server binaries one after another in the same run (e.g. the
// one before a change and the one after), each with a fresh data folder.
#include "randomtables.h"

#include <QCommandLineParser>
#include <QFile>
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

long residentKb(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// User + system CPU seconds of a process so far.
double cpuSeconds(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> f = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return double(f.value(11).toLongLong() + f.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

double percentile(std::vector<qint64> &values, double p) {
    if (values.empty())
        return 0;
    const std::size_t k = std::min(values.size() - 1, std::size_t(p * double(values.size())));
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(k), values.end());
    return double(values[k]) / 1e6; // ms
}

// One client thread's tables; the figures of the measured span, handed over when the thread ends.
struct Worker {
    int tables = 0;
    quint32 seed = 0;
    QString failure;
    qint64 moves = 0, delayed = 0;
    std::vector<qint64> latencies;
};

struct Phase {
    std::atomic<int> ready{0}; // workers whose tables are seated
    std::atomic<int> phase{0}; // 0 seating, 1 warming up, 2 measuring, 3 stop
    std::atomic<bool> failed{false};
};

void runWorker(quint16 port, Worker &w, Phase &p) {
    RandomTables play(port, w.tables, w.seed, true);
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
    waitFor([&] { return p.phase.load() >= 3 || !play.failure().isEmpty(); }, 600000);
    w.moves = play.moves() - moves0;
    w.delayed = play.delayed() - delayed0;
    w.latencies = play.latencies();
    w.failure = play.failure();
    if (!w.failure.isEmpty())
        p.failed = true;
}

// Plays on one server binary; returns false after a failure.
bool measurePlay(const QString &program, const QString &data, const QStringList &extra, int tables, int threads,
                 int seconds) {
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(data, extra)) {
        std::fprintf(stderr, "bench_server: the server did not start\n%s", qPrintable(server.log()));
        return false;
    }
    std::vector<Worker> workers(std::size_t(std::max(1, threads)));
    for (std::size_t i = 0; i < workers.size(); ++i) {
        workers[i].tables = tables / int(workers.size()) + (int(i) < tables % int(workers.size()) ? 1 : 0);
        workers[i].seed = 99 + quint32(i);
    }
    Phase phase;
    std::vector<QThread *> running;
    for (Worker &w : workers) {
        QThread *thread = QThread::create([&server, &w, &phase] { runWorker(server.port(), w, phase); });
        thread->start();
        running.push_back(thread);
    }
    // The main thread keeps its event loop turning meanwhile: it reads the server's log (a full pipe would stop it).
    waitFor([&] { return phase.ready.load() == int(workers.size()); }, 120000);
    phase.phase = 1;
    waitFor([] { return false; }, 1000); // warm up
    const double cpu0 = cpuSeconds(server.pid());
    QElapsedTimer t;
    t.start();
    phase.phase = 2;
    waitFor([&] { return phase.failed.load(); }, seconds * 1000);
    phase.phase = 3;
    const double elapsed = double(t.nsecsElapsed()) / 1e9;
    const double cpu = cpuSeconds(server.pid()) - cpu0;
    const long rss = residentKb(server.pid());
    for (QThread *thread : running) {
        while (!thread->wait(10))
            QCoreApplication::processEvents();
        delete thread;
    }
    qint64 moves = 0, delayed = 0;
    std::vector<qint64> lat;
    for (const Worker &w : workers) {
        if (!w.failure.isEmpty()) {
            std::fprintf(stderr, "bench_server: %s\n", qPrintable(w.failure));
            return false;
        }
        moves += w.moves;
        delayed += w.delayed;
        lat.insert(lat.end(), w.latencies.begin(), w.latencies.end());
    }
    std::printf("server %s\n", qPrintable(program));
    std::printf("server CPU: %.2f s of %.1f s (%.0f moves per server CPU second)\n", cpu, elapsed, double(moves) / cpu);
    std::printf("clients %d in %zu threads, tables %d, data %s%s\n", 2 * tables, workers.size(), tables,
                qPrintable(data), extra.isEmpty() ? "" : " (--sync)");
    std::printf("moves refereed: %lld in %.1f s = %.0f moves/s (%lld lines held back by the clients' "
                "flood limit of %d lines a second)\n",
                moves, elapsed, double(moves) / elapsed, delayed, RandomTables::kLinesPerSecond);
    std::printf("latency move -> opponent's moved: median %.2f ms, p99 %.2f ms (%zu samples)\n", percentile(lat, 0.5),
                percentile(lat, 0.99), lat.size());
    std::printf("server VmRSS after play: %ld kB\n", rss);
    std::fflush(stdout);
    return true;
}

bool measureIdle(const QString &program, int idle) {
    QTemporaryDir idleData;
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(idleData.path()))
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
    parser.addOptions({seconds, tableCount, threadCount, idleCount, dataOption, sync, serverOption});
    parser.process(app);

    QStringList programs = parser.values(serverOption);
    if (programs.isEmpty())
        programs << QStringLiteral(GAMUT_SERVER_PATH);
    const QStringList extra = parser.isSet(sync) ? QStringList{"--sync"} : QStringList{};
    for (const QString &program : programs) {
        QTemporaryDir temp;
        const QString data = parser.isSet(dataOption) ? parser.value(dataOption) : temp.path();
        if (!measurePlay(program, data, extra, parser.value(tableCount).toInt(), parser.value(threadCount).toInt(),
                         parser.value(seconds).toInt()))
            return 1;
        if (!measureIdle(program, parser.value(idleCount).toInt()))
            return 1;
    }
    return 0;
}
