// A game's two clocks under one TimeControl: whose time runs, how much each side has left, what a move costs
// (its time, less a lag allowance where a server grants one; then the increment, or the reset of a time a move),
// when a side's time has run out, and the state to put back on undo, on reopening a file or after a server
// restart. Plain C++ with no clock of its own: every call takes the time `nowMs` from the caller's monotonic clock
// (QElapsedTimer, std::chrono::steady_clock), so that the window, the command line's match and the server drive
// it alike and the tests drive it to the millisecond.
//
// Times are milliseconds. A side's time left may reach 0 but is never reported below it. With no control
// (TimeControl::none) nothing runs and nobody ever runs out.
//
// The life of a game: start(side to move) when its turn begins; move(side) when it moves (that stops the clock,
// the caller starts the next turn, so that it decides whether a game that ended runs on); stop() to pause
// (the turn's time so far stays charged; start() goes on from there). restore() sets both sides' times and the
// running side at once (undo: a taken-back move gives its time back; a reopened file; a server's store).
#pragma once

#include "timecontrol.h"

#include <array>
#include <cstdint>

namespace gamut {

class GameClock {
public:
    GameClock() = default;
    explicit GameClock(const TimeControl &control) { reset(control); }

    // A new game under `control`: both sides at its start time, nobody running.
    void reset(const TimeControl &control);
    const TimeControl &control() const { return control_; }
    bool isTimed() const { return control_.isTimed(); }

    int running() const { return running_; } // the side whose time runs, -1 when stopped
    // `side`'s time left at `nowMs`, the running turn counted (never below 0).
    std::int64_t left(int side, std::int64_t nowMs) const;
    // How long the running side's current turn has taken so far (since its start(), pauses left out).
    std::int64_t turnUsed(std::int64_t nowMs) const;

    // `side`'s turn (re)starts running at `nowMs`; a turn stopped by stop() goes on with what it had left. Another
    // side's turn running is stopped first (its time charged). Nothing runs without a control.
    void start(int side, std::int64_t nowMs);
    // Stops the running turn, charging its time so far (a pause, the end of a game). Nothing when stopped.
    void stop(std::int64_t nowMs);

    // What a move cost: the time it took (its turn's time, less the allowance), the mover's time left after it as
    // a record's clock comment gives it (before a time a move resets, after the increment), and whether the time
    // had run out before the move came (then nothing is added: the caller ends the game on time).
    struct Charge {
        std::int64_t usedMs = 0;
        std::int64_t leftMs = 0;
        bool flagged = false;
    };
    // `side` moved at `nowMs`. Its turn's time is charged (running or, after a pause, what it had used), less
    // `allowanceMs` (a server's lag allowance, never more than the turn took); then Fischer adds the increment and
    // a time a move resets to its whole. The clock stops: the caller starts the next turn.
    Charge move(int side, std::int64_t nowMs, std::int64_t allowanceMs = 0);

    // The running side when its time has run out at `nowMs`, else -1.
    int flagged(std::int64_t nowMs) const;
    // Milliseconds until the running side's time runs out (0 when it has), -1 when nothing runs.
    std::int64_t untilFlag(std::int64_t nowMs) const;

    // Sets both sides' times left, nobody running and no turn begun (undo, a reopened file, a server's store). A
    // side's time after its last move comes from that move's clock comment through nextTurnFrom().
    void restore(std::array<std::int64_t, 2> left);
    // The time a side's next turn starts with after a move whose clock comment says `recorded`: Fischer that
    // time, a time a move the whole of it.
    std::int64_t nextTurnFrom(std::int64_t recorded) const {
        return control_.resetsEachMove() ? control_.moveMs : recorded;
    }

private:
    TimeControl control_;
    std::array<std::int64_t, 2> left_ = {0, 0}; // at the last start() or stop() of each side
    int running_ = -1;
    std::int64_t since_ = 0;    // when the running turn last started
    std::int64_t turnUsed_ = 0; // the current turn's time before that start (pauses)
    int turnSide_ = -1;         // whose turn turnUsed_ belongs to
};

} // namespace gamut
