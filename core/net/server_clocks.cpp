// Protocol 1.2's clocks (protocol.md "Time controls"), the server side of issue 31: each timed table's GameClock runs
// on the server's monotonic clock. A turn starts when the `moved` before it has been committed and sent (and when
// both seats are first taken); a move is charged its turn's time less a lag allowance of at most 1 s, the median
// of the mover's last round trips to the server's `ping`; a side whose time runs out loses by the server's own
// timer (no connection needed: correspondence games are decided with nobody there). Each move's time left is
// stored with the move (its clock comment), so a restarted server puts back both sides' times as they were after
// the last move and starts the turn again: nobody is charged for the time the server was down. A turn that starts
// with no `moved` before it (both seats first taken at a `join`, the next game of a table) is said to the table with
// the event `clock <table> <first-ms> <second-ms> <running>`, the game block's line with the table's name.
#include "server.h"
#include "serverclient.h"
#include "tablechanges.h"

#include <QDateTime>

#include <algorithm>

namespace gamut::net {

namespace {
constexpr qint64 kMaxAllowanceMs = 1000;
constexpr std::size_t kLagSamples = 5;
const char *seatWord(int side) { return side == 0 ? "first" : side == 1 ? "second" : "none"; }
} // namespace

void GameServer::warpClocks(qint64 ms) {
    warpMs_ += ms;
    checkFlags();
}

void GameServer::setUpClock(TableEntry &entry) {
    Table &t = *entry.table;
    entry.deadline = -1;
    if (!t.control().isTimed() || t.isOver())
        return;
    t.clock().restore(t.storedTimes());
    startClock(entry);
}

void GameServer::startClock(TableEntry &entry, bool announce) {
    Table &t = *entry.table;
    if (!t.control().isTimed() || t.isOver() || !t.bothSeated() || t.turn() < 0)
        return;
    const qint64 now = monotonic();
    t.clock().start(t.turn(), now);
    scheduleFlag(entry);
    if (announce) // the players' windows start the turn's clock too (the game they were sent said it stood still)
        broadcast(entry, QStringLiteral("clock %1 %2 %3 %4")
                             .arg(t.id())
                             .arg(t.clock().left(0, now))
                             .arg(t.clock().left(1, now))
                             .arg(QLatin1String(seatWord(t.turn()))));
}

void GameServer::scheduleFlag(TableEntry &entry) {
    const Table &t = *entry.table;
    const qint64 now = monotonic();
    const qint64 until = t.clock().untilFlag(now);
    if (until < 0) {
        entry.deadline = -1;
        return;
    }
    // A move sent in time may arrive up to its allowance late: the flag waits for it.
    entry.deadline = now + until + lagAllowance(entry.holders[std::size_t(t.clock().running())]);
    deadlines_.emplace(entry.deadline, int(changes::tableNumber(t.id())));
    const qint64 first = deadlines_.begin()->first;
    if (!flagTimer_.isActive() || flagTimer_.remainingTime() > first - now)
        flagTimer_.start(int(std::clamp<qint64>(first - now, 0, 24 * 3600 * 1000)));
}

// The flag timer: every table whose deadline has come and whose running side has no time left loses on time.
void GameServer::checkFlags() {
    const qint64 now = monotonic();
    while (!deadlines_.empty() && deadlines_.begin()->first <= now) {
        const auto [deadline, number] = *deadlines_.begin();
        deadlines_.erase(deadlines_.begin());
        const auto it = tables_.find(number);
        if (it == tables_.end() || it->second.deadline != deadline)
            continue; // the table moved on since (a move, an end, a reload)
        TableEntry &entry = it->second;
        if (entry.table->isOver() || entry.table->clock().untilFlag(now) != 0) {
            scheduleFlag(entry);
            continue;
        }
        requester_ = nullptr;
        requestSeq_ = 0;
        flag(entry);
        requestSeq_ = 0;
    }
    if (!deadlines_.empty())
        flagTimer_.start(int(std::clamp<qint64>(deadlines_.begin()->first - now, 0, 24 * 3600 * 1000)));
}

// The side to move ran out: the game is over on time, stored (and rated) like any end.
void GameServer::flag(TableEntry &entry) {
    Table &t = *entry.table;
    t.endOnTime();
    entry.active = QDateTime::currentMSecsSinceEpoch();
    writeEnding(entry, changes::saveTable(t, entry.active));
    log(QStringLiteral("table %1 over: %2 lost on time").arg(t.id(), t.playerName(1 - t.winner())));
    broadcast(entry, QStringLiteral("over %1 %2 time").arg(t.id(), t.resultText()));
}

QString GameServer::clockLine(const TableEntry &entry) const {
    const Table &t = *entry.table;
    const qint64 now = monotonic();
    return QStringLiteral("clock %1 %2 %3")
        .arg(t.clock().left(0, now))
        .arg(t.clock().left(1, now))
        .arg(QLatin1String(seatWord(t.clock().running())));
}

QString GameServer::clockSuffix(const TableEntry &entry) const {
    const Table &t = *entry.table;
    if (!t.control().isTimed())
        return QString();
    const qint64 now = monotonic();
    return QStringLiteral(" clock %1 %2").arg(t.clock().left(0, now)).arg(t.clock().left(1, now));
}

qint64 GameServer::lagAllowance(const Client *c) const {
    if (!c || c->lagSamples.empty())
        return 0;
    std::vector<qint64> samples(c->lagSamples.begin(), c->lagSamples.end());
    std::nth_element(samples.begin(), samples.begin() + std::ptrdiff_t(samples.size() / 2), samples.end());
    return std::min(kMaxAllowanceMs, samples[samples.size() / 2]);
}

// Every lagPingMs: a `ping` to each player at a running live clock that has none out, to time its answer.
void GameServer::pingForLag() {
    const qint64 now = clock_.elapsed();
    for (auto &[number, entry] : tables_) {
        const Table &t = *entry.table;
        if (t.clock().running() < 0 || t.control().kind == TimeControl::Kind::Days)
            continue;
        for (Client *c : entry.holders)
            if (c && !c->closing && c->lagPingAt == 0 && c->held.empty()) {
                c->lagPingAt = now;
                send(c, QStringLiteral("ping"));
            }
    }
}

void GameServer::lagAnswer(Client *c) {
    if (c->lagPingAt == 0)
        return;
    c->lagSamples.push_back(clock_.elapsed() - c->lagPingAt);
    if (c->lagSamples.size() > kLagSamples)
        c->lagSamples.pop_front();
    c->lagPingAt = 0;
}

} // namespace gamut::net
