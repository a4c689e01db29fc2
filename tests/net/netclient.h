// The tests' protocol client: a QTcpSocket that collects lines, with bounded waits that keep the event loop
// turning (so an in-process server answers while a test waits), and a referee-independent game replay.
#pragma once

#include "core/gamestate.h"
#include "core/registry.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStringList>
#include <QTcpSocket>
#include <QTimer>

#include <deque>
#include <functional>
#include <memory>

namespace gamut::test {

// Turns the event loop until `done()` or `ms` pass; true when done. It sleeps in the event loop until something
// happens (a timer wakes it every 5 ms to look at `done()` and the clock): processEvents() with a time limit never
// sleeps (Qt drops WaitForMoreEvents there), and a client spinning on it took a whole core from the server.
inline bool waitFor(const std::function<bool()> &done, int ms = 5000) {
    QDeadlineTimer deadline(ms);
    QTimer wake;
    wake.start(5);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

class LineClient {
public:
    LineClient() {
        QObject::connect(&socket_, &QTcpSocket::readyRead, [this] { take(); });
        QObject::connect(&socket_, &QTcpSocket::connected, [this] { connected_ = true; });
    }
    // From another loopback address (127.0.0.2, ...): another client address to the server's per-address limits.
    bool connectFrom(const QString &source, quint16 port, bool readGreeting = true) {
        if (!socket_.bind(QHostAddress(source)))
            return false;
        return connectTo(port, readGreeting);
    }
    bool connectTo(quint16 port, bool readGreeting = true) {
        socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
        if (!waitFor([this] { return connected_; })) // the server may have closed it again already (bye full)
            return false;
        return !readGreeting || line().startsWith(QLatin1String("gamut 1")); // 1 or 1.1
    }
    void send(const QString &text) { sendRaw(text.toUtf8() + '\n'); }
    void sendRaw(const QByteArray &bytes) { socket_.write(bytes); }
    bool hasLine() const { return !lines_.empty(); }
    // The next line, or "<timeout>" / "<closed>".
    QString line(int ms = 5000) {
        waitFor([this] { return !lines_.empty() || socket_.state() == QAbstractSocket::UnconnectedState; }, ms);
        take();
        if (lines_.empty())
            return socket_.state() == QAbstractSocket::UnconnectedState ? QStringLiteral("<closed>")
                                                                        : QStringLiteral("<timeout>");
        QString l = lines_.front();
        lines_.pop_front();
        return l;
    }
    // Sends a command and returns its reply line.
    QString ask(const QString &command, int ms = 5000) {
        send(command);
        return line(ms);
    }
    // Reads lines until one starts with `prefix`; the lines skipped are appended to `skipped` if given.
    QString until(const QString &prefix, QStringList *skipped = nullptr, int ms = 5000) {
        for (;;) {
            const QString l = line(ms);
            if (l.startsWith(prefix) || l.startsWith(QLatin1Char('<')))
                return l;
            if (skipped)
                skipped->append(l);
        }
    }
    // After `ok join|resume|watch`: the record's lines and the turn line.
    // The game after join/resume/watch: its record lines; `turn` gets the turn line and `games` the `games` line
    // of protocol 1.1 (empty from a 1.0 server).
    // Protocol 1.2: a timed table's `clock` line before `turn` goes to `clock`.
    QStringList readGame(QString *turn = nullptr, QString *games = nullptr, QString *clock = nullptr) {
        const QString head = line();
        QStringList record;
        if (!head.startsWith(QLatin1String("record ")))
            return {QStringLiteral("<no record: %1>").arg(head)};
        const int n = head.mid(7).toInt();
        for (int i = 0; i < n; ++i)
            record << line();
        QString t = line();
        if (t.startsWith(QLatin1String("games "))) {
            if (games)
                *games = t;
            t = line();
        }
        if (t.startsWith(QLatin1String("clock "))) {
            if (clock)
                *clock = t;
            t = line();
        }
        if (turn)
            *turn = t;
        return record;
    }
    bool closed() {
        waitFor([this] { return socket_.state() == QAbstractSocket::UnconnectedState; }, 3000);
        return socket_.state() == QAbstractSocket::UnconnectedState;
    }
    void close() { socket_.abort(); }
    QTcpSocket &socket() { return socket_; }
    std::deque<QString> &pending() { return lines_; }
    // When set, every line (those already waiting first) goes to this instead of the queue.
    void setHandler(std::function<void(const QString &)> handler) {
        handler_ = std::move(handler);
        while (handler_ && !lines_.empty()) {
            const QString l = lines_.front();
            lines_.pop_front();
            handler_(l);
        }
    }

private:
    void take() {
        partial_ += socket_.readAll();
        qsizetype nl;
        while ((nl = partial_.indexOf('\n')) >= 0) {
            QString l = QString::fromUtf8(partial_.left(nl));
            partial_.remove(0, nl + 1);
            if (handler_)
                handler_(l);
            else
                lines_.push_back(std::move(l));
        }
    }
    QTcpSocket socket_;
    QByteArray partial_;
    std::deque<QString> lines_;
    bool connected_ = false;
    std::function<void(const QString &)> handler_;
};

// A random legal move's text in `state`.
inline QString randomMove(const GameState &state, QRandomGenerator &random) {
    MoveList moves;
    state.legalMoves(moves);
    if (moves.empty())
        return {};
    return QString::fromStdString(state.moveText(moves[int(random.bounded(moves.size()))]));
}

// The number in `ok create t3 ...` style replies: field `index` of a line.
inline QString field(const QString &line, int index) { return line.split(QLatin1Char(' ')).value(index); }

// Starts the real gamut-server on a free port (--port 0) and reads the port from its log.
class ServerProcess {
public:
    // Another gamut-server binary than the one built with the tests (bench_server compares two).
    void setProgram(const QString &path) { program_ = path; }
    void setEnvironment(const QProcessEnvironment &environment) { process_.setProcessEnvironment(environment); }
    bool start(const QString &dataFolder, const QStringList &extra = {}) {
        process_.setProgram(program_);
        process_.setArguments(
            QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), dataFolder} + extra);
        process_.setProcessChannelMode(QProcess::SeparateChannels);
        process_.start();
        if (!process_.waitForStarted(5000))
            return false;
        static const QRegularExpression listening(QStringLiteral("listening on \\S+ port (\\d+)"));
        return waitFor(
                   [this] {
                       log_ += QString::fromUtf8(process_.readAllStandardError());
                       const auto m = listening.match(log_);
                       if (m.hasMatch())
                           port_ = quint16(m.captured(1).toUInt());
                       return port_ != 0 || process_.state() == QProcess::NotRunning;
                   },
                   10000) &&
               port_ != 0;
    }
    quint16 port() const { return port_; }
    QString log() {
        log_ += QString::fromUtf8(process_.readAllStandardError());
        return log_;
    }
    void kill() {
        process_.kill(); // SIGKILL
        process_.waitForFinished(5000);
    }
    bool terminate(int &exitCode) {
        process_.terminate(); // SIGTERM
        const bool done = process_.state() == QProcess::NotRunning || process_.waitForFinished(5000);
        exitCode = process_.exitCode();
        return done && process_.exitStatus() == QProcess::NormalExit;
    }
    qint64 pid() const { return process_.processId(); }
    // The exit code once it has stopped by itself (-1 while it runs or after a crash).
    // (A process that already stopped while the test's event loop ran is not waited for: waitForFinished() says
    // false then, which made a server that stopped quickly look like one still running.)
    int exitCode(int ms = 10000) {
        if (process_.state() != QProcess::NotRunning && !process_.waitForFinished(ms))
            return -1;
        return process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : -1;
    }
    ~ServerProcess() {
        if (process_.state() != QProcess::NotRunning)
            kill();
    }

private:
    QProcess process_;
    // GAMUT_TEST_SERVER runs the tests against another binary (to see a test fail on the code before a fix).
    QString program_ = qEnvironmentVariable("GAMUT_TEST_SERVER", QStringLiteral(GAMUT_SERVER_PATH));
    QString log_;
    quint16 port_ = 0;
};

} // namespace gamut::test
