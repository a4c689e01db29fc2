// How long a computer may think about its next move under a clock: a share of the time left plus most of the
// increment, kept under half of what is left after a reserve. The share assumes some thirty moves still to come,
// or twice the moves made so far once that is more (a game that has gone long may go on as long again), so that
// the time shrinks without running out even in games of hundreds of moves (Atoms) and with some cost beyond each
// plan (threads, the window's events, a busy machine); a time a move less a margin for handing the move over; a
// correspondence move without any limit of its own (the engine's level decides). Plain C++: the window's computer
// seats and the command line's match plan alike.
#pragma once

#include "timecontrol.h"

#include <cstdint>

namespace gamut {

// The most time (ms) the next move may take for a side with `leftMs` on its clock that has made `movesMade` moves;
// 0 for no limit (no clock, or correspondence). Never below kMinMoveMs under a clock.
std::int64_t planMoveTime(const TimeControl &control, std::int64_t leftMs, int movesMade = 0);
inline constexpr std::int64_t kMinMoveMs = 5;

} // namespace gamut
