// bench_lobby: the lobby's figures (issue 32's goals), run by hand beside bench_server (not a CTest test):
//   bench_lobby [--seeks N] [--clients N] [--rounds N] [--threads N] [--logins N] [--server PATH]
// 1. Fan-out. A gamut-server child process with `--seeks` seeks (default 500: guests of 3 seeks each, 3 guests an
//    address, so that the lobby's own limits of 3 a player and 10 an address hold) and `--clients` connections
//    (default 1,000) subscribed with `lobby`. Then `--rounds` times (default 200) one more player posts a seek and
//    takes it back: the time from its `seek` sent to each subscriber's `seek-added` read (every delivery: median,
//    p99, max), and to the last of them (the seek has reached all: median, p99, max over the rounds), with the
//    server's CPU seconds over the rounds. The subscribers are read by `--threads` threads (default 2) in this
//    process, on the same cores as the server: their reading is part of each figure.
// 2. Throttling. A fresh server with the real password hash (PBKDF2, the default iterations) and one account; then
//    `--logins` (default 10,000) logins with wrong passwords from one address, each awaited, reconnecting when the
//    server cuts the connection (20 refusals in a row, `bye abuse`). Twice: one name, then a new name each time.
//    The server's CPU time (/proc/<pid>/stat, user + system) over each run, in seconds, per attempt, and as a share
//    of the run's wall time; and the answers counted (`bad-login` is hashed, `throttled` is not).
// The open-file limit is raised to its hard limit first: the subscribers need a descriptor each, the server too.
#include "benchfigures.h"
#include "netclient.h"

#include "core/registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

using namespace gamut;
using namespace gamut::test;

namespace {

qint64 nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void printSpread(const char *what, std::vector<qint64> ns) {
    const qint64 max = ns.empty() ? 0 : *std::max_element(ns.begin(), ns.end());
    std::printf("  %-34s %8zu samples: median %7.2f ms, p99 %7.2f ms, max %7.2f ms\n", what, ns.size(),
                quantileMs(ns, 0.5), quantileMs(ns, 0.99), double(max) / 1e6);
}

// The round in flight: when its seek was sent, and how many subscribers have read it.
std::atomic<qint64> roundStartNs{0};
std::atomic<int> roundReceived{0};
std::atomic<qint64> roundLastNs{0};

// One thread's share of the subscribers: connects them, subscribes each with `lobby`, and on every `seek-added`
// line notes its latency from the round's start.
class Subscribers : public QObject {
public:
    Subscribers(quint16 port, int count) : port_(port), count_(count) {}
    std::atomic<int> ready{0};   // `ok lobby` read
    std::vector<qint64> latency; // ns, read by the main thread after the thread ended
    void start() {
        for (int i = 0; i < count_; ++i) {
            auto *socket = new QTcpSocket(this);
            auto *partial = new QByteArray;
            connect(socket, &QTcpSocket::destroyed, [partial] { delete partial; });
            connect(socket, &QTcpSocket::connected, socket, [socket] { socket->write("lobby\n"); });
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket, partial] {
                *partial += socket->readAll();
                qsizetype start = 0, nl;
                while ((nl = partial->indexOf('\n', start)) >= 0) {
                    const char *line = partial->constData() + start;
                    if (nl - start > 11 && std::memcmp(line, "seek-added ", 11) == 0) {
                        const qint64 t = nowNs();
                        latency.push_back(t - roundStartNs.load());
                        qint64 last = roundLastNs.load();
                        while (t > last && !roundLastNs.compare_exchange_weak(last, t)) {
                        }
                        roundReceived.fetch_add(1);
                    } else if (nl - start > 9 && std::memcmp(line, "ok lobby ", 9) == 0) {
                        ready.fetch_add(1);
                    }
                    start = nl + 1;
                }
                partial->remove(0, start);
            });
            socket->connectToHost(QStringLiteral("127.0.0.1"), port_);
        }
    }

private:
    quint16 port_;
    int count_;
};

