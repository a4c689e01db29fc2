// bench_server: figures for the game server, run by hand (not a CTest test):
//   bench_server [--seconds N] [--tables N] [--idle N] [--data DIR] [--sync]
// 1. 2 x N clients (default 200 at 100 tables) play random games through a gamut-server child process on loopback,
//    starting the next game at once when one ends: moves refereed per second, and the latency of a move from the
//    `move` sent to the opponent's `moved` received (median, 99th percentile).
// 2. A fresh server with `--idle` connections (default 1,000) that say nothing: its resident memory (VmRSS).
#include "randomtables.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
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

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption seconds("seconds", "Length of the play phase.", "N", "10");
    const QCommandLineOption tableCount("tables", "Tables (two clients each).", "N", "100");
    const QCommandLineOption idleCount("idle", "Idle connections for the memory figure.", "N", "1000");
    const QCommandLineOption dataOption("data", "Data folder (default: a temporary folder).", "DIR");
    const QCommandLineOption sync("sync", "Run the server with --sync.");
    parser.addOptions({seconds, tableCount, idleCount, dataOption, sync});
    parser.process(app);

    QTemporaryDir temp;
    const QString data = parser.isSet(dataOption) ? parser.value(dataOption) : temp.path();
    const QStringList extra = parser.isSet(sync) ? QStringList{"--sync"} : QStringList{};
    {
        ServerProcess server;
        if (!server.start(data, extra)) {
            std::fprintf(stderr, "bench_server: the server did not start\n%s", qPrintable(server.log()));
            return 1;
        }
        const int tables = parser.value(tableCount).toInt();
        RandomTables play(server.port(), tables, 99, true);
        if (!play.start()) {
            std::fprintf(stderr, "bench_server: %s\n", qPrintable(play.failure()));
            return 1;
        }
        waitFor([] { return false; }, 1000); // warm up
        const qint64 moves0 = play.moves();
        play.latencies().clear();
        const double cpu0 = cpuSeconds(server.pid());
        QElapsedTimer t;
        t.start();
        const int ms = parser.value(seconds).toInt() * 1000;
        waitFor([&] { return !play.failure().isEmpty(); }, ms);
        const double elapsed = double(t.nsecsElapsed()) / 1e9;
        const qint64 moves = play.moves() - moves0;
        const double cpu = cpuSeconds(server.pid()) - cpu0;
        if (!play.failure().isEmpty()) {
            std::fprintf(stderr, "bench_server: %s\n", qPrintable(play.failure()));
            return 1;
        }
        std::vector<qint64> lat = play.latencies();
        std::printf("server CPU: %.2f s of %.1f s (%.0f moves per server CPU second)\n", cpu, elapsed,
                    double(moves) / cpu);
        std::printf("clients %d, tables %d, data %s%s\n", 2 * tables, tables, qPrintable(data),
                    parser.isSet(sync) ? " (--sync)" : "");
        std::printf("moves refereed: %lld in %.1f s = %.0f moves/s (%lld lines held back by the clients' "
                    "flood limit of %d lines/s)\n",
                    moves, elapsed, double(moves) / elapsed, play.delayed(), RandomTables::kLinesPerSecond);
        std::printf("latency move -> opponent's moved: median %.2f ms, p99 %.2f ms (%zu samples)\n",
                    percentile(lat, 0.5), percentile(lat, 0.99), lat.size());
        std::printf("server VmRSS after play: %ld kB\n", residentKb(server.pid()));
        std::fflush(stdout);
    }
    {
        QTemporaryDir idleData;
        ServerProcess server;
        if (!server.start(idleData.path()))
            return 1;
        const long before = residentKb(server.pid());
        const int idle = parser.value(idleCount).toInt();
        std::vector<std::unique_ptr<LineClient>> clients;
        for (int i = 0; i < idle; ++i) {
            clients.push_back(std::make_unique<LineClient>());
            if (!clients.back()->connectTo(server.port())) {
                std::fprintf(stderr, "bench_server: connection %d failed\n", i);
                return 1;
            }
        }
        waitFor([] { return false; }, 500);
        std::printf("server VmRSS: %ld kB idle, %ld kB with %d idle connections\n", before, residentKb(server.pid()),
                    idle);
    }
    return 0;
}
