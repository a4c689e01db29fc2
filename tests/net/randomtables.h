// Many tables of random games at once through one server, driven by events (no client waits for another): used by
// the 200-client test and by bench_server. Each table's two clients keep their own list of the `moved` lines they
// saw, so a lost, duplicated or reordered move shows when the lists are compared with each other and with disk.
#pragma once

#include "netclient.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <deque>
#include <memory>
#include <vector>

namespace gamut::test {

struct RandomTable {
    QString game, table, token[2];
    LineClient client[2];
    std::unique_ptr<GameState> start; // the current game's (round's) start
    std::unique_ptr<GameState> state; // the position as seen from the `moved` lines
    QStringList seen[2];              // the moves each client was told, in order
    int acked = 0;                    // plies acknowledged with `ok move` (both seats)
    int lastAck[2] = {0, 0};          // the last ply acknowledged to each seat in its game (sockets read in any order)
    int gameNo[2] = {0, 0};           // the number of the game each seat is in (0 = the first; +1 at each `next`)
    bool over[2] = {false, false};
    QString failure;
    qint64 sentAt = 0;                   // clock time of the last `move` sent (ns), for the latency
    std::vector<qint64> sentAtPly;       // the same for every ply of the current game (index ply - 1)
    int games = 0;                       // games both seats have begun after the first
    std::unique_ptr<LineClient> watcher; // a third client that only watches (cluster figures)
    int watcherGames = 0;                // the `next` lines the watcher heard
    std::deque<qint64> sentTimes[2];     // each client's lines of the last second (see RandomTables::send)
    int applied = 0;                     // the plies of the current game played on `state` (the first hearing)
    int movedAfter = -1;                 // the ply after which the next move was sent
    std::vector<int> moverAtPly;         // the seat that sent each ply of the current game
};

class RandomTables {
public:
    RandomTables(quint16 port, int tables, quint32 seed, bool restart = false)
        : RandomTables(std::vector<quint16>{port}, tables, seed, restart) {}
    // Several servers of one cluster: table i's first seat connects to ports[i % n], its second seat to
    // ports[(i + secondOffset) % n], and with `watchers` a watcher to ports[(i + 1) % n] (the move's latency to a
    // watcher at another process).
    RandomTables(std::vector<quint16> ports, int tables, quint32 seed, bool restart = false, int secondOffset = 0,
                 bool watchers = false)
        : ports_(std::move(ports)), restart_(restart), random_(seed), secondOffset_(secondOffset), watchers_(watchers) {
        for (int i = 0; i < tables; ++i)
            tables_.push_back(std::make_unique<RandomTable>());
        clock_.start();
    }

