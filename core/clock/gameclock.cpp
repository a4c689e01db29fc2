// The two clocks of a game: charging the mover, increments and resets, pauses, running out, restoring.
#include "gameclock.h"

#include <algorithm>

namespace gamut {

void GameClock::reset(const TimeControl &control) {
    control_ = control;
    left_ = {control.startMs(), control.startMs()};
    running_ = -1;
    since_ = 0;
    turnUsed_ = 0;
    turnSide_ = -1;
}

std::int64_t GameClock::left(int side, std::int64_t nowMs) const {
    if (side < 0 || side > 1)
        return 0;
    std::int64_t ms = left_[std::size_t(side)];
    if (side == running_)
        ms -= std::max<std::int64_t>(0, nowMs - since_);
    return std::max<std::int64_t>(0, ms);
}

std::int64_t GameClock::turnUsed(std::int64_t nowMs) const {
    return turnUsed_ + (running_ >= 0 ? std::max<std::int64_t>(0, nowMs - since_) : 0);
}

void GameClock::start(int side, std::int64_t nowMs) {
    if (!isTimed() || side < 0 || side > 1 || side == running_)
        return;
    stop(nowMs);
    if (turnSide_ != side) { // a new turn (not one going on after a pause)
        turnSide_ = side;
        turnUsed_ = 0;
    }
    running_ = side;
    since_ = nowMs;
}

void GameClock::stop(std::int64_t nowMs) {
    if (running_ < 0)
        return;
    const std::int64_t elapsed = std::max<std::int64_t>(0, nowMs - since_);
    left_[std::size_t(running_)] -= elapsed;
    turnUsed_ += elapsed;
    running_ = -1;
}

GameClock::Charge GameClock::move(int side, std::int64_t nowMs, std::int64_t allowanceMs) {
    Charge charge;
    if (!isTimed() || side < 0 || side > 1)
        return charge;
    stop(nowMs);
    std::int64_t &left = left_[std::size_t(side)];
    const std::int64_t used = turnSide_ == side ? turnUsed_ : 0;
    const std::int64_t allowance = std::clamp<std::int64_t>(allowanceMs, 0, used);
    left += allowance; // the lag the mover is not charged for
    charge.usedMs = used - allowance;
    turnSide_ = -1;
    turnUsed_ = 0;
    if (left <= 0) {
        left = 0;
        charge.flagged = true;
        return charge;
    }
    if (control_.kind == TimeControl::Kind::Fischer)
        left += control_.incrementMs;
    charge.leftMs = left;
    if (control_.resetsEachMove())
        left = control_.moveMs;
    return charge;
}

int GameClock::flagged(std::int64_t nowMs) const { return running_ >= 0 && left(running_, nowMs) <= 0 ? running_ : -1; }

std::int64_t GameClock::untilFlag(std::int64_t nowMs) const { return running_ < 0 ? -1 : left(running_, nowMs); }

void GameClock::restore(std::array<std::int64_t, 2> left) {
    left_ = {std::max<std::int64_t>(0, left[0]), std::max<std::int64_t>(0, left[1])};
    running_ = -1;
    turnUsed_ = 0;
    turnSide_ = -1;
}

} // namespace gamut
