// The time each move of a game took, from its recorded clocks.
#include "movetimes.h"

#include <algorithm>
#include <array>

namespace gamut {

std::vector<std::int64_t> moveTimesUsed(const TimeControl &control, const std::vector<int> &sides,
                                        const std::vector<std::int64_t> &clocks) {
    std::vector<std::int64_t> used(sides.size(), -1);
    if (!control.isTimed())
        return used;
    std::array<std::int64_t, 2> began = {control.startMs(), control.startMs()}; // each side's next turn, -1: unknown
    for (std::size_t i = 0; i < sides.size(); ++i) {
        const int side = sides[i];
        if (side < 0 || side > 1)
            continue;
        auto &start = began[std::size_t(side)];
        const std::int64_t clock = i < clocks.size() ? clocks[i] : -1;
        if (clock < 0) {
            start = control.resetsEachMove() ? control.moveMs : -1;
            continue;
        }
        const std::int64_t before = control.resetsEachMove() ? control.moveMs : start;
        const std::int64_t increment = control.kind == TimeControl::Kind::Fischer ? control.incrementMs : 0;
        if (before >= 0)
            used[i] = std::max<std::int64_t>(0, before - (clock - increment));
        start = control.resetsEachMove() ? control.moveMs : clock;
    }
    return used;
}

} // namespace gamut