QString variantOf(const char *game) { return QString::fromUtf8(findGame(game)->info->variants.front().data()); }

// A reply line, the server's pings and events before it skipped.
QString replyTo(LineClient &c, const QString &command) {
    c.send(command);
    for (;;) {
        const QString l = c.line(10000);
        if (l.startsWith(QLatin1String("ok ")) || l.startsWith(QLatin1String("error ")) ||
            l.startsWith(QLatin1String("bye ")) || l.startsWith(QLatin1Char('<')))
            return l;
    }
}

bool measureFanOut(const QString &program, int seeks, int clients, int rounds, int threads) {
    QTemporaryDir data;
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(data.path(), {QStringLiteral("--max-clients"), QString::number(clients + seeks + 100),
                                    QStringLiteral("--max-per-address"), QStringLiteral("0")})) {
        std::fprintf(stderr, "the server did not start: %s\n", qPrintable(server.log()));
        return false;
    }
    const QString loa = variantOf("loa");
    // The seeks: 3 a guest, 3 guests an address (127.0.1.x, ...).
    std::vector<std::unique_ptr<LineClient>> seekers;
    int posted = 0;
    for (int g = 0; posted < seeks; ++g) {
        auto c = std::make_unique<LineClient>();
        const int a = g / 3;
        const QString from = QStringLiteral("127.0.%1.%2").arg(1 + a / 250).arg(1 + a % 250);
        if (!c->connectFrom(from, server.port()) ||
            !replyTo(*c, QStringLiteral("hello seeker%1").arg(g)).startsWith(QLatin1String("ok hello"))) {
            std::fprintf(stderr, "seeker %d could not connect from %s\n", g, qPrintable(from));
            return false;
        }
        for (int s = 0; s < 3 && posted < seeks; ++s, ++posted) {
            const QString r = replyTo(*c, QStringLiteral("seek loa %1 tc %2+0 casual random").arg(loa).arg(s + 1));
            if (!r.startsWith(QLatin1String("ok seek"))) {
                std::fprintf(stderr, "seek %d refused: %s\n", posted, qPrintable(r));
                return false;
            }
        }
        seekers.push_back(std::move(c));
    }
    // The subscribers, in their threads.
    std::vector<std::unique_ptr<QThread>> workers;
    std::vector<std::unique_ptr<Subscribers>> shares;
    for (int t = 0; t < threads; ++t) {
        const int count = clients / threads + (t < clients % threads ? 1 : 0);
        shares.push_back(std::make_unique<Subscribers>(server.port(), count));
        workers.push_back(std::make_unique<QThread>());
        shares.back()->moveToThread(workers.back().get());
        Subscribers *share = shares.back().get();
        QObject::connect(workers.back().get(), &QThread::started, share, [share] { share->start(); });
        workers.back()->start();
    }
    const auto allReady = [&] {
        int n = 0;
        for (const auto &s : shares)
            n += s->ready.load();
        return n;
    };
    if (!waitFor([&] { return allReady() == clients; }, 60000)) {
        std::fprintf(stderr, "only %d of %d subscribers are in the lobby\n", allReady(), clients);
        return false;
    }
    LineClient poster;
    if (!poster.connectTo(server.port()) ||
        !replyTo(poster, QStringLiteral("hello poster")).startsWith(QLatin1String("ok hello")))
        return false;
    std::vector<qint64> reachedAll;
    const double cpuBefore = cpuSeconds(server.pid());
    QElapsedTimer wall;
    wall.start();
    int lost = 0;
    for (int r = 0; r < rounds; ++r) {
        roundReceived.store(0);
        roundLastNs.store(0);
        roundStartNs.store(nowNs());
        const QString ok =
            replyTo(poster, QStringLiteral("seek atoms %1 tc 5+3 casual random").arg(variantOf("atoms")));
        if (!ok.startsWith(QLatin1String("ok seek"))) {
            std::fprintf(stderr, "round %d: the seek was refused: %s\n", r, qPrintable(ok));
            return false;
        }
        if (waitFor([&] { return roundReceived.load() >= clients; }, 10000))
            reachedAll.push_back(roundLastNs.load() - roundStartNs.load());
        else
            ++lost;
        replyTo(poster, QStringLiteral("unseek ") + field(ok, 2));
        QThread::msleep(20); // the seek-removed events go out before the next seek
        server.log();        // the server's standard error is read, so that its pipe never fills
    }
    const double cpu = cpuSeconds(server.pid()) - cpuBefore;
    const double seconds = double(wall.nsecsElapsed()) / 1e9;
    for (auto &w : workers) {
        w->quit();
        w->wait();
    }
    std::vector<qint64> all;
    for (const auto &s : shares)
        all.insert(all.end(), s->latency.begin(), s->latency.end());
    std::printf("Fan-out: %d seeks in the lobby, %d subscribed clients, %d rounds of a new seek (%d threads read)\n",
                seeks, clients, rounds, threads);
    printSpread("a new seek to one subscriber", all);
    printSpread("a new seek to all of them", reachedAll);
    if (lost)
        std::printf("  %d rounds did not reach every subscriber within 10 s\n", lost);
    std::printf("  the server's CPU over the rounds: %.2f s in %.2f s (%.0f%% of one core; %.2f ms a round)\n", cpu,
                seconds, 100.0 * cpu / seconds, 1000.0 * cpu / rounds);
    return lost == 0;
}

