// A computer's time for its next move.
#include "timeplan.h"

#include <algorithm>

namespace gamut {

namespace {
constexpr std::int64_t kMovesToGo = 30;      // the share of the time left one move takes
constexpr std::int64_t kMaxReserveMs = 1500; // kept back for what the engine does not count (threads, the
                                             // window's events, a busy machine), a third of the time at most
} // namespace

std::int64_t planMoveTime(const TimeControl &control, std::int64_t leftMs, int movesMade) {
    switch (control.kind) {
    case TimeControl::Kind::None:
    case TimeControl::Kind::Days:
        return 0;
    case TimeControl::Kind::PerMove: {
        if (leftMs <= 0)
            return kMinMoveMs;
        const std::int64_t margin = std::clamp<std::int64_t>(leftMs / 10, 30, 500);
        return std::max(kMinMoveMs, leftMs - margin);
    }
    case TimeControl::Kind::Fischer:
        break;
    }
    if (leftMs <= 0)
        return kMinMoveMs;
    const std::int64_t usable = leftMs - std::min(leftMs / 3, kMaxReserveMs);
    const std::int64_t toGo = std::max<std::int64_t>(kMovesToGo, 2 * std::int64_t(std::max(0, movesMade)));
    const std::int64_t share = usable / toGo + control.incrementMs * 3 / 4;
    return std::max(kMinMoveMs, std::min(share, usable / 2));
}

} // namespace gamut
