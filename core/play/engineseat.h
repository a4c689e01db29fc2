// A computer's seat: its engine (a ComputerPlayer, thinking on a worker thread) plays when the turn begins, its
// move handed back no sooner than the turn's minimum delay; endTurn() cancels without waiting for the worker,
// moveNow() plays the best move found so far (or the one waiting for the delay) at once. Retiring lets the engine's
// worker wind down on its own (nobody waits for it).
#pragma once

#include "seat.h"

#include "../ai/player.h"
#include "../clock/timeplan.h"

#include <QElapsedTimer>
#include <QTimer>

namespace gamut {

class ComputerPlayer;

class EngineSeat : public Seat {
    Q_OBJECT
public:
    // A seat playing `spec` (player.h: "level:4", "random", "level:5/2000ms") in games like `state`; null and
    // `error` when the spec is not valid there. `seed` varies its play from game to game.
    static EngineSeat *make(const QString &spec, const GameState &state, quint64 seed, QString *error,
                            QObject *parent = nullptr);

    QString spec() const override { return spec_; }
    QString description() const override;
    QString engineSpec() const override { return spec_; }
    QString turnRefusal(bool paused) const override;
    bool beginTurn(const TurnStart &turn) override;
    void endTurn() override;
    void moveNow() override;
    void setMinimumDelay(int ms) override;
    void retire() override;

private:
    EngineSeat(const QString &spec, ComputerPlayer *computer, QObject *parent);
    void onMoveChosen(gamut::Move move);
    void playPending();

    QString spec_;
    ComputerPlayer *computer_;      // a child, or retiring on its own
    qint64 revision_ = -1;          // of the turn begun
    int minimumDelay_ = 0;          // of the turn begun
    gamut::Move pending_ = kNoMove; // chosen, waiting for the minimum delay
    QElapsedTimer turnClock_;       // since the turn began
    QTimer delay_;
    TimePlanner planner_; // under a clock: what this seat's moves cost beyond their plans, learnt in the game
    int lastPly_ = -1;    // the last turn begun: its ply, control, time left and plan
    TimeControl lastControl_;
    std::int64_t lastLeftMs_ = -1, lastPlan_ = 0;
};

} // namespace gamut
