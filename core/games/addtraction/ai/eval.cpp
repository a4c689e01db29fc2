#include "eval.h"

#include <bit>
#include <cmath>

namespace gamut::addtraction_eval {

int compress(std::int64_t value) {
    constexpr std::int64_t kLinear = 16;
    const std::int64_t magnitude = value < 0 ? -value : value;
    int points;
    if (magnitude <= kLinear)
        points = int(magnitude * 100);
    else
        points = int(100.0 * (double(kLinear) + double(kLinear) * std::log2(double(magnitude) / double(kLinear))));
    return value < 0 ? -points : points;
}

int evaluate(const AddTractionPosition &pos) {
    const int sign = pos.turn() == 0 ? 1 : -1;
    std::int64_t pending = 0; // what the empty fields would add if set now
    std::int64_t bestForMover = 0;
    for (int cell = 0; cell < AddTractionPosition::kCells; ++cell) {
        if (pos.isSet(cell))
            continue;
        const std::int64_t v = pos.valueIfSet(cell);
        pending += v;
        if (sign * v > bestForMover)
            bestForMover = sign * v;
    }
    const std::int64_t estimate = sign * (pos.score() + pending / 2) + bestForMover / 2;
    return compress(estimate);
}

} // namespace gamut::addtraction_eval
