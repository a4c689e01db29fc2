// A computer player for the window: thinks on a worker thread, reports progress, hands over its move, and stops
// within 50 ms when asked (the search looks at its stop flag at every node and at the clock every 256 nodes).
// All signals are emitted on the thread that owns this object; a cancelled search's late results are dropped.
//
// The worker runs at a lower priority than the owner's thread (threadpriority.h), so that on a busy machine the
// window gets a processor before the search.
//
// Nothing here blocks the owner's thread: cancel() raises the search's stop flag, forgets it and returns; the
// worker thread ends on its own and deletes itself. Each search owns what it reads (the engine by shared_ptr, its
// own copy of the position, its own stop flag), so replacing the engine or starting another search while a
// cancelled one is still winding down is safe: searches on one engine take turns on its lock, on their workers.
// Only the destructor waits, for the workers still running (each already told to stop, so within ~50 ms): they
// post their results to this object, which therefore must outlive them.
#pragma once

#include "../gamestate.h"
#include "player.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace gamut {

class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    explicit ComputerPlayer(QObject *parent = nullptr);
    ~ComputerPlayer() override; // cancels a running search and waits for the workers to end (they stop at once)

    // The engine for games like `state`: "level:3", "random", "level:5@7" (player.h). False and a message when
    // the spec is not valid (the previous engine stays). Cancels a running search.
    bool setEngine(const GameState &state, const QString &spec, QString *error = nullptr,
                   const PlayerOptions &options = {});
    QString description() const { return description_; }
    // A new game: forgets what the engine learnt; `seed` varies its play from game to game. Cancels a running
    // search; the engine is reset by the next search, on its worker (never while a cancelled one still runs).
    void newGame(quint64 seed = 0);

    // Starts thinking about `state` (copied); moveChosen follows, unless cancel() comes first. False when there is
    // no engine or the game is over. A search already running is cancelled first. `timeLimitMs` > 0: the search
    // takes no longer than that (a clock's plan: Player::setTimeLimit).
    bool think(const GameState &state, int timeLimitMs = 0);
    // Stops thinking and plays the best move found so far (moveChosen follows shortly).
    void moveNow();
    // Stops thinking and plays nothing. Returns at once: the worker ends on its own.
    void cancel();
    bool isThinking() const { return thinking_; }
    int runningWorkers() const; // threads not yet ended, the cancelled ones included (tests, diagnostics)
    // Cancels and deletes this object once its workers have ended, so that not even the destructor waits.
    void deleteWhenIdle();

signals:
    // After every finished search iteration: the depth, score (for the player to move), nodes, time and the best
    // move so far with its principal variation as move tokens.
    void progress(int depth, int score, quint64 nodes, int timeMs, quint32 bestMove, const QString &pv);
    void moveChosen(quint32 move, const QString &text, int score, int depth, quint64 nodes, int timeMs);
    void cancelled();

private:
    struct SharedEngine; // a player and the lock its searches take turns on
    struct Search;       // one search's flags

    std::shared_ptr<SharedEngine> engine_;
    QString description_;
    std::shared_ptr<Search> search_; // the running search, null when none
    quint64 generation_ = 0;         // the search whose results are still wanted
    bool thinking_ = false;
    std::optional<quint64> newGameSeed_; // applied by the next search before it thinks
    std::vector<QPointer<QThread>> workers_;
};

} // namespace gamut
