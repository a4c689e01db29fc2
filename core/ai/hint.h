// The window's hint: the best move for the side to move at a small fixed budget (issue 16: within 0.3 s in every
// game). One definition for the window (TurnController) and `gamut-cli bench --levels`, which measures it.
#pragma once

#include <cstddef>

namespace gamut {

inline constexpr const char *kHintEngine = "level:2@1"; // an engine spec (player.h)
inline constexpr std::size_t kHintHashMegabytes = 4;    // its table: hints need little

} // namespace gamut
