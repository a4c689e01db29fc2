// A computer player for the window: thinks on a worker thread, reports progress, hands over its move, and stops
// within 50 ms when asked (the search looks at its stop flag at every node and at the clock every 256 nodes).
// All signals are emitted on the thread that owns this object; a cancelled search's late results are dropped.
#pragma once

#include "../gamestate.h"
#include "player.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace gamut {

class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    explicit ComputerPlayer(QObject *parent = nullptr);
    ~ComputerPlayer() override; // cancels a running search

    // The engine for games like `state`: "level:3", "random", "level:5@7" (player.h). False and a message when
    // the spec is not valid (the previous engine stays). Cancels a running search.
    bool setEngine(const GameState &state, const QString &spec, QString *error = nullptr,
                   const PlayerOptions &options = {});
    QString description() const;
    // A new game: forgets what the engine learnt; `seed` varies its play from game to game.
    void newGame(quint64 seed = 0);

    // Starts thinking about `state` (copied); moveChosen follows, unless cancel() comes first. False when there is
    // no engine or the game is over. A search already running is cancelled first.
    bool think(const GameState &state);
    // Stops thinking and plays the best move found so far (moveChosen follows shortly).
    void moveNow();
    // Stops thinking and plays nothing; returns once the worker thread has ended.
    void cancel();
    bool isThinking() const { return thread_ != nullptr; }

signals:
    // After every finished search iteration: the depth, score (for the player to move), nodes, time and the best
    // move so far with its principal variation as move tokens.
    void progress(int depth, int score, quint64 nodes, int timeMs, quint32 bestMove, const QString &pv);
    void moveChosen(quint32 move, const QString &text, int score, int depth, quint64 nodes, int timeMs);
    void cancelled();

private:
    std::unique_ptr<Player> player_;
    QThread *thread_ = nullptr;
    std::atomic<bool> stop_{false};
    quint64 generation_ = 0; // the search whose results are still wanted

    void finishThread();
};

} // namespace gamut
