// Two clients at one table playing random moves through a server, every reply and event checked on the way.
#pragma once

#include "netclient.h"

#include "core/net/sqltablestore.h"
#include "core/record/record.h"

namespace gamut::test {

struct Pair {
    LineClient a, b;
    QString table, tokenA, tokenB;
};

// ada creates `game`, bob joins; both have read everything up to bob's `seated`.
inline bool seatPair(Pair &p, quint16 port, const QString &game) {
    if (!p.a.connectTo(port) || !p.b.connectTo(port))
        return false;
    if (p.a.ask(QStringLiteral("hello ada")) != QLatin1String("ok hello ada") ||
        p.b.ask(QStringLiteral("hello bob")) != QLatin1String("ok hello bob"))
        return false;
    const QString created = p.a.ask(QStringLiteral("create ") + game);
    p.table = field(created, 2);
    p.tokenA = field(created, 4);
    if (!created.startsWith(QLatin1String("ok create ")) ||
        p.a.line() != QStringLiteral("seated %1 first ada").arg(p.table))
        return false;
    const QString joined = p.b.ask(QStringLiteral("join ") + p.table);
    p.tokenB = field(joined, 4);
    if (joined != QStringLiteral("ok join %1 second %2").arg(p.table, p.tokenB))
        return false;
    p.b.readGame();
    const QString seated = QStringLiteral("seated %1 second bob").arg(p.table);
    return p.b.line() == seated && p.a.line() == seated;
}

// Plays random moves through the server until the game ends; checks every reply and event on the way.
// Returns the moves as the server wrote them, or an empty list after a failure (reported with QVERIFY).
// `state` is the table's position at ply `done` (a fresh game when null).
inline QStringList playOut(Pair &p, const QString &game, QRandomGenerator &random, int maxMoves = 100000,
                           LineClient *watcher = nullptr, std::unique_ptr<GameState> state = nullptr, int done = 0) {
    std::string error;
    if (!state)
        state = gamut::newGame(game.toStdString(), {}, error);
    QStringList played;
    for (int ply = done + 1; !state->isOver() && ply <= done + maxMoves; ++ply) {
        const int side = state->turn();
        LineClient &mover = side == 0 ? p.a : p.b;
        const QString move = randomMove(*state, random);
        const QString reply =
            mover.ask(QStringLiteral("move %1 %2 %3").arg(p.table, side == 0 ? p.tokenA : p.tokenB, move));
        if (reply != QStringLiteral("ok move %1 %2").arg(p.table).arg(ply)) {
            qWarning("ply %d %s: %s", ply, qPrintable(move), qPrintable(reply));
            return {};
        }
        const ParsedMove parsed = state->parseMove(move.toStdString());
        const QString text = QString::fromStdString(state->moveText(parsed.move));
        const QString moved = QStringLiteral("moved %1 %2 %3 %4")
                                  .arg(p.table)
                                  .arg(ply)
                                  .arg(QString::fromStdString(state->playerName(side)), text);
        state->play(parsed.move);
        for (LineClient *c : {&p.a, &p.b, watcher}) {
            if (!c)
                continue;
            const QString got = c->line();
            if (got != moved) {
                qWarning("expected '%s', got '%s'", qPrintable(moved), qPrintable(got));
                return {};
            }
        }
        played << text;
    }
    if (state->isOver()) {
        const QString over = QStringLiteral("over %1 %2").arg(p.table, QString::fromStdString(state->resultText()));
        for (LineClient *c : {&p.a, &p.b, watcher})
            if (c && c->line() != over)
                return {};
    }
    return played;
}

// The moves of a record's last game, in canonical notation.
inline QStringList movesOfText(const std::string &text, const QString &table) {
    RecordError error;
    auto games = loadRecordText(text, table.toStdString(), error);
    if (!games)
        return {QStringLiteral("<%1>").arg(QString::fromStdString(error.text()))};
    QStringList moves;
    auto state = games->back().start->clone();
    for (Move m : games->back().moves) {
        moves << QString::fromStdString(state->moveText(m));
        state->play(m);
    }
    return moves;
}

// The moves of the game sent after join/resume/watch (readGame()'s lines).
inline QStringList movesOfRecord(const QStringList &lines, const QString &table) {
    return movesOfText((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toStdString(), table);
}

// The current game of a table as the server's store in `folder` holds it (read with a store of its own, when no
// server has the folder open).
inline std::string storedGame(const QString &folder, const QString &table) {
    net::SqlTableStore store(folder, false, [](const QString &) {});
    QString error;
    return store.open(error) ? store.currentGameText(table) : std::string();
}

// The moves of the current game of a table in the store, in canonical notation.
inline QStringList movesOnDisk(const QString &folder, const QString &table) {
    return movesOfText(storedGame(folder, table), table);
}

} // namespace gamut::test