    // Seats two clients at every table (games taken in turn from the registry), then every table starts playing.
    bool start() {
        const auto &games = allGames();
        for (std::size_t i = 0; i < tables_.size(); ++i) {
            RandomTable &t = *tables_[i];
            t.game = QString::fromUtf8(games[i % games.size()].info->id.data(),
                                       qsizetype(games[i % games.size()].info->id.size()));
            const std::size_t n = ports_.size();
            if (!t.client[0].connectTo(ports_[i % n]) ||
                !t.client[1].connectTo(ports_[(i + std::size_t(secondOffset_)) % n]))
                return fail(t, QStringLiteral("cannot connect"));
            const QString created = t.client[0].ask(QStringLiteral("create ") + t.game);
            t.table = field(created, 2);
            t.token[0] = field(created, 4);
            const QString joined = t.client[1].ask(QStringLiteral("join ") + t.table);
            t.token[1] = field(joined, 4);
            if (!created.startsWith(QLatin1String("ok create")) || !joined.startsWith(QLatin1String("ok join")))
                return fail(t, created + QLatin1String(" / ") + joined);
            t.client[1].readGame();
            // Bob's `seated` to both (ada's own came with her `ok create`). With the seats at two processes of a
            // cluster, lines about the table may come in any order between the two connections: ada's `seated`
            // may reach bob late, through the bus; onLine() lets it pass.
            const QString seated = QStringLiteral("seated %1 second").arg(t.table);
            if (!t.client[1].until(seated, nullptr, 10000).startsWith(seated) ||
                !t.client[0].until(seated, nullptr, 10000).startsWith(seated))
                return fail(t, QStringLiteral("no seated line"));
            std::string error;
            t.start = gamut::newGame(t.game.toStdString(), {}, error);
            t.state = t.start->clone();
            if (watchers_) {
                t.watcher = std::make_unique<LineClient>();
                if (!t.watcher->connectTo(ports_[(i + 1) % n]) ||
                    t.watcher->ask(QStringLiteral("watch ") + t.table, 10000) != QStringLiteral("ok watch ") + t.table)
                    return fail(t, QStringLiteral("cannot watch"));
                t.watcher->readGame();
            }
        }
        for (auto &t : tables_) {
            if (t->watcher)
                t->watcher->setHandler([this, t = t.get()](const QString &line) { onWatched(*t, line); });
        }
        for (auto &t : tables_)
            for (int side = 0; side < 2; ++side)
                t->client[side].setHandler([this, t = t.get(), side](const QString &line) { onLine(*t, side, line); });
        for (auto &t : tables_)
            sendMove(*t);
        return true;
    }
    bool done() const {
        if (!failure_.isEmpty())
            return true;
        return std::all_of(tables_.begin(), tables_.end(), [](const auto &t) { return t->over[0] && t->over[1]; });
    }
    void stopRestarting() { restart_ = false; }
    // Each player thinks 0.5-1.5 times `ms` before a move (0: moves the moment it hears the other's): latencies
    // below the server's saturation (with no thinking, `tables` moves are always in flight: the latency is then
    // that count divided by the moves per second).
    void setThinkMs(int ms) { thinkMs_ = ms; }
    const QString &failure() const { return failure_; }
    std::vector<std::unique_ptr<RandomTable>> &tables() { return tables_; }
    qint64 moves() const { return moves_; }
    std::vector<qint64> &latencies() { return latencies_; }               // ns from `move` to the opponent's `moved`
    std::vector<qint64> &watcherLatencies() { return watcherLatencies_; } // ns from `move` to a watcher's `moved`
    qint64 delayed() const { return delayed_; } // lines held back to keep under the flood limit
    static constexpr int kLinesPerSecond = 180;

private:
    bool fail(RandomTable &t, const QString &why) {
        if (failure_.isEmpty())
            failure_ = QStringLiteral("%1 (%2): %3").arg(t.table, t.game, why);
        return false;
    }
    void sendMove(RandomTable &t) {
        const int side = t.state->turn();
        if (side < 0)
            return;
        const QString move = randomMove(*t.state, random_);
        send(t, side, QStringLiteral("move %1 %2 %3").arg(t.table, t.token[side], move), true);
    }
    // A well-behaved client: at most kLinesPerSecond lines in ANY span of one second (a sliding window), so that
    // whichever one-second windows the server counts in, it never sees more than its limit of 200 (more is `bye
    // abuse`; fast games such as Atoms between two programs get there). The 20 lines to spare cover lines that
    // arrive closer together than they were sent: a client sends only after hearing from the server, so at most
    // a line or two per client can bunch up. A line over the budget waits until the oldest one is a second old.
    void send(RandomTable &t, int side, const QString &line, bool timed = false) {
        const qint64 now = clock_.elapsed();
        std::deque<qint64> &times = t.sentTimes[side];
        while (!times.empty() && now - times.front() >= 1000)
            times.pop_front();
        if (int(times.size()) >= kLinesPerSecond) {
            ++delayed_;
            QTimer::singleShot(int(times.front() + 1000 - now) + 1, &t.client[side].socket(),
                               [this, &t, side, line, timed] { send(t, side, line, timed); });
            return;
        }
        times.push_back(now);
        if (timed) {
            t.sentAt = clock_.nsecsElapsed();
            t.sentAtPly.push_back(t.sentAt);
            t.moverAtPly.push_back(side);
        }
        t.client[side].send(line);
    }
    void onLine(RandomTable &t, int side, const QString &line) {
        const QStringList f = line.split(QLatin1Char(' '));
        if (f.value(0) == QLatin1String("moved") && f.size() == 5) {
            const int ply = f[2].toInt();
            if (ply != t.seen[side].size() + 1)
                return void(fail(
                    t, QStringLiteral("client %1 got ply %2 after %3").arg(side).arg(ply).arg(t.seen[side].size())));
            t.seen[side] << f[4];
            if (t.seen[side].size() <= t.seen[1 - side].size() && t.seen[side].last() != t.seen[1 - side][ply - 1])
                return void(fail(t, QStringLiteral("the clients disagree")));
            if (ply > t.applied) { // the first to hear it: the rules check it
                const ParsedMove parsed = t.state->parseMove(f[4].toStdString());
                if (!parsed.ok() || QString::fromStdString(t.state->playerName(t.state->turn())) != f[3])
                    return void(fail(t, QStringLiteral("a move the rules refuse: ") + line));
                t.state->play(parsed.move);
                t.applied = ply;
                ++moves_;
            }
            if (ply <= int(t.moverAtPly.size()) && side != t.moverAtPly[std::size_t(ply - 1)])
                latencies_.push_back(clock_.nsecsElapsed() - t.sentAtPly[std::size_t(ply - 1)]);
            // A player moves on what its own connection heard (not on what the other seat's did: with the seats
            // at two processes, its own may not have heard it yet).
            if (ply == t.applied && t.movedAfter < ply && t.state->turn() == side) {
                t.movedAfter = ply;
                if (thinkMs_ > 0)
                    QTimer::singleShot(thinkMs_ / 2 + int(random_.bounded(thinkMs_ + 1)), &t.client[side].socket(),
                                       [this, &t] { sendMove(t); });
                else
                    sendMove(t);
            }
        } else if (f.value(0) == QLatin1String("ok") && f.value(1) == QLatin1String("move")) {
            const int ply = f.value(3).toInt();
            if (ply <= t.lastAck[side] || ply > t.acked + 2)
                fail(t, QStringLiteral("ok move %1 after %2").arg(ply).arg(t.lastAck[side]));
            t.lastAck[side] = ply;
            ++t.acked;
        } else if (f.value(0) == QLatin1String("over")) {
            if (!t.state->isOver() || f.value(2) != QString::fromStdString(t.state->resultText()))
                fail(t, QStringLiteral("'%1' but the rules say %2")
                            .arg(line, QString::fromStdString(t.state->resultText())));
            t.over[side] = true;
            if (restart_)
                send(t, side, QStringLiteral("next %1 %2").arg(t.table, t.token[side]));
        } else if (f.value(0) == QLatin1String("next") && f.size() == 3) {
            if (!t.over[side])
                return void(fail(t, QStringLiteral("next before over")));
            t.over[side] = false;
            t.seen[side].clear();
            t.lastAck[side] = 0;
            ++t.gameNo[side];
            if (!t.over[0] && !t.over[1]) { // both heard it: a new game (Atom-4: the next round)
                t.acked = 0;
                t.sentAtPly.clear();
                t.moverAtPly.clear();
                t.applied = 0;
                t.movedAfter = -1;
                ++t.games;
                std::string error;
                auto next = t.start->nextRound();
                t.start = next ? std::move(next) : gamut::newGame(t.game.toStdString(), t.start->variant(), error);
                t.state = t.start->clone();
                sendMove(t);
            }
        } else if (f.value(0) == QLatin1String("ok") && f.value(1) == QLatin1String("next")) {
        } else if (f.value(0) == QLatin1String("seated")) { // (a cluster: one that came late through the bus)
        } else {
            fail(t, QStringLiteral("client %1: unexpected '%2'").arg(side).arg(line.left(200)));
        }
    }

    // The watcher's `moved` lines of the game the seats play (its `next` lines say which game it is in).
    void onWatched(RandomTable &t, const QString &line) {
        const QStringList f = line.split(QLatin1Char(' '));
        if (f.value(0) == QLatin1String("next"))
            ++t.watcherGames;
        if (f.value(0) != QLatin1String("moved") || t.watcherGames != t.games)
            return;
        const int ply = f.value(2).toInt();
        if (ply >= 1 && ply <= int(t.sentAtPly.size()))
            watcherLatencies_.push_back(clock_.nsecsElapsed() - t.sentAtPly[std::size_t(ply - 1)]);
    }

    std::vector<quint16> ports_;
    bool restart_;
    QRandomGenerator random_;
    int secondOffset_ = 0;
    bool watchers_ = false;
    int thinkMs_ = 0;
    std::vector<qint64> watcherLatencies_;
    std::vector<std::unique_ptr<RandomTable>> tables_;
    QElapsedTimer clock_;
    qint64 moves_ = 0;
    qint64 delayed_ = 0;
    std::vector<qint64> latencies_;
    QString failure_;
};

} // namespace gamut::test