struct LoginRun {
    int attempts = 0, badLogin = 0, throttled = 0, other = 0, connections = 0;
    double cpu = 0, seconds = 0;
    double hashedCpu = 0, hashedSeconds = 0; // up to the first `throttled`: the attempts that were hashed
};

// `attempts` wrong logins from 127.0.0.<host>, each awaited; a new connection whenever the server closes one.
LoginRun wrongLogins(ServerProcess &server, const QString &host, int attempts, bool newNameEachTime) {
    LoginRun run;
    std::unique_ptr<LineClient> c;
    const double before = cpuSeconds(server.pid());
    QElapsedTimer wall;
    wall.start();
    while (run.attempts < attempts) {
        if (!c) {
            c = std::make_unique<LineClient>();
            if (!c->connectFrom(host, server.port())) {
                std::fprintf(stderr, "could not connect from %s\n", qPrintable(host));
                break;
            }
            ++run.connections;
        }
        const QString name = newNameEachTime ? QStringLiteral("guess%1").arg(run.attempts) : QStringLiteral("ada");
        const QString r = replyTo(*c, QStringLiteral("login %1 wrong-password-%2").arg(name).arg(run.attempts));
        if (r.startsWith(QLatin1String("<")) || r.startsWith(QLatin1String("bye "))) {
            c.reset(); // cut off: the attempt was not answered, so it is made again
            continue;
        }
        ++run.attempts;
        if (r.startsWith(QLatin1String("error bad-login")))
            ++run.badLogin;
        else if (r.startsWith(QLatin1String("error throttled")) && run.throttled++ == 0) {
            run.hashedCpu = cpuSeconds(server.pid()) - before;
            run.hashedSeconds = double(wall.nsecsElapsed()) / 1e9;
        } else if (!r.startsWith(QLatin1String("error throttled")))
            ++run.other;
        if (run.attempts % 500 == 0)
            server.log(); // keep the server's standard error read
    }
    run.cpu = cpuSeconds(server.pid()) - before;
    run.seconds = double(wall.nsecsElapsed()) / 1e9;
    return run;
}

