// Two clients at one table, each connected to a server of its own (a cluster on one database), playing random
// moves with every reply and event checked: what the cluster's tests share.
#pragma once

#include "netclient.h"

#include <memory>

namespace gamut::test {

struct ClusterPair {
    std::unique_ptr<LineClient> a = std::make_unique<LineClient>(), b = std::make_unique<LineClient>();
    QString game, table, tokenA, tokenB;
    std::unique_ptr<GameState> state;
    int ply = 0;

    // ada creates `game` at the server on `portA`, bob joins at `portB`; both have read bob's `seated`.
    bool seat(quint16 portA, quint16 portB, const QString &gameId) {
        game = gameId;
        std::string error;
        state = gamut::newGame(game.toStdString(), {}, error);
        if (!a->connectTo(portA) || !b->connectTo(portB) || a->ask("hello ada") != "ok hello ada" ||
            b->ask("hello bob") != "ok hello bob")
            return false;
        const QString created = a->ask("create " + game);
        table = field(created, 2);
        tokenA = field(created, 4);
        if (!created.startsWith("ok create ") || a->line() != QStringLiteral("seated %1 first ada").arg(table))
            return fail("create", created);
        const QString joined = b->ask("join " + table);
        tokenB = field(joined, 4);
        if (joined != QStringLiteral("ok join %1 second %2").arg(table, tokenB))
            return fail("join", joined);
        b->readGame();
        const QString seated = QStringLiteral("seated %1 second bob").arg(table);
        const QString atB = b->line(), atA = a->until("seated ");
        return atB == seated && atA == seated ? true : fail("seated", atB + " / " + atA);
    }

    // `count` more plies (fewer when the game ends), each acknowledged to its mover and heard by the other (and
    // `watcher`) as it was played; `plies` gets how many were.
    // `otherHears` false: only the mover's reply and event are read (the other's server is paused).
    bool play(QRandomGenerator &random, int count, int *plies = nullptr, LineClient *watcher = nullptr,
              bool otherHears = true) {
        int done = 0;
        for (; done < count && !state->isOver(); ++done) {
            const int side = state->turn();
            LineClient &mover = side == 0 ? *a : *b;
            LineClient &other = side == 0 ? *b : *a;
            const QString move = randomMove(*state, random);
            const QString reply =
                mover.ask(QStringLiteral("move %1 %2 %3").arg(table, side == 0 ? tokenA : tokenB, move), 10000);
            if (reply != QStringLiteral("ok move %1 %2").arg(table).arg(ply + 1))
                return fail(qPrintable("move " + move), reply);
            const ParsedMove parsed = state->parseMove(move.toStdString());
            const QString moved = QStringLiteral("moved %1 %2 %3 %4")
                                      .arg(table)
                                      .arg(ply + 1)
                                      .arg(QString::fromStdString(state->playerName(side)),
                                           QString::fromStdString(state->moveText(parsed.move)));
            state->play(parsed.move);
            ++ply;
            for (LineClient *c : {&mover, otherHears ? &other : nullptr, watcher}) {
                if (!c)
                    continue;
                const QString heard = c->until("moved ", nullptr, 10000);
                if (heard != moved)
                    return fail("heard", heard + " instead of " + moved);
                if (state->isOver() && !c->until("over ", nullptr, 10000).startsWith("over "))
                    return fail("over", "no over line");
            }
        }
        if (plies)
            *plies = done;
        return true;
    }

    // ada's connection drops; she connects to the server on `port` and resumes: the game there must be at `ply`.
    bool reconnectA(quint16 port) {
        a = std::make_unique<LineClient>();
        if (!a->connectTo(port) || a->ask("hello ada") != "ok hello ada")
            return fail("reconnect", "no greeting");
        const QString resumed = a->ask(QStringLiteral("resume %1 %2").arg(table, tokenA), 10000);
        if (resumed != QStringLiteral("ok resume %1 first").arg(table))
            return fail("resume", resumed);
        QString turn;
        a->readGame(&turn);
        if (!turn.endsWith(QStringLiteral(" %1").arg(ply)))
            return fail("resumed game", turn);
        const QString seated = QStringLiteral("seated %1 first ada").arg(table);
        const QString atA = a->line(), atB = b->until("seated ", nullptr, 10000);
        return atA == seated && atB == seated ? true : fail("seated after resume", atA + " / " + atB);
    }

    static bool fail(const char *what, const QString &got) {
        qWarning("%s: %s", what, qPrintable(got));
        return false;
    }
};

} // namespace gamut::test
