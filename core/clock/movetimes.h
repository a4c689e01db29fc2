// The time each move of a game took, from the clocks recorded with its moves (a record's `[%clk]`: the mover's time
// left after the move): for the review's strip under its graph and for anyone who reads a timed game. Plain C++.
#pragma once

#include "timecontrol.h"

#include <cstdint>
#include <vector>

namespace gamut {

// For each move i (played by sides[i], its clock clocks[i], -1 for none) the milliseconds it took: what its side
// had when its turn began (the control's start, or what that side's previous move left it: the clock, or the whole
// of a time a move) less what it had after it, before the increment. -1 where it cannot be known (no clock on the
// move, or on the side's move before it) and for a game without a control. Never below 0.
std::vector<std::int64_t> moveTimesUsed(const TimeControl &control, const std::vector<int> &sides,
                                        const std::vector<std::int64_t> &clocks);

} // namespace gamut