bool measureThrottle(const QString &program, int attempts) {
    QTemporaryDir data;
    ServerProcess server;
    server.setProgram(program);
    if (!server.start(data.path(), {QStringLiteral("--max-per-address"), QStringLiteral("0")})) {
        std::fprintf(stderr, "the server did not start: %s\n", qPrintable(server.log()));
        return false;
    }
    {
        LineClient owner;
        QElapsedTimer hash;
        hash.start();
        const double before = cpuSeconds(server.pid());
        if (!owner.connectTo(server.port()) ||
            !replyTo(owner, QStringLiteral("register ada password1")).startsWith(QLatin1String("ok register"))) {
            std::fprintf(stderr, "could not register\n");
            return false;
        }
        std::printf("Throttling: one password hash (register) took %.0f ms and %.2f s of the server's CPU\n",
                    double(hash.elapsed()), cpuSeconds(server.pid()) - before);
    }
    int host = 20;
    for (const bool newNames : {false, true}) {
        const LoginRun run = wrongLogins(server, QStringLiteral("127.0.0.%1").arg(host++), attempts, newNames);
        std::printf("  %d wrong logins from one address, %s: %d bad-login (hashed), %d throttled, %d other, over %d "
                    "connections\n",
                    run.attempts, newNames ? "a new name each" : "one name", run.badLogin, run.throttled, run.other,
                    run.connections);
        const int refused = std::max(1, run.attempts - run.badLogin);
        const double refusedCpu = run.cpu - run.hashedCpu, refusedSeconds = run.seconds - run.hashedSeconds;
        std::printf(
            "    the server's CPU: %.2f s in all, in %.2f s of attack (%.1f%% of one core); 10,000 hashes would "
            "take %.0f s\n",
            run.cpu, run.seconds, 100.0 * run.cpu / run.seconds, 10000.0 * run.hashedCpu / std::max(1, run.badLogin));
        std::printf(
            "    the %d hashed: %.2f s of CPU in %.2f s; the %d refused before hashing: %.2f s of CPU in %.2f s "
            "(%.1f%% of one core, %.0f us each)\n",
            run.badLogin, run.hashedCpu, run.hashedSeconds, refused, refusedCpu, refusedSeconds,
            100.0 * refusedCpu / std::max(1e-9, refusedSeconds), 1e6 * refusedCpu / refused);
        std::printf("    kept up for the throttle's 10 minutes: %.2f%% of one core (%d hashes and %d refusals in "
                    "600 s)\n",
                    100.0 * run.cpu / 600.0, run.badLogin, refused);
    }
    return true;
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption seeks("seeks", "Seeks in the lobby (default 500).", "N", "500");
    const QCommandLineOption clients("clients", "Subscribed lobby clients (default 1000).", "N", "1000");
    const QCommandLineOption rounds("rounds", "New seeks measured (default 200).", "N", "200");
    const QCommandLineOption threads("threads", "Threads reading the subscribers (default 2).", "N", "2");
    const QCommandLineOption logins("logins", "Wrong logins (default 10000; 0 skips the part).", "N", "10000");
    const QCommandLineOption serverOption("server", "The gamut-server to measure.", "PATH",
                                          QStringLiteral(GAMUT_SERVER_PATH));
    parser.addOptions({seeks, clients, rounds, threads, logins, serverOption});
    parser.process(app);

    // A descriptor per subscriber here, and as many in the server (which inherits the limit).
    const rlim_t files = raiseOpenFiles();
    const int want = parser.value(clients).toInt() + parser.value(seeks).toInt() / 3 + 100;
    if (rlim_t(want) > files) {
        std::fprintf(stderr, "the open-file limit is %lu, %d are needed\n", (unsigned long)files, want);
        return 1;
    }
    std::printf("bench_lobby: %s, %ld cores, load %s\n", qPrintable(parser.value(serverOption)),
                sysconf(_SC_NPROCESSORS_ONLN), loadAverage().constData());
    const QString program = parser.value(serverOption);
    if (!measureFanOut(program, parser.value(seeks).toInt(), parser.value(clients).toInt(),
                       parser.value(rounds).toInt(), std::max(1, parser.value(threads).toInt())))
        return 1;
    if (parser.value(logins).toInt() > 0 && !measureThrottle(program, parser.value(logins).toInt()))
        return 1;
    return 0;
}
