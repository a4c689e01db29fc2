// Counts of the checks a person's move goes through between a click and the model: is it this seat's turn (turn),
// is the move legal here (legality). Each place that decides one of them counts it, so that a test can hold a
// click to one of each (tests/ui/test_click_route.cpp) and a second check slipped into the route is seen. Relaxed
// atomic increments, once per request: nothing on a hot path counts (searches and previews never do).
#pragma once

#include <atomic>

namespace gamut::movechecks {

inline std::atomic<int> turn{0};
inline std::atomic<int> legality{0};

inline void countTurn() { turn.fetch_add(1, std::memory_order_relaxed); }
inline void countLegality() { legality.fetch_add(1, std::memory_order_relaxed); }

} // namespace gamut::movechecks
