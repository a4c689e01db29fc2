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
    return TimePlanner().plan(control, leftMs, movesMade);
}

std::int64_t TimePlanner::plan(const TimeControl &control, std::int64_t leftMs, int movesMade) const {
    switch (control.kind) {
    case TimeControl::Kind::None:
    case TimeControl::Kind::Days:
        return 0;
    case TimeControl::Kind::PerMove: {
        if (leftMs <= 0)
            return kMinMoveMs;
        const std::int64_t margin =
            std::clamp<std::int64_t>(leftMs / 10, 30, 500) + std::max(meanOverrunMs(), worst_); // no move to come
        return std::max(kMinMoveMs, leftMs - std::min(margin, leftMs / 2));
    }
    case TimeControl::Kind::Fischer:
        break;
    }
    if (leftMs <= 0)
        return kMinMoveMs;
    const std::int64_t reserve = std::min(std::max(std::min(leftMs / 3, kMaxReserveMs), 3 * worst_), leftMs / 2);
    const std::int64_t usable = leftMs - reserve;
    const std::int64_t toGo = std::max<std::int64_t>(kMovesToGo, 2 * std::int64_t(std::max(0, movesMade)));
    const std::int64_t share = usable / toGo + control.incrementMs * 3 / 4 - meanOverrunMs();
    return std::max(kMinMoveMs, std::min(share, usable / 2));
}

void TimePlanner::observe(std::int64_t plannedMs, std::int64_t usedMs) {
    if (plannedMs <= 0 || usedMs < 0)
        return;
    const std::int64_t overrun = std::max<std::int64_t>(0, usedMs - plannedMs);
    overrunSum_ += overrun;
    ++moves_;
    worst_ = std::max(overrun, worst_ - worst_ / 16);
}

} // namespace gamut
