// How long a computer may think about its next move under a clock: a share of the time left plus most of the
// increment, kept under half of what is left after a reserve. The share assumes some thirty moves still to come,
// or twice the moves made so far once that is more (a game that has gone long may go on as long again), so that
// the time shrinks without running out even in games of hundreds of moves (Atoms) and with some cost beyond each
// plan (threads, the window's events, a busy machine); a time a move less a margin for handing the move over; a
// correspondence move without any limit of its own (the engine's level decides). Plain C++: the window's computer
// seats and the command line's match plan alike.
//
// TimePlanner learns during a game what its side's moves cost beyond their plans (the search overshooting, the
// move handed over, a busy machine that does not schedule the process for a second): each plan is smaller by the
// mean cost so far (every move to come will pay it too), and the reserve grows to three of the worst recent ones.
#pragma once

#include "timecontrol.h"

#include <cstdint>

namespace gamut {

// The most time (ms) the next move may take for a side with `leftMs` on its clock that has made `movesMade` moves;
// 0 for no limit (no clock, or correspondence). Never below kMinMoveMs under a clock.
std::int64_t planMoveTime(const TimeControl &control, std::int64_t leftMs, int movesMade = 0);
inline constexpr std::int64_t kMinMoveMs = 5;

// One side's plans through one game, learning from each move what it cost beyond its plan.
class TimePlanner {
public:
    // The next move's time, as planMoveTime() with what was learnt so far (the same before any move).
    std::int64_t plan(const TimeControl &control, std::int64_t leftMs, int movesMade) const;
    // A move planned `plannedMs` (0: no limit, nothing learnt) took `usedMs` on the clock.
    void observe(std::int64_t plannedMs, std::int64_t usedMs);
    std::int64_t meanOverrunMs() const { return moves_ ? overrunSum_ / moves_ : 0; }
    std::int64_t worstOverrunMs() const { return worst_; } // decays by a sixteenth a move
    void reset() { *this = TimePlanner(); }

private:
    std::int64_t overrunSum_ = 0;
    std::int64_t moves_ = 0;
    std::int64_t worst_ = 0;
};

} // namespace gamut
